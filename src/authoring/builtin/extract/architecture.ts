// PromptDoc → architecture content: components (with icons), zones from grouped lines, connections from verbs and arrows.
import type { ArchitectureContent } from '../../../spec/content/index.js';
import { concise, IdMaker, matchKey, nounPhrase } from '../text/label.js';
import { splitClauses } from '../text/clauses.js';
import { splitList } from '../text/lists.js';
import { flatItems, tooFew, validated, type ExtractContext } from './common.js';
import { isPerson, isSystem, PERSON_HEAD, PRODUCTS, SYSTEM_HEAD } from './participants.js';
import { canBeVerb, wordClass } from '../text/nlp.js';

interface Comp { key: string; label: string; description?: string; zone?: string }

const CONNECT = /\b(?:call(?:s)?|deploy(?:s)?(?:\s+to)?|build(?:s)?|upload(?:s)?(?:\s+to)?|go(?:es)?\s+to|alert(?:s)?|report(?:s)?\s+to|send(?:s)?|talk(?:s)?\s+to|connect(?:s|ed)?\s+to|read(?:s)?(?:\s+from)?|write(?:s)?(?:\s+to)?|quer(?:y|ies)|publish(?:es)?|subscribe(?:s)?|consume(?:s)?|push(?:es)?|pull(?:s)?|forward(?:s)?|route(?:s)?|prox(?:y|ies)|use(?:s)?|store(?:s)?|save(?:s)?|load(?:s)?|fetch(?:es)?|stream(?:s)?|sync(?:s)?|replicate(?:s)?|invoke(?:s)?|trigger(?:s)?|notif(?:y|ies)|depend(?:s)?\s+on|rel(?:y|ies)\s+on|backed\s+by|sit(?:s)?\s+(?:behind|in\s+front\s+of)|hit(?:s)?|request(?:s)?|serve(?:s)?|feed(?:s)?|pass(?:es)?|deliver(?:s)?|emit(?:s)?|post(?:s)?|authenticate(?:s)?\s+(?:with|against)|cache(?:s)?|log(?:s)?\s+to|export(?:s)?\s+to|ingest(?:s)?|index(?:es)?|monitor(?:s)?|watch(?:es)?|scrape(?:s)?|manage(?:s)?|orchestrate(?:s)?|handle(?:s)?|protect(?:s)?|balance(?:s)?|distribute(?:s)?|dispatch(?:es)?|receive(?:s)?|accept(?:s)?|call\s+into|talk\s+with|communicate(?:s)?\s+with|integrate(?:s)?\s+with)\b/i;
const ZONE_HAS = /^(?:the\s+)?(.+?\b(?:tier|layer|zone|subnet|vpc|region|network|side|plane|environment))\s+(?:has|have|contains?|includes?|consists\s+of|hosts?|runs?|holds?|is\s+made\s+up\s+of)\s+(.+)$/i;
/** "Orders and payments each have their own PostgreSQL database", "each service has a dedicated cache". */
const OWN = /^(?:the\s+)?(.+?)\s+(?:each\s+)?(?:has|have|gets?|uses?|keeps?|owns?)\s+(?:(?:its|their)\s+own|(?:an?\s+)?(?:separate|dedicated|private|own))\s+(.+?)(?:\s+each)?$/i;
const GENERIC_HEAD = /\s+(?:service|services|app|application|api|server|microservice)$/i;
const STOP = new Set(['the', 'a', 'an', 'and', 'or', 'to', 'from', 'in', 'into', 'on', 'of', 'with', 'via', 'through', 'by', 'for', 'which', 'that', 'then', 'both', 'all', 'each', 'its', 'their', 'it', 'them', 'data', 'requests', 'request', 'events', 'messages', 'traffic']);

