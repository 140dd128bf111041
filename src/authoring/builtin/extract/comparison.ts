// PromptDoc → comparison content: 2–5 options, criteria rows (tables, "criterion: a vs b") and pros / cons.
import type { ComparisonContent } from '../../../spec/content/index.js';
import { concise, matchKey, nounPhrase, stripFiller } from '../text/label.js';
import { findEnumeration, splitList, splitNames } from '../text/lists.js';
import type { Item } from '../text/outline.js';
import { tooFew, validated, type ExtractContext } from './common.js';
import { CRITERIA_LINE, readRecords, slashCriteria, statedCriteria, type Records } from './comparison-records.js';
import { readSaidComparison, type SaidComparison } from './comparison-said.js';

interface Opt { key: string; label: string; description?: string; pros: string[]; cons: string[] }

const PRO = /^(?:pros?|advantages?|benefits?|upsides?|strengths?|plus(?:es)?|good|for|positives?|why\s+(?:use|choose))\b/i;
const CON = /^(?:cons?|disadvantages?|drawbacks?|downsides?|weakness(?:es)?|minus(?:es)?|bad|against|negatives?|risks?|why\s+not)\b/i;
/** "Monolith pros", "Vue cons": a key that says which side its points are on. */
const SIDE_WORD = /\b(?:pros?|cons?|advantages?|disadvantages?|benefits?|drawbacks?|downsides?|upsides?)$/i;
/** A request that ends on its cue ("Compare A, B and C on: price, speed"), the criteria after the colon. */
const CRITERIA_CUE_END = /\s(?:on|by|in\s+terms\s+of|across|regarding|based\s+on|with\s+respect\s+to)$/i;
/** "比较项目：存储空间、用户数量", "項目包含：…", "比較の観点: …". */
const CJK_CRITERIA = /(?:比较|比較)?(?:项目|項目|方面|维度|維度|指标|指標|観点|観点)(?:包含|包括|为|は)?\s*[:：]\s*([^\n。]+)/u;

function splitSentences0(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? text;
}

const ROW_HEAD = /^(?:criteria|criterion|feature|features|aspect|category|attribute|dimension|metric|factor|property|characteristic|comparison|)$/i;

