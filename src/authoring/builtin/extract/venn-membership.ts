// Sets told by what belongs to each ("Northside sells pastries, sandwiches and cold brew. Harbour sells pastries, cold
// brew and ice cream.", "the Tuesday crew (Lena, Omar, Keiko) and the Saturday team (Omar, Keiko, Raúl)", "data
// analysts know SQL, dashboards and statistics; data engineers know SQL, pipelines and cloud storage"), and the
// members two or three sets share, which belong in their overlap rather than in each set.
import { matchKey } from '../text/label.js';
import { splitNames } from '../text/lists.js';

export interface Membership { name: string; items: string[] }

// "X sells / knows / has / offers / serves / uses / speaks / plays / teaches / covers / stocks a, b and c".
const MEMBER_VERB = String.raw`(?:sells?|knows?|has|have|offers?|serves?|uses?|speaks?|plays?|teach(?:es)?|covers?|stocks?|carr(?:y|ies)|includes?|contains?|likes?|loves?|needs?|does|do|makes?|grows?|reads?|wears?|owns?|supports?|provides?|requires?|handles?|works?\s+on|takes?\s+care\s+of|looks?\s+after|(?:are|is)\s+responsible\s+for)`;
const SENTENCE_SET = new RegExp(String.raw`^(?:the\s+|our\s+)?([A-Z\p{Lu}][^,;:()]{0,40}?|[a-z][a-z\s'-]{2,40}?)\s+${MEMBER_VERB}\s+(.+)$`, 'u');
const NEXT_TOLD = new RegExp(String.raw`,\s+(?:and\s+)?(?=(?:the\s+|our\s+)?[\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*){0,2}\s+${MEMBER_VERB}\s)`, 'u');
// "the Tuesday gardening crew (Lena, Omar, Keiko)".
const PAREN_SET = /(?:^|[:;,]\s*|\band\s+)(?:the\s+|our\s+)?([^,;:()]{2,50}?)\s*\(([^()]{3,120})\)/gu;

/** The sets a prompt tells by their members, when it tells at least two that way. */
export function readMemberships(sentences: string[], text: string): Membership[] {
  const bySentence: Membership[] = [];
  for (const s of sentences) {
    // "Designers do layout and illustration, copywriters do headlines and scripts, and video editors do …": one set a clause.
    for (const part of s.replace(/[.!]+$/, '').split(/;\s*/).flatMap((p) => p.split(NEXT_TOLD))) {
      const m = SENTENCE_SET.exec(part.trim());
      // "both know Git and HTTP", "they all use Slack": what the sets share, not a set.
      if (!m || /^(?:both|all|they|we|i|it|everyone|each|every\w*|most|some|none|nobody|people)\b/i.test(m[1]!.trim())) continue;
      const items = splitNames(m[2]!).map((x) => x.replace(/^(?:some|also)\s+/i, '').trim()).filter((x) => x && x.split(/\s+/).length <= 5);
      if (items.length >= 2) bySentence.push({ name: m[1]!.trim(), items });
    }
  }
  if (bySentence.length >= 2 && bySentence.length <= 3) return bySentence;
  const byParens: Membership[] = [];
  for (const m of text.matchAll(PAREN_SET)) {
    const items = splitNames(m[2]!).filter((x) => x.split(/\s+/).length <= 4);
    if (items.length >= 2) byParens.push({ name: m[1]!.replace(/^.*\b(?:groups?|teams?|sets?)\s*:\s*/i, '').trim(), items });
  }
  return byParens.length >= 2 && byParens.length <= 3 ? byParens : [];
}

/**
 * Members that several sets name go to the overlap of exactly those sets; each set keeps what is its own.
 * `sets` are changed in place; the overlaps found are returned by the keys of their sets.
 */
export function spreadShared(sets: { key: string; items: string[] }[]): { keys: string[]; items: string[] }[] {
  const owners = new Map<string, { label: string; keys: string[] }>();
  for (const s of sets) {
    for (const item of s.items) {
      const k = matchKey(item);
      const o = owners.get(k) ?? { label: item, keys: [] };
      if (!o.keys.includes(s.key)) o.keys.push(s.key);
      owners.set(k, o);
    }
  }
  const shared = [...owners.entries()].filter(([, o]) => o.keys.length >= 2);
  if (shared.length === 0) return [];
  const sharedKeys = new Set(shared.map(([k]) => k));
  for (const s of sets) s.items = s.items.filter((i) => !sharedKeys.has(matchKey(i)));
  const out: { keys: string[]; items: string[] }[] = [];
  for (const [, o] of shared) {
    const same = out.find((x) => x.keys.length === o.keys.length && x.keys.every((k) => o.keys.includes(k)));
    if (same) same.items.push(o.label); else out.push({ keys: o.keys, items: [o.label] });
  }
  return out;
}

// "Jonas, Mei and Priya do robotics and choir", "Liam does choir and football", "Sara does all three",
// "Ben is only football": named people, then the groups they are in.
const NAMES = String.raw`\p{Lu}[\p{L}'-]+(?:\s*,\s*\p{Lu}[\p{L}'-]+)*(?:\s*,?\s+(?:and|&)\s+\p{Lu}[\p{L}'-]+)?`;
const PEOPLE_IN = new RegExp(String.raw`(?:^|,\s*|;\s*|\band\s+)(${NAMES})\s+(?:do|does|is|are|plays?|sings?|takes?|joins?|belongs?\s+to)\s+(?:(only|just)\s+)?(?:in\s+|on\s+)?(?:the\s+)?([^,;.]+?)(?=\s*(?:,\s*(?:and\s+)?\p{Lu}|[;.]|$))`, 'gu');

export interface PeopleIn { people: string[]; groups: string }

/** People placed in groups by name, when the sentence places at least two groups of people. */
export function readPeopleIn(sentence: string): PeopleIn[] {
  const out: PeopleIn[] = [];
  for (const m of sentence.matchAll(PEOPLE_IN)) out.push({ people: splitNames(m[1]!), groups: m[3]!.trim() });
  return out.length >= 2 ? out : [];
}
