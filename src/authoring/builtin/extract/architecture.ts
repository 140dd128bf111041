// PromptDoc → architecture content: components (with icons), zones from grouped lines and places, connections from
// verbs, paths and arrows.
import { splitOutside } from '../text/spans.js';
import type { ArchitectureContent } from '../../../spec/content/index.js';
import type { Item } from '../text/outline.js';
import { splitClauses } from '../text/clauses.js';
import { isRequest } from '../text/title.js';
import { canBeVerb } from '../text/nlp.js';
import { IdMaker, matchKey, nounPhrase } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { arrowsInProse, chainsOf } from '../text/doc.js';
import type { ArrowChain } from '../text/arrows.js';
import type { Line } from '../text/lines.js';
import { GENERIC_GROUP, PLACE_HEAD, REQUEST_VERB } from './arch-lexicon.js';
import { hasCjkVerb, readCjkClause } from './arch-cjk.js';
import { cleanPart, CONNECT, CONNECT_ONLY, connectVerb, expandSharedHeads, isNameLike, mentions } from './arch-mentions.js';
import { Registry } from './arch-registry.js';
import { containerWith, readContainer } from './arch-groups.js';
import { inferTiers } from './arch-tiers.js';
import { asideDescriptions, inlineColonList, readBehind, readGoesFrom, readHasOne, readSentTo, readCounted, readInFront, readList, readPassive, readPath, readRunsIn, refer, type State } from './arch-sentences.js';
import { flatItems, tooFew, validated, type ExtractContext } from './common.js';
import { plainTitle } from './plain-title.js';
import { isLookInstruction } from '../brief/instructions.js';
import { readVerb, subjectPhrase } from './arch-verbs.js';
import { isSystem } from './participants.js';
import { readLinkTable } from './arch-table.js';
import { archLanguage, archTextInEnglish, foreignNames } from './arch-foreign.js';
import { activeCopy, applyPlacements, plainOrder, seenOn, takePlacements, type Placed } from './arch-onsite.js';

