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

const RUNS_ON = /\s+(?:during|when|while|whenever|in\s+order\s+to|to\s+(?=[a-z]+\b)|for\s+(?:a|an|the)|via|using|through|at|on|over|as|which|who|that)\s+.*$/i;

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
  // Each clause of a sentence on its own: "... the overlap of A, B and C; D sits between A and B".
  for (const s of sentences.flatMap((x) => x.split(/\s*;\s*/))) {
    const chain = fromToChain(s);
    const cued = cuedList(s);
    const e = cued.length >= min ? undefined : findEnumeration(s, min);
    // "..., and the bank during checkout": the last name ends where the sentence goes on.
    const trimmed = (all: string[]) => all.map((x, i) => (i === all.length - 1 ? x.replace(RUNS_ON, '') : x).replace(/^(?:an?|the)\s+/i, ''));
    const items = chain ?? (cued.length >= min ? trimmed(cued) : e ? trimmed(e.items) : []);
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
