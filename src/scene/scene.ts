// Scene: positioned shapes, text runs and connectors with resolved colours. Knows nothing of SVG.
import type { FontId } from '../spec/style.js';

export interface Paint {
  fill?: string;          // CSS colour or 'none'
  stroke?: string;
  strokeWidth?: number;
  dash?: number[];
  opacity?: number;
}

export type Point = { x: number; y: number };

/**
 * Optional identity of a box-like shape, for checks and tooling (renderers ignore it): `key` names the
 * diagram item it draws; `role` says how it may overlap others (containers hold nodes, labels sit on
 * connectors, decorations are drawn inside another shape).
 */
export interface ShapeMeta { key?: string; role?: 'node' | 'container' | 'label' | 'decoration' }

export interface RectShape extends Paint, ShapeMeta { type: 'rect'; x: number; y: number; w: number; h: number; r?: number }
export interface EllipseShape extends Paint, ShapeMeta { type: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
export interface PolygonShape extends Paint, ShapeMeta { type: 'polygon'; points: Point[] }
/** A free path in SVG path syntax (M/L/C/Q/A/Z, absolute coordinates). */
export interface PathShape extends Paint { type: 'path'; d: string }

/** `triangle` and `diamond-open` are hollow (UML inheritance and aggregation). */
export type ArrowHead = 'arrow' | 'open' | 'triangle' | 'diamond' | 'diamond-open' | 'circle' | 'crow-one' | 'crow-many' | 'crow-zero-one' | 'crow-zero-many' | 'crow-one-many' | 'none';

/**
 * Head size from the line width, so heads stay proportionate to thick and thin lines; a head is this wide
 * across its line (layouts use it to keep the heads on one node side apart).
 */
export function headSize(strokeWidth: number): number {
  return 6 + 2.5 * Math.max(0.5, Math.min(strokeWidth, 6));
}

/** A connector drawn through its points (routing already done by layout). */
export interface ConnectorShape extends Paint {
  type: 'connector';
  points: Point[];
  /** How to draw between points: straight segments, or a smooth curve through them. */
  curve: 'linear' | 'smooth';
  start: ArrowHead;
  end: ArrowHead;
  /** Optional: keys of the shapes this connector leaves and reaches (for checks; renderers ignore it). */
  connects?: [string, string];
}

/** Lines already wrapped by layout; y is the baseline of the first line. */
export interface TextRun {
  type: 'text';
  x: number;
  y: number;
  lines: string[];
  font: FontId;
  size: number;
  weight: 400 | 600 | 700;
  italic?: boolean;
  lineHeight: number;
  anchor: 'start' | 'middle' | 'end';
  fill: string;
}

/** An icon from the catalog, drawn in a square box. */
export interface IconShape { type: 'icon'; id: string; x: number; y: number; size: number; color: string }

export interface GroupShape { type: 'group'; children: SceneNode[]; label?: string; translate?: Point }

export type SceneNode = RectShape | EllipseShape | PolygonShape | PathShape | ConnectorShape | TextRun | IconShape | GroupShape;

export interface Scene {
  width: number;
  height: number;
  background: string;
  /** Accessible title and description (from content title and design). */
  title: string;
  description: string;
  /** Draw shapes with a hand-drawn look (the sketch theme). */
  sketch: boolean;
  nodes: SceneNode[];
}
