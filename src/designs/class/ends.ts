// UML relation ends: which way a relation is laid out (parents and wholes above), its heads and line, and the
// multiplicity tags placed beside each end where nothing else is.
import type { Box } from '../../layout/geometry.js';
import type { ArrowHead, Point, SceneNode } from '../../scene/scene.js';
import type { ClassRelation } from '../../spec/content/class.js';
import { block, rectsOverlap, run, smallStyle } from '../shared/blocks.js';
import type { LayoutContext } from '../types.js';

export interface RelationLook {
  /** Laid out from `to` to `from` (the parent or interface above its child). */
  upward: boolean;
  start: ArrowHead;
  end: ArrowHead;
  dashed: boolean;
}

/** Heads at the relation's `from` (start) and `to` (end) ends, UML style. */
export function relationLook(type: ClassRelation['type']): RelationLook {
  switch (type) {
    case 'inheritance': return { upward: true, start: 'none', end: 'triangle', dashed: false };
    case 'realization': return { upward: true, start: 'none', end: 'triangle', dashed: true };
    case 'composition': return { upward: false, start: 'diamond', end: 'none', dashed: false };
    case 'aggregation': return { upward: false, start: 'diamond-open', end: 'none', dashed: false };
    case 'association': return { upward: false, start: 'none', end: 'open', dashed: false };
    case 'dependency': return { upward: false, start: 'none', end: 'open', dashed: true };
    case 'dashed_link': return { upward: false, start: 'none', end: 'none', dashed: true };
    default: return { upward: false, start: 'none', end: 'none', dashed: false };
  }
}

const ALONG = 5;
const BESIDE = 6;
const PAD = 2;

/**
 * A multiplicity tag beside the end `tip` of a line arriving from `from`: right or left of it (above or below a
 * horizontal line), a little way out from the box, moved further out while it would touch anything taken.
 */
export function placeTag(tip: Point, from: Point, w: number, h: number, taken: Box[]): Box | undefined {
  const dx = from.x - tip.x; const dy = from.y - tip.y;
  const l = Math.hypot(dx, dy) || 1;
  const u = { x: dx / l, y: dy / l };
  const n = { x: -u.y, y: u.x };
  for (const extra of [0, 8, 16, 28]) {
    for (const side of [1, -1]) {
      const along = ALONG + extra + Math.abs(u.x) * (w / 2) + Math.abs(u.y) * (h / 2);
      const beside = BESIDE + Math.abs(n.x) * (w / 2) + Math.abs(n.y) * (h / 2);
      if (along + Math.abs(u.x) * (w / 2) + Math.abs(u.y) * (h / 2) > l + 2) continue;
      const c = { x: tip.x + u.x * along + n.x * beside * side, y: tip.y + u.y * along + n.y * beside * side };
      const box = { x: c.x - w / 2, y: c.y - h / 2, w, h };
      if (taken.every((t) => !rectsOverlap(t, box, 1))) return box;
    }
  }
  return undefined;
}

/** Tags for both ends of a drawn connector (points run from `from` to `to`); each placed tag is added to `taken`. */
export function multiplicityTags(ctx: LayoutContext, points: Point[], rel: ClassRelation, taken: Box[]): SceneNode[] {
  const out: SceneNode[] = [];
  const n = points.length;
  if (n < 2) return out;
  const ends: [string | undefined, Point, Point][] = [
    [rel.from_multiplicity, points[0], points[1]],
    [rel.to_multiplicity, points[n - 1], points[n - 2]],
  ];
  for (const [text, tip, from] of ends) {
    if (!text) continue;
    const b = block(ctx, text, 80, smallStyle(ctx, 600));
    const w = Math.ceil(b.width + 2 * PAD + 2); const h = Math.ceil(b.height + 2 * PAD);
    const box = placeTag(tip, from, w, h, taken);
    if (!box) continue;
    taken.push(box);
    out.push({ type: 'rect', x: box.x, y: box.y, w: box.w, h: box.h, r: 3, fill: ctx.theme.edgeLabelFill, stroke: 'none', role: 'label' });
    out.push(run(ctx, b, box.x + box.w / 2, box.y + (box.h - b.height) / 2, 'middle', ctx.theme.text));
  }
  return out;
}
