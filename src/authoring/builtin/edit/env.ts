// What the grammar's rules work with: the diagram being edited, its family's operations, and name resolution that
// says what it could not find.
import type { DiagramState } from '../../model.js';
import type { IconCatalog } from '../../../icons/icon-catalog.js';
import { type EditContext, EditFailure, type Family, quote } from './family.js';
import { type Named, resolve, splitNames } from './names.js';
import { newLabel, quoted } from './words.js';

export interface EditDeps {
  icons?: Pick<IconCatalog, 'get' | 'search' | 'suggest'> | undefined;
  suggestIcon?: ((label: string) => string | undefined) | undefined;
}

export interface Env {
  state: DiagramState;
  family: Family;
  ctx: EditContext;
  deps: EditDeps;
  /** Ids last added or named: what "it" and "them" mean. */
  recent: string[];
  /** The connection last made ("connect A to B and label it yes"). */
  recentLink?: [Named, Named] | undefined;
}

/** The rule does not fit this clause: the next rule is tried. */
export class NoMatch extends Error {}

export interface Action {
  /** The clause as understood, e.g. `rename "Billing" to "Payments"`. */
  understood: string;
  run(): void;
}

export interface Rule {
  name: string;
  re: RegExp;
  /** Builds the action from the match; throws NoMatch when the words fit but the meaning does not, EditFailure when it cannot be done. */
  make(m: RegExpExecArray, env: Env): Action;
}

/** An EditFailure that also says what the rule understood. */
export class Understood extends EditFailure {
  constructor(readonly understood: string, reason: string, candidates: string[] = []) {
    super(reason, candidates);
  }
}

function describeCandidates(items: Named[]): string {
  return items.slice(0, 6).map((i) => quote(i)).join(', ');
}

/** One element named by a phrase; fails with what the phrase could mean when it names none or several. */
export function one(env: Env, phrase: string, filter?: (n: Named) => boolean): Named {
  const pool = env.family.named(env.ctx).filter(filter ?? (() => true));
  const r = resolve(phrase, pool, { recent: env.recent });
  if (r.ok && r.items.length === 1) return r.items[0]!;
  if (r.ok) throw new EditFailure(`${quote(phrase.trim())} could mean ${describeCandidates(r.items)}; name one.`, r.items.map((i) => i.label));
  if (r.why === 'ambiguous') throw new EditFailure(`${quote(phrase.trim())} could mean ${describeCandidates(r.candidates)}; name one.`, r.candidates.map((i) => i.label));
  const names = pool.filter((p) => !p.id.includes(':') && !p.id.includes('/')).slice(0, 12).map((p) => p.label);
  throw new EditFailure(`nothing in the diagram is called ${quote(phrase.trim())}${names.length ? `; it has ${names.map((n) => quote(n)).join(', ')}` : ''}.`, names);
}

/** One element, or NoMatch when the phrase names nothing (so another reading of the clause is tried). */
export function oneOrNoMatch(env: Env, phrase: string, filter?: (n: Named) => boolean): Named {
  try {
    return one(env, phrase, filter);
  } catch (e) {
    if (e instanceof EditFailure && e.reason.startsWith('nothing in the diagram')) throw new NoMatch();
    throw e;
  }
}

/** Several elements: "A, B and C", "the workers", "all steps", "them". */
export function many(env: Env, phrase: string, filter?: (n: Named) => boolean): Named[] {
  const pool = env.family.named(env.ctx).filter(filter ?? (() => true));
  // A list whose every part names elements; else the phrase as one name ("Research and development").
  const parts = splitNames(phrase);
  if (parts.length > 1) {
    const each = parts.map((p) => resolve(p, pool, { recent: env.recent, plural: true }));
    if (each.every((r) => r.ok)) {
      const out: Named[] = [];
      for (const r of each) for (const n of (r as { items: Named[] }).items) if (!out.some((o) => o.id === n.id)) out.push(n);
      return out;
    }
  }
  const whole = resolve(phrase, pool, { recent: env.recent, plural: true });
  if (whole.ok) return whole.items;
  if (parts.length === 1) return [one(env, phrase, filter)];
  const out: Named[] = [];
  for (const p of parts) for (const n of many(env, p, filter)) if (!out.some((o) => o.id === n.id)) out.push(n);
  return out;
}

/** Free text as said (a description, a message): quotes off, nothing else. */
export function prose(phrase: string): string {
  const t = phrase.trim().replace(/[.!,;:]+$/, '');
  return quoted(t) ?? t;
}

/** A label for something new, written as the diagram's labels are. */
export function label(env: Env, phrase: string): string {
  const l = newLabel(phrase, env.ctx.capitalize);
  if (!l) throw new NoMatch();
  if (l.length > 200) throw new EditFailure('a label is at most 200 characters.');
  return l;
}

export function names(items: Named[]): string {
  return items.map((i) => quote(i)).join(', ');
}
