// Clause text → the components it mentions (noun phrases ending in a component word, product names, names the
// prompt already used), the connecting verb, and list parts cleaned into a name, a description and a place.
import { distributeHead, splitList } from '../text/lists.js';
import { canBeVerb, wordClass } from '../text/nlp.js';
import { JOB, NOT_COMPONENT_ACRONYM, PAYLOAD, PEOPLE, PLACE_HEAD, productAt, REQUEST_VERB } from './arch-lexicon.js';
import { PERSON_HEAD, PRODUCTS, SYSTEM_HEAD } from './participants.js';
import { hostedLabel, ON_HOST } from './arch-hosts.js';

// What travels between components, written after a component word ("API calls", "gRPC requests").
const MESSAGE_NOUN = /^(?:calls|requests|responses|traffic|queries|commands|messages|events|payloads|hits)$/i;
// Protocols that products name too: "gRPC calls" are calls, not a gRPC box.
const PROTOCOL = /^(?:graphql|grpc|rest|http|https|websockets?|soap|mqtt|amqp)$/i;

export const CONNECT = /\b(?:call(?:s)?|deploy(?:s)?(?:\s+to)?|build(?:s)?|upload(?:s)?(?:\s+to)?|go(?:es)?\s+(?:out\s+)?(?:to|through|via)|alert(?:s)?|report(?:s)?\s+to|send(?:s)?|talk(?:s)?\s+to|connect(?:s|ed)?\s+(?:to|through|via)|read(?:s)?(?:\s+from)?|write(?:s)?(?:\s+to)?|quer(?:y|ies)|publish(?:es)?|subscribe(?:s)?|consume(?:s)?|push(?:es)?|pull(?:s)?|forward(?:s)?|route(?:s)?|prox(?:y|ies)|use(?:s)?|store(?:s)?|save(?:s)?|load(?:s)?|fetch(?:es)?|stream(?:s)?|sync(?:s)?|replicate(?:s)?|invoke(?:s)?|trigger(?:s)?|notif(?:y|ies)|depend(?:s)?\s+on|rel(?:y|ies)\s+on|backed\s+by|sit(?:s)?\s+(?:behind|in\s+front\s+of)|hit(?:s)?|request(?:s)?|serve(?:s)?|feed(?:s)?|pass(?:es)?|deliver(?:s)?|emit(?:s)?|post(?:s)?|authenticate(?:s)?\s+(?:with|against)|cache(?:s)?|log(?:s)?\s+to|export(?:s)?\s+to|ingest(?:s)?|index(?:es)?|monitor(?:s)?|watch(?:es)?|scrape(?:s)?|manage(?:s)?|orchestrate(?:s)?|handle(?:s)?|protect(?:s)?|balance(?:s)?|distribute(?:s)?|dispatch(?:es)?|receive(?:s)?|accept(?:s)?|call\s+into|talk\s+with|communicate(?:s)?\s+with|integrate(?:s)?\s+with|host(?:s)?|share(?:s)?|access(?:es)?|listen(?:s)?\s+to|poll(?:s)?|flow(?:s)?\s+(?:in)?to|persist(?:s)?(?:\s+to)?|enqueue(?:s)?|queue(?:s)?|sends?\s+to|register(?:s)?|branch(?:es|ing)?\s+into|splits?\s+into|reach(?:es)?|run(?:s)?(?:\s+on)?|ship(?:s)?|train(?:s)?(?=\s+(?:the|an?|our|its|their|a)\s)|batch(?:es)?(?=\s+(?:the|an?|our|its|their|a)\s)|archive(?:s)?|mirror(?:s)?|backs?\s+up(?:\s+to)?|cop(?:y|ies)\s+to|export(?:s)?|return(?:s)?|processes|drains?|picks\s+up|puts|put(?=\s+(?:[\w-]+\s+){1,3}(?:on|onto|into)\s)|keeps?(?=\s+(?:[\w-]+\s+){1,3}(?:in|on)\s)|(?:texts|e-?mails|messages|pages|warns|informs|sms(?:es)?)(?=\s+(?:the|an?|our|its|their|all|every)\s)|(?:keys?|enters?|types?|scans?|loads?)(?=\s+(?:[\w-]+\s+){0,3}into\s))\b/i;
/** A connecting verb and nothing else. */
export const CONNECT_ONLY = new RegExp(`^${CONNECT.source}$`, 'i');

