// Options told one a sentence, compared on criteria named in prose: "ParcelPoint costs €4.90 per parcel, delivers in
// 2–3 days and has no tracking. SwiftBox is €6.50, next-day delivery, full tracking, but they won't take pots over 5 kg.
// … Please put them side by side on price, speed, tracking and restrictions." → a row per criterion, each value under
// the criterion it speaks of; a value no criterion claims ("is carbon neutral") describes its option.
import { capitalize } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { CRITERIA_LINE, statedCriteria } from './comparison-records.js';

export interface SaidComparison { options: { name: string; description?: string }[]; criteria: { label: string; values: string[] }[] }

// "ParcelPoint costs …", "SwiftBox is €6.50, …", "GreenRoute charges …": a name (capitalised), then a verb of having.
const OPTION_SAID = /^(?:the\s+)?([\p{Lu}\p{N}][\p{L}\p{N}+#.&'-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}+#.&'-]*){0,2})\s+(?=(?:costs?|charges?|is|are|has|have|offers?|delivers?|takes?|gives?|comes\s+with|provides?|includes?|runs?|kostet|ist|hat|bietet|coûte|est|a|offre|cuesta|es|tiene|ofrece|costa|ha|custa|tem)\b)/u;
// "put them side by side on price, speed …", "compare them on …", "a comparison by price and size".
const CRITERIA_ON = /\b(?:side\s+by\s+side|compare[ds]?|comparing|comparison|contrast|next\s+to\s+each\s+other|rate\s+them|score\s+them|vergleiche[n]?|gegenüberstellen|compar(?:er|ez|a|ar|e)|confronta(?:re)?)\b.*?\s(?:on|by|in\s+terms\s+of|across|regarding|nach|hinsichtlich|bei|sur|selon|en\s+(?:cuanto\s+a|termes\s+de)|por|según|per|em)\s+(.+?)[.!?]?$/iu;
// Where a value parts from the next: commas ("…, but they won't …") and "and" before a verb ("… and has no tracking").
const VALUE_BREAK = /\s*,\s*(?:(?:and|but|und|aber|et|mais|y|pero)\s+)?|\s+(?:and|but|und|aber|et|mais|y|pero)\s+(?=(?:is|are|has|have|offers?|delivers?|costs?|charges?|takes?|won'?t|can'?t|doesn'?t|does\s+not|includes?|comes|ships?|ist|hat|bietet|kostet|nur|est|a|offre|coûte|es|tiene|ofrece|cuesta|solo)\b)/iu;
// The verb that ties a value to its option says nothing of the value ("has no tracking" → "no tracking").
const VALUE_VERB = /^(?:(?:they|it|he|she|which)\s+)?(?:(?:costs?|charges?|is|are|has|have|offers?|gives?|includes?|comes\s+with|provides?|delivers?\s+in|takes?|kostet|ist|hat|bietet|coûte|est|a|offre|cuesta|es|tiene|ofrece)\s+)?(?:(?:a|an|the|eine?n?|un|une|una?)\s+)?/iu;

const MONEY = /[$€£¥₹]\s?\d|\d\s?(?:[$€£¥₹]|usd|eur|gbp|dollars?|euros?|pounds?)(?![\p{L}])|^(?:free|gratis|kostenlos|gratuit)$/iu;
const TIME = /\b\d+(?:\s*[–-]\s*\d+)?\s*(?:days?|hours?|hrs?|h|weeks?|minutes?|mins?)\b|\b(?:next|same)[- ]day\b|\bovernight\b|\b(?:one|two|three|four|five)\s+(?:days?|hours?|weeks?)\b/i;
const LIMIT = /\b(?:won'?t|can'?t|cannot|doesn'?t|does\s+not|not|only|max(?:imum)?|limit(?:ed)?|over|under|no\s+\w+\s+(?:over|above|under|below)|nur|nicht|seulement|pas|solo|no)\b/i;
// What a criterion's name asks for: money, a time, a limit.
const KINDS: [RegExp, RegExp][] = [
  [/(?:price|cost|fee|rate|charge|preis|kosten|prix|coût|precio|coste|costo|prezzo|preço|custo|tarif)/i, MONEY],
  [/\b(?:speed|time|delivery|fast|duration|lead|turnaround|vitesse|délai|geschwindigkeit|lieferzeit|velocidad|plazo|velocità|prazo)/i, TIME],
  [/(?:hours|opening|öffnungszeit|horaire|horario|orari)/i, /\b(?:\d{1,2}\s*(?:uhr|h|am|pm|:\d\d)|24\/7|round\s+the\s+clock|rund\s+um\s+die\s+uhr|24\s*h)\b/i],
  [/\b(?:restriction|limit|constraint|exclusion|condition|einschränkung|restricción|restrizione|restrição)/i, LIMIT],
];

const stem = (w: string) => w.toLowerCase().slice(0, Math.max(4, Math.min(6, w.length - 2)));

function criterionOf(value: string, criteria: string[]): number {
  const words = value.toLowerCase().match(/\p{L}[\p{L}-]*/gu) ?? [];
  // A value that names the criterion ("full tracking" under Tracking) goes there.
  const named = criteria.findIndex((c) => (c.toLowerCase().match(/\p{L}[\p{L}-]*/gu) ?? []).some((cw) => cw.length >= 4 && words.some((w) => w.startsWith(stem(cw)))));
  if (named >= 0) return named;
  return criteria.findIndex((c) => KINDS.some(([name, value_]) => name.test(c) && value_.test(value)));
}

/** The options and a row per named criterion, or undefined when the prompt is not written this way. */
export function readSaidComparison(statements: string[]): SaidComparison | undefined {
  // "… over 5 kg. GreenRoute costs …": a unit's full stop before a capital still ends the sentence.
  const sentences = statements.flatMap((s) => s.split(/(?<=[.!?])\s+(?=\p{Lu})/u));
  const cue = sentences.map((s) => CRITERIA_ON.exec(s.trim())).find(Boolean);
  // "Kriterien: Kosten, Öffnungszeiten, Entfernung.": the rows named in a sentence of their own.
  const named = (cue ? splitList(cue[1]!) : statedCriteria(statements)).map((c) => c.trim()).filter((c) => c && c.split(/\s+/).length <= 3);
  if (named.length < 2) return undefined;
  const options: { name: string; description?: string; cells: string[][] }[] = [];
  let placed = 0;
  let total = 0;
  for (const s of sentences) {
    const t = s.trim().replace(/[.!;]+$/, '');
    const m = OPTION_SAID.exec(t);
    if (!m || CRITERIA_ON.test(t) || CRITERIA_LINE.test(t)) continue;
    const values = t.slice(m[0].length).split(VALUE_BREAK).map((v) => v.trim().replace(VALUE_VERB, '').trim()).filter(Boolean);
    if (values.length < 2) continue;
    const cells: string[][] = named.map(() => []);
    const rest: string[] = [];
    values.forEach((v, at) => {
      let j = criterionOf(v, named);
      // "has 50 beds, costs £180 and is 2h away" under "Criteria: capacity, price, travel time": a value in the listed
      // criteria's order goes to its place when nothing names it and the place is free.
      if (j < 0 && !cue && values.length === named.length && !cells[at]!.length && !values.some((x, k) => k > at && criterionOf(x, named) === at)) j = at;
      total++;
      if (j >= 0) { cells[j]!.push(v); placed++; } else rest.push(v);
    });
    // "Die Waldkita kostet …", "La crèche coûte …": the article is no part of the name.
    options.push({ name: m[1]!.trim().replace(/^(?:the|die|der|das|le|la|el|il|lo|a|o)\s+(?=\p{Lu})/iu, ''), description: rest.length ? capitalize(rest.join(', ')) : undefined, cells });
  }
  if (options.length < 2 || placed * 2 < total) return undefined;
  return {
    options: options.map((o) => ({ name: o.name, description: o.description })),
    criteria: named.map((c, j) => ({ label: capitalize(c), values: options.map((o) => o.cells[j]!.join('; ')) })),
  };
}
