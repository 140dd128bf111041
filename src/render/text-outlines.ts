// Text as outlines for rasterizing: an SVG from renderSvg in, the same SVG with its <text> drawn as glyph paths out.
// resvg spends ~0.8 ms laying out each <text> element (font queries and shaping plans per element), more than
// it takes to fill the whole picture; fontkit, which already measures our text, shapes it once per distinct
// string and face, and the outlines come from a cache. Text that needs bidi or complex shaping is left to resvg.
import type { Font } from 'fontkit';
import { fontFace, isFamilyId, type FontFace, type FontWeight } from '../layout/fonts.js';
import { FONT_CLASS_PREFIX } from './svg.js';
import { escapeAttr, num } from './xml.js';

interface Run { text: string; face: FontFace }
interface Line { x: number; y: number; runs: Run[] }

/** Right-to-left, Indic, South-East Asian and Hangul-jamo scripts and bidi controls: resvg shapes those. */
function needsComplexShaping(cp: number): boolean {
  return (cp >= 0x0590 && cp <= 0x08ff) || (cp >= 0x0900 && cp <= 0x0dff) || (cp >= 0x0e00 && cp <= 0x0fff)
    || (cp >= 0x1000 && cp <= 0x109f) || (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x1780 && cp <= 0x17ff)
    || (cp >= 0x200e && cp <= 0x200f) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)
    || (cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xd7b0 && cp <= 0xd7ff) || (cp >= 0xfb1d && cp <= 0xfdff)
    || (cp >= 0xfe70 && cp <= 0xfeff) || (cp >= 0x10800 && cp <= 0x10fff) || (cp >= 0x1e800 && cp <= 0x1efff);
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (m, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(cp) && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
    }
    return ENTITY[e] ?? m;
  });
}

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) out.set(m[1]!, unescapeXml(m[2]!));
  return out;
}

interface TextStyleState { family: string; weight: FontWeight; italic: boolean }

function styleFrom(attrs: Map<string, string>, parent: TextStyleState): TextStyleState {
  const cls = attrs.get('class');
  const family = cls?.startsWith(FONT_CLASS_PREFIX) ? cls.slice(FONT_CLASS_PREFIX.length) : parent.family;
  const w = Number(attrs.get('font-weight') ?? parent.weight);
  const style = attrs.get('font-style');
  return { family, weight: w === 600 || w === 700 ? w : 400, italic: style === undefined ? parent.italic : style === 'italic' };
}

interface ParsedText { fill: string; size: number; anchor: string; lines: Line[] }

/** Reads one <text> element as renderSvg writes it; undefined when it is anything else (left to resvg). */
function parseText(open: string, body: string): ParsedText | undefined {
  const attrs = attributes(open);
  const size = Number(attrs.get('font-size'));
  const x0 = Number(attrs.get('x')), y0 = Number(attrs.get('y'));
  if (!(size > 0) || !Number.isFinite(x0) || !Number.isFinite(y0)) return undefined;
  const root = styleFrom(attrs, { family: '', weight: 400, italic: false });
  const lines: Line[] = [{ x: x0, y: y0, runs: [] }];
  const stack: TextStyleState[] = [root];
  for (const m of body.matchAll(/<tspan\b([^>]*)>|<\/tspan>|([^<]+)|(<)/g)) {
    if (m[4]) return undefined;
    if (m[2] !== undefined) {
      const style = stack[stack.length - 1]!;
      if (!isFamilyId(style.family)) return undefined;
      const face = fontFace(style.family, style.weight, style.italic);
      lines[lines.length - 1]!.runs.push({ text: unescapeXml(m[2]), face });
    } else if (m[0] === '</tspan>') {
      if (stack.length <= 1) return undefined;
      stack.pop();
    } else {
      const a = attributes(m[1] ?? '');
      if (a.has('x') || a.has('y')) {
        const x = Number(a.get('x') ?? x0), y = Number(a.get('y') ?? y0);
        if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
        lines.push({ x, y, runs: [] });
      }
      stack.push(styleFrom(a, stack[stack.length - 1]!));
    }
  }
  collapseWhitespace(lines);
  return { fill: attrs.get('fill') ?? '#000000', size, anchor: attrs.get('text-anchor') ?? 'start', lines };
}

