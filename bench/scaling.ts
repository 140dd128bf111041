// Scaling: layout + SVG time of flowcharts of 10 to 400 nodes, ours and Graphviz-wasm → timings and a plot (Scene → SVG).
import type { Scene, SceneNode } from '../src/scene/scene.js';
import { FLOWCHART_SIZES, flowchartDot, flowchartSpec } from './lib/inputs.js';
import type { Pipeline } from './lib/pipeline.js';
import { measure, type Timing } from './lib/stats.js';
import type { VizPeer } from './peers.js';

export interface ScalingRow { nodes: number; edges: number; ours: Timing; viz?: Timing }

export async function benchScaling(p: Pipeline, viz: VizPeer | undefined, scale: number, log: (s: string) => void): Promise<ScalingRow[]> {
  const { composeDiagram } = p;
  const rows: ScalingRow[] = [];
  for (const n of FLOWCHART_SIZES) {
    const spec = flowchartSpec(n);
    const dot = flowchartDot(n);
    const opts = { warmup: n >= 200 ? 1 : 3, minRuns: 3, maxRuns: 200, budgetMs: 700 * scale };
    const row: ScalingRow = { nodes: n, edges: (spec.content as { edges: unknown[] }).edges.length, ours: await measure(() => composeDiagram(spec), opts) };
    if (viz) row.viz = await measure(() => viz.render(dot), opts);
    rows.push(row);
    log(`  scaling: ${n} nodes`);
  }
  return rows;
}

const W = 760, H = 480;
const PLOT = { left: 80, right: 720, top: 70, bottom: 400 };
const COLOURS = { ours: '#1f6feb', viz: '#d9480f', grid: '#e3e6ea', axis: '#57606a', text: '#24292f' };

function text(x: number, y: number, s: string, opts: { size?: number; anchor?: 'start' | 'middle' | 'end'; weight?: 400 | 600 | 700; fill?: string } = {}): SceneNode {
  const size = opts.size ?? 12;
  return { type: 'text', x, y, lines: [s], font: 'inter', size, weight: opts.weight ?? 400, lineHeight: size * 1.3, anchor: opts.anchor ?? 'middle', fill: opts.fill ?? COLOURS.text };
}

/** A round step (1, 2, 5 × 10^k) giving about five grid lines up to max. */
function niceStep(max: number): number {
  const raw = max / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw)!;
}

/** Median time per node count as a line chart: one line per engine, linear axes so the growth reads directly. */
export function scalingPlot(p: Pipeline, rows: ScalingRow[], machine: string): string {
  const maxX = Math.max(...rows.map((r) => r.nodes));
  const maxY = Math.max(...rows.flatMap((r) => [r.ours.p50, r.viz?.p50 ?? 0]));
  const step = niceStep(maxY);
  const top = Math.ceil(maxY / step) * step;
  const px = (n: number): number => PLOT.left + (n / maxX) * (PLOT.right - PLOT.left);
  const py = (v: number): number => PLOT.bottom - (v / top) * (PLOT.bottom - PLOT.top);
  const nodes: SceneNode[] = [
    { type: 'rect', x: 0, y: 0, w: W, h: H, fill: '#ffffff' },
    text(W / 2, 32, 'Layout + SVG time by flowchart size (median, ms)', { size: 16, weight: 600 }),
    text(W / 2, 52, machine, { size: 11, fill: COLOURS.axis }),
  ];
  for (let v = 0; v <= top + 1e-9; v += step) {
    nodes.push({ type: 'path', d: `M${PLOT.left} ${py(v)} L${PLOT.right} ${py(v)}`, stroke: v === 0 ? COLOURS.axis : COLOURS.grid, strokeWidth: 1 });
    nodes.push(text(PLOT.left - 8, py(v) + 4, String(Math.round(v * 10) / 10), { anchor: 'end', size: 11, fill: COLOURS.axis }));
  }
  for (const r of rows) {
    nodes.push({ type: 'path', d: `M${px(r.nodes)} ${PLOT.bottom} L${px(r.nodes)} ${PLOT.bottom + 5}`, stroke: COLOURS.axis, strokeWidth: 1 });
    nodes.push(text(px(r.nodes), PLOT.bottom + 20, String(r.nodes), { size: 11, fill: COLOURS.axis }));
  }
  nodes.push(text((PLOT.left + PLOT.right) / 2, PLOT.bottom + 42, 'nodes (edges ≈ 1.3 × nodes)', { size: 12, fill: COLOURS.axis }));
  const series: { key: 'ours' | 'viz'; name: string; pick: (r: ScalingRow) => number | undefined }[] = [
    { key: 'ours', name: 'ours (layout + SVG)', pick: (r) => r.ours.p50 },
    { key: 'viz', name: 'Graphviz-wasm (@viz-js/viz, warm)', pick: (r) => r.viz?.p50 },
  ];
  series.forEach((s, i) => {
    const pts = rows.flatMap((r) => { const v = s.pick(r); return v === undefined ? [] : [{ x: px(r.nodes), y: py(v) }]; });
    if (pts.length === 0) return;
    nodes.push({ type: 'connector', points: pts, curve: 'linear', start: 'none', end: 'none', stroke: COLOURS[s.key], strokeWidth: 2.5, fill: 'none' });
    for (const p of pts) nodes.push({ type: 'ellipse', cx: p.x, cy: p.y, rx: 4, ry: 4, fill: COLOURS[s.key] });
    const ly = PLOT.top + 8 + i * 22;
    nodes.push({ type: 'rect', x: PLOT.left + 16, y: ly - 6, w: 22, h: 4, fill: COLOURS[s.key] });
    nodes.push(text(PLOT.left + 46, ly, s.name, { anchor: 'start', size: 12 }));
  });
  const scene: Scene = { width: W, height: H, background: '#ffffff', title: 'Benchmark: scaling of layout + SVG', description: 'Median layout and SVG time of our pipeline and of Graphviz-wasm for flowcharts of growing size.', sketch: false, nodes };
  return p.renderSvg(scene, { icons: p.iconCatalog });
}
