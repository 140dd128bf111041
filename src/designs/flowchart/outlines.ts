// Flowchart outlines named by diagram code (cylinder, hexagon, document …): the box a text of a given size needs,
// where the text's centre sits in it, the outline edges touch, and the shapes drawn.
import type { Box, Outline } from '../../layout/geometry.js';
import type { Point, SceneNode } from '../../scene/scene.js';
import type { FlowShape } from '../../spec/content/flowchart.js';

export interface OutlinePaint { fill: string; stroke: string; strokeWidth: number; key: string; role: 'node' }
/** Colour of inner lines (a double circle's ring) where the outline's own would vanish in the fill. */
export type DetailColour = string;

/** Box size for text of cw × ch; every shape keeps at least 16 px beside and 10 px above and below the text. */
export function shapeSize(shape: FlowShape, cw: number, ch: number): { width: number; height: number } {
  const h = Math.max(44, ch + 20);
  const w = Math.max(120, cw + 32);
  switch (shape) {
    case 'circle': case 'small-circle': {
      const d = Math.max(64, Math.hypot(cw, ch) + 16);
      return { width: Math.ceil(d), height: Math.ceil(d) };
    }
    case 'double-circle': case 'framed-circle': {
      const d = Math.max(72, Math.hypot(cw, ch) + 28);
      return { width: Math.ceil(d), height: Math.ceil(d) };
    }
    case 'stadium': return { width: Math.ceil(Math.max(110, cw + 32 + h * 0.3)), height: Math.ceil(h) };
    case 'subroutine': case 'lined': return { width: Math.ceil(w + 12), height: Math.ceil(h) };
    case 'cylinder': return { width: Math.ceil(w), height: Math.ceil(h + 2 * cylRy(w)) };
    case 'horizontal-cylinder': return { width: Math.ceil(w + 2 * cylRx(h)), height: Math.ceil(h) };
    case 'hexagon': return { width: Math.ceil(w + 2 * inset(h)), height: Math.ceil(h) };
    case 'lean-right': case 'lean-left': case 'trapezoid': case 'trapezoid-alt':
      return { width: Math.ceil(Math.max(124, cw + 32 + 2 * skew(h))), height: Math.ceil(h) };
    case 'asymmetric': case 'notched-pentagon': return { width: Math.ceil(w + inset(h)), height: Math.ceil(h) };
    // The rounded end is a half circle of the node's height: the text stays left of its centre.
    case 'display': return { width: Math.ceil(w + inset(h) + h / 2), height: Math.ceil(h) };
    case 'delay': return { width: Math.ceil(w + h / 2), height: Math.ceil(h) };
    case 'diamond': {
      const a = cw / 2 + 6; const b = ch / 2 + 4;
      const B = Math.max(2 * b, 30);
      return { width: Math.ceil(2 * Math.max(a / (1 - b / B), 56)), height: Math.ceil(2 * B) };
    }
    case 'document': return { width: Math.ceil(w), height: Math.ceil(h + 2 * WAVE) };
    case 'documents': return { width: Math.ceil(w + 2 * STACK), height: Math.ceil(h + 2 * WAVE + 2 * STACK) };
    case 'stacked': return { width: Math.ceil(w + STACK), height: Math.ceil(h + STACK) };
    case 'bolt': return { width: Math.ceil(w + 2 * skew(h)), height: Math.ceil(h) };
    case 'triangle': case 'flipped-triangle': {
      // The text sits in the wide half: a triangle twice its text's width and height holds it there.
      return { width: Math.ceil(Math.max(120, 2.4 * cw + 40)), height: Math.ceil(Math.max(64, 2.2 * ch + 30)) };
    }
    default: return { width: Math.ceil(w), height: Math.ceil(h) };
  }
}

const WAVE = 5;
const STACK = 5;
const NOTCH = 12;
const cylRy = (w: number) => Math.min(12, Math.max(6, w * 0.06));
const cylRx = (h: number) => Math.min(12, Math.max(6, h * 0.18));
const inset = (h: number) => Math.min(18, h * 0.3);
const skew = (h: number) => Math.min(16, h * 0.3);

/** Where the text's centre goes in box b (shapes with a band on one side push it off the middle). */
export function textCentre(shape: FlowShape, b: Box): Point {
  const c = { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  switch (shape) {
    case 'cylinder': return { x: c.x, y: c.y + cylRy(b.w) / 2 };
    case 'horizontal-cylinder': return { x: c.x - cylRx(b.h) / 2, y: c.y };
    case 'document': return { x: c.x, y: c.y - WAVE / 2 };
    case 'documents': return { x: c.x - STACK, y: c.y + STACK - WAVE / 2 };
    case 'stacked': return { x: c.x - STACK / 2, y: c.y + STACK / 2 };
    case 'asymmetric': return { x: c.x + inset(b.h) / 2, y: c.y };
    case 'display': return { x: c.x + inset(b.h) / 2 - b.h / 4, y: c.y };
    case 'delay': return { x: c.x - b.h / 4, y: c.y };
    case 'notched-pentagon': return { x: c.x, y: c.y + NOTCH / 4 };
    case 'triangle': return { x: c.x, y: b.y + b.h * 0.7 };
    case 'flipped-triangle': return { x: c.x, y: b.y + b.h * 0.3 };
    default: return c;
  }
}

function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 10): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = from + ((to - from) * i) / steps;
    out.push({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) });
  }
  return out;
}

