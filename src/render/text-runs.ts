// Text runs: one line of text and its design font in, runs of characters each drawn by one bundled face out.
import { faceForCodePoint, fontFace, type FontFace, type FontWeight } from '../layout/fonts.js';
import type { FontId } from '../spec/style.js';

export interface FaceRun { text: string; face: FontFace }

/** Joiners and modifiers never choose a font: they follow whatever run they are in (spaces do not: they are
 * measured in the design font, and the emoji font's space is four times as wide). */
function isNeutral(cp: number): boolean {
  return cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f)
    || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x1f3fb && cp <= 0x1f3ff) || (cp >= 0xe0020 && cp <= 0xe007f);
}

/**
 * Split a line where the drawing face changes (design font → CJK fallback → emoji fallback), so every
 * renderer (browser, resvg, PDF) uses the same face the measurer measured with.
 */
export function splitRuns(line: string, font: FontId, weight: FontWeight, italic: boolean): FaceRun[] {
  const primary = fontFace(font, weight, italic);
  const runs: FaceRun[] = [];
  let cur: FaceRun | undefined;
  for (const ch of line) {
    const cp = ch.codePointAt(0)!;
    const face = isNeutral(cp) ? (cur?.face ?? primary) : faceForCodePoint(font, weight, italic, cp);
    if (cur && cur.face === face) cur.text += ch;
    else {
      cur = { text: ch, face };
      runs.push(cur);
    }
  }
  return runs;
}

/** Records which code points each face draws, so only those glyphs are embedded. */
export class FontUsage {
  private readonly used = new Map<string, { face: FontFace; cps: Set<number> }>();

  add(face: FontFace, text: string): void {
    const key = `${face.cssFamily}|${face.weight}|${face.italic ? 1 : 0}`;
    let u = this.used.get(key);
    if (!u) { u = { face, cps: new Set() }; this.used.set(key, u); }
    for (const ch of text) u.cps.add(ch.codePointAt(0)!);
  }

  /** Faces in a stable order (family, weight, style) with the code points they draw. */
  entries(): { face: FontFace; cps: number[] }[] {
    return [...this.used.entries()]
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .map(([, u]) => ({ face: u.face, cps: [...u.cps].sort((a, b) => a - b) }));
  }
}
