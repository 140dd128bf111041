// Downloads (SVG, PNG with options, PDF), conditional GET, and render/style: 0 credits, revision + 1.
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FLOW_PROMPT, type TestApp } from '../support/test-app.js';

let t: TestApp;
let gen: { id: string; width: number; height: number };
beforeAll(async () => {
  t = await createTestApp();
  gen = (await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: FLOW_PROMPT, design: 'flowchart-vertical' } })).json();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/rest/v1/generations/${gen.id}${path}`, headers: { ...t.auth(), ...headers } });

function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

async function balance(): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() })).json().balance;
}

describe('downloads', () => {
  it('serves the SVG with its media type, a file name, nosniff, a strict CSP and an ETag', async () => {
    const res = await get('/diagram.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-gen_[A-Za-z0-9]+\.svg"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(res.body).toContain('Check stock');
    const again = await get('/diagram.svg', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('renders PNG at a scale, a width or a height, with a background', async () => {
    const one = await get('/diagram.png');
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('image/png');
    expect(pngSize(one.rawPayload)).toEqual({ width: Math.round(gen.width), height: Math.round(gen.height) });
    const two = pngSize((await get('/diagram.png?scale=2')).rawPayload);
    expect(two.width).toBe(Math.round(gen.width * 2));
    expect(pngSize((await get('/diagram.png?width=300')).rawPayload).width).toBe(300);
    expect(pngSize((await get('/diagram.png?height=200')).rawPayload).height).toBe(200);
    expect((await get('/diagram.png?background=transparent')).statusCode).toBe(200);
    expect((await get('/diagram.png?background=%23ff0000')).statusCode).toBe(200);
    const cached = await get('/diagram.png?scale=2', { 'if-none-match': (await get('/diagram.png?scale=2')).headers.etag as string });
    expect(cached.statusCode).toBe(304);
  });

  it('answers 400 export_error for options out of range', async () => {
    for (const q of ['scale=0.1', 'scale=5', 'scale=abc', 'width=0', 'width=10001', 'height=-3', 'background=red', 'background=%23ff00', 'format=jpeg', 'scale=4&width=99999']) {
      const res = await get(`/diagram.png?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('export_error');
    }
  });

  it('serves a vector PDF', async () => {
    const res = await get('/diagram.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('costs no credits', async () => {
    const before = await balance();
    await get('/diagram.svg');
    await get('/diagram.png?scale=3');
    await get('/diagram.pdf');
    expect(await balance()).toBe(before);
  });
});

describe('render and style', () => {
  it('restyles for free: revision + 1, the new SVG served afterwards', async () => {
    const before = await balance();
    const svgBefore = (await get('/diagram.svg')).body;
    const res = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${gen.id}/style`, headers: t.auth(), payload: { theme: 'dark' } });
    expect(res.statusCode).toBe(200);
    const g = res.json();
    expect(g.style.theme).toBe('dark');
    const svgAfter = (await get('/diagram.svg')).body;
    expect(svgAfter).not.toBe(svgBefore);
    expect(await balance()).toBe(before);
    const wrapped = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${gen.id}/style`, headers: t.auth(), payload: { style: { connector: 'curved' } } });
    expect(wrapped.json()).toMatchObject({ revision: g.revision + 1, style: { theme: 'dark', connector: 'curved' } });
  });

  it('re-renders with another design of the same kind, for free', async () => {
    const before = await balance();
    const current = (await get('')).json();
    const res = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${gen.id}/render`, headers: t.auth(), payload: { design: 'flowchart-horizontal' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ design: 'flowchart-horizontal', revision: current.revision + 1 });
    const empty = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${gen.id}/render`, headers: t.auth() });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().revision).toBe(current.revision + 2);
    expect(await balance()).toBe(before);
  });

  it('refuses a design of another kind, unknown params and an invalid style', async () => {
    const kind = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${gen.id}/render`, headers: t.auth(), payload: { design: 'funnel-stages' } });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().code).toBe('invalid_parameters');
    const params = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${gen.id}/render`, headers: t.auth(), payload: { params: { bogus: true } } });
    expect(params.json().code).toBe('invalid_parameters');
    const extra = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${gen.id}/render`, headers: t.auth(), payload: { colour: 1 } });
    expect(extra.json().code).toBe('validation_failed');
    for (const style of [{ theme: 'neon' }, { font: 'comic-sans' }, { connector: 'zigzag' }, { palette: { accent: 'blue' } }, { corner_radius: -1 }, { unknown: 1 }]) {
      const res = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${gen.id}/style`, headers: t.auth(), payload: style });
      expect(res.statusCode, JSON.stringify(style)).toBe(400);
      expect(res.json().code).toBe('invalid_options');
    }
  });
});
