// Flowchart node shapes: a node's type and text → its measured size, outline, and scene shapes at a position.
import type { Box, Outline } from '../../layout/geometry.js';
import type { Point, SceneNode } from '../../scene/scene.js';
import type { Theme } from '../../scene/theme.js';
import { keepIfReadable, mix } from '../../scene/color.js';
import { plain, tint, tintOf, type Paints } from '../shared/graph-paint.js';
import { balancedBlock, block, labelStyle, run, smallStyle, type Block } from '../shared/blocks.js';
import type { LayoutContext } from '../types.js';
import type { FlowShape } from '../../spec/content/flowchart.js';
import { drawShape, shapeOutline, shapeSize, textCentre } from './outlines.js';

export type FlowNodeType = 'process' | 'decision' | 'start' | 'end' | 'io' | 'note';

export interface FlowNodeText { label: string; description?: string | undefined; icon?: string | undefined; color?: string | undefined; shape?: FlowShape | undefined }

export interface MeasuredNode {
  type: FlowNodeType;
  width: number;
  height: number;
  label: Block;
  desc?: Block | undefined;
  icon?: string | undefined;
  /** A colour the content gave this node. */
  color?: string | undefined;
  /** Edge ends gather at a diamond's vertex; elsewhere they may spread. */
  portSpan?: number;
  /** The outline the content names, drawn instead of the type's own. */
  shape?: FlowShape | undefined;
}

const ICON = 20;
const ICON_GAP = 8;
const DESC_GAP = 3;

export function paintsFor(theme: Theme, type: FlowNodeType, color?: string): Paints {
  if (color && (type === 'start' || type === 'end')) {
    return { fill: color, stroke: color, text: keepIfReadable(theme.accentText, color, [theme.nodeText, '#0f172a', '#ffffff']), muted: keepIfReadable(theme.accentText, color, [theme.nodeText, '#0f172a', '#ffffff']) };
  }
  if (color) return tintOf(theme, color);
  if (type === 'start' || type === 'end') {
    return { fill: theme.accent, stroke: theme.accent, text: theme.accentText, muted: theme.accentText };
  }
  if (type === 'decision') return tint(theme, 2);
  if (type === 'io') return tint(theme, 1);
  if (type === 'note') {
    const pool = [theme.nodeText, theme.text, '#0f172a', '#f8fafc'];
    const stroke = theme.sketch ? theme.nodeStroke : mix(theme.groupStroke, theme.text, 0.3);
    const text = keepIfReadable(theme.mutedText, theme.groupFill, pool);
    return { fill: theme.groupFill, stroke, text, muted: text };
  }
  return plain(theme);
}

/** Text, icon and box size of a node; boxes grow to fit their text, never the reverse. */
export function measureNode(ctx: LayoutContext, type: FlowNodeType, t: FlowNodeText, showDescription: boolean): MeasuredNode {
  const diamond = type === 'decision';
  const label = balancedBlock(ctx, t.label, 60, diamond ? 150 : 200, labelStyle(ctx, type === 'note' ? 400 : 600), 3);
  const desc = showDescription && t.description ? block(ctx, t.description, Math.max(label.width, diamond ? 150 : 190), smallStyle(ctx)) : undefined;
  const icon = t.icon && ctx.icons.get(t.icon) ? t.icon : undefined;
  const textW = Math.max(label.width, desc?.width ?? 0);
  const textH = label.height + (desc ? DESC_GAP + desc.height : 0);
  const cw = textW + (icon ? ICON + ICON_GAP : 0);
  const ch = Math.max(textH, icon ? ICON : 0);
  const m: MeasuredNode = { type, width: 0, height: 0, label, desc, icon, ...(t.color ? { color: t.color } : {}) };
  if (t.shape) {
    const size = shapeSize(t.shape, cw, ch);
    m.shape = t.shape; m.width = size.width; m.height = size.height;
    if (t.shape === 'diamond' || t.shape === 'triangle' || t.shape === 'flipped-triangle') m.portSpan = 0;
    return m;
  }
  switch (type) {
    case 'decision': {
      // The text box (half sizes a, b) fits when a/A + b/B ≤ 1; A = 2a, B = 2b is the smallest such diamond.
      const a = cw / 2 + 6; const b = ch / 2 + 4;
      const B = Math.max(2 * b, 30);
      const A = Math.max(a / (1 - b / B), 56);
      m.width = Math.ceil(2 * A); m.height = Math.ceil(2 * B); m.portSpan = 0;
      break;
    }
    case 'start': case 'end': {
      m.height = Math.ceil(Math.max(40, ch + 18));
      m.width = Math.ceil(Math.max(110, cw + 32 + m.height * 0.3));
      break;
    }
    case 'io': {
      m.height = Math.ceil(Math.max(44, ch + 20));
      m.width = Math.ceil(Math.max(124, cw + 32 + 2 * skewOf(m.height)));
      break;
    }
    case 'note': {
      m.height = Math.ceil(Math.max(40, ch + 20));
      m.width = Math.ceil(Math.max(110, cw + 28));
      break;
    }
    default: {
      m.height = Math.ceil(Math.max(44, ch + 20));
      m.width = Math.ceil(Math.max(120, cw + 32));
    }
  }
  return m;
}

