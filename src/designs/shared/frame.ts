// Frames a design's body: adds padding and the content title on top, returns the finished Scene.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { LayoutContext } from '../types.js';

export interface FrameOptions {
  title?: string | undefined;
  /** Accessible description, e.g. "Flowchart with 8 steps". */
  description: string;
  padding?: number;
}

/** The body is drawn in its own coordinates from (0,0) to (width,height). */
export function frameScene(body: SceneNode[], size: { width: number; height: number }, ctx: LayoutContext, opts: FrameOptions): Scene {
  const { theme, text } = ctx;
  const pad = opts.padding ?? 24;
  const nodes: SceneNode[] = [];
  let top = pad;
  let width = size.width + pad * 2;
  const title = opts.title?.trim();
  if (title) {
    const style = { font: theme.font, size: theme.titleSize, weight: 700 as const };
    const wrapped = text.wrap(title, Math.max(size.width, 320), style);
    width = Math.max(width, wrapped.width + pad * 2);
    nodes.push({
      type: 'text', x: width / 2, y: top + text.ascent(style), lines: wrapped.lines, font: theme.font,
      size: theme.titleSize, weight: 700, lineHeight: wrapped.lineHeight, anchor: 'middle', fill: theme.text,
    });
    top += wrapped.height + 16;
  }
  const offsetX = (width - size.width) / 2;
  nodes.push({ type: 'group', translate: { x: offsetX, y: top }, children: body });
  return {
    width: Math.ceil(width),
    height: Math.ceil(top + size.height + pad),
    background: theme.background,
    title: title || opts.description,
    description: opts.description,
    sketch: theme.sketch,
    nodes,
  };
}
