// Tests for encodePng and encodePngStreaming, read back by an independent decoder (pngjs): sizes, straight alpha,
// large images, and the same bytes from both.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodePng, encodePngStreaming } from './png-encode.js';

function premultiply(straight: number[]): Uint8Array {
  const out = new Uint8Array(straight.length);
  for (let i = 0; i < straight.length; i += 4) {
    const a = straight[i + 3]!;
    for (let c = 0; c < 3; c++) out[i + c] = Math.round((straight[i + c]! * a) / 255);
    out[i + 3] = a;
  }
  return out;
}

describe('encodePng', () => {
  it('writes opaque pixels exactly', () => {
    const px = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255, 200, 100, 50, 255, 1, 2, 3, 255];
    const png = PNG.sync.read(encodePng(3, 2, Uint8Array.from(px)));
    expect([png.width, png.height]).toEqual([3, 2]);
    expect([...png.data]).toEqual(px);
  });

  it('turns premultiplied alpha into straight alpha', () => {
    const straight = [255, 128, 64, 128, 0, 0, 0, 0, 40, 80, 120, 255, 255, 255, 255, 1];
    const png = PNG.sync.read(encodePng(4, 1, premultiply(straight)));
    const got = [...png.data];
    // Half-transparent orange survives within rounding; fully clear stays clear; opaque is exact.
    expect(got.slice(0, 4).map((v, i) => Math.abs(v - straight[i]!))).toSatisfy((d: number[]) => d.every((x) => x <= 2));
    expect(got.slice(4, 12)).toEqual(straight.slice(4, 12));
    expect(got[15]).toBe(1);
  });

  it('streams the same bytes as the one-call encoder, across many chunks of rows', async () => {
    const w = 2100, h = 2100; // 17.6 MB of rows: 17 chunks of 1 MB
    const px = new Uint8Array(w * h * 4);
    for (let i = 0; i < px.length; i += 4) { px[i] = (i >> 2) % 251; px[i + 1] = (i >> 4) % 253; px[i + 2] = 7; px[i + 3] = 255; }
    const expected = Buffer.from(px);
    const streamed = await encodePngStreaming(w, h, Uint8Array.from(px));
    const png = PNG.sync.read(streamed);
    expect([png.width, png.height]).toEqual([w, h]);
    expect(Buffer.from(png.data).equals(expected)).toBe(true);
    expect(streamed.equals(encodePng(w, h, px))).toBe(true);
  });

  it('streams straight alpha and single-row images too', async () => {
    const straight = [255, 128, 64, 128, 0, 0, 0, 0, 40, 80, 120, 255, 255, 255, 255, 1];
    const streamed = await encodePngStreaming(4, 1, premultiply(straight));
    expect(streamed.equals(encodePng(4, 1, premultiply(straight)))).toBe(true);
  });

  it('refuses a pixel buffer of the wrong size', async () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(/expected 16 bytes/);
    await expect(encodePngStreaming(2, 2, new Uint8Array(15))).rejects.toThrow(/expected 16 bytes/);
  });
});