/** SVG's default white-space handling: newlines dropped, tabs as spaces, runs of spaces as one, ends trimmed. */
function collapseWhitespace(lines: Line[]): void {
  const runs = lines.flatMap((l) => l.runs);
  let lastSpace = true;
  for (const r of runs) {
    let t = '';
    for (const ch of r.text.replace(/[\r\n]/g, '').replace(/\t/g, ' ')) {
      if (ch === ' ' && lastSpace) continue;
      lastSpace = ch === ' ';
      t += ch;
    }
    r.text = t;
  }
  for (let i = runs.length - 1; i >= 0; i--) {
    const r = runs[i]!;
    r.text = r.text.replace(/ +$/, '');
    if (r.text) break;
  }
}

interface Shaped { glyphs: { id: number; dx: number; dy: number }[]; advance: number; path?: string }

const MAX_SHAPED = 20_000;
const shapedCache = new Map<string, Shaped>();
const outlineCache = new Map<Font, Map<number, number[][]>>();

function shape(face: FontFace, text: string): Shaped {
  const key = `${face.path}\u0000${text}`;
  let s = shapedCache.get(key);
  if (s) return s;
  const run = face.font.layout(text);
  let pen = 0;
  const glyphs: Shaped['glyphs'] = [];
  run.glyphs.forEach((g, i) => {
    const p = run.positions[i]!;
    glyphs.push({ id: g.id, dx: pen + p.xOffset, dy: p.yOffset });
    pen += p.xAdvance;
  });
  s = { glyphs, advance: pen };
  if (shapedCache.size >= MAX_SHAPED) shapedCache.delete(shapedCache.keys().next().value!);
  shapedCache.set(key, s);
  return s;
}

/** Outline commands of one glyph in font units: [letter code, ...args] per command. */
function outline(font: Font, id: number): number[][] {
  let byGlyph = outlineCache.get(font);
  if (!byGlyph) { byGlyph = new Map(); outlineCache.set(font, byGlyph); }
  let cmds = byGlyph.get(id);
  if (!cmds) {
    const letter: Record<string, number> = { moveTo: 77, lineTo: 76, quadraticCurveTo: 81, bezierCurveTo: 67, closePath: 90 };
    cmds = font.getGlyph(id).path.commands.map((c) => [letter[c.command] ?? 90, ...c.args]);
    byGlyph.set(id, cmds);
  }
  return cmds;
}

/** Path data of a shaped run, in font units with y up, pen starting at 0. */
function runPath(face: FontFace, shaped: Shaped): string {
  if (shaped.path !== undefined) return shaped.path;
  let d = '';
  for (const g of shaped.glyphs) {
    for (const c of outline(face.font, g.id)) {
      d += String.fromCharCode(c[0]!);
      for (let i = 1; i < c.length; i += 2) d += `${i > 1 ? ' ' : ''}${num(c[i]! + g.dx)} ${num(c[i + 1]! + g.dy)}`;
    }
  }
  shaped.path = d;
  return d;
}

function drawText(t: ParsedText): string | undefined {
  let paths = '';
  for (const line of t.lines) {
    const shaped = line.runs.filter((r) => r.text).map((r) => ({ face: r.face, shaped: shape(r.face, r.text) }));
    const scale = (f: FontFace): number => t.size / f.font.unitsPerEm;
    const width = shaped.reduce((w, r) => w + r.shaped.advance * scale(r.face), 0);
    let x = t.anchor === 'middle' ? line.x - width / 2 : t.anchor === 'end' ? line.x - width : line.x;
    for (const r of shaped) {
      const k = scale(r.face);
      const d = runPath(r.face, r.shaped);
      if (d) paths += `<path transform="matrix(${num4(k)} 0 0 ${num4(-k)} ${num(x)} ${num(line.y)})" d="${d}"/>`;
      x += r.shaped.advance * k;
    }
  }
  return `<g fill="${escapeAttr(t.fill)}">${paths}</g>`;
}

function num4(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

export interface OutlinedSvg {
  svg: string;
  /** <text> elements left for resvg to lay out (complex scripts, or markup this module does not read). */
  textLeft: number;
}

/** Replaces every <text> it can read with glyph outlines; the <style> (fonts only) goes when no text is left. */
export function outlineText(svg: string): OutlinedSvg {
  let textLeft = 0;
  const out = svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (whole, open: string, body: string) => {
    for (const ch of body) {
      if (needsComplexShaping(ch.codePointAt(0)!)) { textLeft++; return whole; }
    }
    const parsed = parseText(open, body);
    const drawn = parsed && drawText(parsed);
    if (drawn === undefined) { textLeft++; return whole; }
    return drawn;
  });
  return { svg: textLeft === 0 ? out.replace(/<style>[\s\S]*?<\/style>/, '') : out, textLeft };
}
