// Item text → a concise label (about six words) and a description holding the rest; ids from labels.
import { isEnglish } from './language.js';
import { wordClass } from './nlp.js';

export interface Labelled { label: string; description?: string }

export const MAX_LABEL_WORDS = 6;

// Sequencing words that open steps but carry no meaning in a box.
const LEADING = /^(?:(?:and|so|then|next|finally|lastly|afterwards|after that|after this|subsequently|also|firstly|secondly|thirdly|to start|to begin|at first|at last|at the end|in the end|eventually|meanwhile|now|once done|once finished|once complete|entonces|primero|puis|ensuite|d'abord|dann|danach|anschließend|zuerst|quindi|dopodiché|em seguida|primeiro|(?:luego|después|despues|depois)(?!\s+(?:de|del|da|do|das|dos|que)\b))(?![\p{L}'])[,:]?\s+|(?:first|second|third|fourth|fifth)(?:,\s*|\s+(?=(?:check|add|put|make|take|send|open|click|choose|select|enter|go|get|set|fill|create|write|read|review|ask|call|run|start|turn|remove|wash|cut|mix|boil|pour|place|insert|submit|log|sign|install|download|update|verify|confirm|pay|pick|move|find|book|contact|prepare|plan|build|test|deploy|define|identify|gather|collect|analy[sz]e|measure|draft|publish|share)\b)))+/iu;
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'his', 'her', 'our', 'my', 'your']);
// Words a label should not end on: cutting there leaves a dangling phrase.
const BAD_END = new Set(['the', 'a', 'an', 'of', 'to', 'for', 'with', 'and', 'or', 'in', 'on', 'at', 'by', 'from', 'into', 'is', 'are', 'was', 'be', 'as', 'that', 'which', 'who', 'its', 'their', 'his', 'her', 'our', 'your', 'my', 'than', 'if', 'when', 'while', 'not', 'no', 'but', 'via', 'per', 'about']);
const PARTICLES = new Set(['on', 'off', 'up', 'down', 'out', 'back', 'over', 'away']);
const CUT_BEFORE = new Set(['instead', 'rather', 'to', 'for', 'with', 'from', 'in', 'on', 'at', 'by', 'into', 'onto', 'via', 'and', 'or', 'but', 'which', 'who', 'that', 'because', 'so', 'when', 'while', 'if', 'unless', 'until', 'after', 'before', 'using', 'through', 'within', 'including', 'where', 'whereas', 'as']);

