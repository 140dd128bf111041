// Font registry: for each bundled family, weight and style, the TTF path, its fontkit font (opened lazily) and CSS name.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import type { Font } from 'fontkit';
import type { FontId } from '../spec/style.js';

export type FontWeight = 400 | 600 | 700;
export const FONT_WEIGHTS: readonly FontWeight[] = [400, 600, 700];

/** The design fonts plus the fallbacks (CJK, Korean, Arabic, Hebrew, emoji) used per character when a glyph is missing. */
export type FallbackId = 'noto-sans-sc' | 'noto-sans-kr' | 'noto-sans-arabic' | 'noto-sans-hebrew' | 'noto-emoji';
export type FamilyId = FontId | FallbackId;
export const FALLBACK_IDS: readonly FallbackId[] = ['noto-sans-sc', 'noto-sans-kr', 'noto-sans-arabic', 'noto-sans-hebrew', 'noto-emoji'];

interface FamilyDef { pkg: string; file: string; css: string; italic: boolean; generic: string }

const FAMILIES: Record<FamilyId, FamilyDef> = {
  inter: { pkg: '@expo-google-fonts/inter', file: 'Inter', css: 'Inter', italic: true, generic: 'sans-serif' },
  'source-serif': { pkg: '@expo-google-fonts/source-serif-4', file: 'SourceSerif4', css: 'Source Serif 4', italic: true, generic: 'serif' },
  'jetbrains-mono': { pkg: '@expo-google-fonts/jetbrains-mono', file: 'JetBrainsMono', css: 'JetBrains Mono', italic: true, generic: 'monospace' },
  caveat: { pkg: '@expo-google-fonts/caveat', file: 'Caveat', css: 'Caveat', italic: false, generic: 'cursive' },
  'noto-sans-sc': { pkg: '@expo-google-fonts/noto-sans-sc', file: 'NotoSansSC', css: 'Noto Sans SC', italic: false, generic: 'sans-serif' },
  'noto-sans-kr': { pkg: '@expo-google-fonts/noto-sans-kr', file: 'NotoSansKR', css: 'Noto Sans KR', italic: false, generic: 'sans-serif' },
  'noto-sans-arabic': { pkg: '@expo-google-fonts/noto-sans-arabic', file: 'NotoSansArabic', css: 'Noto Sans Arabic', italic: false, generic: 'sans-serif' },
  'noto-sans-hebrew': { pkg: '@expo-google-fonts/noto-sans-hebrew', file: 'NotoSansHebrew', css: 'Noto Sans Hebrew', italic: false, generic: 'sans-serif' },
  'noto-emoji': { pkg: '@expo-google-fonts/noto-emoji', file: 'NotoEmoji', css: 'Noto Emoji', italic: false, generic: 'sans-serif' },
};

const WEIGHT_DIR: Record<FontWeight, string> = { 400: '400Regular', 600: '600SemiBold', 700: '700Bold' };

export interface FontFace {
  family: FamilyId;
  weight: FontWeight;
  italic: boolean;
  /** Absolute path of the TTF file (what resvg and pdfkit load). */
  path: string;
  /** The family name in the font's name table, used in CSS font-family and @font-face. */
  cssFamily: string;
  /** The fontkit font, opened on first use. */
  readonly font: Font;
}

const require = createRequire(import.meta.url);
// fontkit's CommonJS build (the same code and data) loads in about half the CPU time of its ES module build;
// required when the first font is opened.
let fontkit: typeof Fontkit | undefined;
const packageDirs = new Map<string, string>();
function packageDir(pkg: string): string {
  let dir = packageDirs.get(pkg);
  if (!dir) {
    dir = path.dirname(require.resolve(`${pkg}/package.json`));
    packageDirs.set(pkg, dir);
  }
  return dir;
}