const MODIFIER = /^(?:web|mobile|user|order|orders|payment|payments|auth|authentication|notification|notifications|email|search|inventory|product|catalog|billing|analytics|admin|api|message|event|file|object|image|media|static|edge|front|back|data|primary|read|replica|worker|background|job|session|cache|frontend|backend|public|private|internal|external|identity|account|accounts|customer|shipping|reporting|logging|monitoring|config|configuration|central|main|relational|nosql|graph|vector|time-series|in-memory|rest|graphql|grpc|react|single-page|desktop|ios|android|load|application|app|microservice|cdn|dns|sql|origin|stream|container|video|audio|content|key-value|document|column|blob|block|ticket|recommendation|restaurant|delivery|accounting|checkout|cart|pricing|fraud|chat|storage|compute|batch|cron|queue|task)$/i;
const NOT_MODIFIER = new Set(['all', 'each', 'every', 'both', 'other', 'its', 'own', 'their', 'our', 'new', 'same', 'two', 'three', 'many', 'some', 'any']);

/** Lower-case words that may name what a component is for ("restaurant service", "origin storage"). */
function isModifierWord(w: string): boolean {
  if (NOT_MODIFIER.has(w) || /^\d/.test(w)) return false;
  const c = wordClass(w);
  return (c === 'noun' || c === 'adjective') && !canBeVerb(w);
}

/** Component mentions in a clause, in order: noun phrases ending in a component word, or known products. */
function mentions(text: string): { phrase: string; index: number }[] {
  const out: { phrase: string; index: number }[] = [];
  const re = /[\p{L}\p{N}][\p{L}\p{N}.+#/-]*/gu;
  const toks: { w: string; i: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) toks.push({ w: m[0], i: m.index });
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i].w.replace(/[.]+$/, '');
    const lw = w.toLowerCase();
    // Known products, and names written like products ("WordPress", "PHP-FPM", "GitHub").
    const product = PRODUCTS.test(lw) || /^[A-Z][a-z]+[A-Z]\w*$/.test(w) || /^[A-Z0-9]{2,}-[A-Z0-9]{2,}$/.test(w);
    // People who act on the system ("developers push code to GitLab") are drawn too.
    const person = PERSON_HEAD.test(lw) && /^(?:users?|developers?|customers?|admins?|administrators?|operators?|clients|engineers?|analysts?)$/i.test(lw);
    if (!product && !SYSTEM_HEAD.test(lw) && !person) continue;
    // "... and caches results in Redis": a component word used as the verb of the clause.
    const prevW = toks[i - 1]?.w.toLowerCase() ?? '';
    const nextW = toks[i + 1]?.w.toLowerCase() ?? '';
    if (!product && CONNECT.test(lw) && /s$/.test(lw) && (i === 0 || /^(?:and|which|then|also|that|it)$/.test(prevW) || SYSTEM_HEAD.test(prevW)) && nextW && !SYSTEM_HEAD.test(nextW)) continue;
    // A product followed by a component word is one phrase ("Redis cache").
    if (i + 1 < toks.length && SYSTEM_HEAD.test(toks[i + 1].w.toLowerCase()) && !STOP.has(toks[i + 1].w.toLowerCase())) continue;
    // A product's own second word is part of its name ("GitHub Actions", "Argo CD", "Docker Hub").
    const suffix = product && /^(?:Actions|CD|CI|Pipelines?|Hub|Registry|Cloud|Functions|Workflows|Runner|Pages)$/.test(nextW === '' ? '' : toks[i + 1]!.w) ? toks[i + 1]! : undefined;
    let start = i;
    while (start > 0 && i - start < 3) {
      const prev = toks[start - 1].w;
      const lp = prev.toLowerCase();
      if (STOP.has(lp) || /[,;:]$/.test(text.slice(toks[start - 1].i, toks[start].i).trim()) || (CONNECT.test(lp) && !MODIFIER.test(lp))) break;
      if (!/^[A-Z0-9]/.test(prev) && !MODIFIER.test(prev) && !isModifierWord(lp)) break;
      start--;
    }
    const last = suffix ?? toks[i];
    const phrase = text.slice(toks[start].i, last.i + last.w.length).replace(/[.,;:]+$/, '');
    if (suffix) i++;
    if (/^(?:services?|systems?|components?|apps|apis|layers?|tiers?|nodes?|clients|data|functions?|modules?|engines?|platforms?|stores?|storage|devices?|agents?|handlers?|sites?|processors?|indexe?s|streams?|topics?|pipelines?|instances?|containers?|pods?|machines?|hosts?|workers|users?|teams?|people)$/i.test(phrase)) continue;
    // Tiers, layers and zones are places, not components.
    if (/\b(?:tier|layer|zone|subnet|region)$/i.test(phrase)) continue;
    out.push({ phrase, index: toks[start].i });
  }
  return out;
}

