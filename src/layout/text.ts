// TextMeasurer on the bundled TTFs (fontkit): text + style in, widths, wrapped lines and line metrics out.
import type { TextMeasurer, TextStyle, WrappedText } from './text-measurer.js';
import { faceForCodePoint, fontFace, type FontWeight } from './fonts.js';
import type { FontId } from '../spec/style.js';

/** Code points drawn with no advance: controls, joiners, direction marks, variation selectors. */
function isZeroWidth(cp: number): boolean {
  return cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x202a && cp <= 0x202e)
    || (cp >= 0x2060 && cp <= 0x2064) || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)
    || cp === 0xfeff || (cp >= 0xd800 && cp <= 0xdfff);
}

/** Scripts written without spaces, where a line may break between any two characters. */
export function isBreakAnywhere(cp: number): boolean {
  return (cp >= 0x2e80 && cp <= 0x9fff) // CJK radicals, kana, CJK symbols, unified ideographs
    || (cp >= 0xac00 && cp <= 0xd7af) // Hangul syllables
    || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xff00 && cp <= 0xffef) // compatibility ideographs, full-width forms
    || (cp >= 0x20000 && cp <= 0x3ffff) // CJK extensions
    || (cp >= 0x1f300 && cp <= 0x1faff); // emoji pictographs
}

/** Closing punctuation that must not begin a line (kept with the character before it). */
const NO_LINE_START = new Set([...'、。，．：；！？）」』】〕〉》’”ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ,.:;!?)]}%']
  .map((c) => c.codePointAt(0)!));

type Advances = Map<number, number>;

function advancesFor(font: FontId, weight: FontWeight, italic: boolean, cache: Map<string, Advances>): Advances {
  const key = `${font}/${weight}/${italic ? 'i' : 'n'}`;
  let m = cache.get(key);
  if (!m) { m = new Map(); cache.set(key, m); }
  return m;
}

function normWeight(w: number): FontWeight {
  return w === 600 || w === 700 ? w : 400;
}

export class FontkitTextMeasurer implements TextMeasurer {
  /** Advance per code point in em (fraction of font size), per face: layouts measure thousands of times. */
  private readonly advances = new Map<string, Advances>();

  /** Advance of one code point in em, from the face that actually draws it. */
  private advance(table: Advances, style: TextStyle, cp: number, italic: boolean): number {
    let a = table.get(cp);
    if (a === undefined) {
      if (isZeroWidth(cp)) a = 0;
      else {
        const face = faceForCodePoint(style.font, normWeight(style.weight), italic, cp);
        a = face.font.glyphForCodePoint(cp).advanceWidth / face.font.unitsPerEm;
      }
      table.set(cp, a);
    }
    return a;
  }

  /** Width in em of a string (sum of per-character advances; kerning ignored, which errs slightly wide). */
  private emWidth(text: string, style: TextStyle, italic = false): number {
    const table = advancesFor(style.font, normWeight(style.weight), italic, this.advances);
    let w = 0;
    for (const ch of text) w += this.advance(table, style, ch.codePointAt(0)!, italic);
    return w;
  }

  width(text: string, style: TextStyle): number {
    if (!text) return 0;
    return round2(this.emWidth(text, style) * style.size);
  }

  /** Width of italic text (the TextRun `italic` flag); not part of the TextMeasurer contract. */
  widthItalic(text: string, style: TextStyle): number {
    if (!text) return 0;
    return round2(this.emWidth(text, style, true) * style.size);
  }

  lineHeight(style: TextStyle): number {
    const f = fontFace(style.font, normWeight(style.weight)).font;
    return Math.round(((f.ascent - f.descent + f.lineGap) / f.unitsPerEm) * style.size);
  }

  ascent(style: TextStyle): number {
    const f = fontFace(style.font, normWeight(style.weight)).font;
    return round2((f.ascent / f.unitsPerEm) * style.size);
  }

  wrap(text: string, maxWidth: number, style: TextStyle): WrappedText {
    const lineHeight = this.lineHeight(style);
    const limit = Number.isFinite(maxWidth) ? Math.max(maxWidth, 1) : Number.POSITIVE_INFINITY;
    const lines: string[] = [];
    for (const para of String(text ?? '').split(/\r\n|\r|\n/)) {
      const tokens = tokenize(para);
      if (tokens.length === 0) continue;
      this.wrapTokens(tokens, limit, style, lines);
    }
    let width = 0;
    for (const l of lines) width = Math.max(width, this.width(l, style));
    return { lines, width, height: lines.length * lineHeight, lineHeight };
  }

  private wrapTokens(tokens: Token[], limit: number, style: TextStyle, out: string[]): void {
    const spaceW = this.emWidth(' ', style) * style.size;
    let line = '';
    let lineW = 0;
    for (const tok of tokens) {
      const tokW = this.emWidth(tok.text, style) * style.size;
      const sep = line && tok.spaceBefore ? ' ' : '';
      const sepW = sep ? spaceW : 0;
      if (line && lineW + sepW + tokW <= limit + 1e-6) {
        line += sep + tok.text;
        lineW += sepW + tokW;
        continue;
      }
      if (line) out.push(line);
      line = '';
      lineW = 0;
      if (tokW <= limit + 1e-6) {
        line = tok.text;
        lineW = tokW;
        continue;
      }
      // A word wider than the line: cut it between graphemes so nothing is lost.
      for (const g of graphemes(tok.text)) {
        const gW = this.emWidth(g, style) * style.size;
        if (line && lineW + gW > limit + 1e-6) {
          out.push(line);
          line = '';
          lineW = 0;
        }
        line += g;
        lineW += gW;
      }
    }
    if (line) out.push(line);
  }
}

interface Token { text: string; spaceBefore: boolean }

/** Split a paragraph into unbreakable tokens: words, and single CJK characters (with trailing closing punctuation). */
export function tokenize(para: string): Token[] {
  const tokens: Token[] = [];
  let cur = '';
  let spaceBefore = false;
  let pendingSpace = false;
  const flush = (): void => {
    if (cur) tokens.push({ text: cur, spaceBefore });
    cur = '';
  };
  for (const ch of para) {
    const cp = ch.codePointAt(0)!;
    if (/\s/u.test(ch) && cp !== 0xa0 && cp !== 0x202f) {
      if (cur) flush();
      pendingSpace = tokens.length > 0 || pendingSpace;
      continue;
    }
    const prev = tokens[tokens.length - 1];
    const glued = !cur && prev && !pendingSpace;
    // Joiners, marks and modifiers (and whatever follows a ZWJ) stay with the character before them.
    if (glued && (isZeroWidth(cp) || isCombining(cp) || prev.text.endsWith('\u200d') || NO_LINE_START.has(cp))) {
      prev.text += ch;
      continue;
    }
    if (isBreakAnywhere(cp) && !cur.endsWith('\u200d')) {
      if (cur) flush();
      cur = ch;
      spaceBefore = pendingSpace;
      pendingSpace = false;
      flush();
      continue;
    }
    if (!cur) {
      spaceBefore = pendingSpace;
      pendingSpace = false;
    }
    cur += ch;
  }
  flush();
  return tokens;
}

function isCombining(cp: number): boolean {
  return (cp >= 0x300 && cp <= 0x36f) || (cp >= 0x1f3fb && cp <= 0x1f3ff) || cp === 0x20e3;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
function graphemes(s: string): string[] {
  return Array.from(segmenter.segment(s), (x) => x.segment);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The shared measurer: fonts open lazily on first use, advances are cached for the process. */
export const textMeasurer = new FontkitTextMeasurer();
