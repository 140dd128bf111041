// Notes of a use case diagram: note cards in rows under the diagram, each naming the element it is about.
import type { Box } from '../../layout/geometry.js';
import type { SceneNode } from '../../scene/scene.js';
import { block, r2, run, smallStyle } from '../shared/blocks.js';
import { tintOf } from '../shared/graph-paint.js';
import type { LayoutContext } from '../types.js';

const NOTE_COLOR = '#eab308';
const PAD = 10;
const GAP = 14;

export interface NoteSpec { key?: string | undefined; text: string; on?: string | undefined }

/** Cards laid out left to right from (left, top), wrapping at `width`; the shapes and the box they fill. */
export function drawNotes(ctx: LayoutContext, notes: NoteSpec[], left: number, top: number, width: number): { shapes: SceneNode[]; box: Box } {
  const p = tintOf(ctx.theme, NOTE_COLOR);
  const cardW = Math.min(240, Math.max(160, width));
  const shapes: SceneNode[] = [];
  let x = left; let y = top; let rowH = 0; let maxX = left;
  for (const n of notes) {
    const head = n.on ? block(ctx, n.on, cardW - 2 * PAD, smallStyle(ctx, 700)) : undefined;
    const text = block(ctx, n.text, cardW - 2 * PAD, smallStyle(ctx));
    const w = Math.ceil(Math.max(head?.width ?? 0, text.width) + 2 * PAD);
    const h = Math.ceil((head ? head.height + 4 : 0) + text.height + 2 * PAD);
    if (x > left && x + w > left + width) { x = left; y += rowH + GAP; rowH = 0; }
    const fold = 10;
    shapes.push({
      type: 'polygon', points: [{ x: r2(x), y: r2(y) }, { x: r2(x + w - fold), y: r2(y) }, { x: r2(x + w), y: r2(y + fold) }, { x: r2(x + w), y: r2(y + h) }, { x: r2(x), y: r2(y + h) }],
      fill: p.fill, stroke: p.stroke, strokeWidth: ctx.theme.strokeWidth, role: 'node', ...(n.key ? { key: n.key } : {}),
    });
    let ty = y + PAD;
    if (head) { shapes.push(run(ctx, head, x + PAD, ty, 'start', p.text)); ty += head.height + 4; }
    shapes.push(run(ctx, text, x + PAD, ty, 'start', head ? p.muted : p.text));
    x += w + GAP; rowH = Math.max(rowH, h); maxX = Math.max(maxX, x - GAP);
  }
  return { shapes, box: { x: left, y: top, w: maxX - left, h: y + rowH - top } };
}
