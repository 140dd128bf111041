// Journey map geometry: stages as column heads left to right, their steps as cards, a satisfaction curve with a face
// per scored step across the map, and the pain points and opportunities of each stage as notes under it → Scene.
import { z } from 'zod';
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { JourneyContent } from '../../spec/content/journey.js';
import { balancedBlock, block, labelStyle, r2, run, smallStyle, spacingFactor, spacingParam, type Block } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { plain, tint, tintOf } from '../shared/graph-paint.js';
import type { LayoutContext } from '../types.js';
import { drawFace, smoothPath } from './faces.js';

export const journeyParams = z.strictObject({
  spacing: spacingParam,
  show_actors: z.boolean().default(true).describe('name the actors of each step on its card'),
  show_notes: z.boolean().default(true).describe('show pain points and opportunities under their stages'),
});
export type JourneyParams = z.infer<typeof journeyParams>;

const CARD_MIN_W = 136;
const CARD_PAD = 10;
const ROW_LABEL_W = 92;
const LEVEL = 28;
const FACE_R = 12;
const PAIN = '#dc2626';
const GAIN = '#16a34a';

type Step = JourneyContent['steps'][number];
type Note = JourneyContent['notes'][number];

interface CardText { label: Block; actors?: Block | undefined; desc?: Block | undefined }
interface NoteText { head?: Block | undefined; text: Block }

