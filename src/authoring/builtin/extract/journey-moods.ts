// Feeling sentences of a journey: "Customers are excited when they discover the offer, frustrated by the ID upload
// during verification, and happy after the first deposit" → one scored step per feeling, under the stage its phrase
// names by word stems ("during verification" → "Verify identity", "when they discover" → "Discover").
import { capitalize } from '../text/label.js';
import { feelingScore } from './journey-feelings.js';
import { sameStem } from './word-stems.js';

export interface MoodStep { label: string; score: number; stage?: number }

const INTENSIFIER = String.raw`(?:(?:very|really|quite|a\s+bit|a\s+little|so|more|most|pretty|rather|super|extremely|mostly|clearly)\s+)`;
// A feeling word (after intensifiers) opening a clause, alone or with what follows it.
const MOOD_HEAD = new RegExp(String.raw`^${INTENSIFIER}*([\p{L}-]+)`, 'iu');
const MOOD_CLAUSE = new RegExp(String.raw`^${INTENSIFIER}*([\p{L}-]+)\s*(.*)$`, 'iu');
// "are excited", "feel confused", "get annoyed", "is anxious", "seem relieved".
const LINK = new RegExp(String.raw`\b(?:are|is|feel|feels|felt|get|gets|got|become|becomes|became|were|was|seem|seems|look|looks)\s+${INTENSIFIER}*`, 'giu');
const PREP = /\s*\b(when(?:ever)?|while|as\s+soon\s+as|once|after|before|during|throughout|at|in|on|upon|by|with|about|over|because\s+of)\s+/giu;
const SUBJECT = /^(?:they|we|you|he|she|users?|customers?|people|clients?|patients?|the\s+(?:user|customer|client|patient)s?)\s+/i;
const STOP = new Set(['a', 'an', 'the', 'of', 'for', 'to', 'their', 'his', 'her', 'its', 'our', 'my', 'your', 'and', 'they', 'we', 'you', 'it', 'them', 'is', 'are', 'get', 'gets']);

const same = (a: string, b: string) => a === b || sameStem(a, b);

function contentWords(s: string): string[] {
  return s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !STOP.has(w));
}

/** How strongly a phrase names a stage: its words that share a stem with the stage's words. */
export function stageOverlap(phrase: string, stage: string): number {
  const sw = contentWords(stage);
  const hits = contentWords(phrase).filter((w) => sw.some((x) => same(w, x)));
  // "in", "up" alone ("log in") name no stage ("Move in"); beside a word that does, they count.
  return hits.some((w) => w.length > 2) ? hits.length : 0;
}

/** The stage a phrase names best (most words shared by stem; the fewer words the stage has, the better), if any. */
export function stageNamed(phrase: string, stages: string[]): number | undefined {
  let best: { i: number; n: number } | undefined;
  stages.forEach((s, i) => {
    const hits = stageOverlap(phrase, s);
    if (hits === 0) return;
    const n = hits / Math.max(1, contentWords(s).length);
    if (!best || n > best.n) best = { i, n };
  });
  return best?.i;
}

function pieces(phrase: string): { prep: string; text: string }[] {
  const out: { prep: string; text: string }[] = [];
  let last = 0; let prep = '';
  for (const m of phrase.matchAll(PREP)) {
    const before = phrase.slice(last, m.index).trim();
    if (before || out.length || prep) out.push({ prep, text: before });
    prep = m[1]!.toLowerCase(); last = m.index! + m[0].length;
  }
  out.push({ prep, text: phrase.slice(last).trim() });
  return out.filter((p) => p.text);
}

const bare = (s: string) => s.replace(SUBJECT, '').replace(/^(?:the|a|an|their|his|her|its|our)\s+/i, '').trim();

/** A sentence's feeling clauses as scored steps; [] when it tells no feeling after "are / feel / get …". */
export function moodSteps(sentence: string, stages: string[]): MoodStep[] {
  if (/^[^:]{1,40}:/.test(sentence)) return [];
  for (const link of sentence.matchAll(LINK)) {
    const rest = sentence.slice(link.index! + link[0].length).replace(/[.!;]+\s*$/, '');
    const first = /^[\p{L}-]+/u.exec(rest)?.[0];
    if (!first || feelingScore(first) === undefined) continue;
    // Clauses part at commas and "and / but / then" before another feeling word.
    const chunks = rest.split(/\s*,\s*(?:and\s+|but\s+|then\s+)?|\s+(?:and|but|then)\s+/i);
    const clauses: string[] = [];
    for (const c of chunks) {
      const head = MOOD_HEAD.exec(c)?.[1];
      if (head && feelingScore(head) !== undefined) clauses.push(c);
      else if (clauses.length) clauses[clauses.length - 1] += `, ${c}`;
    }
    return clauses.map((c) => moodStep(c, stages)).filter((s): s is MoodStep => !!s);
  }
  return [];
}

function moodStep(clause: string, stages: string[]): MoodStep | undefined {
  const m = MOOD_CLAUSE.exec(clause.trim());
  if (!m) return undefined;
  const feeling = m[1]!;
  const score = feelingScore(feeling)!;
  const parts = pieces(m[2]!.trim());
  // The piece that names a stage places the step; what is left names it.
  let at: { k: number; stage: number; hits: number } | undefined;
  parts.forEach((p, k) => {
    const stage = stageNamed(p.text, stages);
    if (stage === undefined) return;
    const hits = stageOverlap(p.text, stages[stage]!);
    if (!at || hits >= at.hits) at = { k, stage, hits };
  });
  const others = parts.filter((_, k) => k !== at?.k);
  let label = others.map((p, k) => (k === 0 ? bare(p.text) : `${p.prep} ${p.text}`)).join(' ').trim();
  if (!label && at) {
    const own = bare(parts[at.k]!.text);
    const stageWords = contentWords(stages[at.stage]!);
    // "after the first deposit", "when they cancel" only repeat the stage: the feeling and its phrase name the step.
    const repeats = contentWords(own).every((w) => stageWords.some((x) => same(w, x)));
    label = repeats ? `${feeling} ${parts[at.k]!.prep} ${parts[at.k]!.text}`.trim() : own;
  }
  if (!label) label = feeling;
  return { label: capitalize(label.replace(/[,;]+$/, '')), score, ...(at ? { stage: at.stage } : {}) };
}
