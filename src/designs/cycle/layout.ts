// Lays out a cycle: steps as coloured circles evenly around a ring, arrows along the ring, descriptions outside.
import type { Point, Scene, SceneNode } from '../../scene/scene.js';
import type { CycleContent } from '../../spec/content/steps.js';
import { type Block, Bounds, type Rect, type Spacing, balancedBlock, block, hasIcon, iconNode, labelStyle, pushRun, r2, rectsOverlap, sharedWrapWidth, smallStyle, spacingFactor } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { arcPoints, centreToBorder, pointRectDistance, polar } from '../shared/plane.js';
import { outline, seriesAt } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';

export type CycleParams = {
  spacing: Spacing;
  show_descriptions: boolean;
  direction: 'clockwise' | 'counterclockwise';
};

const ICON = 28;

interface StepBox { label: Block; icon: boolean; desc: Block }

/** The smallest circle radius that holds an optional icon over the wrapped label, trying a few wrap widths. */
function fitLabel(ctx: LayoutContext, text: string, icon: boolean): { label: Block; radius: number } {
  const style = labelStyle(ctx);
  let best: { label: Block; radius: number } | undefined;
  for (const w of [72, 96, 120, 144, 168]) {
    const label = balancedBlock(ctx, text, w * 0.6, w, style, 4);
    const h = label.height + (icon ? ICON + 6 : 0);
    const radius = Math.hypot(label.width / 2, h / 2) + 10;
    if (!best || radius < best.radius - 0.5) best = { label, radius };
  }
  return best!;
}

