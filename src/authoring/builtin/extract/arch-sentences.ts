// Architecture sentence shapes beyond "A calls B": lists of components, "behind it are ...", "everything runs in X",
// "X is used as a cache by A and B", "B consumes them", "from A through B to C, then SQL to D", "A in front of B".
import { splitList, splitTop } from '../text/lists.js';
import { containerWith, readContainer } from './arch-groups.js';
import { PAYLOAD, PLACE_HEAD, REQUEST_VERB } from './arch-lexicon.js';
import { cleanPart, CONNECT, connectVerb, isNameLike, listParts, mentions, nameList } from './arch-mentions.js';
import type { Registry } from './arch-registry.js';

export interface State {
  reg: Registry;
  /** What the last verb reached: "them" and "it" after a verb. */
  lastTargets: string[];
  /** Who acted last: the subject of a clause that continues ("... and writes to S3"). */
  lastSubject?: string;
  /** The component named last: "behind it", "in front of it". */
  lastMentioned?: string;
  /** What the last verb carried ("publishes events to Kafka"): the label when a consumer takes "them". */
  lastPayload?: string;
  /** Every subject of the last clause with a verb. */
  lastSubjects?: string[];
  /** What the last few clauses reached, oldest first: "both" after two clauses. */
  recentTargets?: string[];
  /** Where the last path ended ("... to EC2, then SQL to RDS"). */
  pathEnd?: string;
}

const PRONOUN = /^(?:it|this|that|them|they|these|those|which|the\s+former|the\s+latter|both(?:\s+of\s+them)?|the\s+two)$/i;

/** The components a noun phrase names, pronouns resolved; only name-like phrases make new components. */
export function refer(np: string, st: State, make = true): string[] {
  const t = np.trim().replace(/^(?:the|a|an)\s+/i, '').replace(/[.,;:]+$/, '');
  if (!t) return [];
  if (PRONOUN.test(t)) return /^(?:them|they|these|those|both(?:\s+of\s+them)?|the\s+two)$/i.test(t) ? st.lastTargets : st.lastMentioned ? [st.lastMentioned] : st.lastTargets.slice(-1);
  const out: string[] = [];
  for (const name of nameList(t)) {
    const found = st.reg.find(name);
    if (found) { out.push(found.key); continue; }
    const inZone = st.reg.zoneMembers(name);
    if (inZone.length) { out.push(...inZone); continue; }
    const ms = mentions(name, st.reg.knownAt);
    if (ms.length) { ms.forEach((m) => out.push(st.reg.comp(m.phrase))); continue; }
    if (make && isNameLike(name) && (/^[A-Z]/.test(name) || !PAYLOAD.test(name))) out.push(st.reg.comp(name));
  }
  return out;
}

// ---- Lists of components ----------------------------------------------------------------------------------

const LIST_CUE = /(?:^|\s)(?:include|includes|including|included|using|uses|use|with|(?<!(?:front|ahead|top|out|instead|because)\s)of|such\s+as|like|contains?|containing|consists?\s+of|comprises?|has|have|are|is|featuring|plus|components?|services?|stack)\s*:?\s+|:\s+/gi;

/**
 * "Include users, Route 53, CloudFront, ... and S3", "a chat app with a React client, a gateway and Redis for
 * presence": every part is a component. Returns the keys (empty when the clause holds no such list).
 */