/** The first connecting verb outside component names ("stream processor" holds "stream", not a verb). */
function connectVerb(text: string, ms: { phrase: string; index: number }[]): { index: number; 0: string } | undefined {
  const re = new RegExp(CONNECT.source, 'gi');
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const at = m.index;
    if (!ms.some((x) => at >= x.index && at < x.index + x.phrase.length)) return m;
  }
  return undefined;
}

export function extractArchitecture(ctx: ExtractContext): ArchitectureContent {
  const { doc } = ctx;
  const comps: Comp[] = [];
  const zones: { key: string; label: string }[] = [];
  const conns: { from: string; to: string; label?: string }[] = [];
  const comp = (raw: string, zone?: string): string => {
    const l = concise(nounPhrase(raw.replace(/\s*\(.*\)$/, '')), 5);
    const k = matchKey(l.label);
    // "the gateway" after "an API gateway" is the same component.
    let c = comps.find((x) => x.key === k) ?? (k.split(' ').length === 1 ? comps.find((x) => x.key.endsWith(` ${k}`)) : undefined);
    if (!c) {
      const paren = /\(([^)]+)\)\s*$/.exec(raw);
      c = { key: k, label: l.label, description: paren?.[1] ?? l.description };
      comps.push(c);
    }
    if (zone && !c.zone) c.zone = zone;
    return c.key;
  };
  const zone = (raw: string): string => {
    const label = concise(nounPhrase(raw), 5).label;
    const k = matchKey(label);
    if (!zones.some((z) => z.key === k)) zones.push({ key: k, label });
    return k;
  };

  // Grouped lines: "Frontend: web app, mobile app" or a header with nested items.
  const grouped = new Set<string>();
  for (const it of doc.items) {
    grouped.add(it.text);
    it.children.forEach((ch) => grouped.add(ch.text));
    if (it.children.length > 0 && !CONNECT.test(it.text)) {
      const z = zone(it.text);
      for (const ch of it.children) {
        const parts = mentions(ch.text);
        if (parts.length >= 2 && CONNECT.test(ch.text)) continue;
        comp(ch.text, z);
      }
      continue;
    }
    const kv = /^([^:]{2,40}):\s+(.+)$/.exec(it.text);
    if (kv && !CONNECT.test(kv[1]) && splitList(kv[2]).length >= 2 && !/->|→/.test(kv[2])) {
      const z = zone(kv[1]);
      for (const p of splitList(kv[2])) comp(p, z);
    } else grouped.delete(it.text);
  }
  // Arrows.
  for (const { chain } of doc.arrows) {
    for (const e of chain.edges) conns.push({ from: comp(e.from), to: comp(e.to), label: e.label ? concise(e.label, 4).label : undefined });
  }
  // Sentences: the first component acts on the ones after the verb.
  let lastTargets: string[] = [];
  let lastSubject: string | undefined;
  for (const st of doc.statements) {
    if (doc.arrows.some((a) => a.line === st.line) || grouped.has(st.text.replace(/\s*[:：]$/u, ''))) continue;
    const parts = splitClauses(st.text).flatMap((c) => c.text.split(/,\s*(?=and\s+(?:a|an|the)\b)|,?\s+and\s+(?=(?:a|an|the)\s+\w+(?:\s+\w+)?\s+(?:calls|sends|reads|writes|uses|stores|publishes|consumes|queries)\b)/i)
      .map((t, i) => ({ text: t.replace(/^and\s+/i, ''), relative: i === 0 && c.relative, continues: i === 0 && c.continues })));
    for (const part of parts) {
      const text = part.text;
      // "The presentation tier has the web browser and the web server": a zone and what it holds.
      const zoneHas = ZONE_HAS.exec(text);
      if (zoneHas) {
        const z = zone(zoneHas[1]);
        mentions(zoneHas[2]).forEach((x) => comp(x.phrase, z));
        continue;
      }
      // One of a thing per owner: a component each, joined to its owner.
      const own = OWN.exec(text.trim());
      if (own && mentions(own[2]).length > 0) {
        const every = /^(?:each|every|all)\s+(?:of\s+the\s+)?([\p{L}-]+?)s?$/iu.exec(own[1].trim());
        const owners = every
          ? comps.filter((c) => matchKey(c.label).split(' ').includes(matchKey(every[1]))).map((c) => c.key)
          : splitList(own[1].replace(/^both\s+/i, '')).flatMap((x) => x.split(/\s+and\s+/i)).map((p) => {
            const k = matchKey(nounPhrase(p));
            return comps.find((c) => c.key === k)?.key ?? comps.find((c) => c.key.split(' ')[0] === k.split(' ')[0])?.key ?? comp(p);
          });
        // "PostgreSQL database" keeps its capitals, "Database" does not need its own.
        const thing = own[2].trim().replace(/^(?:an?|the)\s+/i, '').replace(/(?<=[a-z]{3})s$/, '');
        for (const o of owners) {
          const owner = comps.find((c) => c.key === o)!;
          conns.push({ from: o, to: comp(`${owner.label.replace(GENERIC_HEAD, '')} ${thing}`) });
        }
        if (owners.length) { lastTargets = owners; continue; }
      }
      const ms = mentions(text);
      const verb = connectVerb(text, ms);
      if (!verb) {
        ms.forEach((x) => comp(x.phrase));
        // "the runners build images" still tells who acts next.
        if (ms[0] && ms[0].index <= 4) lastSubject = comp(ms[0].phrase);
        continue;
      }
      const before = ms.filter((x) => x.index < verb.index);
      const after = ms.filter((x) => x.index > verb.index);
      // "The mobile apps and the web UI call the gateway": every component before the verb acts.
      let subjects = before.map((p) => comp(p.phrase));
      if (subjects.length === 0) {
        if (/^(?:both|all|they|these|each|both\s+services|all\s+services)\b/i.test(text.trim())) subjects = lastTargets;
        else if (part.relative || /^(?:which|that|it|this)\b/i.test(text.trim())) subjects = lastTargets.length >= 1 ? lastTargets.slice(-1) : lastSubject ? [lastSubject] : [];
        else if (lastSubject && (part.continues || (/^[a-z]/.test(text.trim()) && !/^(?:the|a|an)\b/i.test(text.trim())))) subjects = [lastSubject];
      }
      let targets = after.map((x) => comp(x.phrase));
      if (targets.length === 0 && /^\s*(?:them|it|those|these)\b/i.test(text.slice(verb.index + verb[0].length))) targets = lastTargets;
      let phrase = text.slice(verb.index, after[0]?.index ?? text.length).trim();
      for (let k = 0; k < 3; k++) phrase = phrase.replace(/\s*\b(?:to|from|in|into|on|with|via|through|the|a|an|them|it)$/i, '').trim();
      const label = concise(phrase, 3).label || undefined;
      for (const s of subjects) for (const t of targets) if (s !== t) conns.push({ from: s, to: t, label: label && label.split(/\s+/).length <= 3 ? label.toLowerCase() : undefined });
      if (subjects.length) lastSubject = subjects[0];
      if (targets.length) lastTargets = targets;
    }
  }
  // A plain list of components.
  if (comps.length === 0) for (const it of flatItems(doc, 1)) comp(it.text);
  if (comps.length < 1) throw tooFew('architecture', 1, 0, 'components');
  const ids = new IdMaker();
  const zoneIds = new IdMaker();
  const zoneId = new Map(zones.map((z) => [z.key, zoneIds.make(z.label, 'zone')]));
  const idOf = new Map(comps.map((c) => [c.key, ids.make(c.label)]));
  const seen = new Set<string>();
  return validated('architecture', {
    title: doc.title,
    zones: zones.slice(0, 20).map((z) => ({ id: zoneId.get(z.key)!, label: z.label })),
    components: comps.slice(0, 200).map((c) => ({ id: idOf.get(c.key)!, label: c.label, icon: ctx.icon(c.label), zone: c.zone ? zoneId.get(c.zone) : undefined, description: c.description })),
    connections: conns.filter((c) => {
      const k = `${c.from}>${c.to}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return idOf.has(c.from) && idOf.has(c.to);
    }).map((c) => ({ from: idOf.get(c.from)!, to: idOf.get(c.to)!, label: c.label })),
  });
}

export { isSystem };
