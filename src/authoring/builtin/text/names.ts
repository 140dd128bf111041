// Prose sentences → the names they list: quoted names ('"Software Solutions", "Hardware Innovations"'), enumerations
// after a cue ("entities like Student, Course and Faculty", "such as Samsung, Apple and Huawei") and from-to chains
// ("from an egg, to a caterpillar, to a cocoon"). The flat kinds draw these instead of whole sentences.
import { findEnumeration, splitList } from './lists.js';
import { matchKey } from './label.js';

// Quotes around a name: double, curly and corner quotes, and single quotes that are not apostrophes.
const QUOTED = /["“„«]([^"“”„«»\n]{1,60}?)["”»]|(?<![\p{L}\p{N}])['‘]([^'‘’\n]{2,60}?)['’](?![\p{L}\p{N}])/gu;

function words(s: string): number {
  return s.trim().split(/\s+/).filter(Boolean).length;
}

/** Quoted names of a text, in order (at most 8 words each, not sentences). */
export function quotedNames(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(QUOTED)) {
    const name = (m[1] ?? m[2] ?? '').trim().replace(/[,.;:!]+$/, '');
    if (!name || words(name) > 8 || /^[#@]/.test(name) || /[.!?]\s+\S/.test(name)) continue;
    out.push(name);
  }
  return out;
}

// "from the stage of an egg, to a caterpillar, to a cocoon, to an adult butterfly".
const FROM_TO = /\bfrom\s+(?:the\s+stage\s+of\s+)?(.+?)(?:,\s*|\s+)to\s+(.+)$/i;

function fromToChain(sentence: string): string[] | undefined {
  const m = FROM_TO.exec(sentence.replace(/[.!?]+$/, ''));
  if (!m) return undefined;
  const parts = [m[1], ...m[2].split(/,?\s+(?:and\s+then\s+|and\s+)?to\s+|,\s*(?:and\s+then|then)\s+(?:to\s+)?/i)]
    .map((p) => p.trim().replace(/^(?:an?|the)\s+/i, '').replace(/^(?:then|finally)\s+/i, ''));
  if (parts.length < 3 || parts.some((p) => !p || words(p) > 5)) return undefined;
  return parts;
}

// "each major brand, such as Samsung, Apple, Huawei and others": the list after the cue, wherever the first comma is.
const CUE = /\b(?:such\s+as|like|including|e\.g\.,?|for\s+example,?|namely|i\.e\.,?)\s+(.+)$/i;

function cuedList(sentence: string): string[] {
  const m = CUE.exec(sentence.replace(/[.!?。]+$/u, ''));
  if (!m) return [];
  const parts = nameParts(m[1].replace(/\s*(?:etc\.?|and\s+so\s+on)$/i, ''));
  return parts.length >= 2 && parts.every((p) => words(p) <= 6) ? parts : [];
}

/** The names a prose text lists, in the order written; empty when it lists none. */
export function listedNames(sentences: string[], min = 3): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (name: string) => {
    const k = matchKey(name);
    if (!k || seen.has(k)) return;
    seen.add(k);
    out.push(name);
  };
  const text = sentences.join(' ');
  const quoted = quotedNames(text);
  if (quoted.length >= min) {
    quoted.forEach(add);
    return out;
  }
  let best: string[] = [];
  for (const s of sentences) {
    const chain = fromToChain(s);
    const cued = cuedList(s);
    const e = cued.length >= min ? undefined : findEnumeration(s, min);
    const items = chain ?? (cued.length >= min ? cued : e?.items.map((x) => x.replace(/^(?:an?|the)\s+/i, '')) ?? []);
    // Names, not clauses: short parts, none holding a verb phrase of its own.
    if (items.length >= min && items.length > best.length && items.every((x) => words(x) <= 6)) best = items;
  }
  best.forEach(add);
  return out;
}

/** A list split for names: "Samsung, Apple and other smaller brands". */
export function nameParts(text: string): string[] {
  return splitList(text).map((s) => s.replace(/^(?:an?|the)\s+/i, '').trim()).filter(Boolean);
}
