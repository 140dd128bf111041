// Shared pieces of the per-kind extractors: context, items with values or dates, icons, validation.
import { AppError } from '../../../errors.js';
import { CONTENT_SCHEMAS, type ContentOf } from '../../../spec/content/index.js';
import type { Kind } from '../../../spec/kinds.js';
import { findDates, type DateMention } from '../text/dates.js';
import type { PromptDoc } from '../text/doc.js';
import { concise, stripFiller, type Labelled } from '../text/label.js';
import { findEnumeration, splitList } from '../text/lists.js';
import { findNumbers, numberStyle, type NumberStyle } from '../text/numbers.js';
import type { Item } from '../text/outline.js';
import { splitClauses } from '../text/clauses.js';
import { fitCounts } from './fit.js';

export interface ExtractContext {
  doc: PromptDoc;
  /** The design the content is for (some designs read a little more, e.g. pros and cons). */
  design: string;
  /** Best icon id for a label, or undefined when nothing fits well. */
  icon(label: string): string | undefined;
}

export type Extractor<K extends Kind> = (ctx: ExtractContext) => ContentOf<K>;

// The schema's string limits by field name; prompt text can be longer than any of them.
const LIMITS: Record<string, number> = {
  id: 100, from: 100, to: 100, parent: 100, zone: 100, section: 100, lane: 100, sets: 100, over: 100, depends_on: 100,
  date: 60, type: 60, low: 60, high: 60, unit: 20, description: 1000,
};

function shorten(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Cuts every string to the length its field allows (labels and items 200), so long prompts never fail validation. */
export function fitStrings(v: unknown, key = ''): unknown {
  if (typeof v === 'string') return shorten(v, LIMITS[key] ?? 200);
  if (Array.isArray(v)) return v.map((x) => fitStrings(x, key));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fitStrings(x, k)]));
  return v;
}

/** Parses content with the kind's schema; a failure here is an engine bug, reported as such. */
export function validated<K extends Kind>(kind: K, content: unknown): ContentOf<K> {
  const r = CONTENT_SCHEMAS[kind].safeParse(fitStrings(fitCounts(kind, content)));
  if (!r.success) {
    throw new AppError('generation_invalid_output', `The builtin engine produced ${kind} content that is not valid.`, { issues: r.error.issues.slice(0, 5) });
  }
  return r.data as ContentOf<K>;
}

/** Thrown when the prompt has too few things for the design (never padded with invented items). */
export function tooFew(kind: string, need: number, got: number, what: string): AppError {
  return new AppError('generation_invalid_output', `A ${kind} needs at least ${need} ${what}; the prompt gives ${got}.`, { kind, need, got });
}

/** The prompt's items for the flat kinds, split further when the prompt is a single sentence. */
export function flatItems(doc: PromptDoc, min = 2): Item[] {
  let items = doc.items;
  // "# Topic" over "## A", "## B", "## C": the sections are the items.
  if (items.length === 1 && items[0].children.length >= min && doc.itemSource === 'lines') return items[0].children;
  if (items.length < min) {
    const texts = doc.statements.map((s) => s.text);
    const source = texts.length ? texts : [doc.tail || doc.lead].filter(Boolean);
    for (const t of source) {
      const e = findEnumeration(t, 2);
      if (e && e.items.length >= min) return leaves(e.items);
    }
    if (source.length === 1) {
      const parts = splitList(source[0]);
      if (parts.length >= min) return leaves(parts);
      const clauses = splitClauses(source[0]).filter((c) => c.text).map((c) => c.text);
      if (clauses.length >= min) return leaves(clauses);
    }
  }
  if (items.length === 1 && items[0].children.length >= min) items = items[0].children;
  return items;
}

export function leaves(texts: string[]): Item[] {
  return texts.map((text) => ({ text, children: [], header: false }));
}

/** Label and description of an item; nested items are folded into the description. */
export function itemLabel(item: Item): Labelled {
  const l = concise(item.text);
  if (item.children.length === 0) return l;
  const kids = item.children.map((c) => stripFiller(c.text)).join('; ');
  return { label: l.label, description: l.description ? `${l.description}; ${kids}` : kids };
}

// A unit of time right after a number ("5h", "30 min", "8 Stunden", "3 days"), and the minutes after hours ("1h 30min").
const TIME_UNIT = /^\s?(h|hrs?|hours?|stunden?|std|heures?|horas?|ore|ora|min|mins|minutes?|minuten?|minutos?|minuti|days?|tage?n?|jours?|d[ií]as?|giorni)\.?(?![\p{L}])/iu;
const HOUR_MINUTES = /^\s?(\d{1,2})\s?(?:min|m)?(?![\p{L}\d.,])/iu;

/** Words that say how rough a number is: "roughly 40,000", "about 9,000", "over £600". */
export const APPROXIMATE = String.raw`(?:roughly|about|around|approx(?:\.|imately)?|circa|ca\.?|c\.|nearly|almost|some|~|≈|over|under|just\s+(?:over|under)|more\s+than|less\s+than)`;