export function layoutJourney(content: JourneyContent, params: JourneyParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const f = spacingFactor(params.spacing);
  const gap = Math.round(12 * f);
  const stageGap = Math.round(18 * f);
  const rowGap = Math.round(14 * f);
  const inner = CARD_MIN_W - 2 * CARD_PAD;
  const actorName = new Map(content.actors.map((a) => [a.id, a.label]));
  const stepsOf = (stageId: string) => content.steps.filter((s) => s.stage === stageId);
  const stageOfStep = new Map(content.steps.map((s) => [s.id, s.stage]));
  const notesOf = (stageId: string, type: Note['type']) => (params.show_notes ? content.notes.filter((n) => n.type === type && (n.stage ?? stageOfStep.get(n.step ?? '')) === stageId) : []);

  // Cards: label, actors, description; one height for all so the row reads as a band.
  const cardText = new Map<string, CardText>(content.steps.map((s: Step) => {
    const names = s.actors.map((a) => actorName.get(a) ?? a);
    return [s.id, {
      label: balancedBlock(ctx, s.label, 60, inner, labelStyle(ctx, 600), 4),
      actors: params.show_actors && names.length ? block(ctx, names.join(' · '), inner, smallStyle(ctx, 600)) : undefined,
      desc: s.description ? block(ctx, s.description, inner, smallStyle(ctx)) : undefined,
    }];
  }));
  const cardInner = (t: CardText) => t.label.height + (t.desc ? 4 + t.desc.height : 0) + (t.actors ? 8 + t.actors.height : 0);
  // Words longer than a card (URLs, long compounds) widen every card alike.
  const CARD_W = Math.ceil(Math.max(CARD_MIN_W, ...[...cardText.values()].flatMap((t) => [t.label.width, t.actors?.width ?? 0, t.desc?.width ?? 0].map((w) => w + 2 * CARD_PAD))));
  const cardH = Math.ceil(Math.max(56, ...[...cardText.values()].map((t) => cardInner(t) + 2 * CARD_PAD)));

  // Notes under each stage, wrapped to its width.
  const noteText = (n: Note, w: number): NoteText => {
    const step = n.step ? content.steps.find((s) => s.id === n.step)?.label : undefined;
    return { head: step ? block(ctx, step, w - 2 * CARD_PAD - 6, smallStyle(ctx, 700)) : undefined, text: block(ctx, n.text, w - 2 * CARD_PAD - 6, smallStyle(ctx)) };
  };
  // Stage widths: their steps side by side, at least the head's label.
  const heads = content.stages.map((s) => ({
    label: balancedBlock(ctx, s.label, 80, 260, labelStyle(ctx, 700), 3),
    desc: s.description ? block(ctx, s.description, 220, smallStyle(ctx)) : undefined,
  }));
  const widths = content.stages.map((s, i) => {
    const n = stepsOf(s.id).length;
    const h = heads[i]!;
    const w = Math.max(n * CARD_W + Math.max(0, n - 1) * gap, h.label.width + 24, (h.desc?.width ?? 0) + 24, 150);
    // A note whose longest word is wider than the stage widens it.
    const notes = params.show_notes ? content.notes.filter((x) => (x.stage ?? stageOfStep.get(x.step ?? '')) === s.id) : [];
    const widest = Math.max(0, ...notes.map((x) => noteText(x, w).text.width), ...notes.map((x) => noteText(x, w).head?.width ?? 0));
    return Math.ceil(Math.max(w, widest + 2 * CARD_PAD + 6));
  });
  const headH = Math.ceil(Math.max(...heads.map((h) => h.label.height + (h.desc ? 4 + h.desc.height : 0))) + 20);
  const xs: number[] = [];
  let x = ROW_LABEL_W + 12;
  for (const w of widths) { xs.push(x); x += w + stageGap; }
  const right = x - stageGap;

  const noteH = (t: NoteText) => Math.ceil((t.head ? t.head.height + 2 : 0) + t.text.height + 2 * 8);
  const noteStacks = (type: Note['type']) => content.stages.map((s, i) => notesOf(s.id, type).map((n) => ({ n, t: noteText(n, widths[i]!) })));
  const pains = noteStacks('pain');
  const gains = noteStacks('opportunity');
  const stackH = (stack: { t: NoteText }[]) => stack.reduce((sum, e) => sum + noteH(e.t), 0) + Math.max(0, stack.length - 1) * 8;
  const painH = Math.max(0, ...pains.map(stackH));
  const gainH = Math.max(0, ...gains.map(stackH));

  const out: SceneNode[] = [];
  const rowLabel = (text: string, top: number, h: number) => {
    const b = block(ctx, text, ROW_LABEL_W - 4, smallStyle(ctx, 700));
    out.push(run(ctx, b, 0, top + (h - b.height) / 2, 'start', theme.mutedText));
  };

  // Stage heads.
  content.stages.forEach((s, i) => {
    const p = tint(theme, i);
    const h = heads[i]!;
    out.push({ type: 'rect', x: xs[i]!, y: 0, w: widths[i]!, h: headH, r: Math.max(theme.cornerRadius, 6), fill: p.fill, stroke: p.stroke, strokeWidth: theme.strokeWidth, key: s.id, role: 'node' });
    const top = (headH - h.label.height - (h.desc ? 4 + h.desc.height : 0)) / 2;
    out.push(run(ctx, h.label, xs[i]! + widths[i]! / 2, top, 'middle', p.text));
    if (h.desc) out.push(run(ctx, h.desc, xs[i]! + widths[i]! / 2, top + h.label.height + 4, 'middle', p.muted));
  });

  // Step cards, centred under their stage.
  const cardsTop = headH + rowGap;
  const centreOf = new Map<string, number>();
  const card = plain(theme);
  content.stages.forEach((s, i) => {
    const steps = stepsOf(s.id);
    const used = steps.length * CARD_W + Math.max(0, steps.length - 1) * gap;
    let cx = xs[i]! + (widths[i]! - used) / 2;
    for (const st of steps) {
      const t = cardText.get(st.id)!;
      out.push({ type: 'rect', x: r2(cx), y: cardsTop, w: CARD_W, h: cardH, r: theme.cornerRadius, fill: card.fill, stroke: card.stroke, strokeWidth: theme.strokeWidth, key: st.id, role: 'node' });
      let y = cardsTop + CARD_PAD;
      out.push(run(ctx, t.label, cx + CARD_W / 2, y, 'middle', card.text));
      y += t.label.height;
      if (t.desc) { out.push(run(ctx, t.desc, cx + CARD_W / 2, y + 4, 'middle', card.muted)); y += 4 + t.desc.height; }
      if (t.actors) out.push(run(ctx, t.actors, cx + CARD_W / 2, cardsTop + cardH - CARD_PAD - t.actors.height, 'middle', card.muted));
      centreOf.set(st.id, cx + CARD_W / 2);
      cx += CARD_W + gap;
    }
  });
  if (content.steps.length) rowLabel('Steps', cardsTop, cardH);

  // The satisfaction band: five levels, a face per scored step, a curve through them.
  const scored = content.steps.filter((s) => s.score !== undefined && centreOf.has(s.id));
  let y = cardsTop + (content.steps.length ? cardH + rowGap : 0);
  if (scored.length) {
    const bandH = 4 * LEVEL + 2 * (FACE_R + 8);
    const levelY = (score: number) => y + FACE_R + 8 + (5 - score) * LEVEL;
    const x0 = xs[0]!;
    out.push({ type: 'rect', x: x0, y, w: right - x0, h: bandH, r: theme.cornerRadius, fill: theme.groupFill, stroke: theme.groupStroke, strokeWidth: 1, role: 'container', key: 'satisfaction' });
    for (let level = 1; level <= 5; level++) {
      out.push({ type: 'path', d: `M${r2(x0 + 8)} ${r2(levelY(level))} L${r2(right - 8)} ${r2(levelY(level))}`, fill: 'none', stroke: theme.groupStroke, strokeWidth: 1, opacity: level === 3 ? 0.9 : 0.5, ...(theme.sketch ? {} : { dash: [3, 4] }) });
    }
    const pts = scored.map((s) => ({ x: centreOf.get(s.id)!, y: levelY(s.score!) }));
    if (pts.length > 1) out.push({ type: 'path', d: smoothPath(pts), fill: 'none', stroke: theme.accent, strokeWidth: Math.max(2.5, theme.strokeWidth + 1) });
    scored.forEach((s, i) => out.push(...drawFace(ctx, `${s.id}:score`, s.score!, pts[i]!.x, pts[i]!.y, FACE_R)));
    rowLabel('Satisfaction', y, bandH);
    y += bandH + rowGap;
  }

  // Pain points, then opportunities, stacked under each stage.
  const drawStacks = (stacks: { n: Note; t: NoteText }[][], color: string, top: number) => {
    const p = tintOf(theme, color);
    stacks.forEach((stack, i) => {
      let ny = top;
      for (const { n, t } of stack) {
        const h = noteH(t);
        const key = n.id ?? `${n.type}:${i}:${ny}`;
        out.push({ type: 'rect', x: xs[i]!, y: r2(ny), w: widths[i]!, h, r: Math.min(theme.cornerRadius, 6), fill: p.fill, stroke: p.stroke, strokeWidth: 1, key, role: 'node' });
        out.push({ type: 'rect', x: xs[i]! + 3, y: r2(ny + 3), w: 4, h: h - 6, r: 2, fill: color, stroke: 'none', role: 'decoration' });
        let ty = ny + 8;
        if (t.head) { out.push(run(ctx, t.head, xs[i]! + CARD_PAD + 4, ty, 'start', p.text)); ty += t.head.height + 2; }
        out.push(run(ctx, t.text, xs[i]! + CARD_PAD + 4, ty, 'start', p.text));
        ny += h + 8;
      }
    });
  };
  if (painH > 0) { drawStacks(pains, PAIN, y); rowLabel('Pain points', y, painH); y += painH + rowGap; }
  if (gainH > 0) { drawStacks(gains, GAIN, y); rowLabel('Opportunities', y, gainH); y += gainH + rowGap; }

  const height = Math.ceil(y - rowGap);
  const size = { width: Math.ceil(right), height: Math.max(height, headH) };
  const n = content.steps.length;
  return frameScene(out, size, ctx, { title: content.title, description: `Journey map with ${content.stages.length} stage${content.stages.length === 1 ? '' : 's'} and ${n} step${n === 1 ? '' : 's'}` });
}
