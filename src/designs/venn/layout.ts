// Lays out a venn diagram: 2 or 3 tinted circles with overlaps in blended colours, set labels outside, items placed in their exact regions.
import type { Point, Scene, SceneNode } from '../../scene/scene.js';
import type { VennContent } from '../../spec/content/sets.js';
import { type Block, Bounds, balancedBlock, block, labelStyle, pushRun, r2, sizedStyle, smallStyle } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { ensureContrast, hueSat, mix, withSaturation } from '../shared/tones.js';
import { keepIfReadable } from '../../scene/color.js';
import type { LayoutContext } from '../types.js';
import { type Circle, circleCentres, circlePolygon, clipConvex, placeInRegion, regionCentroid } from './regions.js';

export type VennParams = { overlap: 'small' | 'medium' | 'large'; show_items: boolean };

/** Centre distance as a fraction of the radius: smaller means a larger shared area. */
const DISTANCE = { small: 1.25, medium: 1.0, large: 0.8 } as const;
const ITEM_WIDTH = 150;

interface Region { inside: Set<number>; key: string; title: Block; items: Block[]; w: number; h: number }

const ITEM_GAP = 3;
const TITLE_GAP = 5;

function regionBlocks(ctx: LayoutContext, inside: number[], title: string | undefined, items: string[]): Region {
  const t = block(ctx, title, ITEM_WIDTH, labelStyle(ctx, 700));
  const its = items.map((s) => block(ctx, s, ITEM_WIDTH, smallStyle(ctx)));
  const w = Math.max(t.width, ...its.map((b) => b.width), 0);
  const h = its.reduce((s, b) => s + b.height, 0) + Math.max(0, its.length - 1) * ITEM_GAP + (t.lines.length ? t.height + (its.length ? TITLE_GAP : 0) : 0);
  return { inside: new Set(inside), key: inside.join('+'), title: t, items: its, w, h };
}

