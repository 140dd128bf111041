// Options written one per line with their values: "Plan A: $25/mo, 10GB data, no hotspot, 12-month contract" →
// the options are the names, the criteria the words the values share at each place ("data", "hotspot",
// "contract"), or "Price" for amounts of money.
import { capitalize } from '../text/label.js';
import { splitList } from '../text/lists.js';

export interface Records { options: string[]; criteria: { label: string; values: string[] }[] }

// (An option's name may carry its number before it: "Option C, Grandma 3 days + nursery 2 days: …".)
const RECORD = /^((?:(?:option|choice|variant|alternative)\s+(?:[A-Z]|\d{1,2})\s*[,–—-]\s*)?[^:：]{1,40})[:：]\s*(.+)$/iu;
const MONEY = /[$€£¥₹]\s?\d|\d\s?(?:[$€£¥₹]|usd|eur|gbp|dollars?|euros?)(?![\p{L}])/iu;
const STOP = new Set(['a', 'an', 'the', 'of', 'for', 'to', 'in', 'on', 'per', 'with', 'and', 'or', 'no', 'not', 'yes', 'free', 'unlimited', 'only', 'up', 'mo', 'month', 'year', 'yr']);

// Units that say what a value measures ("1.2 kg" is a weight); a unit is no criterion's name.
const UNITS: Record<string, string> = { kg: 'Weight', lb: 'Weight', lbs: 'Weight', g: 'Weight', oz: 'Weight', kwh: 'Energy', mph: 'Speed', 'km/h': 'Speed' };

// Values that name their row by what they are: "diesel" / "electric" are fuels, "small" / "large" sizes.
const VALUE_KINDS: [RegExp, string][] = [
  [/^(?:diesel|petrol|gasoline|gas|electric|hybrid|plug-in\s+hybrid|lpg|hydrogen|ev)$/i, 'Fuel'],
  [/^(?:manual|automatic|auto)$/i, 'Gearbox'],
  [/^(?:xs|s|m|l|xl|xxl|small|medium|large|extra\s+large|compact|mid-size|full-size)$/i, 'Size'],
  [/^(?:ios|android|windows|macos|linux|web|cross-platform)$/i, 'Platform'],
  [/^(?:monthly|yearly|annual|weekly|daily|quarterly|one-off|one-time)$/i, 'Billing'],
];

// Words that tell where an option stands on a measure ("cheaper", "slow"): the measure names the row.
const QUALITY: [RegExp, string][] = [
  [/^(?:(?:very|quite|a\s+bit|much|slightly)\s+)?(?:cheap|cheaper|cheapest|expensive|pricey|pricier|affordable|costly|free)$/i, 'Price'],
  [/^(?:(?:very|quite|a\s+bit|much|slightly)\s+)?(?:fast|faster|fastest|slow|slower|slowest|quick|quicker)$/i, 'Speed'],
];

