// What follows "add" → an AddSpec: the new element's label and role, where it goes (after, before, between, under, in,
// at the top), what it connects to, and its value, date, duration or description.
import { type AddSpec, EditFailure, quote } from './family.js';
import { type Env, label, NoMatch } from './env.js';
import type { Named } from './names.js';
import { resolve, splitNames } from './names.js';
import { ORDINALS, quoted, tidy, unquote } from './words.js';
import { quadrantOf } from './matrix-family.js';
import { vennOverlapTarget } from './venn-family.js';

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
export const DATE = String.raw`(?:\d{4}-\d{2}(?:-\d{2})?|${MONTH}\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?,?)?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\s+\d{4}|q[1-4]\s+\d{4}|(?:early|mid|late)\s+\d{4}|\d{4}s?)`;

/** Role words said before a name ("add a decision X", "add participant X") → role and type. */
const ROLE_WORDS: Record<string, { role?: string; type?: string }> = {
  group: { role: 'group' }, zone: { role: 'group' }, lane: { role: 'group' }, swimlane: { role: 'group' }, section: { role: 'group' },
  layer: { role: 'group' }, tier: { role: 'group' }, cluster: { role: 'group' }, phase: { role: 'group' }, area: { role: 'group' }, region: { role: 'group' },
  participant: { role: 'participant' }, actor: { role: 'participant', type: 'actor' }, lifeline: { role: 'participant' },
  message: { role: 'message' }, call: { role: 'message' }, request: { role: 'message' }, reply: { role: 'message', type: 'reply' },
  response: { role: 'message', type: 'reply' }, 'async message': { role: 'message', type: 'async' }, event: {},
  attribute: { role: 'attribute' }, field: { role: 'attribute' }, property: { role: 'attribute' },
  column: { role: 'column' }, row: { role: 'row' }, option: { role: 'column' }, choice: { role: 'column' }, alternative: { role: 'column' },
  criterion: { role: 'row' }, feature: { role: 'row' }, aspect: { role: 'row' },
  pro: { role: 'pro' }, advantage: { role: 'pro' }, strength: { role: 'pro' }, con: { role: 'con' }, disadvantage: { role: 'con' }, drawback: { role: 'con' }, weakness: { role: 'con' },
  set: { role: 'set' }, circle: { role: 'set' },
  decision: { type: 'decision' }, question: { type: 'decision' }, condition: { type: 'decision' },
  start: { type: 'start' }, end: { type: 'end' }, 'end step': { type: 'end' }, 'start step': { type: 'start' }, 'final state': { type: 'final' },
  'initial state': { type: 'initial' }, note: { type: 'note' }, input: { type: 'io' }, output: { type: 'io' },
  choice_state: { type: 'choice' }, milestone: { type: 'milestone' },
  step: {}, node: {}, box: {}, item: {}, task: {}, level: {}, stage: {}, spoke: {}, part: {}, slice: {}, segment: {}, branch: {}, topic: {},
  subtopic: {}, idea: {}, state: {}, component: {}, entity: {}, table: {}, point: {}, entry: {}, bullet: {}, card: {}, category: {}, bar: {},
  child: {}, person: {}, role: {}, position: {}, process: {}, activity: {}, action: {}, bubble: {}, share: {}, wedge: {},
  class: {}, package: { role: 'group' }, namespace: { role: 'group' },
};
/** Role words that mean something else in one kind: a use case diagram's actors and systems, a journey's stages and notes. */
const KIND_ROLES: Partial<Record<string, Record<string, { role?: string; type?: string }>>> = {
  usecase: { actor: { role: 'actor' }, 'use case': { role: 'usecase' }, usecase: { role: 'usecase' }, system: { role: 'group' }, boundary: { role: 'group' }, package: { role: 'group' } },
  journey: { stage: { role: 'group' }, phase: { role: 'group' }, 'pain point': { role: 'pain' }, pain: { role: 'pain' }, opportunity: { role: 'opportunity' } },
};

function roleWord(word: string, env: Env): { role?: string; type?: string } | undefined {
  const w = word.toLowerCase();
  return KIND_ROLES[env.state.kind]?.[w] ?? ROLE_WORDS[w] ?? ROLE_WORDS[w.replace(/ /g, '_')];
}

