// PromptDoc → timeline content: dated events in the prompt's order.
import type { TimelineContent } from '../../../spec/content/index.js';
import { concise } from '../text/label.js';
import type { Item } from '../text/outline.js';
import { findDates } from '../text/dates.js';
import { flatItems, leaves, splitDate, tooFew, validated, type ExtractContext } from './common.js';

const TRAILING_AND = /\s+(?:and|e|y|et|und|ed|i|en|og|och)$/iu;
// What is left of "em 2019", "in 2019", "en 2019": nothing, or a preposition the date's reader kept.
const ONLY_DATE_WORDS = /^(?:(?:in|on|em|en|im|am|nel|no|na|à|a|el|le)\s*)?$/iu;

/** "… em 2001 e", "em 2019", "criou …" → "… em 2001", "2019 criou …": a trailing "and" names nothing, and a date
 *  alone between commas leads the piece after it. */
export function joinDateLeads(pieces: string[]): string[] {
  const out: string[] = [];
  let lead = '';
  for (const p of pieces) {
    let t = p.trim().replace(TRAILING_AND, '');
    if (!t) continue;
    const dates = findDates(t);
    if (dates.length === 1 && out.length > 0 && ONLY_DATE_WORDS.test(splitDate(t).text)) { lead += `${t.slice(dates[0]!.index, dates[0]!.end)} `; continue; }
    out.push(lead + t);
    lead = '';
  }
  if (lead) out.push(lead.trim());
  return out;
}

// "o clube foi fundado …", "the choir was founded …": the subject a history is about, before a passive verb.
const TOPIC_PASSIVE = /^(?:the|our|o|a|os|as|nosso|nossa|el|la|los|las|nuestro|nuestra|le|les|notre|il|lo|der|die|das|unser|unsere)\s+([\p{L}-]{3,})\s+((?:was|were|foi|foram|fue|fueron|a\s+été|wurde|wurden|è\s+stat[oa]|fu)\s+)(?=\p{L})/iu;

/** "O clube foi fundado por operários" → "Fundado por operários" when the prompt named the club before: the subject is the
 *  timeline's topic, the passive verb's participle the event. */