/** The values of an option line, when it is one: "Name: a, b, c" (two values or more). */
// "Pro costs 19 euros with 5 users and 100 GB": an option, a verb of having, its values.
const SAID = /^((?:the\s+)?[\p{Lu}\p{N}][\p{L}\p{N}+#.&'-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}+#.&'-]*){0,2})\s+(?:costs?|has|have|offers?|includes?|gives?|comes\s+with|provides?|gets?)\s+(.+)$/u;

// "VoltCity C2 – €2,300, 70 km range, 24 kg, hub motor": the option, a dash, its values.
const DASHED = /^([^:：,–—]{1,40}?)\s+[–—-]\s+(.+,.+)$/u;
const INTRO_BEFORE_DASHED = /^[^:：]{3,120}[:：]\s*(?=[^:：,–—]{1,40}?\s+[–—-]\s+[^:：]+,)/u;

const BRACKETED = /^(?:and\s+)?(?:the\s+)?([\p{Lu}\p{N}][^():：]{0,40}?)\s*\(([^()]{3,160})\)\s*[.;]?$/u;

function record(text: string): { name: string; values: string[]; raw?: string } | undefined {
  const said = SAID.exec(text.trim().replace(/[.;]\s*$/, ''));
  if (said) {
    // "has 50 beds, costs £180 and is 2h away": each value's own verb says nothing of it ("£180", "2h away").
    const values = said[2]!.split(/\s*,\s*(?:and\s+)?|\s+(?:with|and|plus|for)\s+/i).map((v) => v.trim().replace(/^(?:costs?|is|are|has|have|offers?|includes?|gets?|takes?)\s+(?=\S)/i, '')).filter(Boolean);
    return values.length >= 2 ? { name: said[1]!.replace(/^the\s+/i, ''), values } : undefined;
  }
  // "Pipewise (€15/user, good mobile app, no invoicing)": the option, its values in brackets.
  const bracketed = BRACKETED.exec(text.trim());
  if (bracketed) {
    const values = bracketed[2]!.split(/\s*[,;]\s*/).map((v) => v.trim()).filter(Boolean);
    return values.length >= 2 ? { name: bracketed[1]!.trim(), values } : undefined;
  }
  // "compare 3 e-bikes (…): VoltCity C2 – €2,300, 70 km range": the request before the colon is no option.
  const t = text.trim().replace(INTRO_BEFORE_DASHED, '');
  const m = RECORD.exec(t) ?? DASHED.exec(t);
  if (!m) return undefined;
  const raw = m[2]!.replace(/[.;]\s*$/, '');
  const values = splitList(raw).map((v) => v.trim()).filter(Boolean);
  // "Option A, Little Acorns nursery: …", "Choice 2 – the childminder: …": the option's number goes, its name stays.
  const name = m[1]!.trim().replace(/^(?:option|choice|variant|alternative|candidate|offer|quote)\s+(?:[A-Z]|\d{1,2})\s*[,:–—-]\s*(?=\S)/i, '').replace(/^(?:a|an|the)\s+/i, '');
  return values.length >= 2 ? { name, values, raw } : undefined;
}

/** "Barn: 45, £120, 1.5h, hiking & cooking class" under four named criteria: the commas part the values, not the "&". */
function fitNamed(r: { name: string; values: string[]; raw?: string }, width: number): { name: string; values: string[] } {
  if (r.values.length === width || !r.raw) return r;
  // (Never inside a number: "£1,450/month" is one value.)
  const byComma = r.raw.split(/\s*(?<!\d),\s*(?:(?:and|et|und|y|e)\s+)?|,(?!\d)\s*(?:(?:and|et|und|y|e)\s+)?/iu).map((v) => v.trim()).filter(Boolean);
  return byComma.length === width ? { name: r.name, values: byComma } : r;
}

// Words of a value, singular ("1 user" and "5 users" share "user").
const words = (v: string) => (v.toLowerCase().match(/(?<![\p{L}\p{N}])\p{L}[\p{L}-]*/gu) ?? []).filter((w) => w.length > 1 && !STOP.has(w)).map((w) => w.replace(/-(?:month|year|day)$/, '').replace(/(?<=[^s])s$/, ''));
/** The word as the prompt writes it ("GB", "users"), for the row's name. */
const asWritten = (values: string[], w: string) => {
  // The longest form written ("users" over "user"), in its own capitals when it is an abbreviation ("GB").
  let best = '';
  for (const v of values) for (const m of v.matchAll(/(?<![\p{L}\p{N}])\p{L}[\p{L}-]*/gu)) if (m[0].toLowerCase().replace(/(?<=[^s])s$/, '') === w && m[0].length > best.length) best = m[0];
  return !best ? capitalize(w) : /^\p{Lu}+$/u.test(best) ? best : capitalize(best.toLowerCase());
};

/** Two or more option lines whose values line up (same count, give or take one): the options and their criteria. */
export function readRecords(texts: string[], named: string[] = []): Records | undefined {
  // One option a line, or several in a line parted by semicolons ("Basic costs 9 euros …; Pro costs 19 euros …").
  // "… petit groupe, 5 min. Nounou : ~1 800 €, …", "13 cu ft. Civic - $25k": a full stop before the next "Name :" or
  // "Name -" ends the record, whatever word it follows.
  const lines = texts.flatMap((t) => (/;/.test(t) ? t.split(/\s*;\s*|(?<=[^\d\s][.!?])\s+/) : [t]))
    .flatMap((t) => t.split(/(?<=[.!?])\s+(?=\p{Lu}[^:：.,!?–—]{0,40}(?:[:：]|\s[–—-])\s|(?:Option|Choice|Variant|Alternative)\s+(?:[A-Z]|\d{1,2})\s*[,–—-])/u)).map((t) => t.trim()).filter(Boolean);
  let recs: { name: string; values: string[] }[] = lines.map(record).filter((r): r is NonNullable<ReturnType<typeof record>> => !!r);
  if (named.length >= 2) recs = recs.map((r) => fitNamed(r, named.length));
  // "We're picking a CRM: Pipedrive, HubSpot Starter and Zoho CRM. … Pipedrive: $15, …": a line listing the other
  // lines' names introduces the options, it is none of them.
  const key = (s: string): string[] => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  recs = recs.filter((r, i) => {
    const others = recs.filter((_, j) => j !== i);
    const names = (v: string) => others.some((o) => key(o.name).every((w) => key(v).includes(w)));
    return others.length < 2 || r.values.some((v) => v.split(/\s+/).length > 4 || !names(v)) || !others.every((o) => r.values.some((v) => key(o.name).every((w) => key(v).includes(w))));
  });
  if (recs.length < 2 || recs.length * 2 < lines.length) return undefined;
  // "Patient (patient_id, name, birth_date)": columns of a table, not values to compare.
  if (recs.some((r) => r.values.some((v) => /^[a-z]+(?:_[a-z]+)+$|^(?:id|pk|fk)$/i.test(v.trim())))) return undefined;
  const width = Math.max(...recs.map((r) => r.values.length));
  if (recs.some((r) => r.values.length < width - 1)) return undefined;
  // "criteria: price, range, weight, motor type" over records of four values: the rows, in the values' order.
  // (A record one value short leaves its last row empty: "Option A: £1,450, 5 min walk, open 7:30-18:00, 1:3".)
  if (named.length === width && recs.every((r) => r.values.length >= width - 1) && recs.some((r) => r.values.length === width)) {
    // "70 km range" under Range says "70 km".
    const bare = (v: string, n: string) => (v.toLowerCase().endsWith(` ${n.toLowerCase()}`) && /\d/.test(v) ? v.slice(0, v.length - n.length - 1) : v);
    return { options: recs.map((r) => r.name), criteria: named.map((n, j) => ({ label: capitalize(n), values: recs.map((r) => (r.values[j] === undefined ? '' : bare(r.values[j]!, n))) })) };
  }
  // The word most values at a place share names the criterion ("10GB data", "unlimited data" → data).
  const slots: { key?: string; label: string }[] = [];
  for (let j = 0; j < width; j++) {
    const counts = new Map<string, number>();
    for (const r of recs) for (const w of new Set(words(r.values[j] ?? ''))) counts.set(w, (counts.get(w) ?? 0) + 1);
    // "1,200 kg payload": at equal counts the word beats the unit (the row is Payload, not Weight).
    const [best, n] = [...counts.entries()].sort((a, b) => b[1] - a[1] || Number(a[0] in UNITS) - Number(b[0] in UNITS))[0] ?? ['', 0];
    const money = recs.filter((r) => MONEY.test(r.values[j] ?? '')).length * 2 >= recs.length;
    // "cheaper", "expensive": a word that is the whole value is a value, not the criterion's name.
    const bare = !!best && recs.filter((r) => (r.values[j] ?? '').trim().toLowerCase() === best).length * 2 >= n;
    const quality = recs.map((r) => QUALITY.find(([re]) => re.test(r.values[j] ?? ''))?.[1]).filter(Boolean);
    const unit = UNITS[best] ?? (bare && quality.length * 2 >= recs.length ? quality[0] : undefined);
    if (money || unit) slots.push({ key: money || !UNITS[best] ? undefined : best, label: money ? 'Price' : unit! });
    else if (best && !bare && n * 2 >= recs.length && n >= 2 && !slots.some((s) => s.key === best)) slots.push({ key: best, label: asWritten(recs.map((r) => r.values[j] ?? ''), best) });
    else slots.push({ label: money ? 'Price' : VALUE_KINDS.find(([re]) => recs.filter((r) => re.test((r.values[j] ?? '').trim())).length * 2 > recs.length)?.[1] ?? '—' });
  }
  const criteria = slots.map((s) => ({ label: s.label, values: [] as string[] }));
  for (const r of recs) {
    const placed: (string | undefined)[] = Array(width).fill(undefined);
    const loose: string[] = [];
    // A value goes under the criterion its words name, else at its place in the line.
    for (const v of r.values) {
      const j = slots.findIndex((s, k) => s.key && placed[k] === undefined && words(v).includes(s.key));
      if (j >= 0) placed[j] = v; else loose.push(v);
    }
    for (const v of loose) {
      const at = r.values.indexOf(v);
      const free = (k: number) => k >= 0 && k < width && placed[k] === undefined;
      // Its own place when free, else a free row no word claims, else any free row.
      const j = free(at) ? at : [placed.findIndex((p, k) => p === undefined && !slots[k]?.key), placed.findIndex((p) => p === undefined)].find((k) => k >= 0) ?? -1;
      if (j >= 0) placed[j] = v;
    }
    placed.forEach((v, j) => criteria[j]!.values.push(v ?? ''));
  }
  // Values that share no words are an option's points ("Renting: lower cost, flexibility"), not criteria.
  if (slots.filter((s) => s.label !== '—').length * 2 < width) return byTopic(recs) ?? undefined;
  return { options: recs.map((r) => r.name), criteria: criteria.filter((c) => c.values.some(Boolean)) };
}

// Words that say how an option does on a topic, left as the cell's value ("good mobile app" → good).
const JUDGEMENT = /^(?:very\s+|quite\s+|really\s+|super\s+)?(?:good|great|excellent|strong|weak|poor|bad|basic|limited|full|no|none|yes|built[- ]in|included|missing|fast|slow|ok|okay|decent|solid|best|better|worse|meh|native|free)$/i;

const JUDGEMENT_WORDS = /(?<![\p{L}])(?:(?:very|quite|really|super)\s+)?(?:good|great|excellent|strong|weak|poor|bad|basic|limited|full|no|none|yes|built[- ]in|included|missing|fast|slow|ok|okay|decent|solid|best|better|worse|meh|native)(?![\p{L}])/giu;

/**
 * Values in any order that speak of shared topics ("Pipewise (€15/user, good mobile app, no invoicing), Clientora
 * (€25/user, invoicing built in, weak reporting), Dealnest (free tier, strong reporting, no mobile app)"): a row per
 * topic two options speak of, plus the price; each cell says what the option's value says of it.
 */
function byTopic(recs: { name: string; values: string[] }[]): Records | undefined {
  const topicsOf = (v: string) => {
    if (MONEY.test(v) || /^free\b/i.test(v)) return [];
    // "good mobile app", "invoicing built in" speak of "mobile app" and "invoicing": the words beside the judgement.
    const ws = words(v.replace(JUDGEMENT_WORDS, ' '));
    return ws.length ? [ws.join(' ')] : [];
  };
  const counts = new Map<string, number>();
  for (const r of recs) for (const t of new Set(r.values.flatMap(topicsOf))) counts.set(t, (counts.get(t) ?? 0) + 1);
  const topics = [...counts.entries()].filter(([, n]) => n >= 2).map(([t]) => t);
  const priced = recs.filter((r) => r.values.some((v) => MONEY.test(v) || /^free\b/i.test(v))).length >= 2;
  if (topics.length + (priced ? 1 : 0) < 2) return undefined;
  const criteria: { label: string; values: string[] }[] = [];
  if (priced) criteria.push({ label: 'Price', values: recs.map((r) => r.values.find((v) => MONEY.test(v) || /^free\b/i.test(v)) ?? '') });
  for (const t of topics) {
    criteria.push({
      label: capitalize(t),
      values: recs.map((r) => {
        const v = r.values.find((x) => topicsOf(x).includes(t) && !(priced && MONEY.test(x)));
        if (!v) return '';
        const rest = v.replace(new RegExp(t.split(' ').map((w) => `${w}s?`).join('\\s+'), 'i'), '').replace(/\s{2,}/g, ' ').trim();
        // "no mobile app" → "No"; "invoicing built in" → "Built in".
        return capitalize(rest || 'Yes');
      }),
    });
  }
  return { options: recs.map((r) => r.name), criteria };
}


/** "data model (relational / document / key-value), schema (strict / flexible / flexible)": criteria named in prose,
 * each with one value per option in brackets, in the options' order. */
export function slashCriteria(text: string, options: number): { label: string; values: string[] }[] {
  const out: { label: string; values: string[] }[] = [];
  for (const m of text.matchAll(/(?:^|[,:;]\s*|\band\s+|\bor\s+)(?:and\s+)?([\p{L}][\p{L}\p{N} &'-]{0,30}?)\s*\(([^()]+)\)/gu)) {
    const values = m[2]!.split(/\s+\/\s+|\s*\|\s*/).map((v) => v.trim());
    if (values.length !== options || values.some((v) => !v)) continue;
    const label = m[1]!.trim().replace(/^(?:the|and|criteria\s+are|criteria)\s+/i, '');
    if (label) out.push({ label: capitalize(label), values });
  }
  return out;
}

// "criteria: price, range, weight", "Criteri: prezzo al kg, freschezza": the rows named in a sentence of their own.
// "Criteria: …", and with who weighs them: "Criteria I care about: …", "What matters to us: …", "Critères importants pour nous : …".
export const CRITERIA_LINE = /^(?:the\s+|my\s+|our\s+)?(?:criteria|criterion|compared?\s+(?:them\s+)?on|aspects|dimensions|metrics|criteri|critères|kriterien|criterios|critérios|what\s+(?:matters|counts)(?:\s+(?:to|for)\s+(?:me|us))?)(?:\s+(?:(?:that\s+)?(?:i|we)\s+(?:care\s+about|need|want|look\s+at|use)|that\s+matter(?:\s+to\s+(?:me|us))?|importants?(?:\s+pour\s+(?:moi|nous))?|für\s+(?:mich|uns)|para\s+(?:mí|nosotros|mim|nós)|per\s+(?:me|noi)))?\s*[:：]\s*(.+)$/iu;
// "… des trois options — … — selon ces critères : coût mensuel, …, proximité ?", "… nach diesen Kriterien: Preis, …",
// "… según estos criterios: precio, …": the rows named after the word for criteria inside a longer request.
const CRITERIA_INSIDE = /(?:^|\s)(?:criteria|criterion|critères|kriterien|criterios|critérios|criteri)\s*[:：]\s*([^:：?!]+?)\s*[?!.]?$/iu;
// "Compare them on price, free plan and integrations.", "Rate the three on cost and speed": the rows after "on".
const COMPARE_THEM_ON = /^(?:(?:please|can\s+you|could\s+you)\s+)?(?:compare|rate|score|judge|rank)\s+(?:them|these|those|the\s+(?:\w+\s+)?\w+|[^.:：?!]{3,120}?)\s+(?:on|by|in\s+terms\s+of|against)\s+([^:：?!]+?)\s*[?!.]?$/iu;

export function statedCriteria(statements: string[], lead = ''): string[] {
  // "… según estos criterios" + ": precio, horario, piscina": the lead that ends on the word for criteria heads the first statement.
  // "Compare the Corolla, Civic and Mazda 3 on price, mpg, boot space" as the lead: the rows it names.
  const texts = lead && statements.length && /(?:criteria|critères|kriterien|criterios|critérios|criteri)$/iu.test(lead.trim()) ? [`${lead.trim()}: ${statements[0]}`, ...statements] : lead ? [...statements, lead] : statements;
  const m = texts.map((t) => CRITERIA_LINE.exec(t.trim()) ?? CRITERIA_INSIDE.exec(t.trim()) ?? COMPARE_THEM_ON.exec(t.trim())).find(Boolean);
  return m ? splitList(m[1]!.replace(/[.;]\s*$/, '')).map((c) => c.trim()).filter(Boolean) : [];
}
