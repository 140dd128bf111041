// State-machine node shapes: a state's type and text → measured size, outline and scene shapes at a position.
import type { Box, Outline } from '../../layout/geometry.js';
import type { Point, SceneNode } from '../../scene/scene.js';
import { balancedBlock, block, labelStyle, run, smallStyle, type Block } from '../shared/blocks.js';
import { plain, tint, tintOf } from '../shared/graph-paint.js';
import type { LayoutContext } from '../types.js';

export type StateType = 'normal' | 'initial' | 'final' | 'choice' | 'history';

export interface MeasuredState { type: StateType; width: number; height: number; label?: Block; desc?: Block; portSpan?: number; color?: string }

const DOT = 22;
const RING = 28;
const DESC_GAP = 4;

export function measureState(ctx: LayoutContext, type: StateType, label: string, description: string | undefined, showDescription: boolean): MeasuredState {
  if (type === 'initial') return { type, width: DOT, height: DOT, portSpan: 0 };
  if (type === 'final') return { type, width: RING, height: RING, portSpan: 0 };
  if (type === 'history') {
    // A small circle around its H (or H*, or the name a stereotype gave it).
    const l = balancedBlock(ctx, label, 12, 120, smallStyle(ctx, 700), 2);
    const d = Math.ceil(Math.max(30, Math.hypot(l.width, l.height) + 8));
    return { type, width: d, height: d, label: l, portSpan: 0 };
  }
  if (type === 'choice') {
    const l = balancedBlock(ctx, label, 40, 120, smallStyle(ctx, 600), 3);
    // Text half sizes a, b fit a diamond with half diagonals A, B when a/A + b/B ≤ 1.
    const a = l.width / 2 + 4; const b = l.height / 2 + 3;
    const B = Math.max(2 * b, 20); const A = Math.max(a / (1 - b / B), 24);
    return { type, width: Math.ceil(2 * A), height: Math.ceil(2 * B), label: l, portSpan: 0 };
  }
  const l = balancedBlock(ctx, label, 60, 190, labelStyle(ctx, 600), 3);
  const d = showDescription && description ? block(ctx, description, Math.max(l.width, 170), smallStyle(ctx)) : undefined;
  const w = Math.max(l.width, d?.width ?? 0);
  const h = l.height + (d ? DESC_GAP + d.height : 0);
  return { type, width: Math.ceil(Math.max(110, w + 32)), height: Math.ceil(Math.max(42, h + 20)), label: l, ...(d ? { desc: d } : {}) };
}

function diamond(b: Box): Point[] {
  return [{ x: b.x + b.w / 2, y: b.y }, { x: b.x + b.w, y: b.y + b.h / 2 }, { x: b.x + b.w / 2, y: b.y + b.h }, { x: b.x, y: b.y + b.h / 2 }];
}

export function outlineOfState(type: StateType, b: Box): Outline {
  if (type === 'initial' || type === 'final' || type === 'history') return { kind: 'ellipse', cx: b.x + b.w / 2, cy: b.y + b.h / 2, rx: b.w / 2, ry: b.h / 2 };
  if (type === 'choice') return { kind: 'polygon', points: diamond(b) };
  return { kind: 'rect', box: b };
}

export function drawState(ctx: LayoutContext, key: string, m: MeasuredState, b: Box): SceneNode[] {
  const { theme } = ctx;
  const cx = b.x + b.w / 2; const cy = b.y + b.h / 2;
  const sw = theme.strokeWidth;
  if (m.type === 'initial') return [{ type: 'ellipse', cx, cy, rx: b.w / 2, ry: b.h / 2, fill: theme.accent, stroke: theme.accent, strokeWidth: sw, key, role: 'node' }];
  if (m.type === 'final') {
    return [
      { type: 'ellipse', cx, cy, rx: b.w / 2, ry: b.h / 2, fill: theme.background, stroke: theme.accent, strokeWidth: Math.max(2, sw), key, role: 'node' },
      { type: 'ellipse', cx, cy, rx: b.w / 2 - 6, ry: b.h / 2 - 6, fill: theme.accent, stroke: theme.accent, strokeWidth: sw, role: 'decoration' },
    ];
  }
  if (m.type === 'history') {
    const p = plain(theme);
    return [
      { type: 'ellipse', cx, cy, rx: b.w / 2, ry: b.h / 2, fill: p.fill, stroke: p.stroke, strokeWidth: sw, key, role: 'node' },
      run(ctx, m.label!, cx, cy - m.label!.height / 2, 'middle', p.text),
    ];
  }
  if (m.type === 'choice') {
    const p = tint(theme, 2);
    return [
      { type: 'polygon', points: diamond(b), fill: p.fill, stroke: p.stroke, strokeWidth: sw, key, role: 'node' },
      run(ctx, m.label!, cx, cy - m.label!.height / 2, 'middle', p.text),
    ];
  }
  const p = m.color ? tintOf(theme, m.color) : plain(theme);
  const h = m.label!.height + (m.desc ? DESC_GAP + m.desc.height : 0);
  const top = cy - h / 2;
  const out: SceneNode[] = [
    { type: 'rect', x: b.x, y: b.y, w: b.w, h: b.h, r: Math.max(theme.cornerRadius, 10), fill: p.fill, stroke: p.stroke, strokeWidth: sw, key, role: 'node' },
    run(ctx, m.label!, cx, top, 'middle', p.text),
  ];
  if (m.desc) out.push(run(ctx, m.desc, cx, top + m.label!.height + DESC_GAP, 'middle', p.muted));
  return out;
}
