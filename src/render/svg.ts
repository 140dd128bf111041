// SVG renderer: a Scene (and the icon catalog) in, one self-contained, deterministic, accessible SVG string out.
import { createHash } from 'node:crypto';
import type { IconCatalog } from '../icons/icon-catalog.js';
import type { ConnectorShape, IconShape, Paint, Scene, SceneNode, TextRun } from '../scene/scene.js';
import { cleanPoints, headFrom, headParts, headSize, headTrim, routePath, trimmedPoints, type HeadPart } from './connector.js';
import { subsetFont } from './font-subset.js';
import { Sketcher } from './sketch.js';
import { FontUsage, splitRuns } from './text-runs.js';
import { el, escapeAttr, escapeText, num, safeColour, safePathData, stripIllegalXml } from './xml.js';
import { cssFontStack, type FamilyId, type FontWeight } from '../layout/fonts.js';

export interface RenderSvgOptions { icons: IconCatalog }

interface Ctx {
  icons: IconCatalog;
  usage: FontUsage;
  /** Font stacks used, by class name: written once in the <style> instead of on every <text>. */
  fontClasses: Map<string, string>;
  sketch?: Sketcher;
  /** Colour that hides a line under a hollow head ('none' on a transparent scene). */
  background: string;
}

const MAX_DEPTH = 32;

/** Class of the full-size background rectangle, the first drawn element. */
export const BACKGROUND_CLASS = 'diagram-background';

function paint(p: Paint): Record<string, string | number | undefined> {
  const stroke = p.stroke && p.stroke !== 'none' ? safeColour(p.stroke) : undefined;
  return {
    fill: safeColour(p.fill, 'none'),
    stroke,
    'stroke-width': stroke ? (p.strokeWidth ?? 1) : undefined,
    'stroke-dasharray': stroke && p.dash?.length ? p.dash.map(num).join(' ') : undefined,
    opacity: p.opacity !== undefined && p.opacity < 1 ? Math.max(0, p.opacity) : undefined,
  };
}

/** Class naming a font stack (family ids are kebab-case, so the name is a plain CSS identifier). */
function fontClass(family: FamilyId, ctx: Ctx): string {
  const name = `${FONT_CLASS_PREFIX}${family}`;
  if (!ctx.fontClasses.has(name)) ctx.fontClasses.set(name, cssFontStack(family));
  return name;
}

function weightOf(w: number): FontWeight {
  return w === 600 || w === 700 ? w : 400;
}

function renderText(t: TextRun, ctx: Ctx): string {
  const weight = weightOf(t.weight);
  const italic = !!t.italic;
  const line = (raw: string): string => {
    let out = '';
    for (const run of splitRuns(stripIllegalXml(raw), t.font, weight, italic)) {
      ctx.usage.add(run.face, run.text);
      if (run.face.family === t.font) out += escapeText(run.text);
      else {
        out += el('tspan', {
          class: fontClass(run.face.family, ctx), 'font-weight': weight, 'font-style': 'normal',
        }, escapeText(run.text));
      }
    }
    return out;
  };
  const lines = (t.lines ?? []).map(String);
  if (lines.length === 0) return '';
  const attrs = {
    x: t.x, y: t.y,
    class: fontClass(t.font, ctx),
    'font-size': t.size, 'font-weight': weight, 'font-style': italic ? 'italic' : undefined,
    fill: safeColour(t.fill, '#000000'),
    'text-anchor': t.anchor === 'middle' || t.anchor === 'end' ? t.anchor : undefined,
  };
  if (lines.length === 1) return el('text', attrs, line(lines[0]));
  const inner = lines.map((l, i) => el('tspan', { x: t.x, y: t.y + i * t.lineHeight }, line(l))).join('');
  return el('text', attrs, inner);
}