/** Removes list markers, sequencing words and trailing punctuation. */
export function stripFiller(text: string): string {
  let s = text.trim().replace(/^[-*•+·◦▪‣►▸➤–—]\s+/u, '').replace(/^\(?\d{1,3}[.)]\s+/, '');
  s = s.replace(LEADING, '');
  s = s.replace(/[\s.;,:!。；，]+$/u, '').replace(/^["'“‘(]+(.*?)["'”’)]+$/u, '$1').trim();
  return s;
}

export function capitalize(s: string): string {
  if (!s) return s;
  const first = s.codePointAt(0)!;
  const ch = String.fromCodePoint(first);
  // Leave words such as "iPhone" or "eBay" as written.
  if (/^[a-z][A-Z]/.test(s)) return s;
  // "v1.0 launch", "x86 build": a version or a model number is written as it is.
  if (/^[a-z]\d/.test(s)) return s;
  return ch.toUpperCase() + s.slice(ch.length);
}

function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

function isCjk(s: string): boolean {
  return /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(s);
}

/**
 * A label of at most `max` words: the part before a separator ("Label: details", "Label - details",
 * "Label (details)") when there is one, else the text without articles, else the text cut before a
 * preposition or conjunction. Whatever is left out goes to the description.
 */
export function concise(text: string, max = MAX_LABEL_WORDS): Labelled {
  // "They are asked to ..." → "Asked to ...": a pronoun subject says nothing in a box.
  const s = stripFiller(text).replace(/^(?:they|he|she|we)\s+(?:are|is|was|were|get|gets|will\s+be)\s+(?=\w+ed\b)/i, '');
  if (!s) return { label: '' };
  if (isCjk(s) && !/\s/.test(s)) {
    if ([...s].length <= 18) return { label: s };
    // Cut after a particle or a comma, never inside a word.
    const chars = [...s];
    let cutAt = -1;
    for (let i = 6; i < Math.min(16, chars.length); i++) if (/[のをにはがとでへや、,]/u.test(chars[i])) cutAt = i;
    const head = cutAt > 0 ? chars.slice(0, /[、,]/u.test(chars[cutAt]) ? cutAt : cutAt).join('') : chars.slice(0, 14).join('');
    return { label: head.replace(/[のをにはがとでへや、,]$/u, ''), description: s };
  }
  // "Plan (計画): 目標を決める": the bracket closes before the colon; both say what the label means.
  const bracketThenColon = /^(.{2,60}?)\s*\(([^()]{1,40})\)\s*(?::\s+|\s+[-–—]\s+)(.+)$/u.exec(s);
  if (bracketThenColon && words(bracketThenColon[1]).length <= max) return withDescription(capitalize(stripFiller(bracketThenColon[1]) || bracketThenColon[1]), `${bracketThenColon[2].trim()}: ${bracketThenColon[3].trim()}`);
  const sep = /^(.{2,80}?)(\s*:\s+|\s+[-–—]\s+|\s*\(\s*)(.+?)$/u.exec(s);
  // "Tom Reed (Platform) and Priya Nair (Mobile)": a bracket that closes before the end is part of the text, no split.
  const bracketInside = !!sep && sep[2].includes('(') && !/^[^()]*\)\s*$/.test(sep[3]);
  if (sep && !bracketInside && words(sep[1]).length <= max && !/\d$/.test(sep[1])) {
    const head = stripFiller(sep[1]);
    // Only the bracket that opened the details closes them: "X: a (b)" keeps its own.
    const rest = (sep[2].includes('(') && !sep[3].includes('(') ? sep[3].replace(/\)\s*$/, '') : sep[3]).trim();
    // "the trigger: assassination of Franz Ferdinand (Sarajevo 1914)": a key with an article says what the item is
    // to the whole; the item's name is what follows.
    const role = /^(?:the|a|an|our|my|its|their)\s+(\S+(?:\s+\S+)?)$/i.exec(head);
    if (role && /:/.test(sep[2]) && words(rest.replace(/\s*\([^()]*\)\s*$/, '')).length <= max) {
      const inner = concise(rest, max);
      if (inner.label) return { label: inner.label, description: [capitalize(role[1]!), inner.description].filter(Boolean).join('; ') };
    }
    if (head) return withDescription(capitalize(head), rest);
  }
  const ws = words(s);
  // English articles only: "a" and "an" are prepositions in Spanish, Italian and German ("an den Absender").
  if (!isEnglish(s)) {
    if (ws.length <= max) return { label: capitalize(s) };
    const head = cutKeepingNames(ws, max);
    return head.length === ws.length ? { label: capitalize(s) } : { label: capitalize(head.join(' ')), description: capitalize(s) };
  }
  if (ws.length > 1 && ws.length <= max + 1 && /^(the|a|an)$/i.test(ws[0])) ws.shift();
  // Long labels read better without inner articles ("Emails customer tracking number").
  // ("a" before a unit of time is "per": "walk 10k steps a day" keeps it.)
  if (ws.length > 4 && ws.length <= max) return { label: capitalize(ws.filter((w, i) => i === 0 || !/^(?:the|a|an)$/i.test(w) || (/^an?$/i.test(w) && (i === ws.length - 1 || /^(?:and|or|to|is|are|day|week|month|year|hour|minute|night|time)$/i.test(ws[i + 1])))).join(' ')) };
  if (ws.length <= max) return { label: capitalize(ws.join(' ')) };
  // "a" before "and" or at the end is a name ("numbers a and b"), not an article.
  // "a bit", "a little", "a few": a quantity, not an article ("lower your tyre pressure a bit").
  const noDet = ws.filter((w, i) => !DETERMINERS.has(w.toLowerCase()) || (/^an?$/i.test(w) && (i === ws.length - 1 || /^(?:and|or|to|is|are|,|bit|little|lot|few|couple|while)$/i.test(ws[i + 1]))));
  // Only articles were dropped: the full text as a description would repeat the label word for word.
  if (noDet.length <= max) return { label: capitalize(noDet.join(' ')) };
  return { label: capitalize(cut(noDet, max)), description: capitalize(s) };
}

function withDescription(label: string, rest: string): Labelled {
  const ws = words(label);
  if (ws.length > MAX_LABEL_WORDS) return { label: capitalize(cut(ws, MAX_LABEL_WORDS)), description: rest ? `${label}: ${rest}` : label };
  return rest ? { label, description: capitalize(rest) } : { label };
}

// Articles and prepositions of French, German, Spanish, Portuguese and Italian: a label never ends on one.
const OTHER_BAD_END = /^(?:la|le|les|l'|el|los|las|lo|de|del|des|du|d'|a|à|al|au|aux|en|y|et|und|oder|der|die|das|den|dem|des|ein|eine|einen|von|vom|zu|zum|zur|im|am|mit|für|da|do|dos|das|di|il|gli|e|o|ou|con|per|por|para|sur|dans|un|une|uno|una|um|uma|que|qui)$/i;

/**
 * The words of a label in a language other than English, at most about `max`: never ending on an article or a
 * preposition ("… llega a la"), never inside a name ("la Estación | Espacial Internacional"), and whole when only
 * two words would be left over ("El Apolo 11 llega a la Luna").
 */
function cutKeepingNames(ws: string[], max: number): string[] {
  if (ws.length <= max + 2) return ws;
  let n = max;
  const capital = (w: string | undefined) => !!w && /^\p{Lu}/u.test(w);
  // A run of capitalised words across the cut is one name: take it whole when it is short.
  if (capital(ws[n - 1]) && capital(ws[n]) && n > 1) {
    let end = n;
    while (capital(ws[end])) end++;
    if (end - max <= 3) n = end;
  }
  while (n > 1 && n < ws.length && OTHER_BAD_END.test(ws[n - 1]!)) n--;
  return ws.slice(0, n);
}

const HEDGE = /^(?:usually|typically|normally|generally|mostly|often|sometimes|mainly|ideally|probably|maybe|perhaps|occasionally|always|rarely)$/;

function cut(ws: string[], max: number): string {
  // Prefer ending right before a preposition or conjunction (a phrase boundary) with at least 2 words kept.
  let best = -1;
  const bare = (i: number) => (ws[i] ?? '').toLowerCase().replace(/[^a-z]/g, '');
  // "turn camera on | for the first week": a particle after the object, before a preposition, ends the verb's phrase.
  const particle = (i: number) => i >= 2 && PARTICLES.has(bare(i)) && CUT_BEFORE.has(bare(i + 1)) && !/[,;:]$/.test(ws[i - 1]!);
  for (let i = 2; i <= Math.min(max, ws.length - 1); i++) {
    if (particle(i)) continue;
    if (CUT_BEFORE.has(bare(i)) || /[,;:]$/.test(ws[i - 1])) best = i;
  }
  let n = best >= 2 ? best : Math.min(max, ws.length);
  while (n > 1 && BAD_END.has(bare(n - 1)) && !particle(n - 1)) n--;
  // "sends an order request, usually | through Instagram": a hedge after the comma belongs to what was cut.
  while (n > 2 && HEDGE.test(bare(n - 1)) && /,$/.test(ws[n - 2]!)) n--;
  return ws.slice(0, n).join(' ').replace(/[,;:]+$/, '');
}

/** A label that keeps only `label`, for places without descriptions (edge labels, set items). */
export function shortLabel(text: string, max = MAX_LABEL_WORDS): string {
  return concise(text, max).label;
}

/** "Coordinator", named in full earlier as "the Care Coordinator": the full name (up to three capitalised words before it). */
export function fullNameIn(text: string, name: string): string {
  if (/\s/.test(name) || !/^\p{Lu}/u.test(name)) return name;
  const at = text.indexOf(name);
  const before = at > 0 ? /(?<![\p{L}'-])((?:\p{Lu}[\p{L}'-]*\s+){1,3})$/u.exec(text.slice(Math.max(0, at - 60), at)) : null;
  return before && !/^(?:I|The|A|An|Our|My|We|What|Who|How|Why|When|Where|This|That|In|On|At|For)\s/.test(before[1]!) ? `${before[1]}${name}` : name;
}

