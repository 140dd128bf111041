// What the edit grammar's rules share: what a rule understood attached to its failures, cutting a phrase where two
// names meet, labels after names, values, and the check of edited content.
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import type { Kind } from '../../../spec/kinds.js';
import { type Action, type Env, many, NoMatch, prose, Understood } from './env.js';
import { EditFailure, type Family, quote } from './family.js';
import type { Named } from './names.js';
import { COLOURS, unquote } from './words.js';

export const LINK = String.raw`(?:arrows?|edges?|links?|connections?|lines?|connectors?|paths?|branch(?:es)?|transitions?|flows?|relationships?|relations?|dependency|dependencies|messages?|calls?)`;
export const SEP = String.raw`(?:to|and|->|→|with)`;
export const COLOUR = String.raw`(?:#[0-9a-f]{6}|#[0-9a-f]{3}|${Object.keys(COLOURS).sort((a, b) => b.length - a.length).join('|')})`;

/** Runs `fn` with what the rule understood attached to any failure. */
export function understood(text: string, fn: () => void): Action {
  return {
    understood: text,
    run() {
      try {
        fn();
      } catch (e) {
        if (e instanceof EditFailure && !(e instanceof Understood)) throw new Understood(text, e.reason, e.candidates);
        throw e;
      }
    },
  };
}

/** Resolves inside make(), keeping the understood text with a failure. */
export function within<T>(text: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof EditFailure && !(e instanceof Understood)) throw new Understood(text, e.reason, e.candidates);
    throw e;
  }
}

export function need<K extends keyof Family>(env: Env, op: K, text: string, what: string): NonNullable<Family[K]> {
  const f = env.family[op];
  if (!f) throw new Understood(text, `a ${env.state.kind} diagram ${what}.`);
  return f as NonNullable<Family[K]>;
}

export function touch(env: Env, ids: string[], link?: [Named, Named]): void {
  env.recent = ids.filter((id) => !id.includes('->'));
  env.recentLink = link;
}

export function clean(text: string): string {
  return unquote(text).text;
}

/** A value as said: "30%", "1,200", "$4.5k". */
export function valueOf(text: string): number | undefined {
  const m = /^\$?\s*(-?\d[\d,]*(?:\.\d+)?)\s*(%|percent|k|m)?$/i.exec(text.trim());
  if (!m) return undefined;
  let v = Number(m[1]!.replace(/,/g, ''));
  if (/^k$/i.test(m[2] ?? '')) v *= 1000;
  if (/^m$/i.test(m[2] ?? '')) v *= 1_000_000;
  return Number.isFinite(v) ? v : undefined;
}

/**
 * Every way to cut `text` in two at `sep` ("Fill in form in Backend" at " in " → two cuts), leftmost first: names may
 * hold the words that separate them, so the first cut whose left side names elements wins.
 */
export function cuts(text: string, sep: RegExp): [string, string][] {
  const out: [string, string][] = [];
  const re = new RegExp(sep.source, `${sep.flags.replace('g', '')}g`);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const left = text.slice(0, m.index).trim();
    const right = text.slice(m.index + m[0].length).trim();
    if (left && right) out.push([left, right]);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/**
 * The cut whose left side resolves, trying the longest left side first ("Fill in form and Valid? in a group" cuts
 * at the last " in "); the failure of the first cut when none does.
 */
export function firstResolving<T>(env: Env, options: [string, string][], resolveLeft: (left: string) => T): { left: T; leftText: string; right: string } {
  let firstError: unknown;
  for (const [l, r] of [...options].reverse()) {
    try {
      return { left: resolveLeft(l), leftText: l, right: r };
    } catch (e) {
      if (!(e instanceof EditFailure) && !(e instanceof NoMatch)) throw e;
      firstError ??= e instanceof EditFailure ? new CutFailure(l, r, e) : e;
    }
  }
  throw firstError ?? new NoMatch();
}

/** A cut whose left side names nothing: the reason, and the two sides to say what was understood. */
export class CutFailure extends EditFailure {
  constructor(readonly left: string, readonly right: string, cause: EditFailure) {
    super(cause.reason, cause.candidates);
  }
}

/** `verb "left" joiner "right"` from the cut that failed, else the fallback text. */
export function saidOf(e: unknown, verb: string, joiner: string, fallback: string): string {
  return e instanceof CutFailure ? `${verb} ${quote(clean(e.left))} ${joiner} ${quote(clean(e.right))}` : fallback;
}

export const LABEL_INTRO = /,?\s+(?:with (?:the |a )?(?:label|text|caption)|labell?ed|saying|called|named|on|when|if|for|with)\s+|:\s*/i;

/** "B", "B labelled yes", "Ask for refund on retry": the element (longest reading that names one) and the label. */
export function targetAndLabel(env: Env, text: string): { targets: Named[]; label?: string } {
  try {
    return { targets: many(env, text) };
  } catch (e) {
    if (!(e instanceof EditFailure)) throw e;
    const options = cuts(text, LABEL_INTRO).reverse();
    for (const [l, r] of options) {
      try {
        return { targets: many(env, l), label: prose(r) };
      } catch { /* a shorter name */ }
    }
    throw e;
  }
}

export const KIND_WORDS: Record<string, Kind> = {
  'mind map': 'mindmap', mindmap: 'mindmap', 'org chart': 'hierarchy', hierarchy: 'hierarchy', tree: 'hierarchy', flowchart: 'flowchart',
  'flow chart': 'flowchart', 'state machine': 'state', 'state diagram': 'state', swimlane: 'swimlane', 'swimlane diagram': 'swimlane',
  'swim lanes': 'swimlane', list: 'list', 'numbered list': 'list', checklist: 'list', cycle: 'cycle', loop: 'cycle', pyramid: 'pyramid',
  funnel: 'funnel', timeline: 'timeline', hub: 'hub', 'hub and spoke': 'hub', 'gantt chart': 'gantt', gantt: 'gantt', 'pie chart': 'proportion',
  'architecture diagram': 'architecture', architecture: 'architecture',
};


/** Elements named by the phrase, or NoMatch when it names none (another reading of the clause is tried). */
export function oneOrMany(env: Env, phrase: string): Named[] {
  try {
    return many(env, phrase);
  } catch (e) {
    if (e instanceof EditFailure && e.reason.startsWith('nothing in the diagram')) throw new NoMatch();
    throw e;
  }
}

/** The content of a kind validated after the edit: a failure is an edit the kind cannot hold. */
export function validateEdited(kind: Kind, content: unknown): { ok: true; value: unknown } | { ok: false; issues: string[] } {
  const r = CONTENT_SCHEMAS[kind].safeParse(content);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, issues: r.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(content)'}: ${i.message}`) };
}