export const STOP = new Set(['the', 'a', 'an', 'our', 'my', 'your', 'this', 'these', 'those', 'every', 'some', 'any', 'and', 'or', 'to', 'from', 'in', 'into', 'on', 'of', 'with', 'via', 'through', 'by', 'for', 'which', 'that', 'then', 'both', 'all', 'each', 'its', 'their', 'it', 'them', 'data', 'requests', 'request', 'events', 'messages', 'traffic', 'across', 'behind', 'using', 'as', 'at', 'over']);

const MODIFIER = /^(?:web|mobile|user|users|order|orders|payment|payments|auth|authentication|notification|notifications|email|search|inventory|product|catalog|billing|analytics|admin|api|message|event|file|object|image|media|static|edge|front|back|data|primary|read|replica|worker|background|job|session|cache|frontend|backend|public|private|internal|external|identity|account|accounts|customer|shipping|reporting|logging|monitoring|config|configuration|central|main|relational|nosql|graph|vector|time-series|in-memory|rest|graphql|grpc|react|single-page|desktop|ios|android|load|application|app|microservice|cdn|dns|sql|origin|stream|container|video|audio|content|key-value|document|column|blob|block|ticket|recommendation|restaurant|delivery|accounting|checkout|cart|pricing|fraud|chat|storage|compute|batch|cron|queue|task|push|trip|ride|booking|profile|feed|upload|download|websocket|streaming|training|inference|model|feature|ml|etl|ingestion|reservation|loyalty|review|rating|ranking|matching|routing|messaging|alert|alerting|sms|metrics|telemetry|transcoding)$/i;
const NOT_MODIFIER = new Set(['all', 'each', 'every', 'both', 'other', 'its', 'own', 'their', 'our', 'new', 'same', 'two', 'three', 'many', 'some', 'any', 'small', 'tiny', 'little', 'big', 'large', 'simple', 'quick', 'basic', 'old', 'cheap', 'spare']);
const BARE_HEAD = /^(?:services?|systems?|components?|apps|apis|layers?|tiers?|nodes?|clients|data|functions?|modules?|engines?|platforms?|stores?|storage|devices?|agents?|handlers?|sites?|processors?|indexe?s|streams?|topics?|pipelines?|instances?|containers?|pods?|machines?|hosts?|workers|users?|teams?|people)$/i;

const WHOLE = /^(?:backend|frontend|system|app|application|platform|stack|setup|infrastructure|architecture|product|site|website|service)$/i;

// Devices and scripts named after what they measure or run ("soil moisture probes", "temperature tags", "a Python
// script"), counted as components only with such a word before them.
const DEVICE_HEAD = /^(?:probes?|tags?|scripts?|loggers?|meters?|cameras?|thermostats?|beacons?|trackers?|plcs?|readers?|tills?|laptops?|pcs?|displays?|screens?|switches|switch|relays?|valves?|pumps?|robots?|drones?)$/i;

// What a device measures or is made of ("flow meters", "water level probes", "motion cameras").
const DEVICE_MOD = /^(?:moisture|temperature|humidity|pressure|level|flow|water|soil|smart|rfid|nfc|ble|lora|zigbee|python|bash|shell|node|cron|backup|usb|ip|security|door|motion|power|energy|gas|light|air|weight)$/i;

export interface Mention { phrase: string; index: number; end: number }

const FOR_PEOPLE = /^\s+for\s+(?:the\s+|our\s+|all\s+)?((?:[\p{L}-]+\s+){0,2}([\p{L}-]+))(?=$|[\s,;.)])/u;

/** Lower-case words that may name what a component is for ("restaurant service", "origin storage"). */
function isModifierWord(w: string): boolean {
  if (NOT_MODIFIER.has(w) || /^\d/.test(w)) return false;
  const c = wordClass(w);
  return (c === 'noun' || c === 'adjective') && !canBeVerb(w);
}

