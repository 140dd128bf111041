// Gantt chart layout: gantt content + params in, a Scene with a time axis, section bands, bars, milestones and arrows out.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { GanttContent } from '../../spec/content/index.js';
import { Bounds, block, labelStyle, pushRun, smallStyle, spacingFactor, type Block, type Spacing } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import type { LayoutContext } from '../types.js';
import { buildAxis, pixelsPerDay, type Axis } from './axis.js';
import { routeDependency, STUB, type RowGeom } from './routes.js';
import { schedule, type Slot } from './schedule.js';

export type GanttParams = { spacing: Spacing; show_dependencies: boolean };

type Task = GanttContent['tasks'][number];

interface Row {
  task: Task; slot: Slot; group: number; band: number; top: number; h: number;
  x0: number; x1: number; label: Block; inside: boolean; labelX: number;
}
interface Band { group: number; label: Block; top: number; bottom: number; fill: string }

const DIAMOND = 9;
const LABEL_MAX = 220;
const MIN_TICK_GAP = 64;

export function layoutGantt(content: GanttContent, params: GanttParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const f = spacingFactor(params.spacing);
  const plan = schedule(content.tasks);
  const ppd = pixelsPerDay(plan.to - plan.from);
  const axis = buildAxis(plan.from, plan.to, plan.mode, ppd, MIN_TICK_GAP);
  const groups = groupTasks(content);
  const hasSections = groups.some((g) => g.section !== undefined);
  const sectionStyle = labelStyle(ctx, 600);
  // Section labels wrap at 170 px; blocks keep long words whole, so the column follows their real width.
  const colW = hasSections ? Math.max(...groups.map((g) => block(ctx, g.section?.label, 170, sectionStyle).width)) + 28 : 0;
  const plotX = colW + 14;
  const xOf = (d: number): number => plotX + (d - axis.from) * ppd;
  const tierH = ctx.text.lineHeight(smallStyle(ctx)) + 12;
  const headerH = tierH * (axis.upper.length ? 2 : 1);
  // Bars hold one line of label text, so they follow the theme's type size.
  const barH = Math.max(22, ctx.text.lineHeight(labelStyle(ctx, 400)) + 6);
  const rowMin = Math.max(barH + 12, 34 * f);
  const outgoing = new Set(params.show_dependencies ? content.tasks.flatMap((t) => t.depends_on) : []);

  const rows: Row[] = [];
  const bands: Band[] = [];
  let y = headerH + 8;
  groups.forEach((g, gi) => {
    const label = block(ctx, g.section?.label, 170, sectionStyle);
    const top = y;
    for (const task of g.tasks) {
      const slot = plan.slots.get(task.id)!;
      const x0 = xOf(slot.start);
      const x1 = slot.milestone ? x0 : Math.max(x0 + 4, xOf(slot.end));
      const one = block(ctx, task.label, 10_000, labelStyle(ctx, slot.milestone ? 600 : 400));
      const inside = !slot.milestone && one.width + 16 <= x1 - x0;
      const lbl = inside ? one : block(ctx, task.label, LABEL_MAX, labelStyle(ctx, slot.milestone ? 600 : 400));
      const end = slot.milestone ? x0 + DIAMOND : x1;
      const labelX = inside ? x0 + 8 : end + (outgoing.has(task.id) ? STUB + 7 : 7);
      const h = Math.max(rowMin, lbl.height + 12);
      rows.push({ task, slot, group: gi, band: bands.length, top: y, h, x0, x1, label: lbl, inside, labelX });
      y += h;
    }
    y = Math.max(y, top + label.height + 20);
    bands.push({ group: gi, label, top, bottom: y, fill: bands.length % 2 === 0 ? theme.groupFill : theme.background });
  });

  // Labels beside bars keep a margin from the chart's right edge.
  const right = Math.max(xOf(axis.to), ...rows.map((r) => (r.inside ? r.x1 : r.labelX + r.label.width + 16)));
  const body: SceneNode[] = [];
  bands.forEach((b, i) => {
    body.push({
      type: 'rect', x: 0, y: b.top, w: right, h: b.bottom - b.top, fill: b.fill,
      stroke: 'none', role: 'container', key: `section:${i}`,
    });
    pushRun(body, ctx, b.label, 12, b.top + 10, 'start', theme.groupText);
  });
  body.push(...drawAxis(ctx, axis, xOf, headerH, tierH, y, right));
  const colourOf = (r: Row) => theme.series[(hasSections ? r.group : 0) % theme.series.length];
  const bars: SceneNode[] = [];
  for (const r of rows) {
    const c = colourOf(r);
    const cy = r.top + r.h / 2;
    const key = `task:${r.task.id}`;
    if (r.slot.milestone) {
      bars.push({
        type: 'polygon', points: [{ x: r.x0, y: cy - DIAMOND }, { x: r.x0 + DIAMOND, y: cy }, { x: r.x0, y: cy + DIAMOND }, { x: r.x0 - DIAMOND, y: cy }],
        fill: theme.accent, stroke: theme.accent, strokeWidth: theme.strokeWidth, key, role: 'node',
      });
    } else {
      bars.push({ type: 'rect', x: r.x0, y: cy - barH / 2, w: r.x1 - r.x0, h: barH, r: Math.min(theme.cornerRadius, 6), fill: c.fill, stroke: c.fill, strokeWidth: 1, key, role: 'node' });
    }
    if (!r.inside) {
      // A plate of the band's colour keeps grid lines from running through the words.
      const plate = bands[r.band].fill;
      bars.push({ type: 'rect', x: r.labelX - 3, y: cy - r.label.height / 2 - 1, w: r.label.width + 6, h: r.label.height + 2, r: 2, fill: plate, stroke: 'none', role: 'label' });
    }
    pushRun(bars, ctx, r.label, r.labelX, cy - r.label.height / 2, 'start', r.inside ? c.text : theme.text);
  }
  const arrows = params.show_dependencies ? dependencyArrows(ctx, rows, barH) : [];
  const bounds = new Bounds().add({ x: 0, y: 0, w: right, h: y });
  for (const a of arrows) if (a.type === 'connector') for (const p of a.points) bounds.addPoint(p.x, p.y);
  const { body: wrapped, size } = bounds.wrap([...body, ...bars, ...arrows]);
  const n = content.tasks.length;
  return frameScene(wrapped, size, ctx, { title: content.title, description: `Gantt chart of ${n} ${n === 1 ? 'task' : 'tasks'}` });
}

