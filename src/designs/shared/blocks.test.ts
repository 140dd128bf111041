// Tests of the shared text and colour helpers: balanced wraps, one wrap width for a set, series inks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbText, ctxFor, runs } from '../../../test/support/infographic-checks.js';
import { THEME_IDS } from '../../spec/style.js';
import { block, evenBlock, sharedWrapWidth, smallStyle } from './blocks.js';
import { contrast, seriesInk } from './tones.js';

const ctx = ctxFor();
const style = smallStyle(ctx);

describe('evenBlock', () => {
  it('keeps the line count of a plain wrap, never wider, and does not strand one word', () => {
    const text = 'Pay per active user, cancel any time.';
    const plain = block(ctx, text, 198, style);
    const even = evenBlock(ctx, text, 198, style);
    expect(plain.lines.at(-1)).toBe('time.');
    expect(even.lines).toHaveLength(plain.lines.length);
    expect(even.lines.at(-1)!.split(' ').length).toBeGreaterThan(1);
    expect(even.width).toBeLessThanOrEqual(plain.width);
  });

  it('for any text: same words, same line count, no wider than the plain wrap', () => {
    fc.assert(fc.property(arbText(18), fc.integer({ min: 60, max: 400 }), (text, max) => {
      const plain = block(ctx, text, max, style);
      const even = evenBlock(ctx, text, max, style);
      expect(even.lines.join('').replace(/\s/g, '')).toBe(plain.lines.join('').replace(/\s/g, ''));
      expect(even.lines.length).toBe(plain.lines.length);
      expect(even.width).toBeLessThanOrEqual(plain.width + 0.01);
    }), runs(1201, 80));
  });
});

describe('sharedWrapWidth', () => {
  it('wraps a short note as the longest one needs, so all take the same number of lines', () => {
    const texts = ['Release to customers with a plan', 'Interview users and study the market and the competition'];
    const w = sharedWrapWidth(ctx, texts, 110, 190, style);
    expect(w).toBeGreaterThanOrEqual(110);
    expect(w).toBeLessThanOrEqual(190);
    const lines = texts.map((t) => block(ctx, t, w, style).lines.length);
    expect(lines[0]).toBe(lines[1]);
    expect(sharedWrapWidth(ctx, [undefined, ' '], 110, 190, style)).toBe(190);
  });
});

describe('seriesInk', () => {
  it('gives every series colour a 3:1 foreground on cards and on the page, in every theme', () => {
    for (const theme of THEME_IDS) {
      const t = ctxFor({ theme }).theme;
      for (let i = 0; i < 10; i++) {
        expect(contrast(seriesInk(t, i), t.nodeFill), `${theme} ${i}`).toBeGreaterThanOrEqual(3);
        expect(contrast(seriesInk(t, i, t.background), t.background), `${theme} ${i}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
