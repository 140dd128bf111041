// Labelled containers of graph designs (flowchart groups, architecture zones, composite states):
// the padding a container needs for its label, and its shapes once laid out.
import type { GraphGroup } from '../../layout/graph.js';
import type { Box } from '../../layout/geometry.js';
import type { SceneNode } from '../../scene/scene.js';
import { block, run, smallStyle, type Block } from './blocks.js';
import type { LayoutContext } from '../types.js';

export interface ContainerSpec { id: string; parent?: string | undefined; label: string }

export interface MeasuredContainer { group: GraphGroup; label: Block }

const SIDE = 16;
const HEAD_GAP = 10;

/** The container's label wrapped to a sensible width, and the room the label takes above its children. */
export function measureContainer(ctx: LayoutContext, c: ContainerSpec, opts: { weight?: 400 | 600 | 700; maxWidth?: number } = {}): MeasuredContainer {
  const label = block(ctx, c.label, opts.maxWidth ?? 260, smallStyle(ctx, opts.weight ?? 600));
  const top = Math.ceil(10 + label.height + HEAD_GAP);
  return {
    label,
    group: {
      id: c.id, parent: c.parent, padding: { top, right: SIDE, bottom: SIDE, left: SIDE },
      minWidth: Math.ceil(label.width + 2 * 12),
    },
  };
}

/** Container box with its label at the top left. */
export function drawContainer(ctx: LayoutContext, key: string, b: Box, label: Block, paint: { fill?: string; stroke?: string; text?: string; dash?: number[] } = {}): SceneNode[] {
  const { theme } = ctx;
  return [
    {
      type: 'rect', x: b.x, y: b.y, w: b.w, h: b.h, r: theme.cornerRadius + 2,
      fill: paint.fill ?? theme.groupFill, stroke: paint.stroke ?? theme.groupStroke, strokeWidth: theme.strokeWidth,
      ...(paint.dash ? { dash: paint.dash } : {}), key, role: 'container',
    },
    run(ctx, label, b.x + 12, b.y + 10, 'start', paint.text ?? theme.groupText),
  ];
}

/** Where a container's title is drawn: edge labels keep clear of it. */
export function titleBox(b: Box, label: Block): Box {
  return { x: b.x + 12, y: b.y + 10, w: label.width, h: label.height };
}
