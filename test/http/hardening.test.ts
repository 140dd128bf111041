// Outside-review findings on what is drawn and served: bidi controls never reach the SVG, and a PNG size that
// cannot be met is refused instead of shrunk (a size nobody asked for is fitted and said in headers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

async function generate(prompt: string, design = 'auto'): Promise<{ id: string; width: number; height: number; title: string; content: unknown }> {
  const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt, design } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const download = (id: string, file: string) => t.app.inject({ method: 'GET', url: `/rest/v1/generations/${id}/${file}`, headers: t.auth() });

const pngSize = (buf: Buffer) => ({ width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) });

// U+202A–202E embeddings and overrides, U+2066–2069 isolates, U+200E/U+200F marks, U+061C the Arabic letter mark.
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]|&#x0*(?:202[a-e]|206[6-9]|200[ef]|61c);|&#0*(?:82(?:3[4-8])|8294|8295|8296|8297|8206|8207|1564);/i;

describe('bidirectional control characters', () => {
  it('never reach the SVG, whether the text came as diagram code or as prose', async () => {
    const code = await generate([
      'flowchart TD',
      '  A["Pay \u202Eeciovni\u202C now"] --> B["\u2066Refund\u2069 \u200Fcustomer\u200E"]',
      '  B -->|"\u202Dyes\u202A\u202B"| C["Close \u061Cticket\u2067 \u2068"]',
    ].join('\n'));
    const prose = await generate('Timeline: 2020 \u202Elaunch\u202C; 2021 \u2067growth\u2069; 2022 exit\u200F');
    for (const gen of [code, prose]) {
      const svg = (await download(gen.id, 'diagram.svg')).body;
      expect(svg).not.toMatch(BIDI);
    }
    const svg = (await download(code.id, 'diagram.svg')).body;
    expect(svg).toContain('eciovni');
    expect(svg).toContain('Refund');
  });
});

describe('PNG size limits', () => {
  it('refuses an asked size over 50 megapixels with 400 export_error instead of shrinking it', async () => {
    const ring = await generate('cycle: Plan -> Do -> Check -> Act', 'cycle-ring');
    // Both sides within 10,000 px, but the area is not.
    const width = 10_000;
    const height = Math.round((ring.height * width) / ring.width);
    expect(height).toBeLessThanOrEqual(10_000);
    expect(width * height).toBeGreaterThan(50_000_000);
    for (const q of [`width=${width}`, `height=${height}`]) {
      const res = await download(ring.id, `diagram.png?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({ code: 'export_error', details: { max_pixels: 50_000_000 } });
    }
    // A size that fits is drawn exactly, and said in the headers.
    const ok = await download(ring.id, 'diagram.png?width=1000');
    expect(ok.statusCode).toBe(200);
    expect(pngSize(ok.rawPayload).width).toBe(1000);
    expect(ok.headers['x-image-width']).toBe('1000');
    expect(ok.headers['x-image-height']).toBe(String(pngSize(ok.rawPayload).height));
  });

  it('fits a diagram larger than the limits when no size is asked, and says the size it drew', async () => {
    // A long exchange between two participants is drawn as one tall column (long flowcharts wrap into rows).
    const talk = ['sequenceDiagram', ...Array.from({ length: 260 }, (_, i) => `  ${i % 2 ? 'B' : 'A'}->>${i % 2 ? 'A' : 'B'}: message number ${i}`)].join('\n');
    const long = await generate(talk);
    expect(long.height).toBeGreaterThan(10_000);
    const res = await download(long.id, 'diagram.png');
    expect(res.statusCode).toBe(200);
    const size = pngSize(res.rawPayload);
    // As large as the limits allow: 10,000 px on its long side (the drawing keeps the aspect of its whole-pixel width,
    // so the long side may fall short by up to one width-pixel's worth of height).
    expect(size.height).toBeLessThanOrEqual(10_000);
    expect(size.height).toBeGreaterThanOrEqual(10_000 - long.height / long.width - 1);
    expect(Math.abs(size.width / size.height - long.width / long.height)).toBeLessThan(0.01);
    expect(res.headers['x-image-width']).toBe(String(size.width));
    expect(res.headers['x-image-height']).toBe(String(size.height));
    // At its own size when it fits.
    const small = await generate('cycle: Plan -> Do -> Check -> Act', 'cycle-ring');
    const own = await download(small.id, 'diagram.png');
    expect(own.headers['x-image-width']).toBe(String(Math.round(small.width)));
  });
});