/** An acronym written like a product ("BFF", "GKE", "ELK"), not a protocol or format. */
function isAcronymName(w: string): boolean {
  return /^[A-Z][A-Z0-9]{1,5}s?$/.test(w) && /[A-Z].*[A-Z]/.test(w) && !NOT_COMPONENT_ACRONYM.test(w.replace(/s$/, ''));
}

/**
 * Component mentions in a clause, in order: known product names (of one or more words), noun phrases ending in a
 * component word, and the names in `known` (what the prompt already named). `known(words, i)` returns how many
 * words from i spell a known name.
 */
export function mentions(text: string, known: (words: string[], i: number) => number = () => 0): Mention[] {
  const out: Mention[] = [];
  const re = /[\p{L}\p{N}.][\p{L}\p{N}.+#/-]*/gu;
  const toks: { w: string; i: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const w = m[0].replace(/[.]+$/, '');
    if (w) toks.push({ w, i: m.index });
  }
  const words = toks.map((t) => t.w);
  let covered = 0;
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i].w;
    const lw = w.toLowerCase();
    const prevW = toks[i - 1]?.w.toLowerCase() ?? '';
    const nextW = toks[i + 1]?.w.toLowerCase() ?? '';
    const knownLen = known(words, i);
    const named = productAt(words, i);
    let len = Math.max(knownLen, named, 1);
    const product = named > 0 || knownLen > 0 || PRODUCTS.test(lw) || /^[A-Z][a-z]+[A-Z]\w*$/.test(w) || /^[A-Z0-9]{2,}-[A-Z0-9]{2,}$/.test(w) || isAcronymName(w);
    // People who act on the system ("developers push code to GitLab") are drawn too.
    const person = /^(?:users?|developers?|customers?|admins?|administrators?|operators?|clients|engineers?|analysts?|visitors?|riders?|drivers?|merchants?|partners?|students?|patients?|players?)$/i.test(lw) && PERSON_HEAD.test(lw.replace(/s$/, '')) || /^(?:users?|visitors?|riders?|drivers?|merchants?|partners?)$/i.test(lw) || PEOPLE.test(lw);
    // "a nightly cron job", "a nightly Python job", "the Spark job": a job that a word says what runs it.
    const job = /^jobs?$/i.test(lw) && (JOB.test(prevW) || (/^[A-Z][a-z]/.test(toks[i - 1]?.w ?? '') && i > 1 && JOB.test(toks[i - 2]!.w)) || (/^[A-Z]/.test(toks[i - 1]?.w ?? '') && PRODUCTS.test(prevW)));
    // "soil moisture probes", "temperature tags", "a Python script": a device or script word after what it is for.
    const device = DEVICE_HEAD.test(lw) && i > 0 && !STOP.has(prevW) && !/[,;:(&]$/.test(text.slice(toks[i - 1]!.i, toks[i]!.i).trim()) && (/^[A-Z]/.test(toks[i - 1]!.w) || MODIFIER.test(prevW) || isModifierWord(prevW) || DEVICE_MOD.test(prevW));
    if (!product && !SYSTEM_HEAD.test(lw) && !person && !job && !device) continue;
    const after = toks[i + len - 1]!;
    const afterNext = toks[i + len]?.w.toLowerCase() ?? '';
    // "... and caches results in Redis": a component word used as the verb of the clause.
    if (!product && CONNECT.test(lw) && /s$/.test(lw) && (i === 0 || /^(?:and|which|then|also|that|it)$/.test(prevW) || SYSTEM_HEAD.test(prevW) || PRODUCTS.test(prevW) || productAt(words, i - 1) > 0) && nextW && !SYSTEM_HEAD.test(nextW)) continue;
    // "OrderPlaced events": a name given to the data, not a component.
    if (product && named === 0 && knownLen === 0 && !PRODUCTS.test(lw) && PAYLOAD.test(afterNext)) continue;
    // A product followed by a component word is one phrase ("Redis cache", "PostgreSQL database").
    if (len === 1 && !named && !knownLen && i + 1 < toks.length && SYSTEM_HEAD.test(nextW) && !STOP.has(nextW) && !/[,;:&]/.test(text.slice(toks[i].i + w.length, toks[i + 1].i))) continue;
    // "an ERP sync job", "the CRM export job": the name, what the job does and "job" are one phrase.
    if (!job && JOB.test(nextW) && /^jobs?$/i.test(toks[i + 2]?.w ?? '') && !/[,;:&]/.test(text.slice(toks[i].i + w.length, toks[i + 2]!.i))) continue;
    if ((named || knownLen) && afterNext && (SYSTEM_HEAD.test(afterNext) || /^jobs?$/.test(afterNext)) && !STOP.has(afterNext) && !/[,;:(&]/.test(text.slice(after.i + after.w.length, toks[i + len].i)) && !(CONNECT.test(afterNext) && /s$/.test(afterNext) && toks[i + len + 1] && !SYSTEM_HEAD.test(toks[i + len + 1].w))) len++;
    // "an Nginx web server", "PostgreSQL read replica": a product, its modifiers and a component word are one name.
    // ("A Flink job stores the data": "stores" is the verb, not a component word.)
    const head2 = toks[i + len + 1]?.w.toLowerCase() ?? '';
    const verbHead = CONNECT.test(head2) && /s$/.test(head2) && !!toks[i + len + 2] && !SYSTEM_HEAD.test(toks[i + len + 2]!.w.toLowerCase());
    if (product && toks[i + len] && toks[i + len + 1] && !verbHead && (MODIFIER.test(toks[i + len]!.w) || isModifierWord(toks[i + len]!.w.toLowerCase())) && SYSTEM_HEAD.test(head2) && !/[,;:(]/.test(text.slice(after.i, toks[i + len + 1]!.i))) len += 2;
    // "Component A", "Service B", "Server 1": a component word with a letter or number for a name.
    if (len === 1 && !product && /^[A-Z]/.test(w) && /^(?:[A-Z]|\d{1,2})$/.test(toks[i + 1]?.w ?? '')) len = 2;
    // A product's own second word is part of its name ("GitHub Actions", "Argo CD", "Docker Hub").
    if (len === 1 && product && /^(?:Actions|CD|CI|Pipelines?|Hub|Registry|Cloud|Functions|Workflows|Runner|Pages)$/.test(toks[i + 1]?.w ?? '')) len = 2;
    let start = i;
    while (start > covered && i - start < 3) {
      const prev = toks[start - 1].w;
      const lp = prev.toLowerCase();
      // ("sync" in "ERP sync job" says what the job does; elsewhere it may be the verb.)
      const jobWord = job && start === i && JOB.test(lp);
      if (STOP.has(lp) || /[,;:(&]$/.test(text.slice(toks[start - 1].i, toks[start].i).trim()) || (CONNECT.test(lp) && !MODIFIER.test(lp) && !jobWord)) break;
      if (!/^[A-Z0-9]/.test(prev) && !MODIFIER.test(prev) && !isModifierWord(lp) && !jobWord && !(device && DEVICE_MOD.test(lp))) break;
      // "Include users": the request verb that opens the clause is not part of the name.
      if (REQUEST_VERB.test(lp) || (start - 1 === 0 && /^[A-Z]/.test(prev) && canBeVerb(lp) && !MODIFIER.test(lp) && wordClass(lp) === 'verb')) break;
      start--;
    }
    const last = toks[i + len - 1]!;
    let phrase = text.slice(toks[start].i, last.i + last.w.length).replace(/[.,;:]+$/, '');
    let end = last.i + last.w.length;
    // "Forwards API calls to the ALB": a component word naming the messages, not a component.
    const msgNoun = toks[i + len];
    if (!knownLen && (!named || PROTOCOL.test(phrase)) && msgNoun && MESSAGE_NOUN.test(msgNoun.w) && !/[,;:(]/.test(text.slice(end, msgNoun.i))
      && (!toks[i + len + 1] || /^(?:to|into|from|through|via|over|for|on|onto|across|between|and|or)$/i.test(toks[i + len + 1]!.w) || /[,;:.]/.test(text.slice(msgNoun.i + msgNoun.w.length, toks[i + len + 1]!.i)))
      && toks.slice(0, start).some((t) => CONNECT_ONLY.test(t.w))) {
      i += len;
      covered = i + 1;
      continue;
    }
    // "a dashboard for shift managers", "an app for field engineers": who it serves is part of its name.
    const forPeople = !product && !person ? FOR_PEOPLE.exec(text.slice(end)) : null;
    if (forPeople && PEOPLE.test(forPeople[2]!)) {
      end += forPeople[0].length;
      phrase = text.slice(toks[start].i, end);
      while (toks[i + len] && toks[i + len]!.i < end) len++;
    }
    // "A PostgreSQL database on RDS", "Redis on ElastiCache": one component, hosted by the managed service.
    const host = ON_HOST.exec(text.slice(end));
    if (host && (product || /\b(?:database|db|cache|broker|store|datastore|cluster)$/i.test(phrase))) {
      end += host.index + host[0].length;
      phrase = text.slice(toks[start].i, end);
      while (toks[i + len] && toks[i + len]!.i < end) len++;
    }
    i += len - 1;
    covered = i + 1;
    if (BARE_HEAD.test(phrase)) continue;
    // "an edge server in the warehouse": where the component before stands, not a component.
    const prior = out[out.length - 1];
    if (prior && /^(?:warehouse|store|shop|office|site|building|cloud)$/i.test(phrase) && /^\s+(?:in|at|inside)\s+(?:the|our|a)\s+$/i.test(text.slice(prior.end, toks[start].i))) continue;
    // "Our backend has ...": the whole system the prompt describes, not one of its components.
    if (WHOLE.test(phrase) && /^(?:our|my|your|the\s+whole|the\s+entire)$/i.test(text.slice(0, toks[start].i).trim().split(/\s+/).slice(-1)[0] ?? '')) continue;
    // Tiers, layers and zones are places, not components.
    if (/\b(?:tier|layer|zone|subnet|region)$/i.test(phrase)) continue;
    out.push({ phrase, index: toks[start].i, end });
  }
  return out;
}

/** The first connecting verb outside component names ("stream processor" holds "stream", not a verb). */
export function connectVerb(text: string, ms: Mention[]): { index: number; 0: string } | undefined {
  const re = new RegExp(CONNECT.source, 'gi');
  let m: RegExpExecArray | null;
  let first: RegExpExecArray | undefined;
  while ((m = re.exec(text))) {
    const at = m.index;
    if (ms.some((x) => at >= x.index && at < x.end)) continue;
    // "Alerts go to PagerDuty", "Logs ship to Loki": a plural word for data opening the clause is its subject.
    if (!first && at === 0 && /^[A-Z][a-z]+s$/.test(m[0]) && PAYLOAD.test(m[0])) { first = m; continue; }
    return m;
  }
  return first;
}

const HEADS = 'services|databases|apps|applications|queues|servers|clusters|caches|stores|workers|functions|buckets|tables|topics|apis|gateways|microservices|dbs|jobs';
/** "the user, order and inventory services" → "the user service, order service and inventory service". */
export function expandSharedHeads(text: string): string {
  const re = new RegExp(String.raw`\b((?:[\p{L}][\p{L}\p{N}-]*,\s+){0,6}[\p{L}][\p{L}\p{N}-]*,?\s+(?:and|or|&)\s+)([\p{L}][\p{L}\p{N}-]*)\s+(${HEADS})\b`, 'giu');
  return text.replace(re, (all, list: string, lastWord: string, head: string) => {
    const parts = list.replace(/,?\s+(?:and|or|&)\s+$/i, '').split(/,\s+/);
    // Only bare modifiers share the head: "the user, order and inventory services", not "calls X, Y and Z services".
    // "writes to MongoDB and pushes jobs": the word before the head is a verb, not a modifier.
    if ([...parts, lastWord].some((p) => STOP.has(p.toLowerCase()) || CONNECT.test(p) || REQUEST_VERB.test(p) || SYSTEM_HEAD.test(p) || /^(?:the|a|an|our|its|both)$/i.test(p))) return all;
    const sing = /ies$/i.test(head) ? head.slice(0, -3) + 'y' : /(?:ches|shes|sses|xes)$/i.test(head) ? head.slice(0, -2) : head.replace(/s$/i, '');
    const items = [...parts, lastWord].map((p) => `${p} ${sing}`);
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  });
}

export interface Part { name: string; description?: string; zone?: string; uses?: string }

const QUALIFIER = /\s+(?:(for|across|between|in|inside|within|on|using|with|via|behind|backed\s+by|running\s+on|hosted\s+on|deployed\s+(?:on|to|in))\s+(.+))$/i;

/**
 * One part of a list of components, cleaned: "an Application Load Balancer across two Availability Zones" →
 * name "Application Load Balancer"; "RDS in private subnets" → zone "Private subnets"; "Cassandra for message
 * storage" → description; "a push service using Firebase" → uses "Firebase". Undefined for a part that is no name.
 */
export function cleanPart(raw: string): Part | undefined {
  // "├── User Service": the branches of a drawn tree are no part of the name.
  let s = raw.trim().replace(/^[\u2500-\u257f\s]+/u, '').replace(/^(?:(?:include|includes|including|with|plus|also|and|as\s+well\s+as|such\s+as|like)\s+)+/i, '');
  s = s.replace(/^(?:the|a|an|our|my|your|its|their|some|one|two|three|four|five|several|multiple)\s+/i, '').replace(/[.;:]+$/, '').trim();
  if (!s) return undefined;
  // "PostgreSQL on RDS", "Redis (on Upstash)": one component, named with its host.
  const hosted = hostedLabel(s);
  if (hosted) return { name: hosted };
  let description: string | undefined;
  const paren = /^(.+?)\s*[(（]([^()（）]+)[)）]\s*(.*)$/u.exec(s);
  if (paren) { description = paren[2].trim(); s = `${paren[1]} ${paren[3]}`.trim(); }
  let zone: string | undefined;
  let uses: string | undefined;
  for (let k = 0; k < 2; k++) {
    const q = QUALIFIER.exec(s);
    if (!q || q.index === 0) break;
    const prep = q[1].toLowerCase();
    const rest = q[2].replace(/^(?:the|a|an|two|three|multiple|several)\s+/i, '').trim();
    if (/^(?:in|inside|within)$/.test(prep) && PLACE_HEAD.test(rest)) zone = rest;
    else if (/^(?:using|with|via|backed\s+by)$/.test(prep) && (isNameLike(rest))) uses = rest;
    else if (prep === 'for' || prep === 'on' || prep === 'between' || /^(?:running|hosted|deployed)/.test(prep) || prep === 'across' || prep === 'behind') {
      // "for the relational data" says what it is for: "relational data".
      const d = prep === 'for' ? q[2].replace(/^(?:the|a|an|all)\s+/i, '').trim() : q[0].trim();
      description = description ? `${description}; ${d}` : d;
    }
    else break;
    s = s.slice(0, q.index).trim();
  }
  if (!s || s.split(/\s+/).length > 7) return undefined;
  return { name: s, description, zone, uses };
}

/** Written like a name: a product, capitalised words, or a phrase ending in a component word. */
export function isNameLike(phrase: string): boolean {
  const ws = phrase.trim().split(/\s+/);
  if (ws.length === 0 || ws.length > 5) return false;
  // "the predictive maintenance model", "a fraud model": a trained model is a box of its own.
  return productAt(ws, 0) > 0 || /^[A-Z0-9]/.test(ws[0]) || SYSTEM_HEAD.test(ws[ws.length - 1].toLowerCase()) || PRODUCTS.test(ws[0].toLowerCase()) || (ws.length >= 2 && /^models?$/i.test(ws[ws.length - 1]) && !/^(?:data|domain|object|business|pricing|revenue|threat|mental)$/i.test(ws[ws.length - 2]));
}

/** Parts of a list: "A (x), B (y) and C", and "A (x) and B (y)" without a comma. */
export function listParts(text: string): string[] {
  const parts = splitList(text);
  if (parts.length !== 1) return parts;
  const and = parts[0]!.split(/\s+(?:and|&)\s+(?![^()]*\))/i);
  return and.length >= 2 && and.every((p) => p.split(/\s+/).length <= 6) ? and : parts;
}

/** "A, B and C" (subjects or objects of a verb) → the names, with a shared plural head given to each. */
export function nameList(text: string): string[] {
  const t = expandSharedHeads(text.trim());
  const parts = splitList(t).flatMap((p) => p.split(/\s+(?:and|&)\s+/i));
  return distributeHead(parts).map((p) => p.trim().replace(/^(?:the|a|an|our|both|all|its|their)\s+/i, '')).filter(Boolean);
}