/** Icon markup from the catalog is trusted to be plain shapes; anything active or external is refused. */
const UNSAFE_ICON = /<\s*(script|foreignObject|iframe|image|use|a|style|animate|set)\b|\son[a-z]+\s*=|href|url\s*\(|<!|<\?|javascript:/i;

function renderIcon(s: IconShape, ctx: Ctx): string {
  const body = ctx.icons.body(s.id);
  if (!body || UNSAFE_ICON.test(body)) return '';
  const scale = s.size / 24;
  return `<g transform="translate(${num(s.x)} ${num(s.y)}) scale(${num(scale)})" color="${escapeAttr(safeColour(s.color, '#000000'))}">${stripIllegalXml(body)}</g>`;
}

function headMarkup(parts: HeadPart[], stroke: string, sw: number, ctx: Ctx): string {
  let out = '';
  for (const part of parts) {
    const fill = part.fill === 'stroke' ? stroke : part.fill === 'background' ? ctx.background : 'none';
    const p: Paint = { fill, stroke, strokeWidth: sw };
    if (ctx.sketch) {
      if (part.kind === 'circle') out += ctx.sketch.ellipse(part.cx!, part.cy!, part.r!, part.r!, p, 0.3);
      else if (part.kind === 'polygon') out += ctx.sketch.polygon(part.points!, p, 0.4);
      else out += ctx.sketch.line(part.points!, false, p, 0.5);
      continue;
    }
    if (part.kind === 'circle') out += el('circle', { cx: part.cx, cy: part.cy, r: part.r, ...paint(p) });
    else {
      const pts = part.points!.map((q) => `${num(q.x)},${num(q.y)}`).join(' ');
      out += el(part.kind, { points: pts, ...paint(p), 'stroke-linejoin': 'round', 'stroke-linecap': 'round' });
    }
  }
  return out;
}

function renderConnector(c: ConnectorShape, ctx: Ctx): string {
  const pts = cleanPoints(c.points ?? []);
  if (pts.length < 2) return '';
  const stroke = safeColour(c.stroke, '#000000');
  const sw = c.strokeWidth ?? 1.5;
  const size = headSize(sw);
  const line = trimmedPoints(pts, headTrim(c.start, size), headTrim(c.end, size));
  const p: Paint = { ...c, fill: 'none', stroke, strokeWidth: sw };
  let out = ctx.sketch
    ? ctx.sketch.line(line, c.curve === 'smooth', p)
    : el('path', { d: routePath(line, c.curve), ...paint(p), 'stroke-linejoin': 'round', 'stroke-linecap': 'round' });
  for (const [head, atEnd] of [[c.start, false], [c.end, true]] as const) {
    const hf = headFrom(pts, atEnd);
    if (!hf || head === 'none') continue;
    out += headMarkup(headParts(head, hf.tip, hf.from, size), stroke, sw, ctx);
  }
  return c.opacity !== undefined && c.opacity < 1 ? el('g', { opacity: c.opacity }, out) : out;
}

function renderNode(n: SceneNode, ctx: Ctx, depth: number): string {
  switch (n.type) {
    case 'rect': {
      const r = Math.max(0, n.r ?? 0);
      if (ctx.sketch) return ctx.sketch.rect(n.x, n.y, n.w, n.h, r, n);
      return el('rect', { x: n.x, y: n.y, width: Math.max(0, n.w), height: Math.max(0, n.h), rx: r > 0 ? r : undefined, ...paint(n) });
    }
    case 'ellipse':
      if (ctx.sketch) return ctx.sketch.ellipse(n.cx, n.cy, n.rx, n.ry, n);
      return el('ellipse', { cx: n.cx, cy: n.cy, rx: Math.max(0, n.rx), ry: Math.max(0, n.ry), ...paint(n) });
    case 'polygon': {
      const pts = cleanPoints(n.points ?? []);
      if (pts.length < 2) return '';
      if (ctx.sketch) return ctx.sketch.polygon(pts, n);
      return el('polygon', { points: pts.map((q) => `${num(q.x)},${num(q.y)}`).join(' '), ...paint(n), 'stroke-linejoin': 'round' });
    }
    case 'path': {
      const d = safePathData(n.d);
      if (!d) return '';
      if (ctx.sketch) return ctx.sketch.path(d, n);
      return el('path', { d, ...paint(n), 'stroke-linejoin': 'round' });
    }
    case 'connector': return renderConnector(n, ctx);
    case 'text': return renderText(n, ctx);
    case 'icon': return renderIcon(n, ctx);
    case 'group': {
      if (depth >= MAX_DEPTH) return '';
      const inner = labelsLast(n.children ?? []).map((c) => renderNode(c, ctx, depth + 1)).join('');
      const t = n.translate;
      return el('g', {
        transform: t && (t.x || t.y) ? `translate(${num(t.x)} ${num(t.y)})` : undefined,
        'aria-label': n.label ? n.label : undefined,
        role: n.label ? 'group' : undefined,
      }, inner);
    }
    default: return '';
  }
}

/** Prefix of the classes that carry font stacks (shared by every diagram: same class, same stack). */
export const FONT_CLASS_PREFIX = 'dg-font-';

/** @font-face rules embedding, per face used, only the glyphs the drawing needs; then one rule per font stack. */
function fontStyles(usage: FontUsage, classes: Map<string, string>): string {
  let css = '';
  for (const { face, cps } of usage.entries()) {
    if (cps.length === 0) continue;
    const data = subsetFont(face, cps).toString('base64');
    css += `@font-face{font-family:'${face.cssFamily}';font-weight:${face.weight};font-style:${face.italic ? 'italic' : 'normal'};`
      + `src:url(data:font/ttf;base64,${data}) format('truetype')}`;
  }
  for (const name of [...classes.keys()].sort()) css += `.${name}{font-family:${classes.get(name)!}}`;
  return css ? `<style>${escapeText(css)}</style>` : '';
}

/** The font stack each font class stands for, read back from an SVG made by renderSvg (for PDF export and checks). */
export function fontStacksByClass(svg: string): Map<string, string> {
  const out = new Map<string, string>();
  const style = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? '';
  const re = new RegExp(`\\.(${FONT_CLASS_PREFIX}[a-z0-9-]+)\\{font-family:([^}]*)\\}`, 'g');
  for (const m of style.matchAll(re)) out.set(m[1]!, m[2]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
  return out;
}

/**
 * Label plates (shapes marked role 'label', with the text runs right after them) are painted after everything
 * else in their group, so no connector drawn later (least of all a hand-drawn one, whose strokes overshoot)
 * runs through the words.
 */
function labelsLast(nodes: SceneNode[]): SceneNode[] {
  const rest: SceneNode[] = [];
  const labels: SceneNode[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    if ((n.type === 'rect' || n.type === 'polygon') && n.role === 'label') {
      labels.push(n);
      while (nodes[i + 1]?.type === 'text') labels.push(nodes[++i]!);
    } else rest.push(n);
  }
  return labels.length ? [...rest, ...labels] : nodes;
}

export function renderSvg(scene: Scene, opts: RenderSvgOptions): string {
  const width = Math.max(1, Number.isFinite(scene.width) ? scene.width : 1);
  const height = Math.max(1, Number.isFinite(scene.height) ? scene.height : 1);
  const bg = scene.background && scene.background !== 'none' && scene.background !== 'transparent'
    ? safeColour(scene.background, 'none') : 'none';
  const ctx: Ctx = {
    icons: opts.icons, usage: new FontUsage(), fontClasses: new Map(),
    sketch: scene.sketch ? new Sketcher() : undefined,
    background: bg,
  };
  // Marked so a download can swap or drop it (PNG `background` option) without re-rendering.
  const background = bg !== 'none' ? el('rect', { class: BACKGROUND_CLASS, width, height, fill: bg }) : '';
  const body = labelsLast(scene.nodes ?? []).map((n) => renderNode(n, ctx, 0)).join('');
  const title = escapeText(scene.title ?? '');
  const desc = escapeText(scene.description ?? '');
  // Ids come from the content, so output is deterministic and two diagrams inlined in one page differ.
  const id = 'dg' + createHash('sha256').update(`${width}x${height}|${title}|${desc}|${body}`).digest('hex').slice(0, 10);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}"`
    + ` role="img" aria-labelledby="${id}-title ${id}-desc">`
    + `<title id="${id}-title">${title}</title><desc id="${id}-desc">${desc}</desc>`
    + fontStyles(ctx.usage, ctx.fontClasses) + background + body + '</svg>';
}
