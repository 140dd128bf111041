// Tests for the fontkit TextMeasurer: real widths from the bundled TTFs, wrapping and fallbacks.
import { describe, expect, it } from 'vitest';
import { textMeasurer, tokenize } from './text.js';
import { allFontFiles, faceForCodePoint, fontFace } from './fonts.js';
import { existsSync } from 'node:fs';
import type { TextStyle } from './text-measurer.js';

const inter: TextStyle = { font: 'inter', size: 16, weight: 400 };

describe('fonts registry', () => {
  it('points at TTF files that exist, for every family and weight', () => {
    const files = allFontFiles();
    expect(files.length).toBeGreaterThanOrEqual(18);
    for (const f of files) {
      expect(f.endsWith('.ttf')).toBe(true);
      expect(existsSync(f)).toBe(true);
    }
  });

  it('opens fonts whose names match the CSS family', () => {
    for (const fam of ['inter', 'source-serif', 'jetbrains-mono', 'caveat'] as const) {
      const face = fontFace(fam, 700);
      expect(face.font.familyName).toBe(face.cssFamily);
    }
  });

  it('falls back per character to the font that has the glyph', () => {
    expect(faceForCodePoint('inter', 400, false, 'A'.codePointAt(0)!).family).toBe('inter');
    expect(faceForCodePoint('inter', 400, false, '中'.codePointAt(0)!).family).toBe('noto-sans-sc');
    expect(faceForCodePoint('caveat', 400, false, '🚀'.codePointAt(0)!).family).toBe('noto-emoji');
  });
});

describe('width', () => {
  it('measures real glyph advances', () => {
    expect(textMeasurer.width('WWW', inter)).toBeGreaterThan(textMeasurer.width('iii', inter) * 2);
    expect(textMeasurer.width('', inter)).toBe(0);
  });

  it('scales with size and weight', () => {
    const w16 = textMeasurer.width('Hello world', inter);
    const w32 = textMeasurer.width('Hello world', { ...inter, size: 32 });
    expect(w32).toBeCloseTo(w16 * 2, 0);
    expect(textMeasurer.width('Hello world', { ...inter, weight: 700 })).toBeGreaterThan(w16);
  });

  it('is monospaced for JetBrains Mono', () => {
    const mono: TextStyle = { font: 'jetbrains-mono', size: 10, weight: 400 };
    expect(textMeasurer.width('iiii', mono)).toBe(textMeasurer.width('WWWW', mono));
  });

  it('gives CJK and emoji a real width through the fallback fonts', () => {
    expect(textMeasurer.width('中文', inter)).toBeGreaterThan(25);
    expect(textMeasurer.width('🚀', inter)).toBeGreaterThan(10);
    expect(textMeasurer.width('\u200b\u0007', inter)).toBe(0);
  });
});

describe('line metrics', () => {
  it('derives line height and ascent from the font', () => {
    const lh = textMeasurer.lineHeight(inter);
    expect(lh).toBeGreaterThanOrEqual(18);
    expect(lh).toBeLessThanOrEqual(22);
    const asc = textMeasurer.ascent(inter);
    expect(asc).toBeGreaterThan(10);
    expect(asc).toBeLessThan(lh);
  });
});

describe('wrap', () => {
  it('keeps every word in order and fits each line', () => {
    const text = 'The quick brown fox jumps over the lazy dog while the cat watches silently';
    const r = textMeasurer.wrap(text, 120, inter);
    expect(r.lines.length).toBeGreaterThan(2);
    expect(r.lines.join(' ')).toBe(text);
    for (const l of r.lines) expect(textMeasurer.width(l, inter)).toBeLessThanOrEqual(120);
    expect(r.height).toBe(r.lines.length * r.lineHeight);
    expect(r.width).toBe(Math.max(...r.lines.map((l) => textMeasurer.width(l, inter))));
  });

  it('does not wrap text that fits', () => {
    expect(textMeasurer.wrap('Short', 500, inter).lines).toEqual(['Short']);
  });

  it('breaks a word longer than the line by characters, dropping nothing', () => {
    const word = 'Supercalifragilisticexpialidocious';
    const r = textMeasurer.wrap(`a ${word} b`, 60, inter);
    expect(r.lines.length).toBeGreaterThan(3);
    expect(r.lines.join('').replace(/ /g, '')).toBe(`a${word}b`);
    for (const l of r.lines) expect(textMeasurer.width(l, inter)).toBeLessThanOrEqual(60);
  });

  it('breaks CJK text between characters and keeps closing punctuation off line starts', () => {
    const text = '这是一个很长的中文句子，用来测试换行是否正确。';
    const r = textMeasurer.wrap(text, 80, inter);
    expect(r.lines.length).toBeGreaterThan(2);
    expect(r.lines.join('')).toBe(text);
    for (const l of r.lines) expect(l.startsWith('，') || l.startsWith('。')).toBe(false);
  });

  it('keeps explicit newlines and never splits a surrogate pair', () => {
    const r = textMeasurer.wrap('one\ntwo', 1000, inter);
    expect(r.lines).toEqual(['one', 'two']);
    const emoji = '🚀'.repeat(20);
    const e = textMeasurer.wrap(emoji, 50, inter);
    expect(e.lines.join('')).toBe(emoji);
    for (const l of e.lines) expect(l).toMatch(/^(🚀)+$/u);
  });

  it('returns no lines for empty text and survives a zero width', () => {
    expect(textMeasurer.wrap('   ', 100, inter).lines).toEqual([]);
    const r = textMeasurer.wrap('abc', 0, inter);
    expect(r.lines.join('')).toBe('abc');
  });
});

describe('tokenize', () => {
  it('keeps emoji ZWJ sequences together', () => {
    const family = '👨\u200d👩\u200d👧';
    expect(tokenize(`${family} ok`).map((t) => t.text)).toEqual([family, 'ok']);
  });
});