export function readList(text: string, st: State): string[] {
  const firstComma = text.search(/[,，、]/u);
  if (firstComma < 0) return [];
  let start = -1;
  let explicit = false;
  LIST_CUE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = LIST_CUE.exec(text)) && m.index < firstComma) { start = m.index + m[0].length; explicit = /include|using|with|such|:|featuring|stack|components?|services?/i.test(m[0]); }
  const body = start >= 0 ? text.slice(start) : text;
  const head = start >= 0 ? text.slice(0, start) : '';
  // A list that is the object of a connecting verb ("the API talks to A, B and C") is read with the verb.
  const verb = connectVerb(head, mentions(head, st.reg.knownAt));
  if (verb && !/^\s*(?:use|uses|using)\b/i.test(text.slice(verb.index))) return [];
  if (start < 0 && REQUEST_VERB.test(text.trim().split(/\s+/)[0] ?? '')) return [];
  // "…, and an analytics pipeline with Kafka and ClickHouse": the last parts are a group with its members.
  const segs = splitTop(body.replace(/[.!]+$/, ''), /\s*,\s*/y);
  const at = segs.findIndex((x, i) => i > 0 && containerWith(x.replace(/^(?:and|plus)\s+/i, ''), st.reg.knownAt));
  const inner = at > 0 ? segs.slice(at).join(', ').replace(/^(?:and|plus)\s+/i, '') : undefined;
  const parts = inner ? splitList(segs.slice(0, at).join(', ')) : splitList(body);
  if (parts.length + (inner ? 1 : 0) < (explicit ? 2 : 3)) return [];
  // "Cloud Load Balancing in front of GKE" inside the list: a component and its edge.
  const placed = parts.filter((p) => /\b(?:in\s+front\s+of|ahead\s+of)\b/i.test(p));
  const cleaned = parts.filter((p) => !placed.includes(p)).map(cleanPart);
  if (cleaned.some((p) => !p)) return [];
  // Parts that hold a verb between two components are relations, not names.
  // ("alert service reads InfluxDB, sends SMS via Twilio": parts that open with a verb are what the subject does.)
  if (parts.some((p) => { const v = connectVerb(p, mentions(p, st.reg.knownAt)); return v && (v.index > 0 || /^[a-z]+s\b/.test(p.trim())) && !/^(?:use|uses|using)\b/i.test(p.slice(v.index)); })) return [];
  const nameLike = cleaned.filter((p) => isNameLike(p!.name) || mentions(p!.name, st.reg.knownAt).length > 0).length;
  if (!explicit && nameLike < cleaned.length / 2 + 0.5) return [];
  // "three services: A, B and C": each of them is a service.
  const kind = /\b(services?|microservices?|databases?|queues?|apps?)\s*:?\s*$/i.exec(head)?.[1]?.toLowerCase().replace(/s$/, '');
  const keys: string[] = [];
  for (const p of cleaned) {
    // "the course service and the user service, both using Postgres": "both" is the parts before it.
    if (/^(?:both|all\s+of\s+them|each)$/i.test(p!.name)) {
      if (p!.uses) for (const k of keys.slice()) refer(p!.uses, st).forEach((t) => st.reg.connect(k, t, 'uses'));
      continue;
    }
    const zone = p!.zone ? st.reg.zone(p!.zone) : undefined;
    const k = st.reg.comp(p!.name, { zone, description: p!.description, kind });
    keys.push(k);
    if (p!.uses) refer(p!.uses, st).forEach((t) => st.reg.connect(k, t, 'uses'));
  }
  for (const p of placed) if (readInFront(p.replace(/^(?:(?:include|including|with|and)\s+)+/i, ''), st)) keys.push(...st.lastTargets);
  if (inner) keys.push(...readContainer(inner, st));
  return keys;
}

// ---- Places ---------------------------------------------------------------------------------------------------

const BEHIND = /^(?:and\s+)?(behind|in\s+front\s+of|below|beneath|under(?:neath)?|downstream\s+of|upstream\s+of|after)\s+(.+?)\s*,?\s+(?:are|is|sit|sits|runs?|lives?|live|we\s+have|there\s+(?:are|is)|come|comes)\s+(.+)$/i;

