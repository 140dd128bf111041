// Labelled containers of graph designs (flowchart groups, architecture zones, composite states):
// the padding a container needs for its label, and its shapes once laid out.
import type { GraphGroup } from '../../layout/graph.js';
import { segmentHitsBox, type Box } from '../../layout/geometry.js';
import type { Point, SceneNode } from '../../scene/scene.js';
import { block, run, smallStyle, type Block } from './blocks.js';
import type { LayoutContext } from '../types.js';

export interface ContainerSpec { id: string; parent?: string | undefined; label: string }

export interface MeasuredContainer { group: GraphGroup; label: Block }

const SIDE = 16;
const HEAD_GAP = 10;
/** Room a title keeps from an edge beside it. */
const TITLE_CLEAR = 8;

/** The container's label wrapped to a sensible width, and the room the label takes above its children. */
export function measureContainer(ctx: LayoutContext, c: ContainerSpec, opts: { weight?: 400 | 600 | 700; maxWidth?: number; clearCentre?: boolean } = {}): MeasuredContainer {
  const label = block(ctx, c.label, opts.maxWidth ?? 260, smallStyle(ctx, opts.weight ?? 600));
  const top = Math.ceil(10 + label.height + HEAD_GAP);
  return {
    label,
    group: {
      id: c.id, parent: c.parent, padding: { top, right: SIDE, bottom: SIDE, left: SIDE },
      // With edges entering from above (often through the middle), the title needs room on one side of them.
      minWidth: Math.ceil(opts.clearCentre ? 2 * (label.width + 12 + TITLE_CLEAR) : label.width + 2 * 12),
    },
  };
}

/** Container box with its label at the top left (or where `title` says). */
export function drawContainer(ctx: LayoutContext, key: string, b: Box, label: Block, paint: { fill?: string; stroke?: string; text?: string; dash?: number[] } = {}, title?: Box): SceneNode[] {
  const { theme } = ctx;
  return [
    {
      type: 'rect', x: b.x, y: b.y, w: b.w, h: b.h, r: theme.cornerRadius + 2,
      fill: paint.fill ?? theme.groupFill, stroke: paint.stroke ?? theme.groupStroke, strokeWidth: theme.strokeWidth,
      ...(paint.dash ? { dash: paint.dash } : {}), key, role: 'container',
    },
    run(ctx, label, title?.x ?? b.x + 12, title?.y ?? b.y + 10, 'start', paint.text ?? theme.groupText),
  ];
}

/** Where a container's title is drawn by default: edge labels keep clear of it. */
export function titleBox(b: Box, label: Block): Box {
  return { x: b.x + 12, y: b.y + 10, w: label.width, h: label.height };
}

/**
 * The title's place in the container's top band: top left unless an edge passes there, else the first spot
 * (right, centre, then across) that no route crosses.
 */
export function placeTitle(b: Box, label: Block, routes: Point[][]): Box {
  const y = b.y + 10;
  const room = b.w - 24 - label.width;
  const xs = [b.x + 12, b.x + 12 + room, b.x + 12 + room / 2];
  for (let i = 1; i < 8; i++) xs.push(b.x + 12 + (room * i) / 8);
  const m = TITLE_CLEAR;
  const free = (t: Box) => routes.every((pts) => pts.slice(1).every((p, i) => !segmentHitsBox(pts[i], p, { x: t.x - m, y: t.y - 3, w: t.w + 2 * m, h: t.h + 6 }, 0)));
  for (const x of room > 0 ? xs : [b.x + 12]) {
    const t = { x, y, w: label.width, h: label.height };
    if (free(t)) return t;
  }
  return { x: b.x + 12, y, w: label.width, h: label.height };
}