export function extractComparison(ctx: ExtractContext): ComparisonContent {
  const { doc } = ctx;
  const opts: Opt[] = [];
  const criteria: { label: string; values: string[] }[] = [];
  let records: Records | undefined;
  let said: SaidComparison | undefined;
  const opt = (name: string): Opt => {
    const label = concise(nounPhrase(name), 5).label;
    const k = matchKey(label);
    let o = opts.find((x) => x.key === k);
    if (!o) { o = { key: k, label, pros: [], cons: [] }; opts.push(o); }
    return o;
  };

  if (doc.table && doc.table.header.length >= 3) {
    const { header, rows } = doc.table;
    const optionsInHeader = ROW_HEAD.test(header[0]) || header.length - 1 <= 5 && !(rows.length <= 5 && header.length - 1 > rows.length && /^(?:option|tool|product|name|framework|language|plan|vendor|service|model|database|choice)s?$/i.test(header[0]));
    if (optionsInHeader) {
      header.slice(1, 6).forEach((h) => opt(h));
      rows.forEach((r) => criteria.push({ label: concise(r[0]).label || '—', values: opts.map((_, i) => (r[i + 1] ?? '').slice(0, 200)) }));
    } else {
      rows.slice(0, 5).forEach((r) => opt(r[0]));
      header.slice(1).forEach((h, j) => criteria.push({ label: concise(h).label, values: rows.slice(0, 5).map((r) => (r[j + 1] ?? '').slice(0, 200)) }));
    }
  } else if ((said = readSaidComparison(doc.statements.map((s) => s.text)))) {
    // "X costs €4.90, delivers in 2–3 days … Y is €6.50, … side by side on price, speed and tracking".
    const names = fullNames(said.options.map((o) => o.name), [doc.lead, ...doc.statements.map((s) => s.text)].filter(Boolean));
    said.options.forEach((o, i) => { opt(names[i]!).description = o.description; });
    criteria.push(...said.criteria);
  } else if ((records = moreOptions(sideless(readRecords(recordTexts(doc.items.filter((i) => i.children.length === 0).map((i) => i.text)), statedCriteria(doc.statements.map((s) => s.text), doc.lead))),
    // (A record line the item reader took for prose, "… range with the second battery, …": the sentences hold it.)
    sideless(readRecords(recordTexts(doc.statements.map((s) => s.text)), statedCriteria(doc.statements.map((s) => s.text), doc.lead)))))) {
    // "Plan A: $25/mo, 10GB data, no hotspot": options one per line, criteria the words their values share.
    fullNames(records.options, [doc.lead, ...doc.statements.map((s) => s.text)].filter(Boolean)).forEach((n) => opt(n));
    criteria.push(...records.criteria.map((c) => ({ label: c.label, values: c.values.map((v) => v.slice(0, 200)) })));
  } else {
    readOptionNames(ctx).forEach((n) => opt(n));
    readSections(doc.items, opts, opt);
    // "Renting: lower upfront cost, flexibility": points listed under an option's name are its strengths.
    for (const it of doc.items) {
      const kv = /^([^:]{1,40}):\s*(.+)$/.exec(it.text);
      if (!kv || it.children.length) continue;
      const k = matchKey(kv[1]);
      const o = opts.find((x) => x.key === k || (k.length >= 3 && (x.key.startsWith(k) || k.startsWith(x.key))));
      const points = splitList(kv[2]);
      if (o && points.length >= 2 && !PRO.test(kv[1]) && !CON.test(kv[1]) && !SIDE_WORD.test(kv[1])) o.pros.push(...points.map((p) => concise(p, 8).label));
    }
    // "Price: $10 vs $20" / "Speed: fast | slow" rows, when there are options to fill.
    for (const it of doc.items) {
      const kv = /^([^:]{1,40}):\s*(.+)$/.exec(it.text);
      if (!kv || PRO.test(kv[1]) || CON.test(kv[1]) || SIDE_WORD.test(kv[1]) || opts.some((o) => o.key === matchKey(kv[1]) || o.key.startsWith(matchKey(kv[1])))) continue;
      const vals = kv[2].split(/\s+(?:vs\.?|versus)\s+|\s*\|\s*|\s*;\s*/i).map((v) => v.trim());
      if (opts.length >= 2 && vals.length === opts.length) criteria.push({ label: concise(kv[1]).label, values: vals.map((v) => v.slice(0, 200)) });
    }
    // "data model (relational / document / key-value), schema (strict / flexible / flexible)": a value per option.
    if (criteria.length === 0 && opts.length >= 2) criteria.push(...slashCriteria(doc.text, opts.length));
    // Criteria named in prose: "compare A and B on price, speed and support", "compare A and B on: price, speed".
    const head0 = (doc.lead || doc.statements[0]?.text || '').replace(/[.?!]+$/, '');
    const head = CRITERIA_CUE_END.test(head0) && doc.tail ? `${head0} ${splitSentences0(doc.tail)}` : head0;
    // "iphone 16 vs pixel 9 vs galaxy s24 - price, camera, battery": the criteria follow a dash after the options.
    const dashed = /\bvs\.?\s.*?\s[-–—]\s+([^.!?]+)$/i.exec(head);
    if (dashed && splitList(dashed[1]!).length >= 2) {
      for (const o of opts) {
        const cut = o.label.search(/\s[-–—]\s/);
        if (cut > 0) { o.label = o.label.slice(0, cut).trim(); o.key = matchKey(o.label); }
      }
    }
    const on = dashed && splitList(dashed[1]!).length >= 2 ? ['', dashed[1]!] as const : /\s(?:on|by|in\s+terms\s+of|across|regarding|based\s+on|with\s+respect\s+to)\s+(?!(?:a|an|the)\s)(.+)$/i.exec(head);
    const cjk = CJK_CRITERIA.exec(doc.text);
    const named = on ? (splitList(on[1]).length > 1 ? splitList(on[1]) : splitNames(on[1])) : cjk ? splitList(cjk[1]) : [];
    if (named.length >= 2 && named.every((c) => c.split(/\s+/).length <= 4) && criteria.length === 0 && opts.length >= 2) {
      // An option name that is really a criterion ("… and Galaxy S24 across price") is not an option.
      for (let i = opts.length - 1; i >= 0; i--) if (named.some((c) => matchKey(c) === opts[i].key)) opts.splice(i, 1);
      named.forEach((c) => criteria.push({ label: concise(c).label, values: opts.map(() => '') }));
    }
    // Sentences about one option describe it; "X is faster but Y is cheaper" gives each a point.
    for (const s of doc.sentences) {
      for (const o of opts) {
        const re = new RegExp(`^(?:the\\s+)?${escape(o.label)}\\s+(?:is|are|has|have|offers?|provides?|costs?|supports?|uses?|runs?|gives?)\\s+(.+)$`, 'i');
        // "AWS has the widest catalogue but a complex pricing model": a strength, then a weakness.
        const but = new RegExp(`^(?:the\\s+)?${escape(o.label)}\\s+(?:is|are|has|have|offers?|provides?|gives?)\\s+(.+?),?\\s+but\\s+(?:(?:it\\s+)?(?:is|has|offers?)\\s+)?(.+)$`, 'i').exec(s.replace(/[.!]+$/, '').trim());
        if (but) { o.pros.push(concise(but[1], 8).label); o.cons.push(concise(but[2], 8).label); continue; }
        for (const part of s.replace(/[.!]+$/, '').split(/,?\s+(?:but|while|whereas)\s+|;\s*/i)) {
          const m = re.exec(part.trim());
          if (m) o.pros.length + o.cons.length < 12 && (o.description ??= concise(part).label);
        }
      }
    }
  }
  // A single subject with pros and cons: the two columns are the options.
  if (opts.length === 1 && (opts[0].pros.length || opts[0].cons.length)) {
    const only = opts[0];
    opts.splice(0, 1, { key: 'pros', label: 'Pros', pros: only.pros, cons: [] }, { key: 'cons', label: 'Cons', pros: [], cons: only.cons });
  }
  if (opts.length < 2) throw tooFew('comparison', 2, opts.length, 'options');
  const options = opts.slice(0, 5);
  return validated('comparison', {
    title: doc.title,
    options: options.map((o) => ({ label: o.label, description: o.description, pros: o.pros.slice(0, 12), cons: o.cons.slice(0, 12) })),
    criteria: criteria.slice(0, 20).map((c) => ({ label: c.label, values: c.values.slice(0, options.length).concat(Array(Math.max(0, options.length - c.values.length)).fill('')) })),
  });
}