function tidyRest(t: string): string {
  // "(roughly 40,000)", "(about 9,000)": a bracket left holding only how rough the number was goes with it.
  return t.replace(new RegExp(String.raw`\(\s*(?:${APPROXIMATE}\s*)?\)|\[\s*\]`, 'gi'), ' ').replace(/\s*(?:[:=–—-]|\bat\b|\bwith\b|\bof\b)?\s*$/i, '').replace(/^\s*(?:[:=–—-]|of\b)\s*/i, '')
    .replace(/\s{2,}/g, ' ').replace(/\s+([,.;:)])/g, '$1').replace(/[,;:(]\s*$/, '').trim();
}

export interface Valued { text: string; value?: number; unit?: string; percent: boolean }

/** "10,000 visitors" → text "visitors", value 10000; "Chrome 65%" → "Chrome", 65, '%'; `style`: the prompt's decimal mark. */
export function splitValue(text: string, style?: NumberStyle): Valued {
  // Only real dates hide their numbers ("rent 1200" is an amount, "in 2023" a year).
  const dateSpans = findDates(text).filter((d) => d.year !== undefined && !d.ordinal && (d.month !== undefined || (d.year >= 1900 && d.year <= 2100)));
  const nums = findNumbers(text, style ?? numberStyle(text)).filter((n) => !dateSpans.some((d) => n.index >= d.index && n.end <= d.end));
  // "bought 8-week course 55", "week-2 active 500": a number joined to a word by a hyphen is part of the name.
  const free = nums.filter((x) => !/^-\p{L}/u.test(text.slice(x.end)) && !/\p{L}-$/u.test(text.slice(0, x.index)));
  const n = nums.find((x) => x.percent || x.unit) ?? free[0] ?? nums[0];
  if (!n) return { text, percent: false };
  // "sleep 5h", "eating 30 min", "Arbeit 40 Stunden", "1h 30min": a time after the number is its unit, not the name.
  const time = !n.unit && !n.percent ? TIME_UNIT.exec(text.slice(n.end)) : null;
  if (time) {
    const hours = /^(?:h|hrs?|hours?|stunden?|std|heures?|horas?|ore|ora)$/iu.test(time[1]!);
    const days = /^(?:days?|tage?n?|jours?|d[ií]as?|giorni)$/iu.test(time[1]!);
    let end = n.end + time[0].length;
    let value = n.value;
    const mins = hours ? HOUR_MINUTES.exec(text.slice(end)) : null;
    if (mins) { value += Number(mins[1]) / 60; end += mins[0].length; }
    return { text: tidyRest(text.slice(0, n.index) + ' ' + text.slice(end)) || text, value, unit: hours ? 'h' : days ? 'days' : 'min', percent: false };
  }
  // "38p", "12kg", "5pts": letters written onto the number are its unit, not part of the name.
  const glued = !n.unit && !n.percent ? GLUED_UNIT.exec(text.slice(n.end)) : null;
  const end = n.end + (glued?.[0].length ?? 0);
  return { text: tidyRest(text.slice(0, n.index) + ' ' + text.slice(end)) || text, value: n.value, unit: n.unit ?? glued?.[0], percent: n.percent };
}

// Letters joined to a number without a space, then no more letters or digits: "38p", "40kg", "3pts", "12¢".
const GLUED_UNIT = /^(?:[\p{L}]{1,4}|¢)(?![\p{L}\d'’-])/u;

export interface Dated { date: string; text: string; mention?: DateMention }

/** "1969: Moon landing" / "In 1969, Apollo 11 landed" → date "1969" and the rest. */
const DATE_PREPOSITION = /\s(?:in|on|at|since|from|during|around|circa|by|en|el|desde|à|en l'an|depuis|im|am|seit|em|desde|nel|nell'|dal|in the year|en el año|im jahr(?:e)?|no ano de|nell'anno)\s*$/iu;

export function splitDate(text: string): Dated {
  const dates = findDates(text);
  const d = dates[0];
  if (!d) return { date: '', text };
  let end = d.end;
  // "March 3 – March 14, 2024" and "2010–2015": keep the range together.
  const range = /^\s*(?:[-–—~〜～]|to|until|till|through)\s*/i.exec(text.slice(end));
  const next = dates[1];
  if (range && next && next.index === end + range[0].length) end = next.end;
  const dateText = text.slice(d.index, end).trim();
  // The preposition that governed the date goes with it: "opened in 2009 as …", "fundación en 1952", "gegründet im Jahr 1990".
  const before = text.slice(0, d.index).replace(DATE_PREPOSITION, ' ');
  let rest = before + ' ' + text.slice(end);
  rest = rest.replace(/\b(?:in|on|by|since|during|from|around|circa|of)\s*(?=[,:;.\s]*$)/i, '')
    .replace(/^\s*(?:(?:in|on|by|since|during|around|circa)\b|c\.)\s*[,:]?\s*/i, '')
    .replace(/^\s*[,:;.–—-]+\s*/, '').replace(/\s+(?:in|on|by|during)\s*([,.;])/i, '$1')
    // "last year (2023) we helped": the brackets that held only the date go with it.
    .replace(/\s*(?:\(\s*\)|\[\s*\])/g, ' ').replace(/\s{2,}/g, ' ').replace(/\s+([,.;:])/g, '$1').trim();
  return { date: dateText.replace(/^the\s+/i, ''), text: rest, mention: d };
}

/** Title of the diagram: from the lead, else undefined. */
export function titleOf(ctx: ExtractContext): string | undefined {
  return ctx.doc.title;
}
