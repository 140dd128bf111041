// Mind map topics: text + level in, a measured box (label, description, icon) and its drawn shapes out.
import { contrast, keepIfReadable, mix } from '../../scene/color.js';
import type { SceneNode } from '../../scene/scene.js';
import type { Theme } from '../../scene/theme.js';
import { block, pushRun, sizedStyle, type Block } from '../shared/blocks.js';
import type { LayoutContext } from '../types.js';

export interface Topic {
  level: number;
  label: Block;
  desc: Block;
  icon?: string;
  w: number;
  h: number;
}

interface LevelLook { size: number; weight: 400 | 600 | 700; maxW: number; padX: number; padY: number }

/** Type scale: the centre largest, first-level branches bold, deeper topics smaller. */
function look(theme: Theme, level: number): LevelLook {
  if (level === 0) return { size: Math.round(theme.fontSize * 1.3), weight: 700, maxW: 230, padX: 22, padY: 14 };
  if (level === 1) return { size: theme.fontSize, weight: 600, maxW: 190, padX: 14, padY: 8 };
  if (level === 2) return { size: theme.fontSize, weight: 400, maxW: 180, padX: 11, padY: 6 };
  return { size: theme.smallSize, weight: 400, maxW: 170, padX: 9, padY: 5 };
}

export function measureTopic(ctx: LayoutContext, level: number, text: string, description: string | undefined, iconId: string | undefined): Topic {
  const l = look(ctx.theme, level);
  const icon = iconId && ctx.icons.get(iconId) ? iconId : undefined;
  const labelStyle = sizedStyle(ctx, l.size, l.weight);
  const iconSize = icon ? ctx.text.lineHeight(labelStyle) : 0;
  const textMax = l.maxW - (icon ? iconSize + 6 : 0);
  const label = block(ctx, text, textMax, labelStyle);
  const desc = block(ctx, description, l.maxW, sizedStyle(ctx, Math.min(ctx.theme.smallSize, l.size), 400));
  const top = Math.max(label.width + (icon ? iconSize + 6 : 0), desc.width);
  const h = l.padY * 2 + label.height + (desc.lines.length ? 3 + desc.height : 0);
  return { level, label, desc, icon, w: Math.ceil(top + l.padX * 2), h: Math.ceil(h) };
}

export interface TopicColours { fill: string; text: string; muted: string; stroke: string }

/** Centre: accent; first level: the branch colour solid; deeper: a tint of it with a thin outline. */
export function topicColours(theme: Theme, level: number, branch: { fill: string; text: string }): TopicColours {
  if (level === 0) return { fill: theme.accent, text: theme.accentText, muted: theme.accentText, stroke: theme.accent };
  const line = lineColour(theme, branch.fill);
  if (level === 1) return { fill: branch.fill, text: branch.text, muted: branch.text, stroke: line };
  const fill = mix(branch.fill, theme.background, level === 2 ? 0.8 : 0.88);
  const pool = [theme.text, theme.nodeText, '#0f172a', '#f8fafc'];
  return {
    fill, stroke: line, text: keepIfReadable(theme.text, fill, pool), muted: keepIfReadable(theme.mutedText, fill, pool),
  };
}

/** The branch colour for lines and outlines; pale (pastel, sketch) colours are deepened towards the text colour. */
export function lineColour(theme: Theme, fill: string): string {
  return contrast(fill, theme.background) >= 1.8 ? fill : mix(fill, theme.text, 0.45);
}

/** Corner radius of the centre and first-level topics: rounder than the theme's boxes. */
export function centreRadius(h: number, cornerRadius: number): number {
  return Math.min(h / 2, Math.max(cornerRadius, 4) * 2);
}

export function drawTopic(ctx: LayoutContext, t: Topic, x: number, y: number, c: TopicColours, key: string): SceneNode[] {
  const { theme } = ctx;
  const l = look(theme, t.level);
  const r = t.level <= 1 ? centreRadius(t.h, theme.cornerRadius) : Math.min(t.h / 2, theme.cornerRadius);
  const out: SceneNode[] = [{
    type: 'rect', x, y, w: t.w, h: t.h, r, fill: c.fill, stroke: c.stroke, strokeWidth: t.level >= 2 ? 1 : theme.strokeWidth, key, role: 'node',
  }];
  const contentW = Math.max(t.label.width + (t.icon ? ctx.text.lineHeight(t.label.style) + 6 : 0), t.desc.width);
  const left = x + (t.w - contentW) / 2;
  let top = y + l.padY;
  if (t.icon) {
    const s = ctx.text.lineHeight(t.label.style);
    const lw = t.label.width + s + 6;
    const lx = x + (t.w - lw) / 2;
    out.push({ type: 'icon', id: t.icon, x: lx, y: top, size: s, color: c.text });
    pushRun(out, ctx, t.label, lx + s + 6, top, 'start', c.text);
  } else pushRun(out, ctx, t.label, x + t.w / 2, top, 'middle', c.text);
  top += t.label.height + 3;
  if (t.desc.lines.length) pushRun(out, ctx, t.desc, left + contentW / 2, top, 'middle', c.muted);
  return out;
}
