// GET /rest/v1/designs/:id/preview.png for every design: a PNG of the sample at most 800 px wide, cacheable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGNS } from '../../src/designs/registry.js';
import { composeDiagram } from '../../src/generations/compose-diagram.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('design previews', () => {
  for (const design of DESIGNS) {
    it(`${design.id}: a PNG of its sample, ≤ 800 px wide, with an ETag that revalidates`, async () => {
      const url = `/rest/v1/designs/${design.id}/preview.png`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const { width, height } = pngSize(res.rawPayload);
      const composed = await composeDiagram({ version: 1, design: design.id, kind: design.kind, content: design.sample, params: {}, style: {} });
      expect(width).toBe(Math.min(800, Math.round(composed.width)));
      // The aspect ratio of the diagram is kept (to a pixel of rounding).
      expect(Math.abs(height - (composed.height * width) / composed.width)).toBeLessThanOrEqual(1);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    });
  }
});
