// Family trees told with kinship words: "grandpa Chidi, his kids Ngozi and Emeka, Ngozi's twins Ada and Obi",
// "her sons Tom, Dick and Harry", "the children of Mary: Ann and Joe". Each gives parent links between named people.
import { nounPhrase } from '../text/label.js';

const KIN = String.raw`(?:kids|kid|children|child|sons|son|daughters|daughter|twins|triplets|boys|girls|offspring|babies|baby|little\s+ones)`;
const ELDER = /^(?:(?:great[- ])*(?:grandpa|grandma|grandad|granddad|granny|grandfather|grandmother|gran|nana|papa|mama|dad|mom|mum|father|mother|uncle|aunt|auntie|patriarch|matriarch))\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)$/iu;
// "his kids Ngozi and Emeka", "Ngozi's twins Ada and Obi", "and their two daughters, Kim and Lee"
const OWNED = new RegExp(String.raw`^(?:and\s+|with\s+)?(his|her|their|(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)['’]s?)\s+(?:(?:two|three|four|five|six|\d+|own|young|grown)\s+)?${KIN}\s*(?:[:,—–-]|\s+(?:are|were|named|called|being))?\s*(.+)$`, 'iu');
// "children of Mary: Ann and Joe", "the kids of Ngozi are Ada and Obi"
const OF = new RegExp(String.raw`^(?:the\s+)?${KIN}\s+of\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s*(?:[:,—–-]|\s+(?:are|were))?\s*(.+)$`, 'iu');
const NAME = /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?$/u;

const namesIn = (list: string): string[] => list.split(/\s*,\s*|\s+(?:and|&)\s+/i).map((n) => n.trim().replace(/[.!]+$/, '')).filter(Boolean);

/** Parent links a text states with kinship words; empty when it uses none. */
export function kinshipRelations(text: string): { parent: string; child: string }[] {
  const out: { parent: string; child: string }[] = [];
  // A part that is only names ("Dick and Harry") continues the list before it.
  const parts: string[] = [];
  for (const p of text.split(/\s*[;\n]\s*|\.\s+|,\s*/)) {
    const t = p.trim().replace(/[.!]+$/, '');
    if (!t) continue;
    const names = namesIn(t);
    if (parts.length && names.length && names.every((n) => NAME.test(n)) && !ELDER.test(t)) parts[parts.length - 1] += `, ${t}`;
    else parts.push(t);
  }
  let last: string | undefined;
  for (const t of parts) {
    const elder = ELDER.exec(t);
    if (elder) { last = elder[1]!; continue; }
    const owned = OWNED.exec(t);
    const of = owned ? undefined : OF.exec(t);
    const parent = owned ? (owned[2] ?? last) : of?.[1];
    const list = owned ? owned[3]! : of?.[2];
    if (!parent || !list) { if (NAME.test(t)) last = t; continue; }
    const kids = namesIn(list).filter((n) => NAME.test(n));
    for (const k of kids) out.push({ parent: nounPhrase(parent), child: nounPhrase(k) });
    // "his kids Ngozi and Emeka, her twins …": a later pronoun speaks of the last single child named.
    if (kids.length === 1) last = kids[0];
    else if (!owned?.[2] && !of) last = parent;
  }
  return out;
}

/** True for a list item that only tells kinship ("his kids Ngozi and Emeka", "grandpa Chidi"). */
export function isKinshipItem(text: string): boolean {
  const t = text.trim().replace(/[.!]+$/, '');
  return ELDER.test(t) || OWNED.test(t) || OF.test(t);
}
