// PromptDoc → kinds ranked by score, each with the reasons that scored it.
import { KINDS, type Kind } from '../../../spec/kinds.js';
import type { KindMention } from '../brief/named-kind.js';
import type { PromptDoc } from '../text/doc.js';
import { decisiveShapes } from './decisive-shapes.js';
import { IMPLIED_CUES } from './implied-cues.js';
import { CUES } from './lexicon.js';
import { requestedParts } from './request-parts.js';
import { SET_CUES } from './set-cues.js';
import { feasibility, isStatusLike, structuralSignals } from './signals.js';

export interface KindScore { kind: Kind; score: number; reasons: string[] }

/** What the brief reader found about kinds: the kind the prompt names, and every kind word with its place. */
/** `known`: the kind came from the items being a known diagram's items (the topic's id), not from a kind word. */
/** `requests`: sentences that ask for the drawing of "this" ("Could you draw this as a loop?"), taken out of the content. */
export interface KindWords { named?: Kind; mentions: KindMention[]; known?: string; requests?: string[] }

// A named kind decides; a kind word that can also be a subject ("timeline", "lifecycle") weighs by where it stands.
const NAMED_WEIGHT = 100;
const HINT_WEIGHT = { lead: 4, typed: 4, body: 1.2 } as const;

/** Every kind with its score, best first (ties keep catalog order, so the result is deterministic). */
export function classify(doc: PromptDoc, words: KindWords = { mentions: [] }): KindScore[] {
  const scores = new Map<Kind, { score: number; parts: { w: number; why: string }[] }>(KINDS.map((k) => [k, { score: 0, parts: [] }]));
  const add = (kind: Kind, w: number, why: string) => {
    const s = scores.get(kind)!;
    s.score += w;
    const same = s.parts.find((p) => p.why === why);
    if (same) same.w += w; else s.parts.push({ w, why });
  };
  // A request about "this" is no content, but what it asks for is the strongest word on the kind after a name.
  const requests = (words.requests ?? []).join('\n').toLowerCase();
  const lead = doc.lead.toLowerCase() || requests;
  const lower = requests ? `${doc.lower}\n${requests}` : doc.lower;
  for (const cue of [...CUES, ...IMPLIED_CUES, ...SET_CUES]) {
    cue.re.lastIndex = 0;
    // "looks like a hierarchy on paper, but …", "a mindmap-ish slide": a kind word said loosely names nothing.
    const found = cue.names ? [...lower.matchAll(cue.re)].filter((m) => !hedged(lower, m.index ?? 0, m[0].length)).map((m) => m[0]) : lower.match(cue.re) ?? [];
    const count = Math.min(cue.distinct ? new Set(found.map((f) => f.replace(/s$/, ''))).size : found.length, cue.max ?? 1);
    if (count === 0) continue;
    let w = cue.weight * count;
    if (cue.names) {
      cue.re.lastIndex = 0;
      // Naming the diagram in the request line is the strongest evidence a prompt can give.
      if (lead && cue.re.test(lead)) w *= 2;
      cue.re.lastIndex = 0;
    }
    add(cue.kind, w, cue.why);
  }
  for (const s of structuralSignals(doc)) add(s.kind, s.weight, s.why);
  for (const kind of requestedParts(requests)) add(kind, 6, 'the request names its parts');
  applyOverrides(doc, add);
  // A shape the content can only be drawn as wins over a kind word used loosely ("a timeline of statuses: A → B …").
  const shape = decisiveShapes(doc).find((s) => !words.named || (s.kind !== words.named && s.overrules.includes(words.named)) || s.kind === words.named);
  if (shape && shape.kind !== words.named) add(shape.kind, words.named ? NAMED_WEIGHT + 40 : 8, shape.why);
  if (words.named && scores.has(words.named)) add(words.named, NAMED_WEIGHT, words.known ? `the items are those of a known diagram (${words.known})` : `the prompt names a ${words.named === 'er' ? 'data model' : words.named}`);
  const hinted = new Map<Kind, number>();
  for (const m of words.mentions) {
    if (m.strength !== 'hint' || !scores.has(m.kind)) continue;
    // "a new cycle lane on High Street": a road, not a loop.
    if (m.kind === 'cycle' && ROAD_AFTER.test(m.after)) continue;
    const w = Math.min(HINT_WEIGHT[m.place], 6 - (hinted.get(m.kind) ?? 0));
    if (w <= 0) continue;
    hinted.set(m.kind, (hinted.get(m.kind) ?? 0) + w);
    add(m.kind, w, `says "${m.text.toLowerCase()}"`);
  }
  const ranked = KINDS.map((kind) => {
    const s = scores.get(kind)!;
    const score = Math.round(s.score * feasibility(doc, kind) * 100) / 100;
    const reasons = [...s.parts].sort((a, b) => b.w - a.w).map((p) => p.why);
    return { kind, score, reasons };
  });
  return ranked.sort((a, b) => b.score - a.score || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}

const ROAD_AFTER = /^\s*(?:lanes?|paths?|routes?|tracks?|hire|shops?|racks?|parking|helmets?|ways?|superhighways?|to\s+(?:work|school))\b/i;
const HEDGE_BEFORE = /\b(?:looks?\s+like|sort\s+of|kind\s+of|more\s+or\s+less)\s+(?:a\s+|an\s+)?$/;
const HEDGE_AFTER = /^(?:-?ish\b|\s+on\s+paper\b)/;

/** A kind word said loosely: "looks like a hierarchy on paper", "mindmap-ish". */
export function hedged(text: string, index: number, length: number): boolean {
  return HEDGE_BEFORE.test(text.slice(Math.max(0, index - 30), index)) || HEDGE_AFTER.test(text.slice(index + length, index + length + 12));
}

/** Phrases whose words would mislead the counts ("hierarchy of needs" is a pyramid, "water cycle" no process). */
function applyOverrides(doc: PromptDoc, add: (k: Kind, w: number, why: string) => void): void {
  const t = doc.lower;
  if (/hierarchy\s+of\s+needs/.test(t)) add('hierarchy', -7, 'hierarchy of needs is a pyramid');
  else if (/\bhierarch(?:y|ies)\s+of\s+(?:\w+\s+)?(?:ideas|thoughts|skills|priorities|values|goals|concepts|topics|evidence|controls|risks)\b/.test(t)) add('hierarchy', -12, 'a hierarchy of ideas is no org chart');
  if (/\b(?:state|status)\b/.test(t) && /\blife\s?cycle\b/.test(t)) add('cycle', -4, 'a lifecycle of states');
  else if (/\blife\s?cycle\b/.test(t) && /\b(?:is|gets)\s+[a-z]+(?:ed|en|id)\s*,?\s*(?:and\s+)?then\s+(?:is\s+|gets\s+)?[a-z]+(?:ed|en|id)\b/.test(t) && !/\b(?:again|repeats?|back\s+to\s+the\s+(?:start|beginning))\b/.test(t)) { add('cycle', -8, 'a lifecycle of statuses that does not come back'); add('state', 3, 'statuses one after another'); }
  // "lifecycle of a library book copy: available → on hold → checked out → overdue": a lifecycle of statuses.
  const arrowed = [...new Set(doc.arrows.flatMap((a) => a.chain.nodes.map((n) => n.replace(/\s*\(.*$/, '').trim())))];
  if (/\blife\s?cycle\b/.test(t) && arrowed.length >= 3 && arrowed.filter(isStatusLike).length / arrowed.length >= 0.6) { add('cycle', -10, 'a lifecycle of statuses joined by arrows'); add('state', 3, 'statuses joined by arrows'); }
  if (/\bsequence\s+of\s+(?:steps|events|actions)\b/.test(t)) add('sequence', -6, 'a sequence of steps is a process');
  if (/\bswot\b/.test(t) || /strengths.{0,60}weaknesses.{0,60}opportunities.{0,60}threats/.test(t)) add('comparison', -6, 'SWOT is a 2x2 matrix');
  if (/\b(?:vs\.?|versus)\b/.test(t) && /\b(?:matrix|quadrants?|2\s?x\s?2|axis|axes|grid)\b|\((?:low|high)\s*\/\s*(?:low|high)\)/.test(t)) add('comparison', -6, 'axes of a matrix');
  if (/\b(?:impact|urgent|urgency|likelihood)\b/.test(t) && /\b(?:effort|important|importance|impact)\b/.test(t) && /\b(?:vs\.?|versus|and|\/)\b/.test(t) && /\b(?:high|low)\b/.test(t)) add('matrix', 3, 'high and low on two axes');
  if (/\bactors?\b|\bacteurs?\b|\bakteure?\b|\bactores\b|参与者|アクター/.test(t) && /\buse[- ]?cases?\b|cas\s+d'utilisation|anwendungsf|casos\s+de\s+uso|用例|ユースケース/.test(t)) add('usecase', 12, 'actors and use cases');
  if (/\bpain\s?points?\b/.test(t) && /\b(?:stages?|phases?|journey)\b/.test(t)) add('journey', 6, 'stages with pain points');
  if (/\bproject\s+timeline\b/.test(t) && /\b(?:weeks?|days?|tasks?)\b/.test(t)) add('gantt', 4, 'a project timeline with tasks');
}