/** The role words of this kind, longest first. */
function rolePattern(env: Env): string {
  const own = Object.keys(KIND_ROLES[env.state.kind] ?? {});
  return own.length ? [...own, ...Object.keys(ROLE_WORDS)].sort((a, b) => b.length - a.length).map((w) => w.replace(/_/g, ' ')).join('|') : ROLE_PATTERN;
}

const ROLE_PATTERN = Object.keys(ROLE_WORDS).sort((a, b) => b.length - a.length).map((w) => w.replace(/_/g, ' ')).join('|');

export interface ParsedAdd {
  spec: AddSpec;
  members?: string | undefined;
  /** "add a Launch branch with SEO check and Redirects under it": children of the new tree node. */
  children?: string[] | undefined;
  /** "add apples, pears and plums": the labels of several new elements (a list needs a comma). */
  labels: string[];
}

function num(text: string): number {
  return Number(text.replace(/,/g, ''));
}

/**
 * Parses "a Redis cache between the API and the database", "a level Self-actualization at the top", "Python to
 * Languages", "2021: Series B", "participant Cache"... Modifiers are read from the end; one whose element cannot be
 * found stays part of the name ("Send email to customer").
 */
export function readAddPhrase(env: Env, phrase: string): ParsedAdd {
  const kind = env.state.kind;
  const tree = kind === 'mindmap' || kind === 'hierarchy';
  let s = tidy(phrase).replace(/[.!]+$/, '');
  const explicit = quoted(s);
  const spec: AddSpec = { label: '' };
  let members: string | undefined;
  let children: string[] | undefined;
  const ref = (text: string, filter?: (n: Named) => boolean): Named | undefined => {
    const pool = env.family.named(env.ctx).filter(filter ?? (() => true));
    const r = resolve(text, pool, { recent: env.recent });
    return r.ok && r.items.length === 1 ? r.items[0] : undefined;
  };
  // A date said first: "2021: Series B", "March 2022 - Launch".
  const lead = new RegExp(`^(?:an? (?:event|milestone) )?(${DATE})\\s*(?::|-|–|—|,)\\s*(.+)$`, 'i').exec(s);
  if (lead && kind === 'timeline') {
    spec.date = lead[1]!;
    s = lead[2]!;
  }
  for (let guard = 0; guard < 12; guard++) {
    // Outside a quoted name only: "add 'Back to school' to the list".
    const tailStart = explicit ? s.lastIndexOf(explicit) + explicit.length : 0;
    const tail = s.slice(tailStart);
    const cut = (m: RegExpExecArray) => { s = s.slice(0, tailStart + m.index).trim(); };
    let m: RegExpExecArray | null;
    if ((m = /\s*(?:\(|,\s*)?(?:(?:that|which)\s+(?:takes?|lasts?|runs?(?: for)?|needs?)|for|lasting|taking|of)?\s*(\d+(?:\.\d+)?)\s*(?:days?|d)\)?$/i.exec(tail)) && kind === 'gantt' && m[0].trim()) {
      spec.durationDays = num(m[1]!); cut(m); continue;
    }
    if ((m = /\s+(?:as (?:a |the )?primary key|as (?:a |the )?pk|\(pk\)|as (?:a |the )?foreign key|\(fk\)|as (?:a |the )?unique key|\(uk\))$/i.exec(tail)) && kind === 'er') {
      spec.attrKey = /primary|pk/i.test(m[0]) ? 'pk' : /foreign|fk/i.test(m[0]) ? 'fk' : 'uk'; cut(m); continue;
    }
    if ((m = /\s+between\s+(.+?)\s+and\s+(.+)$/i.exec(tail))) {
      const a = ref(m[1]!); const b = ref(m[2]!);
      if (a && b) { spec.between = [a, b]; cut(m); continue; }
      mustName(m[a ? 2 : 1]!);
    }
    if ((m = /\s+at\s+(?:the\s+)?(start|beginning|front|top|end|bottom|base|back|left|right)(?:\s+of\s+.+)?$/i.exec(tail))) {
      const w = m[1]!.toLowerCase();
      spec.at = ['start', 'beginning', 'front', 'top', 'left'].includes(w) ? 'start' : 'end'; cut(m); continue;
    }
    if ((m = /\s+as\s+(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))(?:\s+[a-z]+)?$/i.exec(tail))) {
      const w = m[1]!.toLowerCase();
      spec.at = w === 'last' ? 'end' : (ORDINALS[w] ?? 1) - 1; cut(m); continue;
    }
    if ((m = /\s+(?:at|in position|at position)\s+(?:position\s+)?(\d+)$/i.exec(tail))) {
      spec.at = Number(m[1]) - 1; cut(m); continue;
    }
    if ((m = lastMatch(/\s+(?:right |just |directly |immediately )?(after|following|behind|before|ahead of|in front of|preceding|above|below|beneath|under(?:neath)?)\s+(.+)$/i, tail))) {
      const word = m[1]!.toLowerCase();
      const target = ref(m[2]!);
      if (target) {
        const parentWords = ['under', 'underneath', 'beneath', 'below'];
        if (tree && parentWords.includes(word)) spec.parent = target;
        else if (['after', 'following', 'behind', 'below', 'beneath', 'under', 'underneath'].includes(word)) spec.after = target;
        else spec.before = target;
        cut(m); continue;
      }
      mustName(m[2]!);
    }
    if ((m = /\s+from\s+(.+?)\s+to\s+(.+?)(?:\s*(?::|saying|labell?ed|with(?: the)? label)\s*(.+))?$/i.exec(tail))) {
      const a = ref(m[1]!); const b = ref(m[2]!);
      if (a && b) {
        spec.from = a; spec.to = b;
        if (m[3]) spec.linkLabel = m[3].trim();
        cut(m); continue;
      }
    }
    if ((m = /\s+(?:as (?:a |an )?(?:child|sub-?topic|sub-?item|sub-?branch|report|subordinate|member|leaf)\s+of|reporting to|that reports to|who reports to|reports to)\s+(.+)$/i.exec(tail))) {
      const target = ref(m[1]!);
      if (target) { spec.parent = target; cut(m); continue; }
    }
    if ((m = /\s+(?:connected|linked|attached|wired|joined|hooked up)\s+(?:to|with)\s+(.+)$/i.exec(tail))) {
      const target = ref(m[1]!);
      if (target) { spec.from = target; cut(m); continue; }
    }
    if ((m = /\s+(?:that|which|who)\s+(.+?)\s+(?:calls|uses|reads from|writes to|sends to|talks to|feeds|queries|depends on|connects to)$/i.exec(tail))) {
      const target = ref(m[1]!);
      if (target) { spec.from = target; cut(m); continue; }
    }
    if ((m = /\s+(?:that|which|who)\s+(?:calls|uses|reads from|writes to|reads|writes|sends to|talks to|feeds(?: into)?|queries|connects to|points to|leads to|goes to|flows to|sends data to|is called by|is used by)\s+(.+)$/i.exec(tail))) {
      const target = ref(m[1]!);
      if (target) {
        if (/is (?:called|used) by/i.test(m[0])) spec.from = target; else spec.to = target;
        cut(m); continue;
      }
    }
    if ((m = new RegExp(`\\s+(?:in|on|at|dated|from|for)\\s+(${DATE})$`, 'i').exec(tail)) && (kind === 'timeline' || kind === 'gantt')) {
      const d = m[1]!;
      spec.date = kind === 'gantt' && !/^\d{4}-\d{2}-\d{2}$/.test(d) ? undefined : d;
      if (spec.date) { cut(m); continue; }
    }
    if ((m = /\s*(?:\(|,\s*|\s+(?:with|at|of|=|:|worth|valued at|value)\s*)(-?\$?\d[\d,]*(?:\.\d+)?)\s*(%|percent|k|m)?\)?(?:\s+[a-z]+)?$/i.exec(tail))
      && ['proportion', 'funnel', 'pyramid'].includes(kind)) {
      let v = num(m[1]!.replace('$', ''));
      if (/^k$/i.test(m[2] ?? '')) v *= 1000;
      if (/^m$/i.test(m[2] ?? '')) v *= 1_000_000;
      spec.value = v; cut(m); continue;
    }
    if ((m = /\s+(?:with|having)\s+(?:the\s+)?description\s+(.+)$|\s+described as\s+(.+)$/i.exec(tail))) {
      spec.description = tidy(m[1] ?? m[2]!).replace(/^["']|["']$/g, ''); cut(m); continue;
    }
    if ((m = /\s+(?:with|containing|holding|for|around)\s+(.+)$/i.exec(tail)) && /^(?:an?\s+|the\s+)?(?:new\s+)?(?:group|zone|lane|section|layer|tier|cluster|area|region|box|phase)\b/i.test(s)) {
      members = m[1]; cut(m); continue;
    }
    if (tree && (m = /\s+with\s+(?:the\s+)?(?:children|sub-?topics|sub-?branches|branches|items|topics|reports)?\s*:?\s*(.+?)(?:\s+(?:under|below|beneath|in|inside|on)\s+(?:it|them))?$/i.exec(tail))) {
      children = splitNames(m[1]!).map((c) => label(env, c)); cut(m); continue;
    }
    if ((m = lastMatch(/\s+(?:to|in|into|inside|within|on|onto|for|of)\s+(?:the\s+)?(.+)$/i, tail))) {
      const words = m[1]!;
      const quad = kind === 'matrix' ? quadrantOf(words) : undefined;
      if (quad) { spec.quadrant = quad; cut(m); continue; }
      const overlap = kind === 'venn' ? tryOverlap(env, words) : undefined;
      if (overlap) { spec.parent = overlap; cut(m); continue; }
      const target = ref(words);
      // "to the Bank lane": a group named with its noun must exist (not a name ending in "to the Bank lane").
      const group = env.family.nouns.group;
      if (!target && group && new RegExp(`^(?:the\\s+)?.+\\s+${group}$|^(?:the\\s+)?${group}\\s+.+$`, 'i').test(words)) {
        throw new EditFailure(`there is no ${group} called ${quote(words.replace(new RegExp(`^(?:the\\s+)?(?:${group}\\s+)?|\\s+${group}$`, 'gi'), ''))}.`);
      }
      if (target) {
        const toWord = /^\s+(?:to|onto)\s/i.test(m[0]);
        if (['flowchart', 'architecture', 'swimlane', 'gantt'].includes(kind) && !isGroupNoun(env, target)) {
          // "add a cache to the API": hangs off it.
          if (!toWord) { cutKeep(); break; }
          spec.from = target;
        } else if (kind === 'sequence') {
          if (!toWord) { cutKeep(); break; }
          spec.from = target;
        } else spec.parent = target;
        cut(m); continue;
      }
    }
    if ((m = /\s+(?:called|named|labell?ed|titled|saying)\s+(.+)$/i.exec(s)) && !explicit) {
      spec.label = m[1]!; s = s.slice(0, m.index).trim(); continue;
    }
    if ((m = /\s*(?::|—|–|\s-)\s+(.+)$/.exec(tail)) && kind !== 'sequence' && s.slice(0, tailStart + m.index).trim()) {
      const head = s.slice(0, tailStart + m.index).trim();
      if (kind === 'er' && /^(?:an?\s+)?(?:attribute|column|field|property)\b/i.test(head)) { spec.attrType = m[1]!.trim(); cut(m); continue; }
      spec.description = m[1]!.trim(); cut(m); continue;
    }
    if (kind === 'sequence' && (m = /\s*(?::|—|–|\s-)\s+(.+)$/.exec(tail))) {
      spec.linkLabel = m[1]!.trim(); cut(m); continue;
    }
    if (kind === 'er' && (m = /\s*\(([a-z][\w()., ]*)\)$|\s+of type\s+(\S+)$/i.exec(tail))) {
      spec.attrType = (m[1] ?? m[2])!.trim(); cut(m); continue;
    }
    break;
  }
  // What is left: [article] [role word] name.
  const article = /^(?:an?|the|another|one more|new|extra|additional)\s+/i.test(s);
  let head = s.replace(/^(?:an?|the|another|one more|new|extra|additional)\s+/i, '').replace(/^(?:new|extra|additional)\s+/i, '');
  let role = new RegExp(`^(${rolePattern(env)})(?:\\s+(.+))?$`, 'i').exec(head);
  // A role this kind does not have is a word of the name ("Call home" in a list is not a message).
  if (role && !roleFits(roleWord(role[1]!, env)?.role, env)) role = null;
  // A plain noun first is a role only after an article ("a step Process payment"); "Process payment" is a name.
  if (role && role[2] && !article && Object.keys(roleWord(role[1]!, env) ?? {}).length === 0) role = null;
  if (role) {
    const info = roleWord(role[1]!, env) ?? {};
    // "add a Payments service" keeps its words: only role words before a name, or alone, are roles.
    if (role[2] || spec.label || explicit || info.role === 'message') {
      if (info.role) spec.role = info.role;
      if (info.type) spec.type = info.type;
      head = role[2] ?? '';
    } else if (info.type) {
      spec.type = info.type;
      head = role[1]!;
    } else {
      // "add a row": a role with no name.
      throw new EditFailure(`say what the new ${role[1]!.toLowerCase()} is called (e.g. "add a ${role[1]!.toLowerCase()} Billing").`);
    }
  }
  // A role word after the name: "an Audit log participant", "a Refunded state", "a created_at column".
  const trailing = new RegExp(`^(.+?)\\s+(${ROLE_PATTERN})$`, 'i').exec(head);
  if (trailing && !explicit && !spec.label && !role) {
    const word = trailing[2]!.toLowerCase();
    const info = ROLE_WORDS[word] ?? {};
    const ownNoun = word === env.family.nouns.element || word === env.family.nouns.group || word === env.family.nouns.link;
    if (roleFits(info.role, env) && (info.role || ownNoun || Object.keys(info).length === 0)) {
      if (info.role) spec.role = info.role;
      if (info.type && !spec.type) spec.type = info.type;
      head = trailing[1]!;
    }
  }
  // "a column for MongoDB", "a row for JSON support": the name follows.
  if (role || trailing) head = head.replace(/^(?:for|called|named|labell?ed|titled|:)\s+/i, '');
  // Column and row mean attributes in an ER diagram.
  if (kind === 'er' && spec.role === 'column') spec.role = 'attribute';
  if (kind === 'comparison' && spec.role === 'attribute') spec.role = 'row';
  if (kind === 'sequence' && spec.role === undefined && spec.from && spec.to) spec.role = 'message';
  const name = explicit ?? (spec.label || head);
  if (kind === 'sequence' && spec.role === 'message') {
    spec.label = explicit ?? (spec.linkLabel ?? (spec.label || head)).replace(/^["']|["']$/g, '');
    spec.linkLabel = undefined;
    return { spec, labels: [spec.label] };
  }
  if (!name.trim()) throw new NoMatch();
  // Attribute names are written as said ("created_at"), not capitalised like labels.
  const asSaid = (n: string) => (kind === 'er' && (spec.role === 'attribute' || spec.parent) ? unquote(n).text : label(env, n));
  spec.label = asSaid(name);
  const labels = !explicit && name.includes(',') ? splitNames(name).map(asSaid) : [spec.label];
  return { spec, members, labels, children };

  function cutKeep(): void { /* the modifier stays part of the name */ }

  /**
   * "after Start" where nothing is called Start: a place said by a name (a capital, "the", quotes) that is not in the
   * diagram is an error, not part of the new label; "Follow up after lunch" keeps its words.
   */
  function mustName(words: string): void {
    const w = words.trim();
    if (explicit || !/^(?:the\s|["'“]|\p{Lu})/u.test(w)) return;
    throw new EditFailure(`nothing in the diagram is called ${quote(unquote(w).text)}.`);
  }
}

/** The match that starts last ("Follow up after 3 days after Send email" → "after Send email"). */
function lastMatch(re: RegExp, text: string): RegExpExecArray | null {
  let found: RegExpExecArray | null = null;
  for (let from = 0; from < text.length;) {
    const m = re.exec(text.slice(from));
    if (!m) break;
    m.index += from;
    found = m;
    from = m.index + 1;
  }
  if (found) (found as { input: string }).input = text;
  return found;
}

/** Roles only some kinds have: messages and participants in sequences, attributes in ER, rows and columns in comparisons. */
function roleFits(role: string | undefined, env: Env): boolean {
  const kind = env.state.kind;
  switch (role) {
    case undefined: return true;
    case 'participant': case 'message': return kind === 'sequence';
    case 'attribute': return kind === 'er' || kind === 'comparison';
    case 'column': return kind === 'comparison' || kind === 'er';
    case 'row': case 'pro': case 'con': return kind === 'comparison';
    case 'set': return kind === 'venn';
    case 'actor': case 'usecase': return kind === 'usecase';
    case 'pain': case 'opportunity': return kind === 'journey';
    case 'group': return env.family.nouns.group !== undefined && env.family.group !== undefined && !['mindmap', 'hierarchy', 'matrix', 'venn'].includes(kind);
    default: return true;
  }
}

function isGroupNoun(env: Env, n: Named): boolean {
  const g = env.family.nouns.group;
  return g !== undefined && n.noun === g;
}

function tryOverlap(env: Env, words: string): Named | undefined {
  if (!/\b(?:overlap|intersection|both|middle|centre|center|all three|all|and)\b/i.test(words)) return undefined;
  try {
    return vennOverlapTarget(env.ctx, words);
  } catch {
    return undefined;
  }
}