/** "Behind it are three services: A (…), B (…), C (…)" and "In front of the API sits a CDN". */
export function readBehind(text: string, st: State): boolean {
  const m = BEHIND.exec(text);
  if (!m) return false;
  // "Behind the ALB, three services run on ECS: …": the place ends at the comma, the rest heads the list.
  const comma = /^([^,]+),\s*(.+)$/.exec(m[2]);
  const refs = refer(comma ? comma[1] : m[2], st);
  if (refs.length === 0) return false;
  let rest = comma ? `${comma[2]} ${m[3]}` : m[3];
  const colon = /^(.*?)[:：]\s*(.+)$/u.exec(rest);
  // "three services on ECS: A, B", "A, B and C on ECS": the platform they run on is a zone around them.
  let zone: string | undefined;
  let lead = colon ? colon[1].trim() : '';
  const onLead = /^(.*?)\s*\b(?:(?:all\s+)?(?:run(?:ning)?|hosted|deployed|living)\s+)?(?:on|in|inside|within)\s+(?:the\s+|an?\s+)?(.+)$/i.exec(lead);
  if (colon && onLead && (PLATFORM.test(onLead[2]!) || PLACE_HEAD.test(onLead[2]!))) { zone = st.reg.zone(onLead[2]!); lead = onLead[1]!.replace(/\s+(?:run|runs|are|sit)$/i, ''); }
  if (!colon) {
    const onTail = /\s+(?:(?:all\s+)?(?:running|hosted|deployed)\s+)?(?:on|in|inside|within)\s+(?:the\s+|an?\s+)?([^,]+)$/i.exec(rest);
    if (onTail && (PLATFORM.test(onTail[1]!) || PLACE_HEAD.test(onTail[1]!))) { zone = st.reg.zone(onTail[1]!); rest = rest.slice(0, onTail.index); }
  }
  const kind = colon ? /\b(services?|microservices?|databases?|queues?|apps?|workers?)$/i.exec(lead)?.[1]?.toLowerCase().replace(/s$/, '') : undefined;
  const members = listParts(colon ? colon[2] : rest).map(cleanPart).filter((p) => p !== undefined);
  if (members.length === 0) return false;
  const keys = members.map((p) => st.reg.comp(p.name, { description: p.description, kind, zone }));
  const front = /^(?:in\s+front|upstream)/i.test(m[1]);
  for (const r of refs) for (const k of keys) (front ? st.reg.connect(k, r) : st.reg.connect(r, k));
  st.lastTargets = keys;
  st.lastMentioned = keys[keys.length - 1];
  return true;
}

const RUNS_IN = /^(.+?)\s+(?:all\s+)?(?:runs?|lives?|live|(?:is|are)\s+(?:all\s+)?(?:hosted|deployed|running|located|containeri[sz]ed))\s+(?:in|on|inside|within)\s+(.+)$/i;
const PLATFORM = /^(?:aws|amazon\s+web\s+services|azure|gcp|google\s+cloud(?:\s+platform)?|kubernetes|k8s|eks|aks|gke|openshift|ecs|the\s+cloud|docker(?:\s+swarm)?|vercel|heroku|fly\.io|on-prem(?:ises)?)\b/i;

/** "Everything runs in a Kubernetes cluster", "the services are deployed in the EU region": a zone around them. */
export function readRunsIn(text: string, st: State): boolean {
  const m = RUNS_IN.exec(text);
  if (!m) return false;
  const place = m[2].trim().replace(/^(?:the|a|an|one|our|its|their)\s+/i, '').replace(/[.;]+$/, '');
  if (!PLACE_HEAD.test(place) && !PLATFORM.test(place)) return false;
  const who = m[1].trim().replace(/^(?:and|then)\s+/i, '');
  let members: string[];
  if (/^(?:everything|it\s+all|all\s+of\s+(?:it|this|them)|the\s+whole\s+(?:thing|system|stack|app)|all|the\s+(?:system|stack|app|platform|backend)|our\s+(?:system|stack|app|platform|backend))$/i.test(who)) members = st.reg.comps.filter((c) => !c.zone && (c.kind !== undefined || !/^(?:users?|clients?|customers?|visitors?|browsers?|internet\s+users?|developers?)$/i.test(c.label))).map((c) => c.key);
  else {
    members = every(who, st) ?? refer(who, st);
  }
  if (members.length === 0) return false;
  const z = st.reg.zone(place);
  for (const k of members) { const c = st.reg.comps.find((x) => x.key === k); if (c && !c.zone) c.zone = z; }
  return true;
}

/** "all services", "both APIs", "each of the workers": every component of that kind. */
export function every(phrase: string, st: State): string[] | undefined {
  const m = /^(?:all|every|each|both)\s+(?:of\s+)?(?:the\s+|our\s+)?([\p{L}-]+?)(?:e?s)?$/iu.exec(phrase.trim());
  if (!m) return undefined;
  const head = m[1]!.toLowerCase().replace(/ie$/, 'y');
  const found = st.reg.comps.filter((c) => c.kind === head || c.key.split(' ').some((w) => w === head || w === `${head}s`)).map((c) => c.key);
  return found.length ? found : undefined;
}

// ---- Verbs ------------------------------------------------------------------------------------------------------

