// Lays out a hub: a centre circle with icon and label, cards around it on a ring, connectors from the centre to each.
import type { Point, Scene, SceneNode } from '../../scene/scene.js';
import type { HubContent } from '../../spec/content/steps.js';
import { type Block, Bounds, type Rect, type Spacing, balancedBlock, block, hasIcon, iconNode, labelStyle, pushRun, r2, rectsOverlap, sizedStyle, smallStyle, spacingFactor, stackHeight } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { centreToBorder, segmentNearRect } from '../shared/plane.js';
import { outline, seriesAt } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';

export type HubParams = { spacing: Spacing; show_descriptions: boolean; spokes: 'auto' | 'straight' | 'curved' | 'elbow' };

const BADGE = 34;
const CENTRE_ICON = 34;
const PAD = 12;

interface Card { label: Block; desc: Block; icon: boolean; badgeText: Block }

export function layoutHub(content: HubContent, params: HubParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const k = spacingFactor(params.spacing);
  const n = content.spokes.length;
  const small = smallStyle(ctx);

  // Centre: icon over a balanced label, in the smallest circle that holds both.
  const centreIcon = hasIcon(ctx, content.center.icon);
  const centreLabel = balancedBlock(ctx, content.center.label, 90, 170, sizedStyle(ctx, Math.round(theme.fontSize * 1.15), 700), 4);
  const centreH = centreLabel.height + (centreIcon ? CENTRE_ICON + 6 : 0);
  const centreR = Math.max(58, Math.hypot(centreLabel.width / 2, centreH / 2) + 14);

  const textW = (w: number): number => w - 2 * PAD - BADGE - 10;
  // Short descriptions stay on one line; long ones wrap within a card no wider than 280.
  const natural = Math.max(...content.spokes.map((s) => Math.max(ctx.text.width(s.label, labelStyle(ctx)),
    params.show_descriptions && s.description ? Math.min(190, ctx.text.width(s.description, small)) : 0))) + 2 * PAD + BADGE + 11;
  const cardW = Math.min(280, Math.max(200, natural));
  // Badges are all icons or all numbers: a row of 1, icon, 3 reads as a mistake.
  const allIcons = content.spokes.every((s) => hasIcon(ctx, s.icon));
  const cards: Card[] = content.spokes.map((s, i) => ({
    label: block(ctx, s.label, textW(cardW), labelStyle(ctx)),
    desc: params.show_descriptions ? block(ctx, s.description, textW(cardW), small) : block(ctx, '', 0, small),
    icon: allIcons,
    badgeText: block(ctx, String(i + 1), BADGE, labelStyle(ctx, 700)),
  }));
  const W = Math.max(cardW, ...cards.map((c) => Math.max(c.label.width, c.desc.width) + 2 * PAD + BADGE + 10));
  const H = Math.max(BADGE, ...cards.map((c) => stackHeight([c.label, c.desc], 3))) + 2 * PAD;

  const angle = (i: number): number => -Math.PI / 2 + (i * 2 * Math.PI) / n;
  const gap = 18 * k;
  // Cards sit on an ellipse as much wider than tall as the cards are, so wide cards pack without a huge ring.
  const ax = W / 2 + centreR + 40 * k, ay = H / 2 + centreR + 40 * k;
  const rectsAt = (scale: number): Rect[] => cards.map((_, i) => {
    const cx = Math.cos(angle(i)) * ax * scale, cy = Math.sin(angle(i)) * ay * scale;
    return { x: cx - W / 2, y: cy - H / 2, w: W, h: H };
  });
  // Cards keep clear of each other and of the centre's bounding square (not just its circle).
  const centreBox = { x: -centreR, y: -centreR, w: 2 * centreR, h: 2 * centreR };
  const crowded = (rs: Rect[]): boolean => rs.some((a, i) => rs.some((b, j) => j > i && rectsOverlap(a, b, gap))
    || rectsOverlap(a, centreBox, 24 * k));
  let scale = 1;
  let rects = rectsAt(scale);
  for (let i = 0; i < 120 && crowded(rects); i++) { scale *= 1.03; rects = rectsAt(scale); }

  // Spokes radiate straight from the centre (curved in themes drawn with curves); right-angle elbows into a
  // circle look mechanical, so they come only when asked for, and only when no two of them cross.
  const style = params.spokes === 'elbow' ? 'orthogonal' : params.spokes === 'auto' ? (theme.connector === 'curved' ? 'curved' : 'straight') : params.spokes;
  const routes = rects.map((rect, i) => route(spokeStart(rect, centreR), rect, i, rects, style));
  const tangled = style === 'orthogonal' && routes.some((a, i) => routes.some((b, j) => j > i && pathsCross(a.pts, b.pts)));
  const finalRoutes = tangled ? rects.map((rect, i) => route(spokeStart(rect, centreR), rect, i, rects, 'straight')) : routes;

  const nodes: SceneNode[] = [];
  const bounds = new Bounds().add({ x: -centreR, y: -centreR, w: 2 * centreR, h: 2 * centreR });
  const edgeW = Math.max(1.5, theme.strokeWidth);
  finalRoutes.forEach((points, i) => {
    nodes.push({ type: 'connector', points: points.pts.map((p) => ({ x: r2(p.x), y: r2(p.y) })), curve: points.curve, start: 'none', end: 'none', stroke: theme.edge, strokeWidth: edgeW, connects: ['hub', `spoke-${i}`] });
  });
  nodes.push({ type: 'ellipse', cx: 0, cy: 0, rx: r2(centreR), ry: r2(centreR), fill: theme.accent, stroke: outline(theme), strokeWidth: theme.strokeWidth, key: 'hub' });
  let cy = -centreH / 2;
  if (centreIcon) {
    const icon = iconNode(ctx, content.center.icon, -CENTRE_ICON / 2, cy, CENTRE_ICON, theme.accentText);
    if (icon) nodes.push(icon);
    cy += CENTRE_ICON + 6;
  }
  pushRun(nodes, ctx, centreLabel, 0, r2(cy), 'middle', theme.accentText);

  cards.forEach((c, i) => {
    const rect = rects[i]!;
    const colour = seriesAt(theme, i);
    nodes.push({ type: 'rect', x: r2(rect.x), y: r2(rect.y), w: r2(W), h: r2(H), r: theme.cornerRadius, fill: theme.nodeFill, stroke: theme.nodeStroke, strokeWidth: theme.strokeWidth, key: `spoke-${i}`, role: 'node' });
    const bx = rect.x + PAD, by = rect.y + PAD;
    nodes.push({ type: 'rect', x: r2(bx), y: r2(by), w: BADGE, h: BADGE, r: Math.min(theme.cornerRadius, 10), fill: colour.fill, stroke: outline(theme), strokeWidth: 1, role: 'decoration' });
    const icon = c.icon ? iconNode(ctx, content.spokes[i]!.icon, bx + 7, by + 7, BADGE - 14, colour.text) : undefined;
    if (icon) nodes.push(icon);
    else pushRun(nodes, ctx, c.badgeText, r2(bx + BADGE / 2), r2(by + (BADGE - c.badgeText.height) / 2), 'middle', colour.text);
    const tx = bx + BADGE + 10;
    const th = stackHeight([c.label, c.desc], 3);
    const ty = rect.y + Math.max(PAD, (H - th) / 2);
    pushRun(nodes, ctx, c.label, r2(tx), r2(ty), 'start', theme.nodeText);
    pushRun(nodes, ctx, c.desc, r2(tx), r2(ty + c.label.height + 3), 'start', theme.mutedText);
    bounds.add(rect);
  });

  const { body, size } = bounds.wrap(nodes);
  return frameScene(body, size, ctx, { title: content.title, description: `Hub of ${content.center.label} with ${n} spokes` });
}

