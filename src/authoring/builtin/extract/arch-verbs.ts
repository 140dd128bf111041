// Clauses with a connecting verb: "The mobile apps and the web UI call the gateway", "a worker consumes them and
// sends emails through SES", "CloudFront serves the app from S3", "pushes notifications to parents via FCM".
import { splitList } from '../text/lists.js';
import { wordClass } from '../text/nlp.js';
import { isProduct, PAYLOAD, PEOPLE } from './arch-lexicon.js';
import { CONNECT, connectVerb, isNameLike, mentions, nameList, STOP } from './arch-mentions.js';
import type { State } from './arch-sentences.js';

// In "X, which B processes", B takes from X too: what a queue or a stream hands on.
const RELATIVE_TAKES = /^(?:process|processes|handle|handles|pull|pulls|poll|polls|drain|drains|ingest|ingests)\b/i;
// Verbs whose subject takes from the object: the data flows from the object to the subject.
const TAKES = /^(?:consume|consumes|subscribe|subscribes|listen|listens|receive|receives)\b/i;
// The last target reached through another: "to parents via FCM", "to the SIS over SFTP" (a protocol is no mention).
const VIA = /\b(?:via|through|using|over)\s+(?:the\s+|an?\s+)?$/i;
const OVER = /\b(?:over|using|via)\s+(?:the\s+|an?\s+)?$/i;
const FOR = /\bfor\s+(?:the\s+|an?\s+|its\s+|their\s+)?$/i;
// Protocols and transports: what data goes over, not a box.
const PROTOCOL = /^(?:mqtt|amqp|https?|http\/2|grpc|rest|websockets?|sftp|ftp|ssh|tcp|udp|smtp|graphql|soap|vpn|tls|webhooks?|lorawan|lora|zigbee|z-wave|bluetooth(?:\s+le)?|ble|wi-?fi|[345]g|lte|nb-iot|sigfox|modbus|can\s*bus|opc[\s-]?ua|rs-?485|satellite|radio|cellular|ethernet)$/i;
/** Words before a verb that name its subject when no component word does ("Orders publishes events"). */
export function subjectPhrase(before: string, verbAfter?: string): string | undefined {
  const t = before.trim().replace(/^(?:and|then|also|finally|next|so)\s+/i, '').replace(/^(?:the|a|an|our|its|their)\s+/i, '').replace(/[,;:]+$/, '');
  if (!t || /[,;:]/.test(t) || t.split(/\s+/).length > 4) return undefined;
  if (STOP.has(t.toLowerCase()) || /^(?:everything|everyone|it|this|that|they|these|there|here|data|each|all|both|which|who|when|once|if|we|you|i|us|one)$/i.test(t)) return undefined;
  // "users reach the CDN", "mobile customers open the app": the people who act on the system are drawn too.
  if (t.split(/\s+/).length <= 2 && PEOPLE.test(t)) return t;
  // "Alerts go to PagerDuty": a plural word for data (the verb agrees) is what moves, not a component named "Alerts".
  if (!/\s/.test(t) && PAYLOAD.test(t) && /s$/i.test(t) && verbAfter !== undefined && !/s$/i.test(verbAfter)) return undefined;
  if (isNameLike(t) && (/^[A-Z]/.test(t) || !PAYLOAD.test(t.split(/\s+/).pop() ?? ''))) return t;
  // "The storefront talks to our API": one noun after an article, the subject of a connecting verb, is a component.
  return /^(?:(?:and|then|also)\s+)?(?:the|our|a|an|its|their)\s/i.test(before.trim()) && /^[a-z][a-z-]{3,}$/.test(t) && !PAYLOAD.test(t) && wordClass(t) === 'noun' ? t : undefined;
}

/** The first component-like words after a verb, up to a preposition or a comma ("calls Billing for invoices"). */
// People a system tells something: "texts the farmer", "pages the on-call engineer", "emails parents".
const PERSON = /^(?:(?:on-call|duty|night|shift)\s+)?(?:farmers?|customers?|users?|admins?|administrators?|operators?|staff|nurses?|doctors?|clinicians?|managers?|drivers?|parents?|students?|teachers?|engineers?|technicians?|owners?|members?|residents?|patients?|guests?|players?|buyers?|sellers?|employees?|agents?|dispatchers?|supervisors?|vets?|pharmacists?|officers?|inspectors?|volunteers?|visitors?|travell?ers?|passengers?|citizens?|voters?)$/i;
const TELLS = /^(?:texts|e-?mails|messages|pages|warns|informs|notif(?:y|ies)|alerts?|sms(?:es)?|calls|sends?)$/i;

