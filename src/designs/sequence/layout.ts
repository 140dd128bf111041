// Sequence diagram layout: sequence content + params in, a Scene of participants, lifelines and ordered messages out.
import type { ConnectorShape, Scene, SceneNode } from '../../scene/scene.js';
import type { SequenceContent } from '../../spec/content/index.js';
import { Bounds, spacingFactor, type Spacing } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import type { LayoutContext } from '../types.js';
import { solveColumns, type Spread } from './columns.js';
import { drawFrameBox, drawFrameTab, drawHead, drawNote, f2, labelOnPlate, notePaint } from './draw.js';
import { innermostAt, type Frag } from './fragments.js';
import { measureSequence, SELF, type Measured, type Msg } from './measure.js';
import { layoutRows, type Item } from './rows.js';

export type SequenceParams = { spacing: Spacing; numbered: boolean; participants_at_bottom: 'auto' | 'always' | 'never' };

type Span = { x0: number; x1: number };

export function layoutSequence(content: SequenceContent, params: SequenceParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const f = spacingFactor(params.spacing);
  const m = measureSequence(ctx, content, params.numbered);
  const xs = solveColumns(m.heads.length, spreads(m, f));
  const headH = Math.max(...m.heads.map((h) => h.h));
  const rows = layoutRows(m.msgs, m.notes, m.frags, headH + 20 * f, f);
  const bottomHeads = params.participants_at_bottom === 'always' || (params.participants_at_bottom === 'auto' && m.msgs.length > 12);
  const lifeEnd = Math.max(rows.end, headH + 30) + 16 * f;

  const spans = new Map<Item, Span>();
  for (const it of rows.items) spans.set(it, itemSpan(it, xs));
  const frameBoxes = frameSpans(m, rows.items, spans);

  const frames: SceneNode[] = [];
  const tabs: SceneNode[] = [];
  for (const fm of m.frags) {
    const r = rows.frames.get(fm.frag);
    const s = frameBoxes.get(fm.frag);
    if (!r || !s) continue;
    const elseYs = rows.items.filter((it): it is Extract<Item, { kind: 'else' }> => it.kind === 'else' && it.frag === fm).map((it) => it.y);
    frames.push(...drawFrameBox(ctx, s.x0, r.top, s.x1 - s.x0, r.bottom - r.top, elseYs, `fragment:${fm.frag.index}`));
    tabs.push(...drawFrameTab(ctx, fm, s.x0, r.top, `fragment-tab:${fm.frag.index}`));
  }

  const lifelines: SceneNode[] = xs.map((x) => ({
    type: 'path', d: `M${f2(x)} ${f2(headH)} L${f2(x)} ${f2(lifeEnd)}`, stroke: theme.edge, strokeWidth: 1, dash: [5, 5], opacity: 0.7, fill: 'none',
  }));
  const arrows: SceneNode[] = [];
  const labels: SceneNode[] = [];
  const notes: SceneNode[] = [];
  const paint = notePaint(theme);
  for (const it of rows.items) {
    const s = spans.get(it)!;
    if (it.kind === 'message') {
      arrows.push(arrow(ctx, it.msg, xs, it.arrowY, f));
      const plate = innermostAt(m.frags.map((x) => x.frag), it.msg.index) ? theme.groupFill : theme.edgeLabelFill;
      if (it.msg.label.lines.length) {
        const x = it.msg.self ? xs[it.msg.from] + 8 : (xs[it.msg.from] + xs[it.msg.to]) / 2;
        labels.push(...labelOnPlate(ctx, it.msg.label, x, it.top, it.msg.self ? 'start' : 'middle', plate, theme.text));
      }
    } else if (it.kind === 'note') {
      notes.push(...drawNote(ctx, it.note, s.x0, it.top, s.x1 - s.x0, paint, `note:${it.note.index}`));
    } else {
      const g = it.frag.elseGuards[it.branch];
      const fb = frameBoxes.get(it.frag.frag)!;
      labels.push(...labelOnPlate(ctx, g, fb.x0 + 10, it.guardTop, 'start', theme.groupFill, theme.groupText));
    }
  }

  const heads: SceneNode[] = [];
  m.heads.forEach((h, i) => {
    heads.push(...drawHead(ctx, h, xs[i], headH - h.h, `participant:${h.id}`));
    if (bottomHeads) heads.push(...drawHead(ctx, h, xs[i], lifeEnd, `participant-end:${h.id}`));
  });

  const bounds = new Bounds();
  m.heads.forEach((h, i) => bounds.add({ x: xs[i] - h.w / 2, y: 0, w: h.w, h: bottomHeads ? lifeEnd + headH : lifeEnd }));
  for (const [it, s] of spans) if (it.kind !== 'else') bounds.add({ x: s.x0, y: it.top, w: s.x1 - s.x0, h: it.bottom - it.top });
  for (const [frag, s] of frameBoxes) {
    const r = rows.frames.get(frag);
    if (r) bounds.add({ x: s.x0, y: r.top, w: s.x1 - s.x0, h: r.bottom - r.top });
  }
  const { body, size } = bounds.wrap([...frames, ...lifelines, ...arrows, ...labels, ...notes, ...tabs, ...heads]);
  const n = m.msgs.length;
  return frameScene(body, size, ctx, {
    title: content.title,
    description: `Sequence diagram: ${m.heads.length} participants exchanging ${n} ${n === 1 ? 'message' : 'messages'}`,
  });
}