function makeFace(family: FamilyId, weight: FontWeight, italic: boolean): FontFace {
  const def = FAMILIES[family];
  const dirName = WEIGHT_DIR[weight] + (italic ? '_Italic' : '');
  const file = path.join(packageDir(def.pkg), dirName, `${def.file}_${dirName}.ttf`);
  let font: Font | undefined;
  return {
    family, weight, italic, path: file, cssFamily: def.css,
    get font(): Font {
      if (!font) {
        fontkit ??= require('fontkit') as typeof Fontkit;
        const opened = fontkit.openSync(file);
        // A .ttf is a single font; fontkit types also allow collections, which we never ship.
        if (!('unitsPerEm' in opened)) throw new Error(`not a single font: ${file}`);
        font = opened as Font;
      }
      return font;
    },
  };
}

const faces = new Map<string, FontFace>();

/** The face for a family/weight/style; italic falls back to upright for families without italics. */
export function fontFace(family: FamilyId, weight: FontWeight = 400, italic = false): FontFace {
  const w: FontWeight = weight === 600 || weight === 700 ? weight : 400;
  const it = italic && FAMILIES[family].italic;
  const key = `${family}/${w}/${it ? 'i' : 'n'}`;
  let face = faces.get(key);
  if (!face) {
    face = makeFace(family, w, it);
    faces.set(key, face);
  }
  return face;
}

/** Every face the service ships (design fonts in all weights and italics, plus fallbacks). */
export function allFontFaces(): FontFace[] {
  const out: FontFace[] = [];
  for (const family of Object.keys(FAMILIES) as FamilyId[]) {
    for (const w of FONT_WEIGHTS) {
      out.push(fontFace(family, w, false));
      if (FAMILIES[family].italic) out.push(fontFace(family, w, true));
    }
  }
  return out;
}

/** Absolute TTF paths of every bundled face (for resvg's fontFiles). */
export function allFontFiles(): string[] {
  return allFontFaces().map((f) => f.path);
}

/** True for the id of a bundled family (design font or fallback). */
export function isFamilyId(id: string): id is FamilyId {
  return Object.prototype.hasOwnProperty.call(FAMILIES, id);
}

/** CSS family name of a family id, e.g. 'Source Serif 4'. */
export function cssFamily(family: FamilyId): string {
  return FAMILIES[family].css;
}

/** A CSS font-family list: the given family first, then the fallbacks, then a generic family. */
export function cssFontStack(family: FamilyId): string {
  const names = [family, ...FALLBACK_IDS.filter((f) => f !== family)].map((f) => FAMILIES[f].css);
  return names.map((n) => `'${n}'`).join(', ') + `, ${FAMILIES[family].generic}`;
}

/**
 * The face that draws one code point for a design font: the font itself when it has the glyph,
 * else the first fallback that has it (CJK, Korean, Arabic, Hebrew, emoji), else the design font (its .notdef box).
 */
export function faceForCodePoint(family: FontId, weight: FontWeight, italic: boolean, cp: number): FontFace {
  const primary = fontFace(family, weight, italic);
  // Every character of every label asks this (SVG text runs, PDF): the answer is kept per face and code point.
  let byCodePoint = chosenFaces.get(primary);
  if (!byCodePoint) {
    byCodePoint = new Map();
    chosenFaces.set(primary, byCodePoint);
  }
  let face = byCodePoint.get(cp);
  if (!face) {
    face = firstFaceWithGlyph(primary, weight, cp);
    byCodePoint.set(cp, face);
  }
  return face;
}

const chosenFaces = new Map<FontFace, Map<number, FontFace>>();

function firstFaceWithGlyph(primary: FontFace, weight: FontWeight, cp: number): FontFace {
  if (primary.font.hasGlyphForCodePoint(cp)) return primary;
  for (const fb of FALLBACK_IDS) {
    const face = fontFace(fb, weight, false);
    if (face.font.hasGlyphForCodePoint(cp)) return face;
  }
  return primary;
}