interface Group { section?: GanttContent['sections'][number]; tasks: Task[] }

/** Tasks without a section first, then each section's tasks in content order; empty sections are left out. */
function groupTasks(content: GanttContent): Group[] {
  const known = new Set(content.sections.map((s) => s.id));
  const loose = content.tasks.filter((t) => t.section === undefined || !known.has(t.section));
  const out: Group[] = loose.length ? [{ tasks: loose }] : [];
  for (const s of content.sections) {
    const tasks = content.tasks.filter((t) => t.section === s.id);
    if (tasks.length) out.push({ section: s, tasks });
  }
  return out;
}

function drawAxis(ctx: LayoutContext, axis: Axis, xOf: (d: number) => number, headerH: number, tierH: number, bottom: number, right: number): SceneNode[] {
  const { theme } = ctx;
  const style = smallStyle(ctx, 400);
  const out: SceneNode[] = [];
  // Hand-drawn lines come out doubled and darker, so the sketch grid is fainter.
  const fade = theme.sketch ? 0.45 : 1;
  const line = (x: number, y0: number, y1: number, opacity: number): SceneNode => ({
    type: 'path', d: `M${r2(x)} ${r2(y0)} L${r2(x)} ${r2(y1)}`, stroke: theme.groupStroke, strokeWidth: 1, opacity: opacity * fade, fill: 'none',
  });
  const lowTop = headerH - tierH;
  const boundaries = axis.upper.slice(1).map((t) => xOf(t.at));
  const spacing = axis.ticks.length > 1 ? xOf(axis.ticks[1].at) - xOf(axis.ticks[0].at) : Infinity;
  // A fine line a few px from a month (or year) line reads as a double line: the coarser one stays.
  const crowded = (x: number): boolean => boundaries.some((bx) => Math.abs(bx - x) < Math.min(28, 0.35 * spacing));
  axis.ticks.forEach((t, i) => {
    const x = xOf(t.at);
    if (!crowded(x)) out.push(line(x, lowTop + 4, bottom, 0.7));
    const next = axis.ticks[i + 1];
    if (!next) return;
    const cell = xOf(next.at) - x;
    const b = block(ctx, t.label, 10_000, style);
    if (b.width + 6 <= cell) pushRun(out, ctx, b, x + cell / 2, lowTop + 6, 'middle', theme.mutedText);
  });
  axis.upper.forEach((t, i) => {
    const x = xOf(t.at);
    const end = i + 1 < axis.upper.length ? xOf(axis.upper[i + 1].at) : xOf(axis.to);
    // The label, or a shorter form ("May"), or none when the cell is too narrow; then the header keeps no
    // line for it either, as an unlabelled boundary up there reads as a stray mark.
    const label = [t.label, ...(t.alt ?? [])].map((l) => block(ctx, l, 10_000, smallStyle(ctx, 600))).find((b) => b.lines.length && b.width + 12 <= end - x);
    // Month (or year) boundaries rarely fall on a fine tick: keep their line out of the tick labels' tier.
    if (i > 0) {
      if (label) out.push(line(x, 4, lowTop, 1));
      out.push(line(x, headerH + 2, bottom, 1));
    }
    if (label) pushRun(out, ctx, label, x + 6, 6, 'start', theme.text);
  });
  out.push({ type: 'path', d: `M0 ${r2(headerH + 2)} L${r2(right)} ${r2(headerH + 2)}`, stroke: theme.groupStroke, strokeWidth: 1, fill: 'none' });
  return out;
}

function dependencyArrows(ctx: LayoutContext, rows: Row[], barH: number): SceneNode[] {
  const { theme } = ctx;
  const index = new Map(rows.map((r, i) => [r.task.id, i]));
  const geoms: RowGeom[] = rows.map((r) => {
    const taken: [number, number][] = [[r.slot.milestone ? r.x0 - DIAMOND : r.x0, r.slot.milestone ? r.x0 + DIAMOND : r.x1]];
    if (!r.inside) taken.push([r.labelX, r.labelX + r.label.width]);
    const task = { x0: r.x0, x1: r.x1, cy: r.top + r.h / 2, half: r.slot.milestone ? DIAMOND : barH / 2, milestone: r.slot.milestone };
    return { top: r.top, h: r.h, taken, task };
  });
  const out: SceneNode[] = [];
  rows.forEach((r, b) => {
    for (const dep of r.task.depends_on) {
      const a = index.get(dep);
      if (a === undefined || a === b) continue;
      out.push({
        type: 'connector', points: routeDependency(geoms, a, b), curve: 'linear', start: 'none', end: 'arrow',
        stroke: theme.edge, strokeWidth: Math.max(1, theme.strokeWidth * 0.85), fill: 'none', connects: [`task:${dep}`, `task:${r.task.id}`],
      });
    }
  });
  return out;
}

function r2(v: number): number {
  return Math.round(v * 100) / 100;
}