/** A wavy bottom edge from right to left (a document's lower side). */
function wave(x: number, y: number, w: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    out.push({ x: x + w - w * t, y: y + WAVE * Math.sin(t * 2 * Math.PI) });
  }
  return out;
}

function documentPoints(b: Box): Point[] {
  return [{ x: b.x, y: b.y }, { x: b.x + b.w, y: b.y }, ...wave(b.x, b.y + b.h - WAVE, b.w)];
}

/** The outer outline's points (for the polygon shapes), in box b. */
function points(shape: FlowShape, b: Box): Point[] | undefined {
  const { x, y, w, h } = b;
  const r = x + w; const bt = y + h;
  switch (shape) {
    case 'hexagon': { const i = inset(h); return [{ x: x + i, y }, { x: r - i, y }, { x: r, y: y + h / 2 }, { x: r - i, y: bt }, { x: x + i, y: bt }, { x, y: y + h / 2 }]; }
    case 'lean-right': { const s = skew(h); return [{ x: x + s, y }, { x: r, y }, { x: r - s, y: bt }, { x, y: bt }]; }
    case 'lean-left': { const s = skew(h); return [{ x, y }, { x: r - s, y }, { x: r, y: bt }, { x: x + s, y: bt }]; }
    case 'trapezoid': { const s = skew(h); return [{ x: x + s, y }, { x: r - s, y }, { x: r, y: bt }, { x, y: bt }]; }
    case 'trapezoid-alt': { const s = skew(h); return [{ x, y }, { x: r, y }, { x: r - s, y: bt }, { x: x + s, y: bt }]; }
    case 'asymmetric': return [{ x, y }, { x: r, y }, { x: r, y: bt }, { x, y: bt }, { x: x + inset(h), y: y + h / 2 }];
    case 'diamond': return [{ x: x + w / 2, y }, { x: r, y: y + h / 2 }, { x: x + w / 2, y: bt }, { x, y: y + h / 2 }];
    case 'card': return [{ x: x + NOTCH, y }, { x: r, y }, { x: r, y: bt }, { x, y: bt }, { x, y: y + NOTCH }];
    case 'notched-pentagon': return [{ x: x + NOTCH, y }, { x: r - NOTCH, y }, { x: r, y: y + NOTCH }, { x: r, y: bt }, { x, y: bt }, { x, y: y + NOTCH }];
    case 'delay': return [{ x, y }, ...arc(r - h / 2, y + h / 2, h / 2, h / 2, -Math.PI / 2, Math.PI / 2, 12), { x, y: bt }];
    case 'display': return [{ x, y: y + h / 2 }, { x: x + inset(h), y }, ...arc(r - h / 2, y + h / 2, h / 2, h / 2, -Math.PI / 2, Math.PI / 2, 12), { x: x + inset(h), y: bt }];
    case 'stadium': return [...arc(r - h / 2, y + h / 2, h / 2, h / 2, -Math.PI / 2, Math.PI / 2, 12), ...arc(x + h / 2, y + h / 2, h / 2, h / 2, Math.PI / 2, 1.5 * Math.PI, 12)];
    case 'bolt': { const s = skew(h); return [{ x, y }, { x: r - s, y }, { x: r, y: y + h / 2 }, { x: r - s, y: bt }, { x, y: bt }, { x: x + s, y: y + h / 2 }]; }
    case 'triangle': return [{ x: x + w / 2, y }, { x: r, y: bt }, { x, y: bt }];
    case 'flipped-triangle': return [{ x, y }, { x: r, y }, { x: x + w / 2, y: bt }];
    case 'document': return documentPoints(b);
    case 'documents': return documentPoints({ x, y: y + 2 * STACK, w: w - 2 * STACK, h: h - 2 * STACK });
    case 'horizontal-cylinder': { const rx = cylRx(h); return [...arc(r - rx, y + h / 2, rx, h / 2, -Math.PI / 2, Math.PI / 2), ...arc(x + rx, y + h / 2, rx, h / 2, Math.PI / 2, 1.5 * Math.PI)]; }
    case 'cylinder': { const ry = cylRy(w); return [...arc(x + w / 2, y + ry, w / 2, ry, Math.PI, 2 * Math.PI), ...arc(x + w / 2, bt - ry, w / 2, ry, 0, Math.PI)]; }
    default: return undefined;
  }
}

