// The builtin model's edits: an instruction as people say it + a stored diagram → the changed diagram, exactly and
// offline; or invalid_instruction saying what was understood and why it cannot be done.
import { AppError } from '../../../errors.js';
import type { Kind } from '../../../spec/kinds.js';
import { allIds, ensureElementIds, IdAllocator } from '../../edit/ensure-ids.js';
import type { DiagramState } from '../../model.js';
import { comparisonFamily } from './comparison-family.js';
import { type EditDeps, type Env, NoMatch, Understood } from './env.js';
import { capitalizes, type EditContext, EditFailure, type Family } from './family.js';
import { graphFamily } from './graph-family.js';
import { journeyFamily } from './journey-family.js';
import { matrixFamily } from './matrix-family.js';
import { RULES, validateEdited } from './rules.js';
import { sequenceFamily } from './sequence-family.js';
import { seriesFamily } from './series-family.js';
import { treeFamily } from './tree-family.js';
import { usecaseFamily } from './usecase-family.js';
import { vennFamily } from './venn-family.js';
import { tidy } from './words.js';

export type { EditDeps } from './env.js';

export interface EditOutcome {
  state: DiagramState;
  /** Each clause as understood, in order. */
  understood: string[];
}

export function familyOf(kind: Kind): Family | undefined {
  if (kind === 'sequence') return sequenceFamily();
  if (kind === 'mindmap' || kind === 'hierarchy') return treeFamily(kind);
  if (kind === 'venn') return vennFamily();
  if (kind === 'matrix') return matrixFamily();
  if (kind === 'comparison') return comparisonFamily();
  if (kind === 'usecase') return usecaseFamily();
  if (kind === 'journey') return journeyFamily();
  return graphFamily(kind) ?? seriesFamily(kind);
}

const VERBS = 'add|insert|include|append|create|remove|delete|drop|rename|relabel|connect|link|disconnect|unlink|make|move|put|place|change|set|use|turn|give|colou?r|paint|swap|switch|label|group|ungroup|call|draw|show|hide|replace|mark|reverse|highlight|nest|take|describe|flip|rotate|lay|get rid of';
const FILLER = /^(?:please|pls|kindly|can you|could you|would you|will you|i want you to|i want to|i'd like you to|i'd like to|i would like to|let's|lets|now|also|and|then|ok|okay|so|just|finally|next|after that|oh and|plus)\s+/i;

/** Lines, sentences and "then"/";" parts of an instruction, each without politeness and end punctuation. */
export function splitClauses(instruction: string): string[] {
  const text = tidy(instruction.replace(/\r/g, '').replace(/\n+/g, ' ;; '));
  const parts: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"' || (ch === "'" && (quote === "'" || /[\s(]/.test(text[i - 1] ?? ' ')))) quote = quote === ch ? null : quote ?? ch;
    const next = text.slice(i);
    if (!quote && (ch === ';' || (ch === '.' && /^\.\s+\S/.test(next) && !/\b(?:e\.g|i\.e|etc|vs|approx|no|st|dr|mr|ms|inc)$/i.test(cur)))) {
      parts.push(cur);
      cur = '';
      continue;
    }
    const then = /^,?\s+(?:and\s+)?then\s+/i.exec(next);
    if (!quote && then && cur.trim()) {
      parts.push(cur);
      cur = '';
      i += then[0].length - 1;
      continue;
    }
    cur += ch;
  }
  parts.push(cur);
  return parts.map(cleanClause).filter(Boolean);
}

function cleanClause(clause: string): string {
  let c = clause.trim().replace(/^(?:[-*•]|\d+[.)])\s+/, '');
  // A question mark ends a question ("can you add X?"), or a label ("rename Paid? to In stock?").
  const question = /^(?:can|could|would|will|may|shall|should|please|what|how|why|is|are|do)\b/i.test(c);
  for (let i = 0; i < 4 && FILLER.test(c); i++) c = c.replace(FILLER, '');
  c = c.replace(/\s*(?:,\s*)?(?:please|thanks|thank you|pls)\s*[.!?]*$/i, '');
  return (question ? c.replace(/[.!?]+$/, '') : c.replace(/[.!]+$/, '')).trim();
}

interface Snapshot { content: unknown; state: DiagramState; kind: Kind; recent: string[] }
const save = (env: Env): Snapshot => ({ content: structuredClone(env.ctx.content), state: env.state, kind: env.ctx.kind, recent: env.recent });
function restore(env: Env, s: Snapshot): void {
  env.ctx.content = structuredClone(s.content);
  env.state = s.state;
  env.ctx.kind = s.kind;
  env.recent = s.recent;
  env.family = familyOf(s.kind)!;
}

type Tried = { ok: true; understood: string[] } | { ok: false; failure?: Understood | undefined };

