// Edits of journey maps: stages in order, the steps of each stage, their scores, pain points and opportunities.
import { type AddSpec, type EditContext, type Family, fail, insertIndex, quote } from './family.js';
import type { Named } from './names.js';

type Obj = Record<string, any>;

const STAGE_NOUNS = ['stage', 'phase', 'column', 'section', 'part'];
const STEP_NOUNS = ['step', 'action', 'task', 'card', 'touchpoint', 'activity'];
const NOTE_NOUNS = ['note', 'pain point', 'pain', 'opportunity', 'idea'];

export function journeyFamily(): Family {
  const c = (ctx: EditContext) => ctx.content as Obj;
  const stage = (ctx: EditContext, id: string) => (c(ctx).stages ?? []).find((s: Obj) => s.id === id);
  const step = (ctx: EditContext, id: string) => (c(ctx).steps ?? []).find((s: Obj) => s.id === id);
  const note = (ctx: EditContext, id: string) => (c(ctx).notes ?? []).find((n: Obj) => n.id === id);
  /** The stage a place names: a stage itself, or the stage of a step. */
  const stageOf = (ctx: EditContext, n: Named | undefined): string | undefined => (n ? stage(ctx, n.id)?.id ?? step(ctx, n.id)?.stage : undefined);

  return {
    nouns: { element: 'step', group: 'stage' },
    named(ctx) {
      return [
        ...(c(ctx).stages ?? []).map((s: Obj) => ({ id: s.id, label: s.label, noun: 'stage', nouns: STAGE_NOUNS })),
        ...(c(ctx).steps ?? []).map((s: Obj) => ({ id: s.id, label: s.label, noun: 'step', nouns: STEP_NOUNS })),
        ...(c(ctx).notes ?? []).filter((n: Obj) => n.id).map((n: Obj) => ({ id: n.id, label: n.text, noun: n.type === 'pain' ? 'pain point' : 'opportunity', nouns: NOTE_NOUNS })),
      ];
    },
    add(ctx: EditContext, spec: AddSpec): string[] {
      const content = c(ctx);
      const stages: Obj[] = (content.stages ??= []);
      if (spec.role === 'group') {
        // A stage goes after or before the stage named, else at the end.
        const anchor = stageOf(ctx, spec.after) ?? stageOf(ctx, spec.before);
        const at = anchor ? stages.findIndex((s) => s.id === anchor) + (spec.after ? 1 : 0) : insertIndex(stages.length, spec.at);
        const id = ctx.ids.make(spec.id ?? spec.label, 'stage');
        stages.splice(at, 0, { id, label: spec.label });
        return [id];
      }
      if (spec.role === 'pain' || spec.role === 'opportunity') {
        const where = stageOf(ctx, spec.parent ?? spec.after ?? spec.before) ?? stages[stages.length - 1]?.id;
        if (!where) fail('add a stage first: a note goes under a stage.');
        const id = ctx.ids.make(spec.label, spec.role);
        (content.notes ??= []).push({ id, type: spec.role, text: spec.label, stage: where });
        return [id];
      }
      const steps: Obj[] = (content.steps ??= []);
      const where = stageOf(ctx, spec.parent) ?? stageOf(ctx, spec.after) ?? stageOf(ctx, spec.before) ?? stages[stages.length - 1]?.id;
      if (!where) fail('add a stage first: every step belongs to a stage.');
      const id = ctx.ids.make(spec.id ?? spec.label, 'step');
      const item: Obj = { id, label: spec.label, stage: where, actors: [] };
      if (spec.value !== undefined && Number.isInteger(spec.value) && spec.value >= 1 && spec.value <= 5) item.score = spec.value;
      const anchor = spec.after ? steps.findIndex((s) => s.id === spec.after!.id) + 1 : spec.before ? steps.findIndex((s) => s.id === spec.before!.id) : -1;
      const lastOfStage = steps.map((s) => s.stage).lastIndexOf(where);
      steps.splice(anchor > 0 || (spec.before && anchor === 0) ? anchor : lastOfStage >= 0 ? lastOfStage + 1 : steps.length, 0, item);
      return [id];
    },
    remove(ctx, targets) {
      const content = c(ctx);
      const gone = new Set(targets.map((t) => t.id));
      if ((content.stages ?? []).every((s: Obj) => gone.has(s.id))) fail('a journey keeps at least one stage.');
      content.stages = content.stages.filter((s: Obj) => !gone.has(s.id));
      // A stage taken out takes its steps and notes with it.
      for (const s of content.steps ?? []) if (gone.has(s.stage)) gone.add(s.id);
      content.steps = (content.steps ?? []).filter((s: Obj) => !gone.has(s.id));
      content.notes = (content.notes ?? []).filter((n: Obj) => !gone.has(n.id) && !gone.has(n.stage) && !gone.has(n.step));
    },
    rename(ctx, target, label) {
      const n = note(ctx, target.id);
      if (n) { n.text = label; return; }
      const found = stage(ctx, target.id) ?? step(ctx, target.id);
      if (!found) fail(`${quote(target)} is not in the journey.`);
      found.label = label;
    },
    describe(ctx, target, text) {
      const found = stage(ctx, target.id) ?? step(ctx, target.id);
      if (!found) fail(`${quote(target)} is not a stage or a step.`);
      if (text) found.description = text; else delete found.description;
    },
    setValue(ctx, target, value) {
      const s = step(ctx, target.id);
      if (!s) fail(`only steps have a score; ${quote(target)} is not a step.`);
      if (!Number.isInteger(value) || value < 1 || value > 5) fail('a score is a whole number from 1 (very unhappy) to 5 (delighted).');
      s.score = value;
    },
    group(ctx, targets, into, create) {
      const content = c(ctx);
      let st = (content.stages ?? []).find((s: Obj) => s.label.toLowerCase() === into.toLowerCase());
      if (!st) {
        if (!create) fail(`there is no stage "${into}".`);
        st = { id: ctx.ids.make(into, 'stage'), label: into };
        content.stages.push(st);
      }
      for (const t of targets) {
        const s = step(ctx, t.id);
        if (!s) fail(`only steps go in a stage; ${quote(t)} is not one.`);
        s.stage = st.id;
      }
      return [st.id];
    },
  };
}
