// Architecture component cards: component (label, description, icon) → measured card and its shapes at a position.
import type { Box } from '../../layout/geometry.js';
import type { SceneNode } from '../../scene/scene.js';
import { balancedBlock, block, labelStyle, run, smallStyle, type Block } from '../shared/blocks.js';
import { plain, type Paints } from '../shared/graph-paint.js';
import { keepIfReadable } from '../../scene/color.js';
import type { LayoutContext } from '../types.js';

export interface MeasuredCard { width: number; height: number; icon: string; label: Block; desc?: Block | undefined }

const BADGE = 36;
const ICON = 22;
const PAD = 12;
const GAP = 10;
const DESC_GAP = 3;
export const FALLBACK_ICON = 'lucide:box';

/** The component's icon when the catalog has it, else one suggested by its label, else a plain box. */
export function iconFor(ctx: LayoutContext, icon: string | undefined, label: string): string {
  if (icon && ctx.icons.get(icon)) return icon;
  const suggested = ctx.icons.suggest(label);
  if (suggested && ctx.icons.get(suggested)) return suggested;
  return FALLBACK_ICON;
}

export function measureCard(ctx: LayoutContext, c: { label: string; description?: string | undefined; icon?: string | undefined }, showDescription: boolean): MeasuredCard {
  const label = balancedBlock(ctx, c.label, 60, 170, labelStyle(ctx, 600), 3);
  const desc = showDescription && c.description ? block(ctx, c.description, Math.max(label.width, 170), smallStyle(ctx)) : undefined;
  const textW = Math.max(label.width, desc?.width ?? 0);
  const textH = label.height + (desc ? DESC_GAP + desc.height : 0);
  return {
    width: Math.ceil(Math.max(150, PAD + BADGE + GAP + textW + PAD)),
    height: Math.ceil(Math.max(BADGE + 2 * PAD, textH + 2 * PAD)),
    icon: iconFor(ctx, c.icon, c.label), label, desc,
  };
}

/** `colored`: the content gave the component a colour, so the whole card takes it, not only the badge. */
export function drawCard(ctx: LayoutContext, key: string, m: MeasuredCard, b: Box, accent: Paints, colored = false): SceneNode[] {
  const { theme } = ctx;
  const p = colored ? accent : plain(theme);
  const by = b.y + (b.h - BADGE) / 2;
  const textH = m.label.height + (m.desc ? DESC_GAP + m.desc.height : 0);
  const tx = b.x + PAD + BADGE + GAP;
  const top = b.y + (b.h - textH) / 2;
  const out: SceneNode[] = [
    { type: 'rect', x: b.x, y: b.y, w: b.w, h: b.h, r: theme.cornerRadius, fill: p.fill, stroke: p.stroke, strokeWidth: theme.strokeWidth, key, role: 'node' },
    { type: 'rect', x: b.x + PAD, y: by, w: BADGE, h: BADGE, r: Math.min(8, theme.cornerRadius), fill: accent.fill, stroke: 'none', role: 'decoration' },
    { type: 'icon', id: m.icon, x: b.x + PAD + (BADGE - ICON) / 2, y: by + (BADGE - ICON) / 2, size: ICON, color: keepIfReadable(accent.stroke, accent.fill, [accent.text], 3) },
    run(ctx, m.label, tx, top, 'start', p.text),
  ];
  if (m.desc) out.push(run(ctx, m.desc, tx, top + m.label.height + DESC_GAP, 'start', p.muted));
  return out;
}