export function layoutVenn(content: VennContent, params: VennParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const sets = content.sets;
  const count = sets.length;
  const index = new Map(sets.map((s, i) => [s.id, i]));
  const showItems = params.show_items;

  // Regions with something to show: each set's own items, then every named overlap (same sets merged).
  const regions: Region[] = [];
  sets.forEach((s, i) => { if (showItems && s.items.length) regions.push(regionBlocks(ctx, [i], undefined, s.items)); });
  const merged = new Map<string, { ids: number[]; labels: string[]; items: string[] }>();
  for (const o of content.overlaps) {
    const ids = [...new Set(o.sets.map((s) => index.get(s)!))].sort((a, b) => a - b);
    const key = ids.join('+');
    const m = merged.get(key) ?? { ids, labels: [], items: [] };
    if (o.label) m.labels.push(o.label);
    if (showItems) m.items.push(...o.items);
    merged.set(key, m);
  }
  for (const m of merged.values()) {
    if (m.labels.length || m.items.length) regions.push(regionBlocks(ctx, m.ids, m.labels.join(' · ') || undefined, m.items));
  }

  const margin = 10;
  const factor = DISTANCE[params.overlap];
  const attempt = (r: number): { circles: Circle[]; spots: (Point | undefined)[] } => {
    const circles = circleCentres(count, r * factor).map((c) => ({ cx: c.x, cy: c.y, r }));
    const spots = regions.map((g) => {
      const target = regionCentroid(circles, g.inside);
      return target ? placeInRegion(g.w, g.h, circles, g.inside, target, margin) : undefined;
    });
    return { circles, spots };
  };
  const fits = (a: ReturnType<typeof attempt>): boolean => a.spots.every((s) => s);
  // The smallest radius (within 2%) where every region holds its text: double until it fits, then bisect.
  let r = 120;
  let best = attempt(r);
  if (!fits(best)) {
    let lo = r;
    for (let i = 0; i < 12 && !fits(best); i++) { lo = r; r *= 2; best = attempt(r); }
    let hi = r;
    for (let i = 0; i < 5; i++) {
      const mid = Math.sqrt(lo * hi);
      const a = attempt(mid);
      if (fits(a)) { hi = mid; best = a; } else lo = mid;
    }
    r = hi;
  }
  const { circles, spots } = best;

  const nodes: SceneNode[] = [];
  const bounds = new Bounds();
  const minContrast = theme.id === 'high-contrast' ? 7 : 4.5;
  // Overlaps are painted as their own shapes in computed colours rather than stacked translucent circles:
  // three translucent hues laid over each other turn muddy grey-brown in the middle. Each region is a tint
  // of the average of its sets' colours, stronger the more sets share it. Inks reach 3:1 on the page, so
  // outlines and tints show on dark and deep-blue pages too.
  const inks = circles.map((_, i) => ensureContrast(theme.series[i % theme.series.length]!.fill, theme.background, 3));
  const strength = [0, 0.14, 0.24, 0.32];
  const regionColour = (inside: Set<number>): string => {
    const ids = [...inside];
    const avg = ids.slice(1).reduce((c, id, k) => mix(c, inks[id]!, 1 / (k + 2)), inks[ids[0]!]!);
    // Averaging distant hues greys them out: give the blend back the sets' mean saturation.
    const sat = ids.reduce((t, id) => t + hueSat(inks[id]!).sat, 0) / ids.length;
    return mix(theme.background, withSaturation(avg, sat), strength[ids.length] ?? 0.32);
  };
  const textOn = (bg: string): string => keepIfReadable(theme.text, bg, [theme.text, theme.background, '#000000', '#ffffff'], minContrast);
  circles.forEach((c, i) => {
    nodes.push({ type: 'ellipse', cx: r2(c.cx), cy: r2(c.cy), rx: r2(c.r), ry: r2(c.r), fill: regionColour(new Set([i])), role: 'decoration', key: `set-${sets[i]!.id}` });
    bounds.add({ x: c.cx - c.r, y: c.cy - c.r, w: 2 * c.r, h: 2 * c.r });
  });
  const overlapShape = (ids: number[]): void => {
    const pts = ids.slice(1).reduce((poly, id) => clipConvex(poly, circlePolygon(circles[id]!)), circlePolygon(circles[ids[0]!]!));
    if (pts.length >= 3) nodes.push({ type: 'polygon', points: pts.map((p) => ({ x: r2(p.x), y: r2(p.y) })), fill: regionColour(new Set(ids)), role: 'decoration' });
  };
  for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) overlapShape([i, j]);
  if (count === 3) overlapShape([0, 1, 2]);
  circles.forEach((c, i) => {
    nodes.push({ type: 'ellipse', cx: r2(c.cx), cy: r2(c.cy), rx: r2(c.r), ry: r2(c.r), fill: 'none', stroke: inks[i]!, strokeWidth: Math.max(2, theme.strokeWidth), role: 'decoration' });
  });

  // Set names sit outside their circle: above for the top ones, below for the bottom one of three.
  const nameStyle = sizedStyle(ctx, Math.round(theme.fontSize * 1.15), 700);
  const nameWidth = count === 2 ? Math.min(2 * r, r * factor + r) - 16 : Math.max(120, r * factor - 16);
  const names = sets.map((s) => balancedBlock(ctx, s.label, Math.min(100, nameWidth), nameWidth, nameStyle, 3));
  const nameX = circles.map((c) => c.cx);
  // The two top names share a line: when long words make them meet, each moves outward by half the clash.
  const clash = (names[0]!.width + names[1]!.width) / 2 + 20 - (nameX[1]! - nameX[0]!);
  if (clash > 0) { nameX[0] = nameX[0]! - clash / 2; nameX[1] = nameX[1]! + clash / 2; }
  sets.forEach((_, i) => {
    const c = circles[i]!;
    const name = names[i]!;
    const below = count === 3 && i === 2;
    const top = below ? c.cy + c.r + 10 : c.cy - c.r - 10 - name.height;
    const colour = ensureContrast(theme.series[i % theme.series.length]!.fill, theme.background, minContrast);
    pushRun(nodes, ctx, name, r2(nameX[i]!), r2(top), 'middle', colour);
    bounds.add({ x: nameX[i]! - name.width / 2, y: top, w: name.width, h: name.height });
  });

  regions.forEach((g, i) => {
    const p = spots[i];
    if (!p) return;
    const ink = textOn(regionColour(g.inside));
    let y = p.y - g.h / 2;
    if (g.title.lines.length) {
      pushRun(nodes, ctx, g.title, r2(p.x), r2(y), 'middle', ink);
      y += g.title.height + TITLE_GAP;
    }
    for (const it of g.items) {
      pushRun(nodes, ctx, it, r2(p.x), r2(y), 'middle', ink);
      y += it.height + ITEM_GAP;
    }
  });

  const { body, size } = bounds.wrap(nodes);
  return frameScene(body, size, ctx, { title: content.title, description: `Venn diagram of ${count} sets` });
}
