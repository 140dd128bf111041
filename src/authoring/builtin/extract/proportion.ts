// PromptDoc → proportion content: parts of a whole with their values and unit; parts named without numbers
// ("direct, referral, search and social", "such as Samsung, Apple and Huawei", "電車、自転車、徒歩") get equal values,
// which the proportion designs draw without numbers.
import type { ProportionContent } from '../../../spec/content/index.js';
import { capitalize, concise } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { listedNames } from '../text/names.js';
import { findNumbers, numberStyle, type NumberStyle } from '../text/numbers.js';
import { flatItems, splitValue, tooFew, validated, type ExtractContext } from './common.js';
import { readShares } from './proportion-shares.js';

// Sentences that ask for something ("The title should be …", "それぞれの割合を適当に設定してください") name no part.
const REQUEST = /^(?:the\s+)?(?:title|chart|graph|diagram|pie|donut|legend|colou?rs?)\s+(?:should|must|is|will|needs?)\b|ください|してほしい|请|請|^(?:please|make|use|show|display)\b/iu;

// "96 are general medicine", "the remaining 16 are for rehab", "the rest go to savings": the words around the count.
const COUNT_LEAD = /^(?:(?:and\s+)?(?:the\s+)?(?:remaining|rest|others?)\s+(?:of\s+(?:them|it)\s+)?)?(?:(?:are|is|were|was)(?:\s+for)?|go(?:es)?\s+(?:to|on)|went\s+(?:to|on)|for)\s+/i;
// "Of the 240 beds at St. Brigid's, …", "Out of 300 students": the whole the parts split, not a part.
const WHOLE_LEAD = /^(?:(?:of|out\s+of)\s+(?:the|our|all(?:\s+the)?|its|their)?|(?:of\s+|out\s+of\s+)?(?:the|our|all(?:\s+the)?|its|their))\s*\d[\d,.\s]*\s+(\p{L}.{1,60})$/iu;

// "Last month we spent $1,200 on rent", "I pay £300 for food": who spent, and the verb, are not the part.
const SPENT_ON = /^.{0,40}?\b(?:spent|spend|spends|paid|pay|pays|put|invested|invest)\s+(?:on|for|into|in)\s+(?=\p{L})/iu;

// "product sales make up 60%", "Anna got 12 votes", "licensing the remaining 15%": the verb and the counted noun.
const SHARE_VERB = /\s+(?:(?:make|makes|made)\s+up|(?:account|accounts|accounted)\s+for|got|gets|received|won|takes?|took)(?:\s+\p{L}+)?$|\s+the\s+(?:remaining|rest)$/iu;

const TOTAL_WORD = /^(?:(?:the|in)\s+)?(?:total|overall|all|whole|sum|gesamt|insgesamt|totale?|en\s+total|合計|总计|總計)\b/iu;
// "Town budget split (total $8.4M)", "Ventes 2024 — total : 1,2 M€": a line that names the total anywhere.
const TOTAL_ANYWHERE = /(?:^|[\s(（,–—-])(?:total|overall|in\s+all|altogether|gesamt|insgesamt|totale?|en\s+total|au\s+total|合計|总计|總計)\b/iu;

// "… 'me time' 2h 😂 Can you show …", "… nap 15 min. Pie chart": an emoji or a unit's full stop before a capital ends the list.
const TOLD_END = /(?<=\d\s?\p{L}{0,8}\.|\p{Extended_Pictographic}\uFE0F?)\s+(?=\p{Lu})/u;
const AND = /\s+(?:and|&|y|und|et|e)\s+/i;

/** "バスの5つの手段について" → "バス": the CJK particles that follow the last item of a list. */
function trimCjkTail(t: string): string {
  return t.replace(/の?\s*\d+\s*(?:つ|個|种|種|项|項)の?.*$/u, '').replace(/(?:について|など|等)$/u, '').trim();
}

// "Traffic share last month - organic 46%": the words before the dash or colon carry no number, the words after it are
// one row like the others.
const HEADED_ROW = /^(.{3,80}?)(?:\s+[-—–]\s+|\s*[:：]\s+)(.+)$/u;

/** Rows whose first one starts with a heading ("Traffic last month - organic 46%", …): the heading and the rows. */
export function headingOnFirstRow(rows: string[], style: NumberStyle): { heading: string; rows: string[] } | undefined {
  const m = rows.length >= 3 ? HEADED_ROW.exec(rows[0]!) : null;
  if (!m || findNumbers(m[1]!, style).length > 0 || findNumbers(m[2]!, style).length !== 1) return undefined;
  // "Natural gas: 43%", "Nuclear: 19%": where every row has the separator, it parts each row's name from its number.
  const separator = m[0].slice(m[1]!.length, m[0].length - m[2]!.length).trim();
  if (rows.slice(1).some((r) => r.includes(separator))) return undefined;
  // The row after the heading names its part: words beside the number ("organic 46%", not "43%").
  if (!/\p{L}{2,}/u.test(m[2]!.replace(/%|percent|pct/giu, ''))) return undefined;
  // The row after the heading has the shape of the rest: a few words and one number each.
  const rest = rows.slice(1);
  if (!rest.every((r) => findNumbers(r, style).length === 1) || m[2]!.split(/\s+/).length > 6) return undefined;
  return { heading: m[1]!.trim(), rows: [m[2]!.trim(), ...rest] };
}

const LEADER_ROW = /^(\p{L}[^\n.…:]{0,40}?)\s*(?:\.{2,}|…+|·{2,}|\s{2,}|\t)\s*(\d[\d.,]*\s*(?:%|percent|pct)?)$/u;
const SURVEY_QUESTION = /(?:^|\n)\s*(?:Q\s?\d{1,3}[.:)]\s*|Question\s+\d{1,3}[.:)]\s*)?(\p{Lu}[^?\n]{5,100}\?)/u;