/**
 * "… three venues: Lakeside Lodge, City Conference Hotel and Hilltop Farm Barn. … Lodge: 50 people, …": option lines
 * that use a short name of options listed in full before; each short name is the listed name holding its words.
 */
export function fullNames(names: string[], texts: string[]): string[] {
  const words = (s: string): string[] => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const t of texts) {
    // The lists a sentence holds: between dashes or brackets, after a colon, or the whole sentence.
    const spans = [...t.split(/\s[—–]\s|[()（）]|[:：]\s/u), t];
    // "Lakeside Lodge vs City Hotel vs Farm Barn for our retreat": the names either side of "vs".
    const vs = t.replace(/[.?!]+$/, '').split(/\s+(?:vs\.?|versus)\s+/i);
    if (vs.length >= 2) spans.unshift(vs.map((v, i) => (i === vs.length - 1 ? v.replace(/\s+(?:for|on|in|to|as|at|by)\s.*$/i, '') : v.replace(/^.*[:：]\s*/u, ''))).join(', '));
    // "Compare the Toyota Corolla, Honda Civic and Mazda 3 on price, mpg": the names before the criteria.
    for (const span of spans.flatMap((x) => [x, x.replace(/\s+(?:on|by|in\s+terms\s+of|across|regarding|for)\s+.*$/i, '')])) {
      const listed = splitList(span.replace(/^.*?\b(?:options?|choices?|venues?|candidates?|between|compare|optionen|opciones)\s+(?:(?:are|is|were)\s+)?/iu, ''));
      if (listed.length < names.length || listed.some((l) => l.split(/\s+/).length > 5)) continue;
      const used = new Set<number>();
      const mapped = names.map((n) => {
        const nw = words(n);
        const hits = listed.map((l, i) => [l, i] as const).filter(([l, i]) => !used.has(i) && nw.length > 0 && nw.every((w) => words(l).includes(w)));
        if (hits.length !== 1) return undefined;
        used.add(hits[0]![1]);
        return hits[0]![0].replace(/^(?:the|a|an|la|le|les|el|los|das|der|die)\s+/iu, '');
      });
      if (mapped.every(Boolean) && mapped.some((m, i) => words(m!).length > words(names[i]!).length)) return mapped as string[];
    }
  }
  return names;
}