/** Minimum lifeline distances: headers side by side, labels between their ends, self loops and notes beside. */
function spreads(m: Measured, f: number): Spread[] {
  const out: Spread[] = [];
  const n = m.heads.length;
  for (let i = 0; i + 1 < n; i++) out.push({ a: i, b: i + 1, min: m.heads[i].w / 2 + m.heads[i + 1].w / 2 + 30 * f });
  for (const msg of m.msgs) {
    if (msg.self) {
      if (msg.from + 1 < n) out.push({ a: msg.from, b: msg.from + 1, min: selfWidth(msg) + 18 * f });
    } else out.push({ a: msg.from, b: msg.to, min: Math.max(60 * f, msg.label.width + 28) });
  }
  for (const note of m.notes) {
    const [a, b] = note.cols;
    if (a === b) {
      if (a > 0) out.push({ a: a - 1, b: a, min: note.w / 2 + 14 });
      if (a + 1 < n) out.push({ a, b: a + 1, min: note.w / 2 + 14 });
    } else out.push({ a, b, min: note.w - 32 });
  }
  for (const fm of m.frags) {
    const cols = fragColumns(m, fm.frag);
    if (!cols) continue;
    const need = fm.tabW + 8 + fm.guard.width + 12;
    const elseNeed = Math.max(0, ...fm.elseGuards.map((g) => g.width + 26));
    out.push({ a: cols[0], b: cols[1], min: Math.max(need, elseNeed) - 2 * inset(fm.frag) });
  }
  return out;
}

function selfWidth(msg: Msg): number {
  return Math.max(SELF.loopW, 8 + msg.label.width + 3);
}

/** How far a frame stands out from its contents: more for frames holding other frames. */
function inset(frag: Frag): number {
  const deepest = (x: Frag): number => (x.children.length ? 1 + Math.max(...x.children.map(deepest)) : 0);
  return 14 + 10 * deepest(frag);
}

/** Columns touched by a fragment's messages and notes. */
function fragColumns(m: Measured, frag: Frag): [number, number] | undefined {
  let a = Infinity;
  let b = -Infinity;
  for (const msg of m.msgs) {
    if (msg.index < frag.first || msg.index > frag.last) continue;
    a = Math.min(a, msg.from, msg.to); b = Math.max(b, msg.from, msg.to);
  }
  for (const note of m.notes) {
    if (note.after < frag.first || note.after > frag.last) continue;
    a = Math.min(a, note.cols[0]); b = Math.max(b, note.cols[1]);
  }
  return Number.isFinite(a) ? [a, b] : undefined;
}

function itemSpan(it: Item, xs: number[]): Span {
  if (it.kind === 'message') {
    const { msg } = it;
    const a = xs[msg.from];
    if (msg.self) return { x0: a, x1: a + selfWidth(msg) };
    const b = xs[msg.to];
    return { x0: Math.min(a, b), x1: Math.max(a, b) };
  }
  if (it.kind === 'note') {
    const [a, b] = it.note.cols;
    const mid = (xs[a] + xs[b]) / 2;
    const w = Math.max(it.note.w, a === b ? 0 : xs[b] - xs[a] + 32);
    return { x0: mid - w / 2, x1: mid + w / 2 };
  }
  return { x0: Infinity, x1: -Infinity };
}

/** Frames enclose their rows' extents and their inner frames, inner frames first; wide enough for their labels. */
function frameSpans(m: Measured, items: Item[], spans: Map<Item, Span>): Map<Frag, Span> {
  const out = new Map<Frag, Span>();
  const byDepth = [...m.frags].sort((a, b) => b.frag.depth - a.frag.depth);
  for (const fm of byDepth) {
    const { frag } = fm;
    let x0 = Infinity;
    let x1 = -Infinity;
    for (const it of items) {
      const i = it.kind === 'message' ? it.msg.index : it.kind === 'note' ? it.note.after : -1;
      if (it.kind === 'else' || i < frag.first || i > frag.last) continue;
      const s = spans.get(it)!;
      x0 = Math.min(x0, s.x0 - 14); x1 = Math.max(x1, s.x1 + 14);
    }
    for (const c of frag.children) {
      const s = out.get(c);
      if (s) { x0 = Math.min(x0, s.x0 - 10); x1 = Math.max(x1, s.x1 + 10); }
    }
    if (!Number.isFinite(x0)) continue;
    const need = Math.max(fm.tabW + 8 + fm.guard.width + 12, ...fm.elseGuards.map((g) => g.width + 26));
    if (x1 - x0 < need) x1 = x0 + need;
    out.set(frag, { x0, x1 });
  }
  return out;
}

function arrow(ctx: LayoutContext, msg: Msg, xs: number[], y: number, f: number): ConnectorShape {
  const { theme } = ctx;
  const a = xs[msg.from];
  const points = msg.self
    ? [{ x: a, y }, { x: a + SELF.loopW, y }, { x: a + SELF.loopW, y: y + SELF.loopH * Math.max(0.8, f) }, { x: a + 1.5, y: y + SELF.loopH * Math.max(0.8, f) }]
    : [{ x: a, y }, { x: xs[msg.to] + (xs[msg.to] > a ? -1 : 1), y }];
  return {
    type: 'connector', points, curve: 'linear', start: 'none', end: msg.type === 'sync' ? 'arrow' : 'open',
    stroke: theme.edge, strokeWidth: theme.strokeWidth, dash: msg.type === 'reply' ? [6, 4] : undefined, fill: 'none',
  };
}