const PASSIVE = /^(.+?)\s+(?:is|are|gets?|get)\s+(?:\w+ly\s+)?(?:being\s+)?(used|called|consumed|read|queried|accessed|shared|invoked|fronted|served|hit|backed|powered|supported|protected|monitored|fed|populated|written|triggered|cached|proxied|routed|balanced|scraped|indexed|polled|secured|authenticated|managed|orchestrated|load-balanced|replicated|synced|stored|persisted)\s+(?:(?:as|for)\s+(?:an?\s+|the\s+)?(.+?)\s+)?by\s+(.+)$/i;
const ACTIVE_OF_PASSIVE: Record<string, string> = { used: 'uses', called: 'calls', consumed: 'consumes', read: 'reads', queried: 'queries', accessed: 'accesses', shared: 'shares', invoked: 'invokes', fronted: 'fronts', served: 'serves', hit: 'hits', protected: 'protects', monitored: 'monitors', fed: 'feeds', populated: 'populates', written: 'writes', triggered: 'triggers', cached: 'caches', proxied: 'proxies', routed: 'routes', balanced: 'balances', scraped: 'scrapes', indexed: 'indexes', polled: 'polls', secured: 'secures', authenticated: 'authenticates', managed: 'manages', orchestrated: 'orchestrates', 'load-balanced': 'balances', replicated: 'replicates', synced: 'syncs' };

/** "Redis is used as a cache by Catalog and Orders": an edge from every agent; "backed by" points the other way. */
export function readPassive(text: string, st: State): boolean {
  // "..., which is served by CloudFront": the relative clause's subject is what was named last.
  const rel = /^(?:is|are)\s/i.test(text.trim()) && st.lastMentioned;
  const m = PASSIVE.exec(rel ? `it ${text.trim()}` : text);
  if (!m) return false;
  const verb = m[2].toLowerCase();
  let things = PAYLOAD.test(m[1].trim().replace(/^(?:the|these|those|such)\s+/i, '').split(/\s+/).pop() ?? '') ? st.lastTargets : refer(m[1], st);
  const agents = refer(m[4].replace(/\s+(?:for|to|in|when|via|through|over)\s+.*$/i, ''), st);
  if (agents.length === 0 || things.length === 0) return false;
  things = things.slice();
  const outward = /^(?:backed|powered|supported|stored|persisted)$/.test(verb);
  const label = m[3] ? m[3].trim().split(/\s+/).length <= 3 ? m[3].trim().toLowerCase() : undefined : outward ? `${verb} by` : ACTIVE_OF_PASSIVE[verb];
  // "SQS, which is consumed by a worker": what is consumed flows to its consumer, as in "the worker consumes SQS".
  const taken = verb === 'consumed';
  for (const t of things) for (const a of agents) (outward ? st.reg.connect(t, a, label) : taken ? st.reg.connect(t, a, st.lastPayload) : st.reg.connect(a, t, label));
  st.lastTargets = things;
  st.lastMentioned = agents[agents.length - 1];
  // "…, which is backed by PostgreSQL and reads from Redis": the thing goes on acting.
  st.lastSubject = things[0];
  return true;
}

const PATH_STEP = /\s*(?:,\s*)?\b(then|through|via|into|onto|to|and)\b\s*/gi;

/**
 * "the request flow from users through CloudFront and the ALB to EC2", "data flows from A into B": a chain. A clause
 * "(then) SQL to RDS and cache calls to Redis" right after it goes on from where the chain ended.
 */