const skewOf = (h: number) => Math.min(16, h * 0.3);
const FOLD = 12;

function stadiumPoints(b: Box): Point[] {
  const r = b.h / 2; const pts: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = -Math.PI / 2 + (Math.PI * i) / 12;
    pts.push({ x: b.x + b.w - r + r * Math.cos(a), y: b.y + r + r * Math.sin(a) });
  }
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI / 2 + (Math.PI * i) / 12;
    pts.push({ x: b.x + r + r * Math.cos(a), y: b.y + r + r * Math.sin(a) });
  }
  return pts;
}

/** Where connectors should touch the node. */
export function outlineOf(type: FlowNodeType, b: Box, shape?: FlowShape): Outline {
  if (shape) return shapeOutline(shape, b);
  switch (type) {
    case 'decision': return { kind: 'polygon', points: diamondPoints(b) };
    case 'io': return { kind: 'polygon', points: parallelogramPoints(b) };
    case 'start': case 'end': return { kind: 'polygon', points: stadiumPoints(b) };
    default: return { kind: 'rect', box: b };
  }
}

function diamondPoints(b: Box): Point[] {
  return [{ x: b.x + b.w / 2, y: b.y }, { x: b.x + b.w, y: b.y + b.h / 2 }, { x: b.x + b.w / 2, y: b.y + b.h }, { x: b.x, y: b.y + b.h / 2 }];
}

function parallelogramPoints(b: Box): Point[] {
  const s = skewOf(b.h);
  return [{ x: b.x + s, y: b.y }, { x: b.x + b.w, y: b.y }, { x: b.x + b.w - s, y: b.y + b.h }, { x: b.x, y: b.y + b.h }];
}

/** The node's shapes (outline, text, icon) drawn in box b. */
export function drawNode(ctx: LayoutContext, key: string, m: MeasuredNode, b: Box): SceneNode[] {
  const { theme } = ctx;
  const p = paintsFor(theme, m.type, m.color);
  const paint = { fill: p.fill, stroke: p.stroke, strokeWidth: theme.strokeWidth, key, role: 'node' as const };
  const out: SceneNode[] = [];
  if (m.shape) out.push(...drawShape(m.shape, b, paint, theme.cornerRadius, p.fill === p.stroke ? p.text : p.stroke));
  else switch (m.type) {
    case 'decision': out.push({ type: 'polygon', points: diamondPoints(b), ...paint }); break;
    case 'io': out.push({ type: 'polygon', points: parallelogramPoints(b), ...paint }); break;
    case 'start': case 'end': out.push({ type: 'rect', x: b.x, y: b.y, w: b.w, h: b.h, r: b.h / 2, ...paint }); break;
    case 'note': {
      const r = b.x + b.w; const f = FOLD;
      out.push({ type: 'polygon', points: [{ x: b.x, y: b.y }, { x: r - f, y: b.y }, { x: r, y: b.y + f }, { x: r, y: b.y + b.h }, { x: b.x, y: b.y + b.h }], ...paint });
      out.push({ type: 'path', d: `M ${r - f} ${b.y} L ${r - f} ${b.y + f} L ${r} ${b.y + f}`, fill: 'none', stroke: p.stroke, strokeWidth: theme.strokeWidth });
      break;
    }
    default: out.push({ type: 'rect', x: b.x, y: b.y, w: b.w, h: b.h, r: theme.cornerRadius, ...paint });
  }
  const textW = Math.max(m.label.width, m.desc?.width ?? 0);
  const textH = m.label.height + (m.desc ? DESC_GAP + m.desc.height : 0);
  const cw = textW + (m.icon ? ICON + ICON_GAP : 0);
  const centre = m.shape ? textCentre(m.shape, b) : { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  const cx = centre.x; const cy = centre.y;
  const left = cx - cw / 2;
  // The border colour reads as an accent, but only where it stands out (3:1) from the fill; else the text colour.
  if (m.icon) out.push({ type: 'icon', id: m.icon, x: left, y: cy - ICON / 2, size: ICON, color: keepIfReadable(p.stroke, p.fill, [p.text], 3) });
  // With an icon the text is left-aligned beside it; alone it is centred.
  const tx = m.icon ? left + ICON + ICON_GAP : cx;
  const anchor = m.icon ? 'start' : 'middle';
  const top = cy - textH / 2;
  out.push(run(ctx, m.label, tx, top, anchor, p.text));
  if (m.desc) out.push(run(ctx, m.desc, tx, top + m.label.height + DESC_GAP, anchor, p.muted));
  return out;
}