export function extractProportion(ctx: ExtractContext): ProportionContent {
  const { doc } = ctx;
  // "1.200 Bewerbungen", "3,5 %": numbers are read with the prompt's decimal mark.
  const style = numberStyle(doc.text);
  const units = new Set<string>();
  let source = flatItems(doc, 1).map((it) => it.text);
  if (doc.table && doc.table.header.length === 2) source = doc.table.rows.map((r) => `${r[0]} ${r[1]}`);
  // "Walk ........ 38%", "Bike/scooter  11%": rows of a printed table, a name and its number set apart by a dot leader
  // or a wide gap; when two or more lines are such rows, they are the parts (a survey's question and its "(n = 412)" are not).
  const leader = doc.text.split('\n').map((l) => LEADER_ROW.exec(l.trim())).filter((m): m is RegExpExecArray => !!m);
  if (leader.length >= 2 && !doc.table) source = leader.map((m) => `${m[1]!.trim()} ${m[2]!.trim()}`);
  // "Q7. How do you usually get to school?": the survey question names the chart.
  const question = leader.length >= 2 ? SURVEY_QUESTION.exec(doc.text)?.[1] : undefined;
  // "Methods: train, bicycle, walking": a key over a list without numbers names a group, not a part.
  source = source.flatMap((t) => {
    // "… how my 24 hours actually get spent now: sleep 5h, feeding the baby 6h, …": a long introduction ends at the colon.
    const intro = /^([^:：]{40,300})[:：]\s*(.+)$/u.exec(t);
    if (intro) {
      const rest = splitList(intro[2]!).filter((p) => findNumbers(p, style).length > 0);
      if (rest.length >= 2) return rest;
    }
    // "Team time this quarter — feature work 50%, bugs 20%": the dash ends an introduction.
    const dash = /^(.{3,80}?)\s+[—–]\s+(.+)$/u.exec(t);
    if (dash) {
      const rest = splitList(dash[2]).filter((p) => findNumbers(p, style).length > 0);
      if (rest.length >= 2) return rest;
    }
    const kv = /^([^:：]{1,40})[:：]\s*(.+)$/u.exec(t);
    const parts = kv && !findNumbers(t, style).length ? splitList(kv[2]) : [];
    return parts.length >= 2 ? parts : [t];
  }).map((t) => trimCjkTail(t.split(TOLD_END)[0]!))
    // "chores 3h and 'me time' 2h": two counted parts joined by "and".
    .flatMap((t) => { const two = t.split(AND); return two.length === 2 && two.every((x) => findNumbers(x, style).length === 1) ? two : [t]; })
    .map((t) => t.replace(/\s*(?:\p{Extended_Pictographic}\uFE0F?)+\s*$/u, '').trim().replace(/^['"‘“]([^'"’”]+)['"’”]/u, '$1')).filter(Boolean);
  // "website traffic share last mnth - organic 46%, direct 22%, …": a heading written onto the first row goes to the title.
  const headed = headingOnFirstRow(source, style);
  if (headed) source = headed.rows;
  const asked = source.filter((t) => !REQUEST.test(t));
  if (asked.length > 0) source = asked;
  const numbered = source.some((t) => findNumbers(t, style).length > 0);
  // Prose that names the parts ("such as Samsung, Apple, Huawei and others") when the lines do not.
  if (!numbered && (source.length < 2 || source.some((t) => t.split(/\s+/).length > 6 || /\b(?:such\s+as|e\.g\.|including|namely)\b/i.test(t)))) {
    const names = listedNames(doc.statements.map((s) => s.text), 2);
    if (names.length >= 2) source = names.map(trimCjkTail).filter(Boolean);
  }
  let title = doc.title ?? question ?? (headed ? capitalize(headed.heading) : undefined);
  const whole = source.length > 2 ? WHOLE_LEAD.exec(source[0]!) : null;
  if (whole) { title ??= concise(whole[1]!).label; source = source.slice(1); }
  const parsed = source.map((t) => {
    const v = splitValue(t, style);
    if (v.value !== undefined) v.text = v.text.replace(COUNT_LEAD, '').replace(SPENT_ON, '').replace(SHARE_VERB, '');
    // "$400 on food": the amount first, the part after its preposition.
    if (v.value !== undefined && /^\s*[$€£¥₹]?\s?\d/u.test(t)) v.text = v.text.replace(/^(?:on|for|to|into)\s+(?=\p{L})/iu, '');
    // "产品销售占60%": the verb before the number ("accounts for") is not part of the name.
    return { label: concise((v.value !== undefined ? v.text : t).replace(/(?<=\p{Script=Han})(?:占|占比|为|為|是)$/u, '')).label, value: v.value, unit: v.unit, percent: v.percent, line: t };
  }).filter((p) => p.label);
  // "Budget split (total $8.4M)" over parts in percent: the line naming the total is the whole, not a part.
  const percents = parsed.filter((p) => p.percent && p.value !== undefined);
  const pctSum = percents.reduce((a, p) => a + p.value!, 0);
  if (percents.length >= 2 && Math.abs(pctSum - 100) <= 2) {
    const whole = parsed.findIndex((p) => !p.percent && p.value !== undefined && TOTAL_ANYWHERE.test(p.line));
    if (whole >= 0) { title ??= parsed[whole]!.line.trim(); parsed.splice(whole, 1); }
  }
  // "sleep 7h, commute 45 min": hours and minutes of one whole are drawn in minutes.
  if (parsed.some((p) => p.unit === 'h') && parsed.some((p) => p.unit === 'min')) for (const p of parsed) if (p.unit === 'h') { p.value = p.value! * 60; p.unit = 'min'; }
  for (const p of parsed) if (p.unit) units.add(p.unit);
  // "Of my £2,000 salary, half goes on rent, a quarter on food and the rest is savings": shares told in words.
  const statements = doc.statements.map((st) => st.text);
  // "Our 60 volunteers: a third …": the lead before the colon names the whole.
  if (doc.lead && statements.length) statements.push(`${doc.lead}: ${statements[0]}`);
  const told = statements.map((st) => readShares(st, style)).filter((x) => !!x).sort((a, b) => b.parts.length - a.parts.length || Number(!!b.whole) - Number(!!a.whole))[0];
  if (told && told.parts.length >= parsed.filter((p) => p.value !== undefined).length) {
    return validated('proportion', { title: title ?? (told.whole ? concise(told.whole).label : undefined), unit: told.unit, parts: told.parts.map((p) => ({ label: concise(p.label).label, value: p.value })).slice(0, 20) });
  }
  const withValues = parsed.filter((p) => p.value !== undefined);
  // Without any number the parts are drawn equal rather than dropped; with some numbers, unvalued parts are left out.
  let parts: { label: string; value: number }[] = (withValues.length > 0 ? withValues.map((p) => ({ ...p, value: p.value! })) : parsed.map((p) => ({ ...p, value: 1 }))).slice(0, 20);
  // "Total 500, rent 250, …": a total worth all the others together is the whole the donut already shows.
  const sum = parts.reduce((a, p) => a + p.value, 0);
  const total = parts.length > 2 ? parts.findIndex((p) => TOTAL_WORD.test(p.label) && Math.abs(p.value * 2 - sum) < 1e-9) : -1;
  if (total >= 0) { title ??= parts[total]!.label; parts = parts.filter((_, i) => i !== total); }
  if (parts.length < 1) throw tooFew('proportion chart', 1, 0, 'parts');
  return validated('proportion', { title, unit: units.size === 1 ? [...units][0] : undefined, parts });
}