function objectPhrase(after: string, verb = ''): string | undefined {
  // "queries for dashboards": a purpose, not an object.
  if (/^\s*for\s/i.test(after)) return undefined;
  const t = after.trim().replace(/^(?:to|into|from|with|on|the|a|an)\s+/gi, '').split(/[,;]|\s+(?:for|with|when|if|to|into|from|via|through|using|and\s+(?=\w+s\b))\s+/i)[0]?.trim();
  if (!t || t.split(/\s+/).length > 4 || PAYLOAD.test(t.split(/\s+/).pop() ?? '')) return undefined;
  return isNameLike(t) || (TELLS.test(verb) && PERSON.test(t)) ? t : undefined;
}

/** "The mobile apps and the web UI call the gateway": every component before the verb reaches every one after it. */
export function readVerb(text: string, st: State, part: { relative?: boolean; continues?: boolean }): void {
  const reg = st.reg;
  // "Cloud Load Balancing in front of GKE" has no verb of its own.
  let ms = mentions(text, reg.knownAt);
  const verb = connectVerb(text, ms);
  if (!verb) {
    const named = ms.map((x) => reg.comp(x.phrase));
    if (ms[0] && ms[0].index <= 4) st.lastSubject = named[0];
    if (named.length) st.lastMentioned = named[named.length - 1];
    return;
  }
  const sub = ms.some((x) => x.index < verb.index) ? undefined : subjectPhrase(text.slice(0, verb.index), verb[0].split(/\s+/)[0]);
  // "Orders and Payments share a database": each name acts.
  const subs = sub ? (/\s(?:and|&)\s/.test(sub) && nameList(sub).every((p) => isNameLike(p)) ? nameList(sub) : [sub]) : [];
  if (subs.length) ms = [...subs.map((p) => ({ phrase: p, index: text.indexOf(p), end: text.indexOf(p) + p.length })), ...ms];
  // "A training pipeline on SageMaker reads ...": the pipeline acts, and runs on SageMaker.
  const hosts = ms.filter((x, i) => i > 0 && x.index < verb.index && /\b(?:on|in|inside|within)\s+(?:the\s+|an?\s+)?$/i.test(text.slice(0, x.index)));
  let before = ms.filter((x) => x.index < verb.index && !hosts.includes(x));
  // "partners, mobile apps, internal tools and IoT devices all connect to it": every listed name acts.
  const subjectList = splitList(text.slice(0, verb.index).replace(/\s+(?:all|both|each|also|then)\s*$/i, ''));
  if (subjectList.length >= 3 && subjectList.every((p) => p.split(/\s+/).length <= 4 && !CONNECT.test(p))) {
    before = subjectList.map((p) => ({ phrase: p.replace(/^(?:and|or)\s+/i, ''), index: text.indexOf(p), end: text.indexOf(p) + p.length }));
  }
  // "Soil moisture sensors in the paddocks and the milking robot send …": a second subject the lexicon does not know.
  const andSubject = before.length >= 1 && !sub ? /\s(?:and|&)\s+(?:the\s+|an?\s+|our\s+)?([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,2})\s*$/u.exec(text.slice(0, verb.index).replace(/\s+(?:all|both|also|then)\s*$/i, '')) : null;
  if (andSubject && !before.some((x) => x.end > text.indexOf(andSubject[1]!, andSubject.index)) && !CONNECT.test(andSubject[1]!)) {
    const at = text.indexOf(andSubject[1]!, andSubject.index);
    before = [...before, { phrase: andSubject[1]!, index: at, end: at + andSubject[1]!.length }];
  }
  // "sends readings over MQTT to the broker": a protocol the data goes over is no component.
  ms = ms.filter((x) => !(x.index > verb.index && OVER.test(text.slice(0, x.index)) && PROTOCOL.test(x.phrase)));
  // "which Grafana queries for dashboards": what a verb is for is no target when the clause has its own object.
  let after = ms.filter((x) => x.index > verb.index && !(FOR.test(text.slice(0, x.index)) && (part.relative || ms.some((y) => y.index > verb.index && y.index < x.index))));
  // "… through Alertmanager", "via Envoy": a capitalised name after "through" is a component though no lexicon knows it.
  const through = /\b(?:via|through)\s+(?:the\s+|an?\s+)?([A-Z][\w.-]+)\s*$/.exec(text);
  if (through && !after.some((x) => x.phrase.includes(through[1]!))) after = [...after, { phrase: through[1]!, index: text.length - through[0].length + through[0].indexOf(through[1]!), end: text.length }];
  // "uses Redis as an object cache": the role is the label, not another component.
  const role = after.find((x) => /\bas\s+(?:an?\s+|the\s+)?$/i.test(text.slice(0, x.index)));
  if (role && after.length > 1) after = after.filter((x) => x !== role);
  const tail = text.slice(verb.index + verb[0].length);
  // "emits OrderPlaced to EventBridge": an event's name right after a sending verb is what it sends.
  let named: string | undefined;
  const first = after[0];
  if (first && after.length >= 2 && /^(?:emit|emits|publish|publishes|send|sends|push|pushes|post|posts|raise|raises|fire|fires)$/i.test(verb[0]) && /^[A-Z][a-z]+(?:[A-Z][a-z]*)+$/.test(first.phrase)
    && !isProduct(first.phrase) && !reg.find(first.phrase) && /^\s*(?:the\s+|an?\s+)?$/i.test(tail.slice(0, first.index - verb.index - verb[0].length))
    && /^\s+(?:events?\s+|messages?\s+)?(?:to|into|onto|on)\s/i.test(text.slice(first.end))) {
    named = first.phrase;
    after = after.slice(1);
  }
  // "serves the static React app from S3": what is served is carried; the place it comes from is the component.
  const from = after.length >= 2 && !named && /^\s+(?:from|out\s+of)\s+(?:the\s+|an?\s+)?$/i.test(text.slice(after[0]!.end, after[1]!.index)) && !reg.find(after[0]!.phrase) && !isProduct(after[0]!.phrase) ? after[0] : undefined;
  if (from) after = after.slice(1);
  if (after.length === 0) {
    const obj = objectPhrase(tail, verb[0]);
    if (obj) after = [{ phrase: obj, index: verb.index + verb[0].length + tail.indexOf(obj), end: 0 }];
  }
  const trimmed = text.trim();
  const resolve = (phrase: string) => { const z = reg.find(phrase) ? [] : reg.zoneMembers(phrase); return z.length ? z : [reg.comp(phrase)]; };
  let subjects = before.flatMap((p) => resolve(p.phrase));
  for (const h of hosts) for (const s of subjects) reg.connect(s, reg.comp(h.phrase), 'runs on');
  if (subjects.length === 0) {
    // "teachers use an iPad app and parents use a web portal. Both talk to …": both of what the last clauses reached.
    if (/^both\b/i.test(trimmed) && st.lastTargets.length < 2 && (st.recentTargets?.length ?? 0) >= 2) subjects = st.recentTargets!.slice(-2);
    else if (/^(?:both|all|they|these|each|both\s+services|all\s+services)\b/i.test(trimmed)) subjects = st.lastTargets;
    else if (part.relative || /^(?:which|that|it|this)\b/i.test(trimmed)) subjects = part.relative && st.lastMentioned ? [st.lastMentioned] : st.lastTargets.length >= 1 ? st.lastTargets.slice(-1) : st.lastSubject ? [st.lastSubject] : [];
    else if (st.lastSubject && (part.continues || (/^[a-z]/.test(trimmed) && !/^(?:the|a|an)\b/i.test(trimmed)))) subjects = [st.lastSubject];
  }
  let targets = after.flatMap((x) => resolve(x.phrase));
  // "SQS, which a Notifications worker consumes": the relative clause has its own subject; what it names last is the object.
  let objectRelative = false;
  if ((part.relative || TAKES.test(verb[0])) && targets.length === 0 && subjects.length > 0 && before.length > 0 && /^\s*(?:(?:from|it|them)\s*)?(?:(?:also|too|in\s+turn|asynchronously|later|periodically|directly)\s*)?$/i.test(tail.replace(/\s+for\s+.*$/i, '')) && (st.lastMentioned || st.lastTargets.length)) {
    targets = st.lastMentioned ? [st.lastMentioned] : st.lastTargets.slice(-1);
    objectRelative = true;
  }
  if (targets.length === 0 && /^\s*(?:them|those|these)\b/i.test(tail)) targets = st.lastTargets;
  if (targets.length === 0 && /^\s*(?:it|this)\b/i.test(tail)) targets = st.lastMentioned ? [st.lastMentioned] : st.lastTargets.slice(-1);
  let phrase = text.slice(verb.index, after[0]?.index ?? text.length).trim();
  for (let k = 0; k < 3; k++) phrase = phrase.replace(/\s*\b(?:to|from|in|into|on|onto|over|with|via|through|the|a|an|them|it|our|its|their|two|three|four|several)$/i, '').trim();
  const payload = /^\s*(?:the\s+)?((?:[A-Z]\w+\s+|[a-z]+\s+(?=\w+\s+(?:to|into|from|through|via|over|on)\b))?\w+)/.exec(tail)?.[1];
  const carried = named ?? (payload && PAYLOAD.test(payload.split(/\s+/).pop() ?? '') ? payload : undefined);
  const takes = TAKES.test(verb[0]) || (objectRelative && RELATIVE_TAKES.test(verb[0]));
  // "both go through the API Gateway": going somewhere says nothing an arrow does not.
  if (/^(?:go|goes)(?:\s+out)?$/i.test(phrase)) phrase = '';
  const label = from ? `${verb[0].toLowerCase()} ${from.phrase.replace(/^(?:the|an?)\s+/i, '')}` : takes ? (carried ?? st.lastPayload) : role && after.length ? role.phrase.toLowerCase() : phrase && phrase.split(/\s+/).length <= 3 ? phrase.split(/\s+/).map((w) => (/[A-Z].*[A-Z]/.test(w) ? w : w.toLowerCase())).join(' ') : undefined;
  // "Alerts go to PagerDuty through Alertmanager": no sender named, the channel passes what is carried on.
  const payloadSubject = subjects.length === 0 && PAYLOAD.test(text.slice(0, verb.index).trim().split(/\s+/).pop() ?? '') ? text.slice(0, verb.index).trim().split(/\s+/).pop()!.toLowerCase() : undefined;
  // "pushes notifications to parents via Firebase": the sender reaches the channel, the channel the receivers.
  // ("connect through an ALB to the services": the channel may come first.)
  const channel = after.length >= 2 ? after.find((x) => VIA.test(text.slice(0, x.index))) : undefined;
  const via = !takes && channel ? targets.filter((k) => k === reg.find(channel.phrase)?.key) : [];
  // "a backend that sits behind an Nginx load balancer": the balancer is in front; requests go from it to the backend.
  const behind = /^(?:sits?|is|are|runs?|lives?)\s+behind$/i.test(verb[0]);
  // "Both talk to a backend that sits behind Nginx": they reach the balancer, which passes on to the backend.
  if (behind && part.relative && targets.length === 1) for (const c of reg.conns) if (subjects.includes(c.to) && st.lastSubjects?.includes(c.from)) c.to = targets[0]!;
  if (via.length === 1 && payloadSubject) {
    for (const t of targets) if (t !== via[0]) reg.connect(via[0]!, t, payloadSubject);
  } else if (via.length === 1) {
    for (const s of subjects) reg.connect(s, via[0]!, label);
    for (const t of targets) if (t !== via[0]) reg.connect(via[0]!, t);
  } else for (const s of subjects) for (const t of targets) (takes || behind ? reg.connect(t, s, behind ? undefined : label) : reg.connect(s, t, label));
  if (targets.length) st.recentTargets = [...(st.recentTargets ?? []), ...targets].slice(-6);
  if (carried || (!takes && targets.length)) st.lastPayload = carried;
  st.lastSubjects = subjects;
  if (subjects.length) st.lastSubject = subjects[0];
  if (targets.length) { st.lastTargets = targets; st.lastMentioned = targets[targets.length - 1]; }
  else if (subjects.length) st.lastMentioned = subjects[subjects.length - 1];
}