/** The texts that may be option records: not the sentence naming the criteria. */
function recordTexts(texts: string[]): string[] {
  return texts.filter((t) => !CRITERIA_LINE.test(t.trim()));
}

/** Records, unless their "options" are the sides ("pros: cheaper studio, …", "cons: …"): those are points of one subject. */
function sideless(r: Records | undefined): Records | undefined {
  return r && r.options.every((o) => PRO.test(o.trim()) || CON.test(o.trim())) ? undefined : r;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Option names: "X vs Y", "compare X, Y and Z", "pros and cons of X", "X or Y?". */
function readOptionNames(ctx: ExtractContext): string[] {
  const { doc } = ctx;
  const heads = [doc.lead, doc.title ?? '', ...doc.statements.slice(0, 2).map((s) => s.text)].filter(Boolean);
  for (const h of heads) {
    const t = h.replace(/[?.!]+$/, '');
    const vs = /(?:^|:\s*|\b(?:of|between|comparing|compare)\s+)(.+?\s+(?:vs\.?|versus|v\.)\s+.+?)(?:\s+(?:for|on|in|as|when|by|across|regarding)\s+.*)?$/i.exec(t);
    if (vs) return splitNames(vs[1].replace(/^(?:the\s+)?/i, '')).map(cleanName).filter(Boolean);
    const cmp = /\b(?:compare|comparing|comparison(?:\s+(?:table|chart|matrix|grid))?\s+(?:of|between|for)|differences?\s+between|choose\s+between|choosing\s+between|decide\s+between|(?:pros\s+and\s+cons|advantages\s+and\s+disadvantages|trade-?offs?)\s+(?:of|between))\s+(.+?)(?:\s+(?:on|by|in\s+terms\s+of|across|regarding|based\s+on|for)\s+.*)?$/i.exec(t);
    if (cmp) {
      const names = splitNames(cmp[1]).map(cleanName).filter(Boolean);
      if (names.length >= 1) return names;
    }
    // "比较三种方案（基础版/专业版/企业版）": the options in brackets after the word for comparing.
    const cjk = /(?:比较|比較|対比|对比|比べ)[^（(]{0,20}[（(]([^）)]{2,60})[）)]/u.exec(t);
    if (cjk && splitList(cjk[1].replace(/[/／]/g, '、')).length >= 2) return splitList(cjk[1].replace(/[/／]/g, '、'));
    const or = /^(?:should\s+(?:we|i)\s+(?:use|choose|pick|go\s+with)\s+)?(.+?)\s+or\s+(.+?)$/i.exec(t);
    if (or && /^should\b/i.test(t)) return [or[1], or[2]].map(cleanName);
  }
  // Option sections: "React:" headers with nested points, or "React pros: ...".
  const named = doc.items.filter((it) => it.children.length > 0 && !PRO.test(it.text) && !CON.test(it.text)).map((it) => it.text);
  if (named.length >= 2) return named;
  const e = doc.sentences.map((s) => findEnumeration(s, 2)).find(Boolean);
  return e ? e.items : [];
}

function cleanName(s: string): string {
  return stripFiller(s).replace(/^(?:the|using|a|an)\s+/i, '').replace(/\s+(?:on|by|across|regarding|in\s+terms\s+of)$/i, '').replace(/\s+(?:options?|approaches?|alternatives?)$/i, '').trim();
}

/** "Pros: a, b" / "Cons:" sections, also nested under option headers ("React" → "Pros" → points). */
function readSections(items: Item[], opts: Opt[], opt: (n: string) => Opt): void {
  const points = (it: Item) => (it.children.length ? it.children.map((c) => c.text) : splitList(keyValue(it.text)?.value ?? '')).map((p) => concise(p, 8).label).filter(Boolean);
  const target = () => opts[opts.length - 1] ?? opt('Option');
  // "**Pros**" on its own line: the plain lines after it are its points, until the next header.
  let side: 'pros' | 'cons' | undefined;
  for (const it of items) {
    const head = keyValue(it.text)?.key ?? it.text.replace(/[:：]\s*$/, '');
    const bare = !keyValue(it.text) && it.children.length === 0;
    if (bare && (PRO.test(head) || CON.test(head)) && head.split(/\s+/).length <= 2) { side = PRO.test(head) ? 'pros' : 'cons'; continue; }
    if (bare && side) { target()[side].push(concise(it.text, 8).label); continue; }
    side = undefined;
    const optPro = /^(.+?)\s+(?:pros?|advantages?|benefits?)$/i.exec(head);
    const optCon = /^(.+?)\s+(?:cons?|disadvantages?|drawbacks?)$/i.exec(head);
    if (PRO.test(head)) target().pros.push(...points(it));
    else if (CON.test(head)) target().cons.push(...points(it));
    else if (optPro) opt(optPro[1]).pros.push(...points(it));
    else if (optCon) opt(optCon[1]).cons.push(...points(it));
    else if (it.children.length > 0) {
      const o = opt(head);
      for (const ch of it.children) {
        const h = ch.text.replace(/\s*:.*$/, '');
        if (PRO.test(h)) o.pros.push(...points(ch));
        else if (CON.test(h)) o.cons.push(...points(ch));
        else if (/^\+/.test(ch.text)) o.pros.push(concise(ch.text.slice(1)).label);
        else if (/^[-−]/.test(ch.text)) o.cons.push(concise(ch.text.slice(1)).label);
        else o.pros.length === 0 && o.cons.length === 0 && !o.description ? (o.description = stripFiller(ch.text)) : o.pros.push(concise(ch.text, 8).label);
      }
    }
  }
}

/** "Pros: a, b" or "advantages - a, b" → its key and value. */
function keyValue(text: string): { key: string; value: string } | undefined {
  const m = /^([^:：]{1,40}?)\s*(?:[:：]|\s[-–—]\s)\s*(.+)$/u.exec(text);
  return m ? { key: m[1].trim(), value: m[2].trim() } : undefined;
}

/** Of two readings of the same records, the one that keeps more options (the first when they tie). */
function moreOptions<T extends { options: unknown[] }>(a: T | undefined, b: T | undefined): T | undefined {
  return a && b ? (b.options.length > a.options.length ? b : a) : a ?? b;
}