export function readPath(text: string, st: State, afterThen: boolean): boolean {
  const from = /\bfrom\s+/i.exec(text);
  if (from) {
    const body = text.slice(from.index + from[0].length);
    const pieces: { sep: string; text: string }[] = [];
    let last = 0;
    let sep = 'from';
    PATH_STEP.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = PATH_STEP.exec(body))) {
      pieces.push({ sep, text: body.slice(last, m.index) });
      sep = m[1].toLowerCase();
      last = m.index + m[0].length;
    }
    pieces.push({ sep, text: body.slice(last) });
    if (!pieces.some((p) => /^(?:to|into|onto)$/.test(p.sep))) return false;
    // Every hop must read as a name: "from S3 and writes to Redshift" is no path.
    const hops = pieces.map((p) => ({ ...p, text: p.text.trim().replace(/[.;]+$/, '') }));
    if (hops.some((h) => !h.text || h.text.split(/\s+/).length > 6 || (CONNECT.test(h.text) && mentions(h.text, st.reg.knownAt).length === 0))) return false;
    // Hops follow one another ("through A and B to C"); after "then", each "<label> to X" leaves the last hop.
    const edges: [string[], string[], string | undefined][] = [];
    let cur: string[] = [];
    let fan: string[] | undefined;
    let pending: string | undefined;
    for (const h of hops) {
      if (h.sep === 'then' || (fan && h.sep === 'and')) { fan ??= cur; pending = h.text; continue; }
      const ks = refer(h.text, st);
      if (ks.length === 0) return false;
      if (fan) edges.push([fan, ks, pending && pending.split(/\s+/).length <= 3 ? pending.toLowerCase() : undefined]);
      else if (cur.length) edges.push([cur, ks, undefined]);
      if (!fan) cur = ks;
      pending = undefined;
    }
    if (edges.length === 0) return false;
    // "S ships logs from A to B": the subject sits between the two ends.
    const subj = refer(text.slice(0, from.index).replace(/\s+\w+$/, ''), st, false).filter((k) => !edges.some(([a, b]) => a.includes(k) || b.includes(k)));
    if (subj.length === 1 && edges.length === 1) edges.splice(0, 1, [edges[0]![0], subj, undefined], [subj, edges[0]![1], undefined]);
    for (const [a, b, l] of edges) for (const x of a) for (const y of b) st.reg.connect(x, y, l);
    st.pathEnd = cur[cur.length - 1];
    st.lastTargets = cur;
    st.lastMentioned = st.pathEnd;
    return true;
  }
  // "SQL to RDS and cache calls to Redis" after "..., then": edges from where the path ended.
  if (afterThen && st.pathEnd) {
    const parts = text.split(/\s*(?:,\s*)?\band\s+(?=[^,]*\bto\b)/i);
    const edges = parts.map((p) => /^(?:(.{1,30}?)\s+)?(?:to|into)\s+(.+)$/i.exec(p.trim()));
    if (edges.some((e) => !e)) return false;
    const src = st.pathEnd;
    for (const e of edges) {
      const ks = refer(e![2], st);
      if (ks.length === 0) return false;
      ks.forEach((k) => st.reg.connect(src, k, e![1] && e![1].split(/\s+/).length <= 3 ? e![1].toLowerCase() : undefined));
    }
    return true;
  }
  return false;
}

/** "Cloud Load Balancing in front of GKE", "a CDN between users and the web servers". */
export function readInFront(text: string, st: State): boolean {
  const front = /^(.+?)\s+(?:sits?\s+|is\s+|are\s+)?(?:in\s+front\s+of|ahead\s+of)\s+(.+)$/i.exec(text);
  if (front) {
    const a = refer(front[1], st);
    const b = refer(front[2], st);
    if (a.length && b.length) { for (const x of a) for (const y of b) st.reg.connect(x, y); st.lastTargets = b; st.lastMentioned = b[b.length - 1]; return true; }
  }
  const between = /^(.+?)\s+(?:sits?\s+|is\s+|are\s+)?between\s+(.+?)\s+and\s+(.+)$/i.exec(text);
  if (between) {
    const [m, a, b] = [refer(between[1], st), refer(between[2], st), refer(between[3], st)];
    if (m.length === 1 && a.length && b.length) { a.forEach((x) => st.reg.connect(x, m[0]!)); b.forEach((y) => st.reg.connect(m[0]!, y)); return true; }
  }
  return false;
}

const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** "(where) Component B has two sub-components": as many numbered components as the prompt counts, under it. */
export function readCounted(text: string, st: State): boolean {
  const m = /^(?:where\s+|and\s+)?(.+?)\s+(?:has|have|contains?|includes?|gets?)\s+(two|three|four|five|six|[2-6])\s+([\w-]+?)(?:e?s)$/i.exec(text.trim());
  if (!m) return false;
  const owner = refer(m[1]!, st);
  if (owner.length !== 1) return false;
  const n = COUNT[m[2]!.toLowerCase()] ?? Number(m[2]);
  const noun = m[3]!.charAt(0).toUpperCase() + m[3]!.slice(1);
  for (let k = 1; k <= n; k++) st.reg.connect(owner[0]!, st.reg.comp(`${noun} ${k}`));
  return true;
}

// "… sits in front of three services: auth, orders and payments": a counted head before a colon and its members.
const COUNTED_HEAD = /\s*\b(?:(?:two|three|four|five|six|seven|eight|several|multiple|a\s+few|some|\d+|the\s+following|these|its)\s+)?(?:[\p{L}-]+\s+)?(services?|microservices?|databases?|queues?|apps?|workers?|components?|backends?|stores?|apis?|systems?)\s*:\s*(.+?)[.!]?$/iu;