/** Where a spoke leaves the centre circle: on the line towards the card's centre. */
function spokeStart(rect: Rect, r: number): Point {
  const cx = rect.x + rect.w / 2, cy = rect.y + rect.h / 2;
  const len = Math.hypot(cx, cy) || 1;
  return { x: (cx / len) * r, y: (cy / len) * r };
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o = (p: Point, q: Point, r: Point): number => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return o(a, b, c) * o(a, b, d) < 0 && o(c, d, a) * o(c, d, b) < 0;
}

/** Whether two polylines cross anywhere (shared start points on the hub do not count). */
function pathsCross(p: Point[], q: Point[]): boolean {
  for (let i = 1; i < p.length; i++) for (let j = 1; j < q.length; j++) if (segmentsCross(p[i - 1]!, p[i]!, q[j - 1]!, q[j]!)) return true;
  return false;
}

/** A spoke from the centre circle to a card, in the theme's connector style; straight when the styled one would cross another card. */
function route(from: Point, rect: Rect, i: number, rects: Rect[], style: 'orthogonal' | 'curved' | 'straight'): { pts: Point[]; curve: 'linear' | 'smooth' } {
  const c = { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
  const len = Math.hypot(c.x, c.y) || 1;
  const u = { x: c.x / len, y: c.y / len };
  const b = centreToBorder(rect.w / 2, rect.h / 2, u.x, u.y);
  const end = { x: c.x - u.x * b, y: c.y - u.y * b };
  const straight = { pts: [from, end], curve: 'linear' as const };
  const clear = (pts: Point[]): boolean => rects.every((r, j) => j === i || pts.slice(1).every((p, k) => !segmentNearRect(pts[k]!, p, r, 4)));
  if (style === 'straight') return straight;
  if (style === 'curved') {
    // A gentle bend, all spokes turning the same way, reads as motion around the hub.
    const span = Math.hypot(end.x - from.x, end.y - from.y);
    const ctl = { x: (from.x + end.x) / 2 - u.y * 0.22 * span, y: (from.y + end.y) / 2 + u.x * 0.22 * span };
    const pts = [0, 0.2, 0.4, 0.6, 0.8, 1].map((t) => ({
      x: (1 - t) ** 2 * from.x + 2 * t * (1 - t) * ctl.x + t * t * end.x,
      y: (1 - t) ** 2 * from.y + 2 * t * (1 - t) * ctl.y + t * t * end.y,
    }));
    return clear(pts) ? { pts, curve: 'smooth' } : straight;
  }
  const horizontal = Math.abs(u.x) >= Math.abs(u.y);
  const target = horizontal ? { x: u.x > 0 ? rect.x : rect.x + rect.w, y: c.y } : { x: c.x, y: u.y > 0 ? rect.y : rect.y + rect.h };
  const pts = horizontal
    ? [from, { x: (from.x + target.x) / 2, y: from.y }, { x: (from.x + target.x) / 2, y: target.y }, target]
    : [from, { x: from.x, y: (from.y + target.y) / 2 }, { x: target.x, y: (from.y + target.y) / 2 }, target];
  const dedup = pts.filter((p, k) => k === 0 || Math.hypot(p.x - pts[k - 1]!.x, p.y - pts[k - 1]!.y) > 0.5);
  return clear(dedup) ? { pts: dedup, curve: 'linear' } : straight;
}