/** Sentence-case noun phrase without leading articles: "the Web Server" → "Web Server". */
export function nounPhrase(text: string): string {
  const ws = words(stripFiller(text));
  while (ws.length > 1 && DETERMINERS.has(ws[0].toLowerCase())) ws.shift();
  return capitalize(ws.join(' '));
}

/** Lower-case key used to match mentions of the same thing ("The Database" = "database" = "databases"). */
export function matchKey(text: string): string {
  const ws = words(text.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, ' '))
    .filter((w) => !DETERMINERS.has(w));
  return ws.map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)).join(' ');
}

/** Unique ids derived from labels: "Check stock" → "check-stock", then "check-stock-2". */
export class IdMaker {
  private used = new Set<string>();
  make(label: string, fallback = 'n'): string {
    let base = label.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').split('-').slice(0, 4).join('-').slice(0, 32).replace(/-+$/, '');
    if (!base) base = fallback;
    let id = base;
    for (let i = 2; this.used.has(id); i++) id = `${base}-${i}`;
    this.used.add(id);
    return id;
  }
}

/** True when a word is a verb form likely to open an imperative step ("Check", "Send"). */
export function startsWithVerb(text: string): boolean {
  const first = words(text)[0]?.toLowerCase().replace(/[^a-z]/g, '') ?? '';
  return first !== '' && wordClass(first) === 'verb';
}