/**
 * A clause that reaches a list after a colon ("calls three services: A, B and C", "sits in front of the following
 * services: …"): the members become components of that kind, and the clause reads with their names in place of the
 * head, so that its verb reaches each of them. Undefined when the text ends in no such list.
 */
export function inlineColonList(text: string, st: State): string | undefined {
  const paren = inlineParenList(text, st);
  if (paren) return paren;
  const m = COUNTED_HEAD.exec(text);
  if (!m) return undefined;
  const head = text.slice(0, m.index);
  if (!CONNECT.test(head) && !/\b(?:in\s+front\s+of|behind|ahead\s+of|between)\s*$/i.test(head)) return undefined;
  const parts = listParts(m[2]!);
  const cleaned = parts.map(cleanPart);
  if (parts.length < 2 || cleaned.some((p) => !p || p.name.split(/\s+/).length > 4 || CONNECT.test(p.name))) return undefined;
  const kind = m[1]!.toLowerCase().replace(/s$/, '');
  const labels = cleaned.map((p) => {
    const k = st.reg.comp(p!.name, { kind, description: p!.description });
    return st.reg.comps.find((c) => c.key === k)!.label;
  });
  // Joined with "&": the clause splitter would take "and Orders" for a second verb.
  return `${head} ${labels.join(' & ')}`;
}

const PAREN_HEAD = /\b(?:(?:two|three|four|five|six|several|multiple|\d+)\s+)?((?:[\p{L}-]+\s+)?(?:services|microservices|databases|queues|apps|workers|components|backends|stores|apis|clusters|functions|buckets))\s*\(([^()]+)\)/iu;

/** "two ECS services (web and api)": the names in brackets are the components, each one of the head's kind. */
function inlineParenList(text: string, st: State): string | undefined {
  const m = PAREN_HEAD.exec(text);
  if (!m) return undefined;
  const parts = listParts(m[2]!);
  const cleaned = parts.map(cleanPart);
  if (parts.length < 2 || cleaned.some((p) => !p || p.name.split(/\s+/).length > 3 || CONNECT.test(p.name))) return undefined;
  const head = m[1]!.trim().replace(/s$/, '');
  const labels = cleaned.map((p) => {
    // "api" is written for "API".
    const name = /^(?:api|ui|cdn|db)$/i.test(p!.name) ? p!.name.toUpperCase() : p!.name;
    const k = st.reg.comp(name, { kind: head.split(/\s+/).pop()!.toLowerCase(), description: p!.description ?? head });
    return st.reg.comps.find((c) => c.key === k)!.label;
  });
  return `${text.slice(0, m.index)}${labels.join(' & ')}${text.slice(m.index + m[0].length)}`;
}