const ZONE_HAS = /^(?:the\s+)?(.+?\b(?:tier|layer|zone|subnet|vpc|region|network|side|plane|environment))\s+(?:has|have|contains?|includes?|consists\s+of|hosts?|runs?|holds?|is\s+made\s+up\s+of)\s+(.+)$/i;
/** "Orders and payments each have their own PostgreSQL database", "each service has a dedicated cache". */
const OWN = /^(?:the\s+)?(.+?)\s+(?:each\s+)?(?:has|have|gets?|uses?|keeps?|owns?)\s+(?:(?:its|their)\s+own|(?:an?\s+)?(?:separate|dedicated|private|own))\s+(.+?)(?:\s+each)?$/i;
const GENERIC_HEAD = /\s+(?:service|services|app|application|api|server|microservice)$/i;
// Keys of lines that describe the request, not a group of components ("Diagram type: flowchart").
const META_KEY = /^(?:system|title|name|type|diagram(?:\s+type)?|style|layout|theme|colou?rs?|format|goal|purpose|description|notes?|context|audience|direction|requirements?|output|size|tone|topic|subject|scope|language|font|legend|shapes?|icons?)$/i;
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/u;
// Words without which a sentence gives no look instruction (a cheap test before the full one).
// "nightly ETL: inventory DB", "Sync (every 5 min): POS": a short key before the chain's first end.
const CHAIN_KEY = /^((?:[\p{L}\p{N}-]+\s+){0,2}(?:ETL|sync|backup|replication|batch|export|import|pipeline|flow|job|cron|feed|stream|nightly|hourly|daily|weekly|[\p{L}-]+ly)(?:\s*\([^()]{1,20}\))?)\s*[:：]\s+(\S.*)$/iu;
const LOOKISH = /\b(?:icons?|colou?rs?|colou?red|styles?|layout|fonts?|themes?|look|arrows?|legend|shadows?|background|palette|emojis?|left[- ]to[- ]right|top[- ]down|visual|clean|minimal|draw|please|make|keep|use|using|avoid|do\s+not|don'?t|show)\b/i;
// A connecting verb at the start of a text.
const CONNECT_WORD = new RegExp(`^${CONNECT.source}`, 'i');
// A line that asks for the drawing ("…を示してください", "请画出…").
const CJK_REQUEST = /(?:ください|下さい|しなさい|して[.。]?$|示す|作成|描|请|画|绘制|生成|设计|展示)/u;

/** True when at least half of the parts read as component names ("PostgreSQL, object storage, Redis"), not features. */
function namesMostly(parts: string[]): boolean {
  const names = parts.map((p) => cleanPart(p)?.name ?? '').filter((n) => n && (isNameLike(n) || mentions(n).length > 0)).length;
  return names * 2 >= parts.length;
}

/** A line that states a relation rather than naming one component. */
function isRelation(text: string, known: Registry['knownAt']): boolean {
  if (/->|→|=>/.test(text) || hasCjkVerb(text)) return true;
  if (!CONNECT.test(text)) return false;
  const ms = mentions(text, known);
  const v = connectVerb(text, ms);
  // "users hit CloudFront": a person word before the verb is its subject, though not a component mention.
  const subject = !!v && /^[a-z]/.test(v[0]) && /\s$/.test(text.slice(0, v.index)) && !!subjectPhrase(text.slice(0, v.index));
  return !!v && (ms.some((m) => m.index < v.index) || subject) && ms.some((m) => m.index > v.index);
}

/**
 * One end of an arrow written inside a sentence ("API calls go CloudFront → API Gateway"): the component next to
 * the arrow, when the end holds a verb or more than a name; the end as written otherwise.
 */
function arrowEnd(text: string, side: 'from' | 'to', known: Registry['knownAt']): string {
  const ms = mentions(text, known);
  if (ms.length === 0 || (!connectVerb(text, ms) && text.split(/\s+/).length <= 5)) return text;
  return side === 'from' ? ms[ms.length - 1]!.phrase : ms[0]!.phrase;
}

export function extractArchitecture(ctx: ExtractContext): ArchitectureContent {
  const { doc } = ctx;
  const reg = new Registry();
  const st: State = { reg, lastTargets: [] };
  const used = new Set<string>();
  // A line's reading as a relation is asked for several times while grouping; once is enough.
  const relationOf = new Map<string, boolean>();
  const isRel = (text: string): boolean => {
    let r = relationOf.get(text);
    if (r === undefined) { r = isRelation(text, reg.knownAt); relationOf.set(text, r); }
    return r;
  };

  const addPart = (text: string, zone?: string): string | undefined => {
    const p = cleanPart(text);
    if (!p) return undefined;
    const z = zone ?? (p.zone ? reg.zone(p.zone) : undefined);
    const k = reg.comp(p.name, { zone: z, description: p.description });
    if (p.uses) refer(p.uses, st).forEach((t) => reg.connect(k, t, 'uses'));
    return k;
  };

  // Grouped lines: a header with nested items, or "Frontend: web app, mobile app".
  const readItem = (it: Item, zone?: string): void => {
    const text = it.text.replace(/\*+/g, '').replace(/\s*[:：]$/u, '').trim();
    if (it.children.length > 0) {
      const relations = it.children.filter((c) => isRel(c.text)).length;
      const head = text.replace(/\s*[(（].*$/u, '');
      used.add(it.text);
      // "Components:", "Relationships:", a header of relation lines: no group of its own.
      if (GENERIC_GROUP.test(head) || META_KEY.test(head) || relations * 2 > it.children.length) {
        it.children.forEach((c) => readItem(c, zone));
        return;
      }
      // "API Gateway" over its services: a component that reaches each of them.
      const own = mentions(head, reg.knownAt);
      if (own.length === 1 && own[0]!.phrase.length >= head.length - 2 && !PLACE_HEAD.test(head) && !/\b(?:platform|platforms|system|systems|stack|suite|components|tools|backend|frontend)$/i.test(head) && it.children.every((c) => c.children.length === 0 && !/^[^:：]{2,40}[:：]\s/u.test(c.text))) {
        const k = reg.comp(head);
        for (const c of it.children) { used.add(c.text); const t = addPart(c.text, zone); if (t) reg.connect(k, t); }
        return;
      }
      const z = reg.zone(head);
      for (const c of it.children) {
        if (c.children.length > 0) { readItem(c, z); continue; }
        if (isRel(c.text)) continue;
        used.add(c.text);
        const kv = /^([^:：]{2,40})[:：]\s*(.+)$/u.exec(c.text);
        if (kv && splitList(kv[2]).length >= 2 && !CONNECT.test(kv[1]) && namesMostly(splitList(kv[2]))) { splitList(kv[2]).forEach((p) => addPart(p, z)); continue; }
        // "Identity service: sign-in, sessions, API keys": one component and what it does.
        if (kv) { reg.comp(kv[1], { zone: z, description: kv[2].trim() }); continue; }
        addPart(c.text, z);
      }
      return;
    }
    const kv = /^([^:：]{2,40})[:：]\s*(.+)$/u.exec(text);
    // "Behind it are three services: A, B, C" is a sentence, not a group named by its key.
    const keyIsClause = kv && (kv[1].trim().split(/\s+/).length > 4 || /\b(?:is|are|has|have|include|includes|sits?|runs?|it|they|there)\b/i.test(kv[1]));
    if (kv && !keyIsClause && !CONNECT.test(kv[1]) && !META_KEY.test(kv[1].trim()) && !/->|→|=>/.test(kv[2])) {
      const parts = splitList(kv[2]);
      const key = kv[1].trim();
      if ((parts.length >= 2 && namesMostly(parts)) || (parts.length === 1 && key.split(/\s+/).length <= 3 && isNameLike(cleanPart(parts[0]!)?.name ?? '') && !isRel(kv[2]))) {
        used.add(it.text);
        const z = GENERIC_GROUP.test(key) ? zone : reg.zone(key);
        parts.forEach((p) => addPart(p, z));
        return;
      }
    }
    if (kv && META_KEY.test(kv[1].trim())) { used.add(it.text); return; }
    // A plain line in a list of lines names one component ("- Web Application (React SPA)"), or several.
    // "…を含めます: フロントエンド バックエンド データベース": a list on one line names one component an item.
    // ("aggregates the data", "stores it in InfluxDB": a clause that goes on with a verb names nothing.)
    // ("which streams to InfluxDB": a relative clause cut off at its comma names nothing either.)
    const opensWithVerb = (/^[a-z]+s\b/.test(text) && (CONNECT_WORD.test(text) || canBeVerb(text.split(/\s+/)[0]!))) || /^(?:which|that|who|where|whose|then)\s/i.test(text);
    const inlineName = doc.itemSource === 'inline' && !isRel(text) && !opensWithVerb && text.split(/\s+/).length <= 4 && [...text].length <= 30 && !!cleanPart(text);
    if (inlineName) { used.add(it.text); addPart(text, zone); return; }
    if (doc.itemSource !== 'lines' || isRel(text) || REQUEST_VERB.test(text.split(/\s+/)[0] ?? '') || CJK_REQUEST.test(text)) return;
    const parts = splitList(text);
    if (parts.length >= 3 && parts.every((p) => cleanPart(p))) { used.add(it.text); parts.forEach((p) => addPart(p, zone)); return; }
    if (cleanPart(text) && text.split(/\s+/).length <= 8 && [...text].length <= 60 && !/[.!?]\s/.test(text) && !connectVerb(text, mentions(text, reg.knownAt))) {
      used.add(it.text);
      addPart(text, zone);
    }
  };
  // "Cloud architecture with an API, a database, two disks and a server: ...": the lead's list names components.
  if (doc.lead && doc.tail) readList(doc.lead, st);
  // "Presentation Layer:" on the first line was read as the lead: it heads the items before the next header.
  let items = doc.items;
  let title = doc.title;
  if (doc.lead && !doc.tail && doc.itemSource === 'lines' && !isRequest(doc.lead) && doc.lead.split(/\s+/).length <= 4 && items[0]?.children.length === 0 && items.some((i) => i.header && i.children.length > 0)) {
    const k = items.findIndex((i) => i.children.length > 0);
    items = [{ text: doc.lead, children: items.slice(0, k), header: true }, ...items.slice(k)];
    title = undefined;
  }
  // "…, an analytics pipeline with Kafka, ClickHouse": a container's members split off as items are read with their sentence.
  const inContainer = new Set<Item>();
  if (doc.itemSource === 'inline') items.forEach((it, i) => { if (containerWith(it.text, reg.knownAt)) items.slice(i).forEach((x) => inContainer.add(x)); });
  // "| Component | Talks to | Notes |": a table of links is read by its columns, not as lines of names.
  const tabled = readLinkTable(doc.text, reg);
  if (!tabled) for (const it of items) if (!inContainer.has(it)) readItem(it);

  // Arrows; a paragraph with an arrow sentence is read sentence by sentence ("Users hit CloudFront. API calls go A → B.").
  const readChain = (chain: ArrowChain): void => {
    // "nightly ETL: inventory DB -> data warehouse -> Power BI reports": the key names what runs along the chain; the
    // chain starts after the colon.
    const key = chain.edges.length ? CHAIN_KEY.exec(chain.edges[0]!.from.trim()) : null;
    for (const [i, e] of chain.edges.entries()) {
      const start = i === 0 && key ? key[2]! : e.from;
      const label = e.label ?? (key ? key[1]!.trim() : undefined);
      // "node api -> redis, stripe": an end that lists short names fans out to each of them.
      for (const from of namesAt(arrowEnd(start, 'from', reg.knownAt))) {
        for (const to of namesAt(arrowEnd(e.to, 'to', reg.knownAt))) {
          const a = addPart(from) ?? reg.comp(from);
          const b = addPart(to) ?? reg.comp(to);
          reg.connect(a, b, label ? label.split(/\s+/).slice(0, 4).join(' ') : undefined);
        }
      }
    }
  };
  const mixedLines = new Set<Line>();
  for (const { line, chain } of doc.arrows) {
    if (mixedLines.has(line)) continue;
    const source = line === doc.lines[0] && doc.tail && chainsOf(doc.tail).length ? doc.tail : line.text;
    const mixed = arrowsInProse(source);
    if (!mixed) { readChain(chain); continue; }
    mixedLines.add(line);
    for (const s of mixed) {
      if (s.chains.length) { s.chains.forEach(readChain); continue; }
      readStatement(s.text, st);
      used.add(s.text);
    }
  }

  // "El servicio de pedidos escribe en PostgreSQL": prose in another language, its names known first, its verbs in English.
  const lang = archLanguage(doc.text);
  const ownNames = lang ? foreignNames(doc.text, lang) : [];
  for (const n of ownNames) reg.comp(n);
  // "an MQTT broker on a Raspberry Pi in the farm office": the machine and its site are read apart from the verbs.
  const placed: Placed[] = [];
  for (const s of doc.statements) {
    if (doc.arrows.some((a) => a.line === s.line && s.listed) || used.has(s.text) || used.has(s.text.replace(/\s*[:：]$/u, ''))) continue;
    const on = takePlacements(plainOrder(seenOn(activeCopy(lang ? archTextInEnglish(s.text, lang, ownNames) : s.text))));
    placed.push(...on.placed);
    readStatement(on.text, st);
    // (The machine is known from here on: "the Pi" later is the Raspberry Pi.)
    for (const p of on.placed) reg.comp(p.machine);
  }
  applyPlacements(placed, reg);
  // (Labels the readers took from the English said for it would mix the languages: the arrows go without.)
  if (lang) for (const c of reg.conns) c.label = undefined;
  // (The names known first stand where the prose first names them.)
  if (lang) {
    const at = (label: string) => { const i = doc.text.toLowerCase().indexOf(label.toLowerCase()); return i < 0 ? Infinity : i; };
    reg.comps.sort((a, b) => at(a.label) - at(b.label));
  }

  // A plain list of components.
  if (reg.comps.length === 0) for (const it of flatItems(doc, 1)) addPart(it.text) ?? reg.comp(it.text);
  if (reg.comps.length < 1) throw tooFew('architecture', 1, 0, 'components');
  spreadQuantifiers(reg, doc.text);
  inferTiers(reg);
  const zonesUsed = new Set(reg.comps.map((c) => c.zone).filter(Boolean));
  const zones = reg.zones.filter((z) => zonesUsed.has(z.key));
  const ids = new IdMaker();
  const zoneIds = new IdMaker();
  const zoneId = new Map(zones.map((z) => [z.key, zoneIds.make(z.label, 'zone')]));
  const idOf = new Map(reg.comps.map((c) => [c.key, ids.make(c.label)]));
  const seen = new Set<string>();
  return validated('architecture', {
    title: plainTitle(title),
    zones: zones.slice(0, 20).map((z) => ({ id: zoneId.get(z.key)!, label: z.label })),
    components: reg.comps.slice(0, 200).map((c) => ({ id: idOf.get(c.key)!, label: c.label, icon: ctx.icon(c.label), zone: c.zone ? zoneId.get(c.zone) : undefined, description: c.description })),
    connections: reg.conns.filter((c) => {
      const k = `${c.from}>${c.to}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return idOf.has(c.from) && idOf.has(c.to);
    }).map((c) => ({ from: idOf.get(c.from)!, to: idOf.get(c.to)!, label: c.label })),
  });
}

const QUANTIFIER = /^(?:all|every|each)(?:\s+(?:of\s+(?:them|these|the)\s+)?([\p{L}-]+?)s?)?$/iu;

/**
 * "all services publish events to Kafka": a component named by a quantifier stands for every component its noun
 * names (or all of them); "router, NAS, plex server, all behind tailscale": the thing they all sit behind fronts each.
 */
function spreadQuantifiers(reg: Registry, text: string): void {
  for (const q of reg.comps.filter((c) => QUANTIFIER.test(c.label.trim()))) {
    const noun = QUANTIFIER.exec(q.label.trim())![1]?.toLowerCase();
    const members = reg.comps.filter((c) => c !== q && !QUANTIFIER.test(c.label.trim()) && (!noun || c.label.toLowerCase().includes(noun)));
    const outgoing = reg.conns.filter((c) => c.from === q.key);
    const incoming = reg.conns.filter((c) => c.to === q.key);
    reg.conns = reg.conns.filter((c) => c.from !== q.key && c.to !== q.key);
    reg.comps = reg.comps.filter((c) => c !== q);
    for (const m of members) {
      for (const c of outgoing) if (c.to !== m.key) reg.conns.push({ ...c, from: m.key });
      for (const c of incoming) if (c.from !== m.key) reg.conns.push({ ...c, to: m.key });
    }
  }
  const behind = /\ball\s+(?:of\s+(?:them|it)\s+)?(?:sit(?:ting)?\s+|are\s+|run(?:ning)?\s+|is\s+)?behind\s+(?:an?\s+|the\s+|our\s+)?([\p{L}\p{N}.-]+(?:\s+(?!and\b)[\p{L}\p{N}.-]+)?)/iu.exec(text);
  if (behind) {
    const others = reg.comps.slice();
    const front = reg.comp(behind[1]!.replace(/[.,;]+$/, ''));
    if (front) for (const o of others) if (o.key !== front) reg.connect(front, o.key);
  }
}

// "…, from where a Grafana dashboard shows the live status": what comes next reads from what was named last.
const FROM_WHERE = /,\s*from\s+(?:where|there)\s+((?:the\s+|an?\s+|our\s+)?(?:[\p{L}\p{N}.-]+\s+){0,3}?[\p{L}\p{N}.-]+)\s+(?:shows?|displays?|reads?|quer(?:y|ies)|pulls?|visuali[sz]es?|renders?|charts?|plots?|picks?\s+up)\b[^,;]*/giu;
// "…, while a nightly job trains the model": a second thing going on, with its own subject.
const WHILE = /,?\s+(?:while|whilst|whereas)\s+(?=(?:the|an?|our|each|every)\s)/gi;

/** One statement: its list of components, then each clause by the first reader that knows its shape. */
function readStatement(text: string, st: State): void {
  const reg = st.reg;
  // "it's going in my README", "this will go on our wiki": where the drawing goes, not a component.
  text = sameAsBefore(text.replace(DRAWING_GOES, '').replace(SETTING, ''), st);
  if (!/\p{L}/u.test(text)) return;
  // "use AWS-style icons if you can": how to draw, not a component.
  if (LOOKISH.test(text) && isLookInstruction(text)) return;
  text = asideDescriptions(inlineColonList(text, st) ?? text, st);
  if (readBehind(text.replace(/[.!]+$/, ''), st)) return;
  const sent = readSentTo(text, st);
  if (sent !== undefined) { if (sent) readStatement(sent, st); return; }
  // "Add an observability stack with Loki, Tempo and Grafana": one group and its members.
  if (!text.includes(';') && readContainer(text, st).length) return;
  const listed = readList(text.replace(/[.!]+$/, ''), st);
  if (listed.length && !connectVerb(text, mentions(text, reg.knownAt))) { st.lastTargets = listed; return; }
  // Clauses: at semicolons and condition words, at Chinese commas, and at "and" before a second verb.
  // "SQS, from which a worker reads" and "SQS that a worker consumes" are relative clauses with their own subject.
  // "an alerting service subscribed to the broker texts the farmer": the participle is a clause of its own.
  const relatives = text.replace(REDUCED_RELATIVE, (_all, subj: string, verb: string, obj: string) => `${subj} ${PRESENT[verb.toLowerCase()] ?? verb} to ${obj} and `)
    .replace(FROM_WHERE, ', which feeds $1').replace(WHILE, '; ')
    .replace(/,\s*(?:from|to|into|through|via|on|in)\s+which\s+/gi, ', which ')
    .replace(/\s+that\s+(?=(?:a|an|the|our)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:also\s+)?\p{L}+s\s*(?:from\s*)?(?:[,.;]|$))/giu, ', which ')
    // "a Node.js backend that sits behind Nginx", "a worker that reads from SQS": a relative clause about the backend.
    // ("handheld scanners that send every scan to an edge server": a plural subject, a verb without "s".)
    .replace(/\s+that\s+(?=(?:also\s+)?(\p{L}+)\b)/giu, (all, _v, at: number, whole: string) => (CONNECT_WORD.test(whole.slice(at + all.length).replace(/^also\s+/i, '')) ? ', which ' : all));
  const clauses = expandSharedHeads(relatives).split(/\s*;\s*|,\s+(?:and\s+)?where\s+/).flatMap((x) => (CJK.test(x) ? [{ role: 'step' as const, text: x }] : subjectsKept(splitClauses(x), reg))).flatMap((c) => cjkClauses(c.text).flatMap((cjk, j) => splitSecondVerb(cjk)
    .map((t, i) => ({ text: t.replace(/^and\s+/i, ''), relative: (i === 0 && j === 0 && c.relative) || /^which\s/i.test(t), continues: (i === 0 && j === 0 && c.continues) || i > 0 }))));
  const thens = new Set(text.split(/\s*[,:]?\s+(?:and\s+)?then\s+(?=\S)/i).slice(1).map((x) => x.trim().slice(0, 20)));
  let prevText: string | undefined;
  for (const part0 of clauses) {
    let part = part0;
    let t = part.text.trim();
    if (!t) continue;
    // "fetches articles from the CMS and user profiles from the Auth service": the verb goes on to the second pair.
    if (prevText && GAPPED.test(t) && !connectVerb(t, mentions(t, reg.knownAt))) {
      const verb = connectVerb(prevText, mentions(prevText, reg.knownAt))?.[0];
      if (verb) { t = `${verb} ${t}`; part = { ...part, continues: true }; }
    }
    prevText = t;
    const afterThen = [...thens].some((x) => t.startsWith(x.slice(0, Math.min(x.length, t.length))));
    if (readCjkClause(t, st) || readBehind(t, st) || readRunsIn(t, st) || readZoneHas(t, st) || readOwn(t, st) || readContainer(t, st).length) continue;
    if (readPassive(t, st) || readGoesFrom(t, st) || readPath(t, st, afterThen) || readInFront(t, st) || readCounted(t, st) || readHasOne(t, st)) continue;
    readVerb(t, st, part);
  }
}

const REDUCED_RELATIVE = /\b((?:a|an|the|our)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}?)\s+(subscribed|connected|attached|listening|linked|wired|hooked\s+up)\s+to\s+((?:the|a|an|our)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}?)\s+(?=\p{Ll}+s\s+(?:the|a|an|our|its|their)\s)/giu;
const PRESENT: Record<string, string> = { subscribed: 'subscribes', connected: 'connects', attached: 'attaches', listening: 'listens', linked: 'links', wired: 'is wired', 'hooked up': 'is hooked up' };

/** "… an inventory service …, and the same service feeds a dashboard": the component named before with that head. */
function sameAsBefore(text: string, st: State): string {
  if (!/\bsame\s/i.test(text)) return text;
  return text.replace(/\bthe\s+same\s+([a-z]+)\b/gi, (all, head: string, at: number) => {
    const ends = (p: string) => p.toLowerCase().endsWith(` ${head.toLowerCase()}`);
    const earlier = mentions(text.slice(0, at), st.reg.knownAt).map((m) => m.phrase).reverse().find(ends)
      ?? [...st.reg.comps].reverse().map((c) => c.label).find(ends);
    return earlier ? `the ${earlier}` : all;
  });
}

// "In the Dunmore logistics warehouse the pickers use …": where the sentence happens, before its subject (no comma).
const SETTING = /^(?:in|at|inside|across)\s+(?:the|our)\s+(?:[\p{L}-]+\s+){0,3}(?:warehouse|office|factory|plant|store|shop|clinic|hospital|school|site|depot|lab|kitchen|restaurant|hotel|branch|building|campus|farm|studio|gym|library)s?\s+(?=(?:the|our|a|an|each|every|all)\s)/iu;
const DRAWING_GOES = /(?:^|[,;]?\s*(?:\b(?:since|as|because|so)\s+)?)\b(?:it|this|that|the\s+(?:diagram|drawing|picture|chart|image))(?:'s|’s|\s+is|\s+will\s+be|'ll\s+be|’ll\s+be)?\s+(?:going|goes|go|headed|meant|for)\s+(?:(?:in|into|on|onto|to|for)\s+)?(?:my|our|the|a|an|their)\s+[^,;.]{1,40}[.!]*$/i;

// A clause with no verb of its own: what moves and where from or to ("user profiles from the Auth service").
const GAPPED = /^(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s+(?:from|to|into)\s+(?:the\s+|an?\s+|our\s+)?\S/u;

/** Clauses of a Chinese or Japanese sentence: at commas, but "调用支付, 库存服务" keeps its list (no verb after the comma). */
function cjkClauses(text: string): string[] {
  if (!CJK.test(text)) return text.split(/[，；。]/u);
  const out: string[] = [];
  for (const seg of text.split(/[，；。,;]\s*/u)) {
    if (out.length && !hasCjkVerb(seg) && [...seg].length <= 12) out[out.length - 1] += `、${seg}`;
    else out.push(seg);
  }
  return out;
}

const SECOND = /,\s*(?=and\s+(?:a|an|the)\b)|,?\s+and\s+(?=(?:a|an|the)\s+\w+(?:\s+\w+)?\s+(?:calls|sends|reads|writes|uses|stores|publishes|consumes|queries)\b)|\s+and\s+(?=(?:also\s+)?(?:registers|loads|pushes|sends|writes|stores|publishes|emits|calls|queries|caches|forwards|exports|ships|streams|notifies|texts|emails|messages|pages|alerts|warns|informs|triggers|invokes|uploads|saves|logs|returns|serves|uses|reads|runs|feeds|subscribes|polls|pulls|syncs|replicates|archives)\s)/gi;

/** "reads from Snowflake and registers models in MLflow" → two clauses; "reads and writes X" stays one. */
/** "Level meters and flow meters report to …" split after "Level meters" (read as "Level meters"): a clause that is only
 *  a name, before one that goes on with a verb, is that clause's first subject. */
function subjectsKept<T extends { text: string; continues?: boolean }>(clauses: T[], reg: Registry): T[] {
  const out: T[] = [];
  for (const c of clauses) {
    const prev = out[out.length - 1];
    const name = prev && mentions(prev.text, reg.knownAt);
    if (prev && c.continues && name && name.length === 1 && name[0]!.phrase.trim().length >= prev.text.trim().replace(/^(?:the|a|an|our)\s+/i, '').length - 1 && !connectVerb(prev.text, name) && !/^(?:which|who|that|then)\b/i.test(c.text.trim())) {
      out[out.length - 1] = { ...c, text: `${prev.text.trim()} and ${c.text.trim()}`, continues: prev.continues };
      continue;
    }
    out.push(c);
  }
  return out;
}

function splitSecondVerb(text: string): string[] {
  const out: string[] = [];
  let last = 0;
  SECOND.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SECOND.exec(text))) {
    const left = text.slice(last, m.index);
    // The left verb has no object yet ("reads and writes", "reads from and writes to"): one clause.
    const lastWord = left.trim().split(/\s+/).pop() ?? '';
    if (/^(?:to|from|into|in|on|with|and)$/i.test(lastWord) || CONNECT.test(lastWord) && CONNECT_ONLY.test(lastWord)) continue;
    out.push(left);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out.flatMap(splitSecondSubject);
}

/** "teachers use an iPad app and parents use a web portal": two clauses, each with its own subject and verb. */
function splitSecondSubject(text: string): string[] {
  const and = /,?\s+and\s+/gi;
  let m: RegExpExecArray | null;
  while ((m = and.exec(text))) {
    const left = text.slice(0, m.index);
    const right = text.slice(m.index + m[0].length);
    // A verb on each side, at all (cheap), before the mentions that tell a verb from a name.
    if (!connectVerb(left, []) || !connectVerb(right, [])) continue;
    const lv = connectVerb(left, mentions(left));
    const rv = connectVerb(right, mentions(right));
    const subject = rv ? right.slice(0, rv.index).trim() : '';
    if (lv && rv && subject && !/[,;]/.test(subject) && subject.split(/\s+/).length <= 3 && !/^(?:also|then|it|they|which|that)$/i.test(subject)) return [left, ...splitSecondSubject(right)];
  }
  return [text];
}

/** "The presentation tier has the web browser and the web server": a zone and what it holds. */
function readZoneHas(text: string, st: State): boolean {
  const zoneHas = ZONE_HAS.exec(text);
  if (!zoneHas) return false;
  const z = st.reg.zone(zoneHas[1]);
  mentions(zoneHas[2], st.reg.knownAt).forEach((x) => st.reg.comp(x.phrase, { zone: z }));
  return true;
}

/** One of a thing per owner: a component each, joined to its owner. */
function readOwn(text: string, st: State): boolean {
  const reg = st.reg;
  const own = OWN.exec(text.trim());
  if (!own || mentions(own[2], reg.knownAt).length === 0) return false;
  const every = /^(?:each|every|all)\s+(?:of\s+the\s+)?([\p{L}-]+?)s?$/iu.exec(own[1].trim());
  const owners = every
    ? reg.comps.filter((c) => c.kind === every[1].toLowerCase() || matchKey(c.label).split(' ').includes(matchKey(every[1]))).map((c) => c.key)
    : splitList(own[1].replace(/^both\s+/i, '')).flatMap((x) => x.split(/\s+and\s+/i)).map((p) => {
      const k = matchKey(nounPhrase(p));
      return reg.comps.find((c) => c.key === k)?.key ?? reg.comps.find((c) => c.key.split(' ')[0] === k.split(' ')[0])?.key ?? reg.comp(p);
    });
  // "PostgreSQL database" keeps its capitals, "Database" does not need its own.
  const thing = own[2].trim().replace(/^(?:an?|the)\s+/i, '').replace(/(?<=[a-z]{3})s$/, '');
  for (const o of owners) {
    const owner = reg.comps.find((c) => c.key === o)!;
    reg.connect(o, reg.comp(`${owner.label.replace(GENERIC_HEAD, '')} ${thing}`));
  }
  if (owners.length === 0) return false;
  st.lastTargets = owners;
  return true;
}

export { isSystem };

/** The names an arrow's end lists ("redis, stripe", "Postgres and Redis"), or the end itself. */
function namesAt(end: string): string[] {
  const parts = splitOutside(end, /\s*,\s*(?:and\s+)?|\s+and\s+/i).map((p) => p.trim());
  return parts.length > 1 && parts.every((p) => p && p.split(/\s+/).length <= 3 && !/^(?:then|also|etc\.?)$/i.test(p)) ? parts : [end];
}