function withoutTopicSubject(text: string, whole: string): string {
  const m = TOPIC_PASSIVE.exec(text.trim());
  if (!m) return text;
  const at = whole.toLowerCase().indexOf(m[0].toLowerCase());
  const before = whole.slice(0, at > 0 ? at : 0).toLowerCase();
  // The same word, not a part of one ("euro" is not named by "European Union").
  const named = new RegExp(`(?<![\\p{L}])${m[1]!.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
  return named.test(before) ? text.trim().slice(m[0].length) : text;
}

/** "X happened in 1989, and Y in 1991" → one part per date: split at clause breaks, then rejoin undated pieces. */
function splitByDates(sentence: string): string[] {
  const pieces = sentence.replace(/[.!]+$/, '').split(/;\s*|,\s+(?:and\s+|while\s+|then\s+)?|\s+and\s+(?:then\s+)?/i);
  const out: string[] = [];
  for (const t of joinDateLeads(pieces)) {
    const dated = findDates(t).some((d) => d.year !== undefined || d.month !== undefined);
    if (!dated && out.length > 0 && !findDates(out[out.length - 1]).length) out[out.length - 1] += `, ${t}`;
    else if (dated || out.length === 0) out.push(t);
    else if (/^(?:and\s+)?(?:in|on|by)\b/i.test(t) || t.split(/\s+/).length <= 2) out[out.length - 1] += `, ${t}`;
    else out.push(t);
  }
  // A piece that is only a date ("January 1, 2020") belongs to the piece before.
  return out.filter((p, i) => !(i > 0 && splitDate(p).text === '' && (out[i - 1] += ` ${p}`)));
}

const PERIOD = /^((?:phase|stage|step|sprint|week|month|day|year|release|milestone|wave|era|round|iteration|semester|term|quarter|season|chapter|act)\s*#?\d+\+?|q[1-4](?:\s+\d{4})?|h[12](?:\s+\d{4})?|v\d+(?:\.\d+)*)\s*(?:[—–:.-]\s*|\s+(?=\p{Lu}))(\S.*)$/iu;

const HEADING_BEFORE_DATE = /^([^:：;.!?]{3,80}?)\s*[:：]\s*$/u;
const DATE_NOTE = /^\(([^()]{2,60})\)\s*[–—:-]\s*(\S.*)$/u;

export function extractTimeline(ctx: ExtractContext): TimelineContent {
  const { doc } = ctx;
  let items: Item[] = flatItems(doc, 1);
  // Prose with several dates in one sentence: one event per clause that carries a date.
  if (doc.itemSource !== 'lines' && doc.sentences.length > 0) {
    const parts = doc.sentences.flatMap((s) => (findDates(s).length > 1 ? splitByDates(s) : [s]));
    if (parts.filter((p) => findDates(p).length > 0).length > items.filter((i) => findDates(i.text).length > 0).length) items = leaves(parts);
  }
  if (items.length >= 3 && items.every((it) => !it.children.length && !it.line)) items = leaves(joinDateLeads(items.map((it) => it.text)));
  if (doc.table) items = leaves(doc.table.rows.map((r) => r.join(': ')));
  let title = doc.title;
  let seenDate = false;
  const all = items.map((it, i) => {
    // "Rénovation de l'école : septembre 2025 – diagnostic": the words before the colon head the whole timeline.
    const first = findDates(it.text)[0];
    const heading = !seenDate && first && first.index > 0 ? HEADING_BEFORE_DATE.exec(it.text.slice(0, first.index)) : null;
    seenDate ||= !!first;
    if (heading) { title ??= heading[1]!.trim(); it = { ...it, text: it.text.slice(first!.index) }; }
    const d = splitDate(it.text);
    // "avril 2026 (pendant les vacances) – remplacement des fenêtres": the bracket after the date says more about it.
    const note = DATE_NOTE.exec(d.text);
    if (note) d.text = `${note[2]!.trim()} (${note[1]!.trim()})`;
    // "Phase 0 — Foundation", "Sprint 3: Checkout", "Q1: Beta": the period stands where a date would.
    // (A step marker, "Phase 0 —", was read off the line as its number: the raw line still has it.)
    const period = d.date ? undefined : PERIOD.exec(it.line?.marker === 'step' ? it.line.raw.trim().replace(/^[-*•]\s+/, '') : it.text);
    if (period) { d.date = period[1].trim(); d.text = period[2].trim(); }
    const l = concise(withoutTopicSubject(d.text || it.text, doc.text));
    const kids = it.children.map((c) => c.text).join('; ');
    const event = {
      date: d.date || String(i + 1),
      title: l.label,
      description: [l.description, kids].filter(Boolean).join('; ') || undefined,
      icon: ctx.icon(l.label),
    };
    return { event, dated: d.date !== '', text: it.text };
  }).filter((e) => e.event.title);
  // "apollo 11 july 1969, apollo 12 nov 1969": where every event would be called the same, the number after the name
  // is part of the name ("Apollo 11"), not the day of the month.
  const counts = new Map<string, number>();
  for (const e of all) counts.set(e.event.title.toLowerCase(), (counts.get(e.event.title.toLowerCase()) ?? 0) + 1);
  for (const e of all) {
    if ((counts.get(e.event.title.toLowerCase()) ?? 0) < 2) continue;
    const named = new RegExp(`^\\s*${e.event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(\\d{1,3})\\s+(?=\\p{L})`, 'iu').exec(e.text);
    if (!named || !e.event.date.startsWith(named[1]!)) continue;
    e.event.title = `${e.event.title} ${named[1]}`;
    e.event.date = e.event.date.slice(named[1]!.length).trim();
  }
  // "july 1969", "nov 1969": a month typed in lower case is written as a date is.
  // (English only: French and Spanish write their months in lower case.)
  for (const e of all) e.event.date = e.event.date.replace(/^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?=\.?\s+\d)/, (m) => m.charAt(0).toUpperCase() + m.slice(1));
  // Items without any date in a mostly dated prompt are context, not events.
  const dated = all.filter((e) => e.dated);
  const out = (dated.length >= Math.max(2, all.length * 0.5) ? dated : all).map((e) => e.event).slice(0, 60);
  if (out.length < 1) throw tooFew('timeline', 1, 0, 'events');
  return validated('timeline', { title, events: out });
}