const ASIDE = /\b(the|our|a|an)\s+(?:[\p{L}-]+['’]s\s+)?([\p{L}][\p{L}.-]*(?:\s+[\p{L}][\p{L}.-]*){0,2})\s*\(((?:an?\s+|the\s+)?[^(),;]{2,60})\)/giu;
// "the time-series database (InfluxDB)", "the ticket system (SAP PM)": a role named, then the product that fills it.
const ROLE_HEAD = /\b(?:database|db|store|datastore|system|queue|broker|cache|warehouse|lake|bus|gateway|registry|index|search|monitoring|dashboard|storage|platform|cluster|provider|idp|crm|erp|cdn)$/i;
const PRODUCT_NAME = /^[A-Z][\w.+-]*(?:\s+[A-Z0-9][\w.+-]*){0,2}$/;

/**
 * "The storefront (a Next.js app on Vercel) talks to …": the component is the one named before the brackets, what is
 * in them describes it. The component is made with its description, and the brackets leave the sentence.
 */
export function asideDescriptions(text: string, st: State): string {
  return text.replace(ASIDE, (all, art: string, name: string, aside: string) => {
    if (PAYLOAD.test(name.split(/\s+/).pop()!) || CONNECT.test(name) || /\b(?:and|or)\b/i.test(aside) || (!isNameLike(name) && mentions(aside, st.reg.knownAt).length === 0)) return all;
    const product = aside.trim();
    if (ROLE_HEAD.test(name) && PRODUCT_NAME.test(product) && !st.reg.find(name)) {
      st.reg.comp(product, { description: name.charAt(0).toUpperCase() + name.slice(1) });
      return product;
    }
    st.reg.comp(name, { description: aside.replace(/^(?:an?|the)\s+/i, '').trim() });
    return `${art} ${name}`;
  });
}

const SENT_TO = /^(?:the\s+|all\s+|our\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(?:are|is|get|gets)\s+(?:\w+ly\s+)?(published|sent|written|pushed|posted|streamed|emitted|forwarded|delivered|uploaded|shipped|exported|queued|put)\s+(?:to|into|onto|on|in)\s+(?:the\s+|an?\s+)?(.+?)(?:,?\s+(?:and|then|where\s+they\s+are)\s+(?:are\s+)?(consumed|read|processed|picked\s+up|handled|pulled|indexed|stored)\s+by\s+(.+))?$/iu;

/**
 * "Order events are published to Kafka and consumed by the fulfillment worker": data (not a component) sent to a
 * component with no sender named; the sender is who acted last, and the consumer takes it from there.
 */
export function readSentTo(text: string, st: State): string | undefined {
  const m = SENT_TO.exec(text.trim().replace(/[.!]+$/, ''));
  if (!m || !PAYLOAD.test(m[1]!.split(/\s+/).pop()!)) return undefined;
  const to = refer(m[3]!.replace(/\s+(?:for|when|as|via|through|over)\s+.*$/i, ''), st);
  if (to.length !== 1) return undefined;
  const payload = m[1]!.toLowerCase();
  if (st.lastSubject && st.lastSubject !== to[0]) st.reg.connect(st.lastSubject, to[0]!, payload);
  const consumers = m[5] ? refer(m[5]!.replace(/[,;].*$/, ''), st) : [];
  for (const c of consumers) st.reg.connect(to[0]!, c, payload);
  st.lastTargets = consumers.length ? consumers : to;
  st.lastMentioned = st.lastTargets[st.lastTargets.length - 1];
  if (consumers.length) st.lastSubject = consumers[0];
  // "…, which calls the Shippo API": the rest of the sentence, about the consumer, for the caller to read.
  const rest = m[5] ? /,\s*(?:which|who|that)\s+(.+)$/i.exec(m[5])?.[1] : undefined;
  const last = st.reg.comps.find((c) => c.key === st.lastMentioned);
  return rest && last ? `${last.label} ${rest}` : '';
}

const GOES_FROM = /^(?:the\s+|all\s+|our\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(?:go|goes|flow|flows|travel|travels|move|moves|(?:are|is|get|gets)\s+(?:sent|forwarded|pushed|routed))\s+(?:out\s+)?(?:to|into)\s+(?:the\s+|an?\s+)?(.+?)\s+from\s+(?:the\s+|an?\s+|our\s+)?(.+?)[.!]?$/iu;

/** "Payments go out to Adyen from Order Service": what moves (data, not a component) goes from the last place to the first. */
export function readGoesFrom(text: string, st: State): boolean {
  const m = GOES_FROM.exec(text.trim());
  if (!m || !PAYLOAD.test(m[1]!.split(/\s+/).pop()!)) return false;
  const to = refer(m[2]!, st);
  const from = refer(m[3]!, st);
  if (to.length === 0 || from.length === 0) return false;
  const payload = m[1]!.toLowerCase();
  for (const f of from) for (const t of to) if (f !== t) st.reg.connect(f, t, payload);
  st.lastTargets = to;
  st.lastMentioned = to[to.length - 1];
  st.lastSubject = from[0];
  return true;
}

const HAS_ONE = /^(.*?)\s+(?:has|have|is\s+fitted\s+with|comes\s+with|carries)\s+(?:a|an|one)\s+(.+)$/i;

/** "every CNC machine has a vibration sensor": a component fitted with another, joined to it. */
export function readHasOne(text: string, st: State): boolean {
  const m = HAS_ONE.exec(text.trim().replace(/[.!]+$/, ''));
  if (!m) return false;
  const owner = mentions(m[1]!, st.reg.knownAt);
  const part = mentions(m[2]!, st.reg.knownAt);
  if (owner.length === 0 || part.length !== 1 || part[0]!.index > 0 || CONNECT.test(m[2]!.slice(part[0]!.end))) return false;
  const a = st.reg.comp(owner[owner.length - 1]!.phrase);
  const b = st.reg.comp(part[0]!.phrase);
  st.reg.connect(a, b);
  st.lastSubject = a;
  st.lastMentioned = b;
  st.lastTargets = [b];
  return true;
}
