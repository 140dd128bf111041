// Prompt text → the kinds of diagram it names (kind-names.ts), where, and the one that decides.
import { KINDS, type Kind } from '../../../spec/kinds.js';
import { KIND_NAMES } from './kind-names.js';

export interface KindMention {
  kind: Kind;
  strength: 'name' | 'hint';
  /** Where the name stands: the request (first sentence, first line, title), a "type:" / "layout:" line, or anywhere else. */
  place: 'lead' | 'typed' | 'body';
  /** Asked for as the form of the drawing: "as a pyramid", "in a Venn diagram", "using a flowchart". */
  form: boolean;
  /** The 30 characters after the mention, as written. */
  after: string;
  index: number;
  length: number;
  text: string;
}

/** Lower case, compatibility forms folded (full-width letters), Latin accents removed; same length as the input. */
export function foldText(text: string): string {
  // Plain ASCII (most prompts) needs lower case only.
  if (!/[^\x00-\x7f]/.test(text)) return text.toLowerCase();
  return [...text].map((ch) => {
    const f = ch.normalize('NFKC').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    // Keep one character per character, so indexes stay those of the prompt.
    return [...f].length === 1 ? f : ch.toLowerCase();
  }).join('');
}

const LATIN_START = /^[a-z0-9\\(]/;
const known = new Set<string>(KINDS);

interface Pattern { kind: Kind; strength: 'name' | 'hint'; re: RegExp }

// One regular expression per entry, with word boundaries for Latin terms (CJK has no spaces to bound by).
const PATTERNS: Pattern[] = KIND_NAMES.filter((n) => known.has(n.kind)).map((n) => {
  // Latin terms are bounded by Latin letters and digits only: "Entity-Relationship図" names an ER diagram.
  const parts = n.terms.map((t) => (LATIN_START.test(t) ? String.raw`(?<![a-z0-9])(?:${t})(?![a-z0-9])` : `(?:${t})`));
  return { kind: n.kind as Kind, strength: n.strength, re: new RegExp(parts.join('|'), 'gu') };
});

const NEGATION_BEFORE = /(?:\bnot\s+(?:a|an|the|as\s+a|as\s+an)?|\bno\b|\binstead\s+of\s+(?:a|an|the)?|\brather\s+than\s+(?:a|an|the)?|\bwithout\s+(?:a|an|the)?|\bdon'?t\s+(?:want|need)\s+(?:a|an|the)?|\bnot\s+like\s+(?:a|an|the)?)\s*$/;
const NEGATION_AFTER = /^[^.;!?\n]{0,30}?\b(?:(?:is|'s|it's)\s+not\s+(?:required|needed|necessary)|isn't\s+(?:required|needed)|not\s+required|is\s+optional)\b/;
const HEDGE_BEFORE = /\b(?:looks?\s+like|sort\s+of|kind\s+of|more\s+or\s+less)\s+(?:a\s+|an\s+)?$/;
const HEDGE_AFTER = /^(?:-?ish\b|\s+on\s+paper\b)/;
const CRITERION_BEFORE = /\b(?:on|across|by|in\s+terms\s+of|regarding|for)\s+(?:their\s+|the\s+|its\s+)?$/;
const FORM_BEFORE = /\b(?:as|into|in|using|with|via|through)\s+(?:a|an|the|one)?\s*(?:simple\s+|single\s+|clear\s+|clean\s+)?$|(?:用|以|成|为|為|で|として)\s*$/;
const TYPED_LINE = /^\s*(?:[-*•]\s*)?(?:\*\*|__)?(?:diagram\s+type|chart\s+type|type|layout|style|visual\s+style|format|visual_query|visual|kind|template|图表类型|类型|類型|形式|種類|タイプ)(?:\*\*|__)?\s*[:：=]/i;

/** Every kind named in the text, longest matches first where they overlap, negated mentions left out. */
export function findKindMentions(text: string): KindMention[] {
  // Titles and leads ask about the same short strings many times: each answer is kept (bounded) and handed out as a copy.
  let found = mentionMemo.get(text);
  if (!found) {
    if (mentionMemo.size > 2000) mentionMemo.clear();
    mentionMemo.set(text, found = readKindMentions(text));
  }
  return found.map((m) => ({ ...m }));
}
const mentionMemo = new Map<string, KindMention[]>();

function readKindMentions(text: string): KindMention[] {
  const folded = foldText(text);
  const found: KindMention[] = [];
  for (const p of PATTERNS) {
    p.re.lastIndex = 0;
    for (const m of folded.matchAll(p.re)) {
      const index = m.index ?? 0;
      found.push({ kind: p.kind, strength: p.strength, place: 'body', form: false, index, length: m[0].length, text: text.slice(index, index + m[0].length), after: text.slice(index + m[0].length, index + m[0].length + 30) });
    }
  }
  // A longer match covers the shorter ones inside it; at equal length a name beats a hint.
  found.sort((a, b) => b.length - a.length || (a.strength === 'name' ? -1 : 1) || a.index - b.index);
  const kept: KindMention[] = [];
  for (const f of found) {
    if (kept.some((k) => f.index < k.index + k.length && k.index < f.index + f.length)) continue;
    const before = folded.slice(Math.max(0, f.index - 40), f.index);
    const after = folded.slice(f.index + f.length, f.index + f.length + 60);
    if (NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after)) continue;
    // "looks like a hierarchy on paper, but really …", "a mindmap-ish slide": said loosely, it names nothing.
    if (HEDGE_BEFORE.test(before) || HEDGE_AFTER.test(after)) continue;
    // "Compare A, B and C on data model, transactions and pricing": a criterion, not the drawing asked for.
    if (CRITERION_BEFORE.test(before) && /^\s*(?:,|and\b|or\b|&)/.test(after)) continue;
    // "schema (strict / flexible / flexible)": a criterion with a value per option in brackets.
    if (/^\s*\([^()]*\/[^()]*\)/.test(after)) continue;
    kept.push(f);
  }
  const leadEnd = leadLength(text);
  for (const k of kept) {
    k.form = FORM_BEFORE.test(folded.slice(Math.max(0, k.index - 30), k.index));
    const lineStart = text.lastIndexOf('\n', k.index) + 1;
    const before = text.slice(lineStart, k.index);
    // "Swimlanes: HR, IT" names the kind and lists its parts: as telling as a "type:" line.
    const asKey = /^\s*(?:[-*•]\s*)?(?:\*\*|__)?$/.test(before) && /^(?:\*\*|__)?\s*(?:\([^)]{0,20}\))?\s*[:：]/.test(text.slice(k.index + k.length));
    if (k.index < leadEnd) k.place = 'lead';
    else if (TYPED_LINE.test(before) || asKey) k.place = 'typed';
  }
  return kept.sort((a, b) => a.index - b.index);
}

/** Length of the request part: the first sentence of the first line that says something (a heading counts). */
function leadLength(text: string): number {
  const firstLine = /^\s*(?:#+\s*)?[^\n]*/.exec(text)?.[0] ?? '';
  const stop = /[.!?。！？](?:\s|$)/u.exec(firstLine);
  return stop ? stop.index + 1 : firstLine.length;
}

// When two names compete, the more specific kind wins: lanes make a flowchart a swimlane, durations a timeline a gantt.
const REFINES: [Kind, Kind][] = [
  ['swimlane', 'flowchart'], ['gantt', 'timeline'], ['state', 'flowchart'], ['sequence', 'flowchart'], ['swimlane', 'sequence'],
  ['comparison', 'list'], ['matrix', 'list'], ['venn', 'list'], ['journey' as Kind, 'flowchart'], ['journey' as Kind, 'timeline'],
];

/** The text between two mentions, as written (up to 30 characters after the first). */
function between(a: KindMention, b: KindMention): string {
  return a.after.slice(0, Math.max(0, b.index - a.index - a.length));
}

const PLACE_RANK = { lead: 0, typed: 1, body: 2 } as const;

/** The kind the prompt names, when one does: names before hints, then the request before the rest, then refinements. */
export function decideNamedKind(mentions: KindMention[]): { kind: Kind; strength: 'name' | 'hint'; mention: KindMention } | undefined {
  const names = mentions.filter((m) => m.strength === 'name');
  if (names.length === 0) return undefined;
  const bestPlace = Math.min(...names.map((m) => PLACE_RANK[m.place]));
  let pool = names.filter((m) => PLACE_RANK[m.place] === bestPlace);
  const kinds = new Set(names.map((m) => m.kind));
  // A refinement named anywhere wins over the kind it refines named in the request ("a flowchart ... Swimlanes: HR, IT").
  for (const [specific, general] of REFINES) {
    if (kinds.has(specific) && pool.some((m) => m.kind === general) && !pool.some((m) => m.kind !== general)) {
      pool = names.filter((m) => m.kind === specific);
    }
  }
  // "Azure hub-spoke network architecture diagram": in one noun phrase, the last name is the head.
  pool = pool.filter((m) => !pool.some((o) => o !== m && o.index > m.index && o.index - (m.index + m.length) <= 25 && !/[,.;:!?]/.test(between(m, o))));
  const counts = new Map<Kind, number>();
  for (const m of names) counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1);
  // "Bloom's taxonomy as a pyramid": the form asked for wins over a name that is the subject.
  const best = [...pool].sort((a, b) => Number(b.form) - Number(a.form) || (counts.get(b.kind)! - counts.get(a.kind)!) || a.index - b.index)[0];
  return { kind: best.kind, strength: 'name', mention: best };
}
