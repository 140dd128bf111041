// Scene → its leaves in absolute coordinates: boxes (with roles), measured text bounds, connectors, icons.
//
// Box roles come from the optional `role` of a shape (src/scene/scene.ts). Without it a box that contains
// another box is taken as a container, every other box as a node.
import type { ConnectorShape, IconShape, Point, Scene, SceneNode, TextRun } from '../../src/scene/scene.js';
import type { TextMeasurer } from '../../src/layout/text-measurer.js';

export type Role = 'node' | 'container' | 'label' | 'decoration';

export interface Box {
  x: number; y: number; w: number; h: number;
  role: Role;
  /** The shape's outline, for checks finer than its bounds. */
  shape: 'rect' | 'ellipse' | 'polygon';
  points?: Point[];
  key?: string;
  /** Where the shape came from, for messages. */
  index: number;
}

export interface TextBox { x: number; y: number; w: number; h: number; run: TextRun; anchor: Point }

/** Tolerance in px for touching edges and rounding. */
export const EPS = 0.5;

/** Every leaf of the scene in absolute coordinates (group translates applied, groups removed). */
export function flattenScene(scene: Scene): Exclude<SceneNode, { type: 'group' }>[] {
  const out: Exclude<SceneNode, { type: 'group' }>[] = [];
  const walk = (nodes: SceneNode[], dx: number, dy: number): void => {
    for (const n of nodes) {
      if (n.type === 'group') walk(n.children, dx + (n.translate?.x ?? 0), dy + (n.translate?.y ?? 0));
      else out.push(translateNode(n, dx, dy));
    }
  };
  walk(scene.nodes, 0, 0);
  return out;
}

function translateNode<T extends Exclude<SceneNode, { type: 'group' }>>(n: T, dx: number, dy: number): T {
  if (dx === 0 && dy === 0) return n;
  const mv = (p: Point): Point => ({ x: p.x + dx, y: p.y + dy });
  switch (n.type) {
    case 'rect': case 'text': case 'icon': return { ...n, x: n.x + dx, y: n.y + dy };
    case 'ellipse': return { ...n, cx: n.cx + dx, cy: n.cy + dy };
    case 'polygon': return { ...n, points: n.points.map(mv) };
    case 'connector': return { ...n, points: n.points.map(mv) };
    case 'path': return { ...n, d: translatePath(n.d, dx, dy) };
    default: return n;
  }
}

/** Moves an absolute SVG path; arcs keep radii and flags. */
export function translatePath(d: string, dx: number, dy: number): string {
  const tokens = d.match(/[MLHVCSQTAZmlhvcsqtaz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: string[] = [];
  let cmd = '';
  let i = 0; // index of the number within the current command's argument group
  for (const t of tokens) {
    if (/^[A-Za-z]$/.test(t)) { cmd = t; i = 0; out.push(t); continue; }
    const v = Number(t);
    let shifted = v;
    const c = cmd.toUpperCase();
    if (cmd === c) {
      if (c === 'H') shifted = v + dx;
      else if (c === 'V') shifted = v + dy;
      else if (c === 'A') { const k = i % 7; if (k === 5) shifted = v + dx; else if (k === 6) shifted = v + dy; }
      else shifted = i % 2 === 0 ? v + dx : v + dy;
    }
    out.push(String(shifted));
    i++;
  }
  return out.join(' ');
}

/** Numbers of an absolute path as points (control points included: a conservative bound). */
export function pathPoints(d: string): Point[] {
  const nums = (d.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? []).map(Number);
  if (/[AaHhVv]/.test(d)) return []; // arcs and H/V mix flags and single coordinates: skip, shapes carry the bounds
  const pts: Point[] = [];
  for (let i = 0; i + 1 < nums.length; i += 2) pts.push({ x: nums[i], y: nums[i + 1] });
  return pts;
}

/** Rect, ellipse and polygon bounds with their roles (explicit, or inferred from containment). */
export function collectBoxes(scene: Scene): Box[] {
  const boxes: Box[] = [];
  const explicit: boolean[] = [];
  flattenScene(scene).forEach((n, index) => {
    let b: Box | undefined;
    if (n.type === 'rect') b = { x: n.x, y: n.y, w: n.w, h: n.h, role: 'node', shape: 'rect', index };
    else if (n.type === 'ellipse') b = { x: n.cx - n.rx, y: n.cy - n.ry, w: n.rx * 2, h: n.ry * 2, role: 'node', shape: 'ellipse', index };
    else if (n.type === 'polygon') {
      const xs = n.points.map((p) => p.x); const ys = n.points.map((p) => p.y);
      const x = Math.min(...xs); const y = Math.min(...ys);
      b = { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y, role: 'node', shape: 'polygon', points: n.points, index };
    }
    if (!b) return;
    if (n.type !== 'text' && 'key' in n && n.key !== undefined) b.key = n.key;
    const role = (n as { role?: Role }).role;
    if (role) b.role = role;
    explicit.push(role !== undefined);
    boxes.push(b);
  });
  boxes.forEach((b, i) => {
    if (explicit[i] || b.role !== 'node') return;
    if (boxes.some((o, j) => j !== i && o.role !== 'decoration' && contains(b, o) && !sameBounds(b, o))) b.role = 'container';
  });
  return boxes;
}

/** Text runs with their measured bounds: width from the measurer, height lines × lineHeight, top = y − ascent. */
export function collectTexts(scene: Scene, measurer: TextMeasurer): TextBox[] {
  const out: TextBox[] = [];
  for (const n of flattenScene(scene)) {
    if (n.type !== 'text') continue;
    const style = { font: n.font, size: n.size, weight: n.weight };
    const w = Math.max(0, ...n.lines.map((l) => measurer.width(l, style)));
    const x = n.anchor === 'start' ? n.x : n.anchor === 'middle' ? n.x - w / 2 : n.x - w;
    out.push({ x, y: n.y - measurer.ascent(style), w, h: n.lines.length * n.lineHeight, run: n, anchor: { x: n.x, y: n.y } });
  }
  return out;
}

export function collectConnectors(scene: Scene): ConnectorShape[] {
  return flattenScene(scene).filter((n): n is ConnectorShape => n.type === 'connector');
}

export function collectIcons(scene: Scene): IconShape[] {
  return flattenScene(scene).filter((n): n is IconShape => n.type === 'icon');
}

type Rect = { x: number; y: number; w: number; h: number };

export function contains(outer: Rect, inner: Rect, eps = EPS): boolean {
  return inner.x >= outer.x - eps && inner.y >= outer.y - eps
    && inner.x + inner.w <= outer.x + outer.w + eps && inner.y + inner.h <= outer.y + outer.h + eps;
}

function sameBounds(a: Rect, b: Rect): boolean {
  return Math.abs(a.x - b.x) < EPS && Math.abs(a.y - b.y) < EPS && Math.abs(a.w - b.w) < EPS && Math.abs(a.h - b.h) < EPS;
}

/** True when the two rectangles share area (touching edges do not count). */
export function intersects(a: Rect, b: Rect, eps = EPS): boolean {
  return a.x + eps < b.x + b.w && b.x + eps < a.x + a.w && a.y + eps < b.y + b.h && b.y + eps < a.y + a.h;
}