function tryRules(env: Env, clause: string): Tried {
  let failure: Understood | undefined;
  for (const rule of RULES) {
    const m = rule.re.exec(clause);
    if (!m) continue;
    // Rules read in make() and change the diagram only in run(): the copy to go back to is taken just before it.
    let before: Snapshot | undefined;
    try {
      const action = rule.make(m, env);
      before = save(env);
      action.run();
      // A conversion changes the kind, and so the operations.
      if (env.ctx.kind !== before.kind) env.family = familyOf(env.ctx.kind)!;
      return { ok: true, understood: [action.understood] };
    } catch (e) {
      if (before) restore(env, before);
      if (e instanceof NoMatch) continue;
      // The first rule that understood the clause but cannot apply it says why: a looser rule further down must
      // not turn the same words into another change ("make Unit red" into a new item "Unit red").
      if (e instanceof Understood) return { ok: false, failure: e };
      if (e instanceof EditFailure) return { ok: false, failure: new Understood(clause, e.reason, e.candidates) };
      throw e;
    }
  }
  return { ok: false, failure };
}

/** "rename A to B and make it red" → two clauses, when the words after "and" start a new command. */
function verbSplits(clause: string): string[] | undefined {
  // A lower-case verb starts a command; "and Make offer" is a name, and "between A and B" one place.
  const re = new RegExp(`(?:,\\s*(?:and\\s+)?|\\s+and\\s+(?:also\\s+)?)(?=(?:${VERBS})\\b)`, 'g');
  const parts: string[] = [];
  let start = 0;
  for (let m = re.exec(clause); m; m = re.exec(clause)) {
    const before = clause.slice(start, m.index);
    if (/\bbetween\s+(?:(?!\band\b).)+$/i.test(before)) continue;
    parts.push(before);
    start = m.index + m[0].length;
  }
  parts.push(clause.slice(start));
  const clean = parts.map(cleanClause).filter(Boolean);
  return clean.length > 1 ? clean : undefined;
}

function applyClause(env: Env, clause: string): Tried {
  const parts = verbSplits(clause);
  let splitFailure: Understood | undefined;
  if (parts) {
    const before = save(env);
    const understood: string[] = [];
    let ok = true;
    let failedAt = -1;
    for (const [i, p] of parts.entries()) {
      const r = applyClause(env, p);
      if (!r.ok) { ok = false; splitFailure = r.failure; failedAt = i; break; }
      understood.push(...r.understood);
    }
    if (ok) return { ok: true, understood };
    restore(env, before);
    // Once a first part was applied, the cut was right: the part that failed is the answer.
    if (failedAt > 0) {
      const f = splitFailure ?? new Understood(parts[failedAt]!, 'no rule of the edit grammar reads this');
      return { ok: false, failure: new Understood(`${understood.join('; ')}; then ${f.understood}`, f.reason, f.candidates) };
    }
  }
  const whole = tryRules(env, clause);
  if (whole.ok) return whole;
  return { ok: false, failure: splitFailure ?? whole.failure };
}

function invalid(message: string, understood: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError('invalid_instruction', message, { understood, ...extra });
}

/**
 * Applies an instruction to a diagram. Throws AppError invalid_instruction (details.understood: what was understood,
 * details.reason: why it cannot be applied) when any part of it cannot be applied: nothing is changed then.
 */
export function applyInstruction(instruction: string, state: DiagramState, deps: EditDeps = {}): EditOutcome {
  const family = familyOf(state.kind);
  if (!family) throw invalid(`Editing ${state.kind} diagrams with instructions is not supported yet.`, '');
  const content = structuredClone(ensureElementIds(state.kind, state.content)) as Record<string, unknown>;
  const labels = family.named({ kind: state.kind, content, ids: new IdAllocator([]), capitalize: true }).map((n) => n.label);
  const ctx: EditContext = { kind: state.kind, content, ids: new IdAllocator(allIds(content)), capitalize: capitalizes(labels), suggestIcon: deps.suggestIcon };
  const env: Env = { state: { ...state, content }, family, ctx, deps, recent: [] };
  const clauses = splitClauses(instruction);
  if (!clauses.length) throw invalid('The instruction says nothing to change.', '');
  const understood: string[] = [];
  for (const clause of clauses) {
    const r = applyClause(env, clause);
    if (!r.ok) {
      const done = understood.length ? `${understood.join('; ')}; then ` : '';
      if (r.failure) {
        throw invalid(`Cannot ${r.failure.understood}: ${r.failure.reason}`, `${done}${r.failure.understood}`, {
          reason: r.failure.reason, clause, ...(r.failure.candidates.length ? { candidates: r.failure.candidates.slice(0, 12) } : {}),
        });
      }
      throw invalid(`Could not read "${clause}" as a change to this ${env.ctx.kind} diagram. Say it like "add a step Review after Draft", "rename Billing to Payments", "connect API to Database", "remove Cache", "make Database red" or "turn it left to right".`,
        `${done}nothing I can apply in "${clause}"`, { reason: 'no rule of the edit grammar reads this', clause });
    }
    understood.push(...r.understood);
  }
  const kind = env.ctx.kind;
  const valid = validateEdited(kind, ensureElementIds(kind, env.ctx.content));
  if (!valid.ok) {
    throw invalid(`The change would leave the ${kind} diagram invalid: ${valid.issues.join('; ')}.`, understood.join('; '), { reason: 'the result breaks the content schema', issues: valid.issues });
  }
  return { state: { ...env.state, kind, content: valid.value }, understood };
}