export function layoutCycle(content: CycleContent, params: CycleParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const k = spacingFactor(params.spacing);
  const n = content.steps.length;
  const dir = params.direction === 'clockwise' ? 1 : -1;
  const steps: StepBox[] = [];
  let radius = 46;
  // One wrap width for every description: notes around a ring read as a set when their shapes match.
  const descW = sharedWrapWidth(ctx, content.steps.map((s) => s.description), 110, 190, smallStyle(ctx));
  for (const s of content.steps) {
    const icon = hasIcon(ctx, s.icon);
    const fit = fitLabel(ctx, s.label, icon);
    radius = Math.max(radius, fit.radius);
    const desc = params.show_descriptions ? block(ctx, s.description, descW, smallStyle(ctx)) : block(ctx, '', 0, smallStyle(ctx));
    steps.push({ label: fit.label, icon, desc });
  }
  const arrowGap = 22 * k;
  const descGap = 12 * k;
  const angle = (i: number): number => -Math.PI / 2 + (dir * i * 2 * Math.PI) / n;
  // Ring radius: adjacent circles leave room for an arrow; grown below until descriptions are clear.
  let ring = Math.max((2 * radius + 3 * arrowGap + 24) / (2 * Math.sin(Math.PI / n)), radius * 1.6);

  const square = (c: Point): Rect => ({ x: c.x - radius, y: c.y - radius, w: radius * 2, h: radius * 2 });
  const place = (R: number): { centres: Point[]; descs: (Rect | undefined)[]; arcs: Point[][] } => {
    const centres = steps.map((_, i) => polar(0, 0, R, angle(i)));
    const descs = steps.map((s, i) => {
      if (!s.desc.lines.length) return undefined;
      const u = { x: Math.cos(angle(i)), y: Math.sin(angle(i)) };
      const c = centres[i]!;
      let t = radius + descGap + centreToBorder(s.desc.width / 2, s.desc.height / 2, u.x, u.y);
      let rect: Rect;
      for (;;) {
        rect = { x: c.x + u.x * t - s.desc.width / 2, y: c.y + u.y * t - s.desc.height / 2, w: s.desc.width, h: s.desc.height };
        // Clear of the circle's bounding square, not just the circle: checks and eyes both read boxes.
        if (!rectsOverlap(square(c), rect, descGap - 0.5)) break;
        t += 2;
      }
      return rect;
    });
    const delta = 2 * Math.asin(Math.min(1, (radius + arrowGap) / (2 * R)));
    const arcs = steps.map((_, i) => arcPoints(0, 0, R, angle(i) + dir * delta, angle(i + 1) - dir * delta, Math.PI / 24));
    return { centres, descs, arcs };
  };

  const clear = (p: ReturnType<typeof place>): boolean => {
    // Circles keep apart by their bounding squares too, so nothing reads them as touching.
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) if (rectsOverlap(square(p.centres[i]!), square(p.centres[j]!), 6)) return false;
    }
    for (let i = 0; i < n; i++) {
      const d = p.descs[i];
      if (!d) continue;
      for (let j = 0; j < n; j++) {
        if (j !== i && rectsOverlap(square(p.centres[j]!), d, descGap)) return false;
        const e = p.descs[j];
        if (j > i && e && rectsOverlap(d, e, 10 * k)) return false;
        if (p.arcs[j]!.some((q) => pointRectDistance(q, d) < 8)) return false;
      }
    }
    return true;
  };

  let placed = place(ring);
  for (let i = 0; i < 80 && !clear(placed); i++) {
    ring *= 1.05;
    placed = place(ring);
  }

  const nodes: SceneNode[] = [];
  const bounds = new Bounds();
  const edgeW = Math.max(1.5, theme.strokeWidth * 1.25);
  steps.forEach((_, i) => {
    const ci = placed.centres[i]!;
    const cj = placed.centres[(i + 1) % n]!;
    let points: Point[];
    let curve: 'linear' | 'smooth' = 'smooth';
    if (theme.connector === 'straight') {
      const len = Math.hypot(cj.x - ci.x, cj.y - ci.y);
      const ux = (cj.x - ci.x) / len, uy = (cj.y - ci.y) / len;
      const off = radius + arrowGap * 0.5;
      points = [{ x: ci.x + ux * off, y: ci.y + uy * off }, { x: cj.x - ux * off, y: cj.y - uy * off }];
      curve = 'linear';
    } else {
      // The ring is the cycle's own geometry: orthogonal and curved connectors both follow it.
      points = placed.arcs[i]!;
    }
    points = points.map((p) => ({ x: r2(p.x), y: r2(p.y) }));
    nodes.push({ type: 'connector', points, curve, start: 'none', end: 'arrow', stroke: theme.edge, strokeWidth: edgeW, connects: [`step-${i}`, `step-${(i + 1) % n}`] });
    points.forEach((p) => bounds.addPoint(p.x, p.y));
  });

  steps.forEach((s, i) => {
    const c = placed.centres[i]!;
    const colour = seriesAt(theme, i);
    nodes.push({ type: 'ellipse', cx: r2(c.x), cy: r2(c.y), rx: r2(radius), ry: r2(radius), fill: colour.fill, stroke: outline(theme), strokeWidth: theme.strokeWidth, key: `step-${i}` });
    bounds.add({ x: c.x - radius, y: c.y - radius, w: radius * 2, h: radius * 2 });
    const h = s.label.height + (s.icon ? ICON + 6 : 0);
    let top = c.y - h / 2;
    if (s.icon) {
      const icon = iconNode(ctx, content.steps[i]!.icon, c.x - ICON / 2, top, ICON, colour.text);
      if (icon) nodes.push(icon);
      top += ICON + 6;
    }
    pushRun(nodes, ctx, s.label, r2(c.x), r2(top), 'middle', colour.text);
    const d = placed.descs[i];
    if (d) {
      const u = Math.cos(angle(i));
      const anchor = u > 0.3 ? 'start' : u < -0.3 ? 'end' : 'middle';
      const x = anchor === 'start' ? d.x : anchor === 'end' ? d.x + d.w : d.x + d.w / 2;
      pushRun(nodes, ctx, s.desc, r2(x), r2(d.y), anchor, theme.mutedText);
      bounds.add(d);
    }
  });

  const { body, size } = bounds.wrap(nodes);
  return frameScene(body, size, ctx, { title: content.title, description: `Cycle of ${n} steps` });
}
