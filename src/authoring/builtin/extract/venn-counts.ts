// Venn diagrams told as head counts: "Swimming has 142 members, Cycling 208, Running 251. 37 people are in swimming
// and cycling only, …, and 48 do all three – we call them the Triathletes." Each set is labelled with its count, each
// overlap with its own, and a name given to an overlap ("we call them X") labels it.
import type { VennContent } from '../../../spec/content/index.js';
import { capitalize, IdMaker, matchKey } from '../text/label.js';

const NUM = String.raw`(\d[\d,.]*\d|\d)`;
const PEOPLE = String.raw`(?:\s+(?:members?|people|players?|students?|pupils?|users?|customers?|clients?|staff|employees?|respondents?|volunteers?|patients?|of\s+(?:us|them)|(?:kids|children|adults)))?`;
// "Swimming has 142 members", "Cycling 208", "Running: 251", "142 in Swimming".
const SET_COUNT = new RegExp(String.raw`^(?:and\s+)?(?:the\s+)?(\p{Lu}[\p{L}'&-]*(?:\s+\p{L}[\p{L}'&-]*){0,2}?)\s*(?:has|have|had|with|is|are|counts?|[:=–—-])?\s*${NUM}${PEOPLE}(?:\s+in\s+total)?$`, 'u');
// "37 people are in swimming and cycling only", "22 in swimming and running only", "64 do cycling and running".
const PAIR_COUNT = new RegExp(String.raw`^(?:and\s+)?${NUM}${PEOPLE}\s+(?:(?:are|is)\s+(?:in|on)|in|on|do|play|take|belong\s+to|are\s+members\s+of)\s+(?:both\s+)?(?:the\s+)?(.+?)\s+(?:and|&|\+)\s+(?:the\s+)?(.+?)(?:\s+(?:only|but\s+not\s+.+|sections?|clubs?|groups?))?$`, 'iu');
// "48 do all three", "48 are in all three sections".
const ALL_COUNT = new RegExp(String.raw`^(?:and\s+)?${NUM}${PEOPLE}\s+(?:(?:are|is)\s+in|do|play|take|belong\s+to)\s+all\s+(?:three|3)(?:\s+\p{L}+)?$`, 'iu');
// "we call them the Triathletes", "known as the Triathletes", "called 'Triathletes'".
const CALLED = /(?:we\s+call\s+them|they(?:['’]re|\s+are)\s+called|known\s+as|called|nicknamed)\s+(?:the\s+)?["“'‘]?([\p{L}][\p{L}' -]{1,30}?)["”'’]?(?=$|[,.;!]|\s+(?:please|and|so)\b)/iu;

interface Drafted { name: string; count: string }

/** The sets with their counts and the overlaps with theirs, when the prompt tells a Venn diagram as head counts. */
export function countedVenn(text: string, title?: string): VennContent | undefined {
  const clauses = text.split(/(?<=[.;!?])\s+|,\s+(?:and\s+)?|\s+[-–—]\s+/u).map((c) => c.trim().replace(/[.;!?]+$/, '')).filter(Boolean);
  const sets: Drafted[] = [];
  const pairs: { a: string; b: string; count: string }[] = [];
  let all: { count: string; name?: string } | undefined;
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    const whole = ALL_COUNT.exec(c);
    if (whole) {
      all = { count: whole[1]! };
      const named = CALLED.exec(clauses[i + 1] ?? '') ?? CALLED.exec(c);
      if (named) all.name = named[1]!.trim();
      continue;
    }
    const pair = PAIR_COUNT.exec(c);
    if (pair) { pairs.push({ count: pair[1]!, a: pair[2]!, b: pair[3]! }); continue; }
    const set = SET_COUNT.exec(c.replace(/^.*?\s(?=\p{Lu}[\p{L}'&-]*\s+(?:has|have|with|is|are)\s+\d)/u, ''));
    if (set && sets.length < 3 && !/^(?:we|our|the|total|in|all|about|around|over)$/i.test(set[1]!)) sets.push({ name: set[1]!.trim(), count: set[2]! });
  }
  if (sets.length < 2 || (pairs.length === 0 && !all)) return undefined;
  const ids = new IdMaker();
  const drawn = sets.map((s) => ({ id: ids.make(s.name), label: `${capitalize(s.name)} (${s.count})`, key: matchKey(s.name), items: [] as string[] }));
  const find = (name: string) => drawn.find((d) => d.key === matchKey(name) || d.key.split(' ')[0] === matchKey(name).split(' ')[0]);
  const overlaps: VennContent['overlaps'] = [];
  for (const p of pairs) {
    const a = find(p.a);
    const b = find(p.b);
    if (a && b && a !== b) overlaps.push({ sets: [a.id, b.id], label: p.count, items: [] });
  }
  if (all && drawn.length === 3) overlaps.push({ sets: drawn.map((d) => d.id), label: all.name ? `${capitalize(all.name)} (${all.count})` : all.count, items: [] });
  return { ...(title ? { title } : {}), sets: drawn.map(({ id, label, items }) => ({ id, label, items })), overlaps };
}