/** Where connectors touch the node. */
export function shapeOutline(shape: FlowShape, b: Box): Outline {
  if (shape === 'circle' || shape === 'small-circle' || shape === 'double-circle' || shape === 'framed-circle') {
    return { kind: 'ellipse', cx: b.x + b.w / 2, cy: b.y + b.h / 2, rx: b.w / 2, ry: b.h / 2 };
  }
  if (shape === 'stacked') return { kind: 'rect', box: { x: b.x, y: b.y + STACK, w: b.w - STACK, h: b.h - STACK } };
  const pts = points(shape, b);
  return pts ? { kind: 'polygon', points: pts } : { kind: 'rect', box: b };
}

/** The node's outline shapes in box b: the keyed outline (role node) and any inner lines or back sheets. */
export function drawShape(shape: FlowShape, b: Box, paint: OutlinePaint, radius: number, detail: DetailColour = paint.stroke): SceneNode[] {
  const line = (d: string): SceneNode => ({ type: 'path', d, fill: 'none', stroke: paint.stroke, strokeWidth: paint.strokeWidth });
  const { x, y, w, h } = b;
  const sheet = (pts: Point[]): SceneNode => ({ type: 'polygon', points: pts, fill: paint.fill, stroke: paint.stroke, strokeWidth: paint.strokeWidth, role: 'decoration' });
  switch (shape) {
    case 'rect': return [{ type: 'rect', x, y, w, h, r: 0, ...paint }];
    case 'rounded': return [{ type: 'rect', x, y, w, h, r: Math.min(h / 2, Math.max(radius, 12)), ...paint }];
    case 'stadium': return [{ type: 'rect', x, y, w, h, r: h / 2, ...paint }];
    case 'circle': case 'small-circle': return [{ type: 'ellipse', cx: x + w / 2, cy: y + h / 2, rx: w / 2, ry: h / 2, ...paint }];
    case 'double-circle': case 'framed-circle': return [
      { type: 'ellipse', cx: x + w / 2, cy: y + h / 2, rx: w / 2, ry: h / 2, ...paint },
      { type: 'ellipse', cx: x + w / 2, cy: y + h / 2, rx: w / 2 - 5, ry: h / 2 - 5, fill: 'none', stroke: detail, strokeWidth: paint.strokeWidth, role: 'decoration' },
    ];
    case 'subroutine': return [{ type: 'rect', x, y, w, h, r: 0, ...paint }, line(`M ${x + 8} ${y} L ${x + 8} ${y + h} M ${x + w - 8} ${y} L ${x + w - 8} ${y + h}`)];
    case 'lined': return [{ type: 'rect', x, y, w, h, r: 0, ...paint }, line(`M ${x + 8} ${y} L ${x + 8} ${y + h}`)];
    case 'tag': return [
      { type: 'rect', x, y, w, h, r: 0, ...paint },
      { type: 'polygon', points: [{ x: x + w - NOTCH, y: y + h }, { x: x + w, y: y + h - NOTCH }, { x: x + w, y: y + h }], fill: paint.stroke, stroke: paint.stroke, strokeWidth: paint.strokeWidth, role: 'decoration' },
    ];
    case 'stacked': return [
      sheet([{ x: x + STACK, y }, { x: x + w, y }, { x: x + w, y: y + h - STACK }, { x: x + STACK, y: y + h - STACK }]),
      { type: 'rect', x, y: y + STACK, w: w - STACK, h: h - STACK, r: 0, ...paint },
    ];
    case 'documents': {
      const inner = { x, y: y + 2 * STACK, w: w - 2 * STACK, h: h - 2 * STACK };
      return [
        sheet(documentPoints({ ...inner, x: x + 2 * STACK, y })),
        sheet(documentPoints({ ...inner, x: x + STACK, y: y + STACK })),
        { type: 'polygon', points: documentPoints(inner), ...paint },
      ];
    }
    case 'cylinder': {
      const ry = cylRy(w);
      return [
        { type: 'polygon', points: points('cylinder', b)!, ...paint },
        { type: 'path', d: `M ${x} ${y + ry} A ${w / 2} ${ry} 0 0 0 ${x + w} ${y + ry}`, fill: 'none', stroke: paint.stroke, strokeWidth: paint.strokeWidth },
      ];
    }
    case 'horizontal-cylinder': {
      const rx = cylRx(h);
      return [
        { type: 'polygon', points: points('horizontal-cylinder', b)!, ...paint },
        { type: 'path', d: `M ${x + w - rx} ${y} A ${rx} ${h / 2} 0 0 0 ${x + w - rx} ${y + h}`, fill: 'none', stroke: paint.stroke, strokeWidth: paint.strokeWidth },
      ];
    }
    default: {
      const pts = points(shape, b);
      return pts ? [{ type: 'polygon', points: pts, ...paint }] : [{ type: 'rect', x, y, w, h, r: radius, ...paint }];
    }
  }
}
