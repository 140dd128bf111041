// PromptDoc → sequence content: the participants the prompt declares or names (in that order), its messages in the
// order written (prose, numbered flows, arrow lines, quoted dialogue), and alt/opt fragments for its conditions.
import { messageClauses } from './sequence-rewrites.js';
import { requirementToPresent } from '../text/requirement-modal.js';
import { canBeVerb } from '../text/nlp.js';
import type { SequenceContent } from '../../../spec/content/index.js';
import { splitClauses, subjectVerb, type Clause } from '../text/clauses.js';
import type { Statement } from '../text/doc.js';
import type { ArrowChain } from '../text/arrows.js';
import { capitalize, concise, IdMaker, matchKey, nounPhrase, stripFiller } from '../text/label.js';
import { findEnumeration } from '../text/lists.js';
import { tooFew, validated, type ExtractContext } from './common.js';
import { complements } from './flow.js';
import { isPerson, isProperName, isSystem } from './participants.js';
import { topicAfterKind } from './lead-topic.js';
import { declaresRoster, readRoster } from './roster.js';
import { isPartyStory, partyStory } from '../classify/party-messages.js';
import { readCjkMessages } from './sequence-cjk.js';
import { foreignSubjects, readForeignStep } from './sequence-foreign.js';
import { languageOf } from '../text/language.js';

type MsgType = 'sync' | 'reply' | 'async';
interface Msg { from: string; to?: string; label: string; type: MsgType; internal: boolean; display: boolean; hint?: string; retry?: boolean; consume?: boolean }
interface Frag { type: 'alt' | 'opt'; label: string; first: number; last: number; else: { at: number; label: string }[]; depth: number; block: boolean; endStmt: number }

const REPLY = /^(?:returns?|responds?|replies|reply|answers?|acknowledges?|sends?\s+back|confirms?|reports?\s+back)\b/i;
const ASYNC = /^(?:notif(?:y|ies)|publishes|emits|broadcasts|enqueues|fires|pushes)\b/i;
const INTERNAL = /^(?:validates?|checks?|verif(?:y|ies)|calculates?|computes?|process(?:es)?|stores?|saves?|logs?(?!\s+(?:in|on|out|into)\b)|updates?|generates?|creates?|encrypts?|hashes|renders?|parses?|records?|looks?\s+up|determines?|decides?|prepares?|waits?|reviews?|approves?|evaluates?|builds?|constructs?|caches?|persists?|decrypts?|reserves?|allocates?)\b/i;
// "... consumes it", "picks it up": taken from where it was put.
const CONSUME = /^(?:consumes?|reads?|pulls?|polls?|picks?|receives?|fetches|subscribes?)\b/i;
const RETRY = /^(?:retries|retry|resends?|repeats?|tries\s+again)\b/i;
const HANDOVER = /^(?:sends?|forwards?|routes?|passes|hands?|redirects?|submits?|posts?|calls?|invokes?|delegates?|dispatches|transfers?)\b/i;
const DISPLAY = /^(?:shows?|displays?|renders?|presents?)$/i;
// "logs in to the app": a particle before "to" stays with the verb, "to" names the receiver.
const TARGET_PREP = /\b(?:to|with|from|at|on|into|in|via|through|using|against)\s+(?!(?:to|into|onto)\s)(?:the\s+|a\s+|an\s+|its\s+|their\s+|our\s+|your\s+|my\s+)?([A-Za-z][\w.'-]*(?:\s+[A-Za-z][\w.-]*){0,2})/g;
const PRONOUN = /^(?:it|they|he|she|this|that|which|who|them|him|her|we|you|i)$/i;
// Subjects that talk about the drawing, not in it: "The ZenUML diagram will detail ...", "Each message is ...".
const META = /^(?:(?:this|the|each|every|a|an|our|following)\s+)*(?:[\w-]+\s+)?(?:task|diagram|chart|figure|image|drawing|message|messages|conversation|communication|flow|interaction|interactions|scenario|example|step|steps|sequence|requirement|requirements|note|notes|output|goal|purpose|idea)$/i;
// "Scenario: ...", "Diagram type: ...": keys of lines that describe the request, not what happens.
const META_KEY = /^(?:scenario|context|background|goal|goals|purpose|overview|summary|description|diagram(?:\s+type)?|type|title|notes?|requirements?|style|layout|output|format|use\s+case|topic|subject|audience|theme)$/i;
// "On success: ...", "If cache miss: ...", "Failure: ...": a key that is a condition.
const CONDITION_KEY = /^(?:(?:on|if|when|in\s+case\s+of|upon|unless|for)\s+.+|success(?:ful)?|failure|fail(?:ed|s)?|errors?|timeout|invalid|valid|yes|no|else|otherwise|happy\s+path|sad\s+path|cache\s+(?:hit|miss))$/i;
// "pls diagram who talks to whom, in order", "show who calls what": a request about the messages, not one of them.
const ASKED = /^(?:(?:pls|plz|please|can\s+you|could\s+you)\s+)?(?:diagram|draw|show|map|chart|sketch|visuali[sz]e|illustrate)\s+(?:who|what|how|which)\b|\bwho\s+(?:talks|speaks|calls|sends)\s+(?:to\s+)?whom\b/i;
const REQUEST = /^(?:please\s+)?(?:create|make|draw|generate|show|build|design|produce|give|render|sketch|illustrate|depict|model|visuali[sz]e)\b.*\b(?:diagram|chart|visuali[sz]ation|sequence)\b/i;
// "auth server returns token, app then calls the feed api": a comma before another party that acts starts a message.
const RUN_ON = /,\s+(?=(?:the\s+|an?\s+)?(?!(?:and|or|but|so|then|which|who|while|if|when)\b)\p{L}[\p{L}\d-]*(?:\s+(?!(?:and|or|but|then)\b)[\p{L}\d-]+){0,2}\s+(?:then\s+|also\s+|now\s+)?(?:asks|sends|returns|calls|fetches|streams|replies|responds|notifies|pushes|forwards|passes|posts|queries|requests|writes|reads|alerts|tells|pings|publishes|emits|answers|confirms|loads|pulls|polls|uploads|downloads|routes|redirects|hands|delivers|serves|relays|triggers|invokes|charges|emails|texts|messages)\b)/giu;
// "the lab analyser is done", "the printer has finished": a system that finishes its work.
const VIA = /\b(?:through|via)\s+(?:the\s+|an?\s+|our\s+|their\s+|its\s+)?([A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*){0,2}?)(?=\s*(?:[,.;]|$|\s(?:and|then|to|so|when|before|after)\b))/i;
const NEED = /^(?:needs?|wants?|wishes|would|has|have|is|are|feels?|likes?)$/i;
const DONE = /^(?:the\s+|an?\s+)?(.+?)\s+((?:is|has)\s+(?:done|finished|ready|complete|completed)|finishes|completes)$/i;
/** The teller's thoughts ("I think …", "we'd love …") and what keeps happening to someone ("keeps getting tickets"). */
const REMARK = /^(?:(?:and|but|so)\s+)?(?:(?:i|we|you)\s+(?:really\s+|also\s+|just\s+)?(?:think|believe|guess|hope|feel|suppose|imagine|reckon|wonder|know|would\s+love|['’]d\s+love|love|want|wish)\b|(?:i|we)['’]d\s+(?:love|like)\b|(?:\S+\s+){1,4}(?:keeps?|kept)\s+(?:getting|receiving|seeing|hearing|having|complaining|asking|saying|reporting|telling|struggling|running\s+into|hitting|losing|forgetting|wondering)\b)/i;
const QUOTE = /["“]([^"“”\n]{1,160})["”]|「([^」\n]{1,160})」/gu;

/** Participants by key, in order: those the prompt declares first, then those its messages name. */
/** "the ambulance crew", "the fire crew": people working together, who take part in an interaction as one. */
const CREW = /^(?:the\s+)?[\p{L}-]+\s+crews?$/iu;

class Cast {
  readonly order: string[] = [];
  readonly names = new Map<string, string>();
  private readonly declared = new Set<string>();

  constructor(roster: string[]) {
    for (const n of roster) {
      const k = matchKey(n);
      if (!k || this.names.has(k)) continue;
      this.names.set(k, n);
      this.order.push(k);
      this.declared.add(k);
    }
  }

  get hasRoster(): boolean { return this.declared.size > 0; }

  /** The participant a phrase names: the same key, or one whose words hold the phrase's ("PostgreSQL" → "PostgreSQL Database"). */
  find(raw: string): string | undefined {
    const k = matchKey(clean(raw));
    if (!k) return undefined;
    if (this.names.has(k)) return k;
    const ws = k.split(' ');
    const head = ws[ws.length - 1];
    const holders = this.order.filter((p) => {
      const pw = p.split(' ');
      // A different head only for declared names: "the rider" is the declared "Rider App", but "user" is no "user database".
      return ws.every((w) => pw.includes(w)) && (pw[pw.length - 1] === head || this.declared.has(p));
    });
    const found = holders.find((p) => p.endsWith(` ${head}`) || p === head) ?? holders[0];
    if (found) return found;
    // "the lab" for "LabSystem": a name coined in one CamelCase word is also called by its first part.
    return this.order.find((p) => {
      const parts = camelParts(this.names.get(p) ?? '');
      return parts.length >= 2 && ws.length < parts.length && ws.every((w, i) => parts[i] === w);
    });
  }

  /** The participant named by a phrase, added when new (and when it can be one). */
  add(raw: string): string | undefined {
    const found = this.find(raw);
    if (found) return found;
    const name = clean(raw);
    const k = matchKey(name);
    if (!k || META.test(name) || PRONOUN.test(name)) return undefined;
    // Beside a declared roster, only names that read as someone or something that acts join it.
    if (this.hasRoster && !(isSystem(name) || isPerson(name) || isProperName(name))) return undefined;
    this.names.set(k, name);
    this.order.push(k);
    return k;
  }

  /** True when a phrase names a participant, or could. */
  could(p: string): boolean {
    return !!this.find(p) || isSystem(p) || isPerson(p) || isProperName(p) || CREW.test(p);
  }
}

/**
 * "me -> app order, app -> pizzeria confirm": an arrow without a colon whose target begins with a participant that sends
 * elsewhere (a source of another arrow) carries its message after that name.
 */
export function withTargetMessages(chain: ArrowChain, sources: Set<string>): ArrowChain {
  if (chain.edges.length !== 1 || chain.edges[0].label) return chain;
  const e = chain.edges[0];
  const words = e.to.trim().split(/\s+/);
  for (let n = words.length - 1; n >= 1; n--) {
    const head = words.slice(0, n).join(' ');
    if (!sources.has(head.toLowerCase()) || head.toLowerCase() === e.from.trim().toLowerCase()) continue;
    const label = words.slice(n).join(' ');
    return { ...chain, nodes: [chain.nodes[0], head], edges: [{ ...e, to: head, label }] };
  }
  return chain;
}

/** "LabSystem" → ["lab", "system"]; a name of spaces or of one part gives one part or none. */
function camelParts(name: string): string[] {
  if (!/^[A-Z][a-z]+(?:[A-Z][a-z]+)+$/.test(name)) return [];
  return name.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
}

function clean(raw: string): string {
  return nounPhrase(raw.replace(/\s*[(（][^)）]*[)）]/gu, '')).replace(/[,.;:!?]+$/, '').replace(/[’']s$/i, '').trim();
}

/** Quoted text replaced by tokens, so commas inside quotes do not split clauses. */
function maskQuotes(text: string): { text: string; quotes: string[] } {
  const quotes: string[] = [];
  const masked = text.replace(QUOTE, (_m, a: string | undefined, b: string | undefined) => {
    quotes.push((a ?? b ?? '').trim());
    return `ZQ${quotes.length - 1}`;
  });
  return { text: masked, quotes };
}

function unmask(text: string, quotes: string[]): string {
  return text.replace(/ZQ(\d+)/g, (_m, i: string) => `"${quotes[Number(i)] ?? ''}"`);
}


export function extractSequence(ctx: ExtractContext): SequenceContent {
  const { doc } = ctx;
  const roster = readRoster(doc, 'participants');
  // A story of messages between parties named by what they do ("the hub asks the camera …"): those parties, by their
  // fullest names, are the cast even when their words are no system or person words.
  // "Der Kunde sendet die Bestellung an den Shop. Der Shop …": in another language, the parties that open the steps.
  const foreignLang = /^(?:de|fr|es|pt|it)$/.test(languageOf(doc.text) ?? '');
  const opened = !roster && foreignLang ? foreignSubjects(doc.statements.flatMap((s) => s.text.split(/(?<=[.!?;])\s+/))) : [];
  const story = roster || opened.length ? undefined : partyStory(doc);
  const cast = new Cast(roster?.names ?? (opened.length ? opened : story && isPartyStory(story) ? story.names : []));
  // "Assume there is a Client class": UML prompts name their objects by class.
  for (const m of doc.text.matchAll(/\b(?:a|an|the)\s+([A-Z][\w]*)\s+(?:class|object|instance)\b/g)) cast.add(m[1]);
  const msgs: Msg[] = [];
  const frags: Frag[] = [];
  let open: Frag | undefined;
  let last: string | undefined;
  // "Otherwise it returns an error": the pronoun is whoever opened the other branch, not who spoke last.
  let elseSubject: string | undefined;

  const close = (si: number) => {
    if (!open) return;
    open.last = msgs.length - 1;
    open.endStmt = si;
    open = undefined;
  };
  /** Opens a condition; one right after an exclusive one ("if cache hit" … "if cache miss") is its other branch. */
  const condition = (label: string, depth: number, block: boolean, si: number, isElse: boolean) => {
    if (open && !open.block) close(si - 1);
    const prev = open ?? frags[frags.length - 1];
    const adjacent = prev && prev.last === msgs.length - 1 && prev.endStmt >= si - 1 && prev.depth === depth && msgs.length > prev.first;
    // Two conditions in a row, one step each ("3. If clean, ...", "4. If infected, ..."), are the branches of one choice.
    const sibling = adjacent && !prev.block && !block && prev.endStmt === si - 1 && prev.last - prev.first <= 2;
    if (prev && (adjacent || prev === open) && (isElse || exclusive(prev, label) || sibling)) {
      if (prev === open) close(si);
      prev.type = 'alt';
      prev.else.push({ at: msgs.length, label: label || 'otherwise' });
      prev.block = block;
      open = prev;
      elseSubject = msgs[prev.first]?.from;
      return;
    }
    if (open) close(si);
    open = { type: 'opt', label, first: msgs.length, last: -1, else: [], depth, block, endStmt: si };
    frags.push(open);
  };

  const push = (m: Msg) => {
    msgs.push(m);
    // Who acts next when a step names nobody: the receiver of a request handed on ("sends to X") or of a reply,
    // else the sender, who goes on after a lookup ("checks the cache").
    last = m.to && m.to !== m.from && (m.type === 'reply' || HANDOVER.test(m.label)) ? m.to : m.from;
  };

  /** One clause that may be a message: "the client sends a SYN to the server", "returns the token". */
  const readClause = (c: Clause, quotes: string[], speaker?: string, listed = true, sameSentence = false) => {
    const text = stripFiller(c.text) || c.text;
    const svo = c.continues || c.relative ? { subject: '', verb: text.split(/\s+/)[0] ?? '', rest: text.split(/\s+/).slice(1).join(' ') } : leadingParticipant(text, cast) ?? subjectVerb(text);
    if (!svo.verb) {
      // "Alice: Hello John": what a speaker says.
      if (speaker && text) push({ from: speaker, label: concise(unmask(text, quotes).replace(/^"(.*)"$/, '$1'), 10).label, type: 'sync', internal: false, display: false });
      // "The client sends MAIL FROM, then RCPT TO": the same message again, with what follows "then".
      else if (sameSentence && text.split(/\s+/).length <= 4 && msgs.length > 0) {
        const prev = msgs[msgs.length - 1];
        push({ ...prev, label: concise(unmask(text, quotes).replace(/^(?:the\s+)?(?:message|messages|request|response)\s+(?=\S)/i, ''), 6).label, hint: undefined, retry: false });
      }
      return;
    }
    if (/^(?:is|are|was|were|be|been|will|would|should|must|can|could|may|might)\b/i.test(svo.verb) && !/\b(?:sent|passed|forwarded|returned|redirected|routed)\b/i.test(svo.rest)) return;
    // "The system has parts such as ...", "The app consists of ...": what something is made of is no message.
    if (/\s(?:has|have|had|contains|includes|consists|comprises)$/i.test(svo.subject) || /^(?:has|have|contains|includes|consists|comprises)$/i.test(svo.verb)) return;
    let from: string | undefined;
    if (c.relative) from = msgs[msgs.length - 1]?.to ?? last;
    else if (svo.subject && !PRONOUN.test(svo.subject)) {
      if (META.test(svo.subject)) {
        // "sends DATA followed by the message, then QUIT": what follows is the sender's next message.
        if (sameSentence && msgs.length > 0 && text.split(/\s+/).length <= 4 && /^[A-Z0-9_-]{2,}$/.test(svo.verb)) push({ ...msgs[msgs.length - 1], label: `${svo.verb} ${svo.rest}`.trim(), hint: undefined, retry: false });
        return;
      }
      from = cast.add(svo.subject);
      if (!from) return;
    } else from = speaker ?? elseSubject ?? last;
    elseSubject = undefined;
    if (!from) {
      // A list of steps that opens with an imperative ("Submit the form") starts at the first participant; prose that
      // opens with one ("Consider the command pattern ...") speaks to the reader.
      from = listed ? cast.order[0] : undefined;
      if (!from) return;
    }
    const { target, rest } = findTarget(svo.verb, svo.rest, cast);
    let to = target ? cast.add(target) : undefined;
    if (to === from) to = undefined;
    const whole = `${svo.verb} ${svo.rest}`;
    // "confirms the payment with Stripe": confirming with someone asks them; "the server confirms" answers.
    const confirmsWith = !!to && /^confirms?$/i.test(svo.verb) && /\bwith\s/i.test(svo.rest);
    let type: MsgType = (REPLY.test(whole) && !confirmsWith) || /^and\s+(?:returns?|responds?|replies)\b/i.test(svo.rest) ? 'reply' : ASYNC.test(svo.verb) ? 'async' : 'sync';
    // "receives X from Y" is Y's message; without "from", it comes from whoever was just addressed.
    if (/^(?:receives?|gets?\s+back)\b/i.test(svo.verb)) {
      const sender = to ?? [...msgs].reverse().find((x) => x.from === from && x.to && x.to !== from)?.to;
      if (sender) { to = from; from = sender; type = 'reply'; }
    }
    const quoted = /ZQ(\d+)/.exec(`${svo.verb} ${rest}`);
    // "confirms and replies with a prep time of 20 min": the reply and what it carries make the label.
    const joinedReply = /^and\s+((?:returns?|responds?|replies|answers?)\b.*)$/i.exec(rest);
    // "notifies the pager so a porter comes up": the purpose is no part of the message.
    const said = rest.replace(/(?:^|\s+)so\s+(?:that\s+)?(?:an?\s+|the\s+)?\p{L}+\s+\p{L}+.*$/u, '');
    // "feed api fetches episodes", its sender read as a verb: the sender's name is no part of its message.
    const own = `${svo.verb} ${said}`.toLowerCase().startsWith(`${(cast.names.get(from) ?? '').toLowerCase()} `) ? `${svo.verb} ${said}`.slice((cast.names.get(from) ?? '').length + 1) : undefined;
    let label = quoted ? quotes[Number(quoted[1])] ?? '' : concise(joinedReply ? joinedReply[1] : own ?? `${/^(?:receives?)$/i.test(svo.verb) ? 'sends' : svo.verb} ${said}`.trim().replace(/\s+/g, ' '), 7).label;
    // "asks the auth service to create a token; it stores it and returns it": "it" is the thing just named.
    const thing = /(\p{L}[\p{L}-]{2,})$/u.exec(msgs[msgs.length - 1]?.label ?? '')?.[1];
    if (!quoted && thing && /\s/.test(msgs[msgs.length - 1]?.label ?? '') && /^\S+\s+(?:it|them)$/i.test(label) && !/^(?:it|them|up|in|out|back|on|off|again|request|message)$/i.test(thing)) label = label.replace(/\b(?:it|them)$/i, thing.toLowerCase());
    // A participant named inside the quote is whom it is said to ("Hello John, how are you?").
    const hint = quoted ? cast.order.find((k) => k !== from && new RegExp(`\\b${escape(cast.names.get(k)!)}\\b`, 'i').test(quotes[Number(quoted[1])] ?? '')) : undefined;
    // "sends a text to the patient through the SMS gateway": the message goes to the system it passes through, which
    // hands it on.
    const via = to ? VIA.exec(svo.rest)?.[1] : undefined;
    const hop = via && isSystem(via) ? cast.add(via) : undefined;
    if (hop && hop !== to && hop !== from) {
      push({ from, to: hop, label, type, internal: false, display: false, hint: undefined, retry: false, consume: false });
      push({ from: hop, to, label, type, internal: false, display: false, hint: undefined, retry: false, consume: false });
      return;
    }
    push({ from, to, label, type, internal: !to && !quoted && INTERNAL.test(whole) && type !== 'reply', display: !to && DISPLAY.test(svo.verb), hint, retry: RETRY.test(whole), consume: CONSUME.test(svo.verb) });
  };

  const arrowSources = new Set(doc.arrows.flatMap((a) => a.chain.edges.map((e) => e.from.trim().toLowerCase())));
  /** A message chain of an arrow line ("Client -> API: GET /orders"), when its ends are participants. */
  const readArrowLine = (st: Statement): boolean => {
    const chains = doc.arrows.filter((a) => a.line === st.line).map((a) => withTargetMessages(a.chain, arrowSources));
    if (chains.length === 0) return false;
    const nodes = chains.flatMap((ch) => ch.nodes);
    const participantLike = (n: string) => !/^(?:if|when|on|else|otherwise|unless|in\s+case)\b/i.test(n) && n.split(/\s+/).length <= 4 && (cast.find(n) !== undefined || !cast.hasRoster);
    if (!nodes.every(participantLike)) return false;
    for (const ch of chains) {
      for (const e of ch.edges) {
        const from = cast.add(e.from) ?? cast.add(e.from.replace(/[^\p{L}\p{N}\s]/gu, ' '));
        const to = cast.add(e.to) ?? cast.add(e.to.replace(/[^\p{L}\p{N}\s]/gu, ' '));
        if (!from || !to) continue;
        const reply = /^--|\.\./.test(e.token) || REPLY.test(e.label ?? '');
        push({ from, to, label: e.label ? concise(e.label, 8).label : '', type: reply ? 'reply' : ASYNC.test(e.label ?? '') ? 'async' : 'sync', internal: false, display: false });
      }
    }
    return true;
  };

  // Arrows of the request line ("Login: User -> App -> API") have no statement of their own.
  const stated = new Set(doc.statements.map((s) => s.line));
  for (const a of doc.arrows) if (!stated.has(a.line)) readArrowLine({ text: '', line: a.line, depth: 0, listed: true });

  /** "App 调用认证服务", "认证服务返回令牌给 App", "数据库返回用户信息": Chinese and Japanese clauses, each a message. */
  const readCjkClauses = (text: string): boolean => {
    const read = readCjkMessages(text, doc.statements.map((s) => s.text).join('。'));
    if (!read) return false;
    for (const m of read) {
      const from = cast.add(m.from.trim());
      if (!from) continue;
      let to = m.to ? cast.add(m.to.trim()) : undefined;
      if (!to && m.reply) to = [...msgs].reverse().find((x) => x.to === from)?.from;
      push({ from, to: to === from ? undefined : to, label: m.label, type: m.reply ? 'reply' : 'sync', internal: !to, display: false });
    }
    return true;
  };

  /** "Praxissoftware sendet das Rezept an den Fachdienst": a step between declared participants in another language. */
  const foreign = (roster || opened.length > 0) && cast.order.length >= 2 && foreignLang;
  const readForeign = (text: string): boolean => {
    const names = cast.order.map((k) => cast.names.get(k)!);
    const step = readForeignStep(text, names, (n) => { const k = cast.find(n); const m = [...msgs].reverse().find((x) => x.to === k && x.from !== k); return m ? cast.names.get(m.from) : undefined; });
    if (!step) return false;
    const from = cast.find(step.from);
    if (!from) return false;
    const to = step.to ? cast.find(step.to) : undefined;
    push({ from, to, label: concise(step.label, 8).label, type: step.reply ? 'reply' : 'sync', internal: !to, display: false });
    return true;
  };

  const statements = asTeller(doc.statements.filter((s) => !declaresRoster(roster, s, doc)), doc.text);
  statements.forEach((st0, si) => {
    let st = st0;
    if (readCjkClauses(st.text)) return;
    if (foreign && readForeign(st.text)) return;
    const depth = st.depth;
    if (open?.block && depth <= open.depth) close(si - 1);
    if (st.line && doc.arrows.some((a) => a.line === st.line) && readArrowLine(st)) { if (open && !open.block) close(si); return; }
    // The request itself ("Create a sequence diagram showing ...") is no message, nor what follows "Scenario:";
    // what a request tells after "when" or "how" is ("Show the message flow when the order service publishes ...").
    const told = /^(?:(?:please|can\s+you|could\s+you)\s+)?(?:show|draw|create|make|generate|illustrate|depict|model|diagram|visuali[sz]e)\b.{0,80}?\b(?:when|how|where|in\s+which|as)\s+(?=(?:the|a|an|our|my)\s)(.+)$/i.exec(st.text);
    if (told && (st.text === doc.lead || REQUEST.test(st.text) || st.listed === false)) st = { ...st, text: told[1] };
    else if (st.text === doc.lead || REQUEST.test(st.text) || ASKED.test(st.text)) return;
    if (doc.tail && st.line === doc.lines[0] && META_KEY.test(doc.lead)) return;
    const { text: masked, quotes } = maskQuotes(withoutAside(st.text.replace(/\*\*/g, '').replace(/^[-*•]\s+/u, '').trim()));
    if (!masked) return;
    // "... to the auth server which returns a token": the relative clause is a message of its own.
    // "gives CPR instructions to the caller while the dispatcher assigns the job …": two messages at once.
    let text = masked.replace(/,?\s+(?:while|whilst|meanwhile|and\s+meanwhile|at\s+the\s+same\s+time\s+as)\s+(?=(?:the|an?|our|their)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+[a-z]+s\b)/gu, '; ')
      .replace(/\s*(?:->|→|=>|⇒|⟶)\s*/gu, ', ').replace(/(\w)\s+(which|who)\s+(?=[a-z]+s\b)/g, '$1, $2 ');
    let speaker: string | undefined;
    let block = false;
    // "Key: rest": a speaker, a condition, or a heading of what follows.
    const kv = /^([^:：]{1,120}?)[:：]\s*(.*)$/u.exec(text);
    if (kv) {
      const key = stripFiller(kv[1]);
      const rest = kv[2].trim();
      const next = statements[si + 1];
      block = !rest && !!next && next.depth > depth;
      if (META_KEY.test(key)) return;
      if (CONDITION_KEY.test(key)) {
        condition(conditionLabel(key), depth, block, si, /^(?:else|otherwise)$/i.test(key));
        text = rest;
      } else if (!rest) {
        // "Flow:", "Participants:": a heading.
        return;
      } else if (key.split(/\s+/).length <= 4 && (cast.find(key) || (!/\s/.test(key) || isSystem(key) || isPerson(key)) && cast.could(key))) {
        speaker = cast.add(key);
        text = rest;
        // "Agent: Let me check the order" is said; "User: clicks login" is done.
        const done = subjectVerb(rest);
        if (speaker && !(done.subject === '' && /^[a-z]+s$/.test(done.verb))) {
          push({ from: speaker, label: speech(unmask(rest, quotes)), type: 'sync', internal: false, display: false });
          if (open && !open.block) close(si);
          return;
        }
      } else if (!/^(?:if|when|on|then|else|otherwise)\b/i.test(rest) && META.test(key)) {
        // "The ZenUML diagram will detail the following conversation between Alice and John: Alice says ...".
        text = rest;
      } else if (/\b(?:following|between|among|below)\b/i.test(key) || META.test(subjectVerb(key).subject)) {
        text = rest;
      } else if (!/\s/.test(key) || key.split(/\s+/).length <= 3) {
        // "Error handling: If the database is down, ...".
        text = rest;
      }
    }
    // "REQ-4.2.2 The Portal shall request fee payment …": a requirement's modal states a step in the present.
    text = requirementToPresent(stripFiller(text));
    if (!text) return;
    const msgsAtStart = msgs.length;
    const clauses = splitClauses(text.replace(RUN_ON, '; '));
    for (const [ci, c] of clauses.entries()) {
      // "…, which then alerts the doctor": "which" cut off by "then" still opens the clause after it.
      if (c.relative && /^(?:which|who|that)$/i.test(c.text.trim()) && clauses[ci + 1]) { clauses[ci + 1] = { ...clauses[ci + 1]!, relative: true }; continue; }
      if (c.role === 'when' && clauses[ci + 1]?.role === 'step') {
        // "Once the lab analyser is done, the lab system pushes …": a system that finishes tells the next one so.
        const done = DONE.exec(c.text.trim());
        const next = done && isSystem(done[1]!) ? subjectVerb(clauses[ci + 1]!.text) : undefined;
        const from = next?.subject ? cast.add(done![1]!) : undefined;
        const to = next?.subject ? cast.add(next.subject) : undefined;
        if (from && to && from !== to) push({ from, to, label: capitalize(done![2]!.replace(/^(?:is|has)\s+/i, '')), type: 'async', internal: false, display: false });
      }
      if (c.role === 'if') {
        const body = /^(.*?)[:：]\s*(.+)$/u.exec(c.text);
        const single = !body && splitClauses(text).length === 1;
        condition(conditionLabel(unmask(body ? body[1] : c.text, quotes)), depth, single && !!statements[si + 1] && statements[si + 1].depth > depth, si, false);
        if (body) readClause({ role: 'step', text: body[2] }, quotes, speaker);
        continue;
      }
      if (c.role === 'else') {
        condition('', depth, false, si, true);
        continue;
      }
      if (c.role === 'when') {
        // "On success: generate the token", "When the user clicks login, ...": the part after a colon acts.
        const body = /^(.*?)[:：]\s*(.+)$/u.exec(c.text);
        if (body) {
          condition(conditionLabel(unmask(body[1], quotes)), depth, false, si, false);
          readClause({ role: 'step', text: body[2] }, quotes, speaker);
        } else if (msgs.length === 0 && !NEED.test(subjectVerb(c.text).verb)) {
          // "when a customer taps 'pay' in our app, the app calls …": the trigger that opens the story is its first
          // message ("when a nurse needs results urgently" only says why, and sends nothing).
          readClause({ role: 'step', text: c.text }, quotes, speaker);
        } else if (msgs.length === 0) {
          // Whoever needs it is who acts next ("… she enters the order").
          const who = subjectVerb(c.text).subject;
          const k = who && !PRONOUN.test(who) ? cast.add(who) : undefined;
          if (k) last = k;
        }
        continue;
      }
      if (c.role === 'yes') continue;
      // "I think it would help them to see …", "our support team keeps getting tickets like …": the teller's remark,
      // and what follows it in the sentence, is no message.
      if (REMARK.test(c.text.trim())) break;
      // "X is routed by A to B", "emails N to A and to B": the messages it states, one by one.
      const said = c.continues || c.relative ? [c.text] : messageClauses(c.text);
      for (const text of said) readClause(said.length > 1 || text !== c.text ? { ...c, text } : c, quotes, speaker, st.listed, msgs.length > msgsAtStart);
    }
    ownStepsBeforeHandover(msgs, msgsAtStart);
    if (open && !open.block) close(si);
  });
  if (open) close(statements.length - 1);

  resolveReceivers(msgs, cast);
  // A declared roster with no message written ("the interaction between a user, frontend and database"): requests
  // travel down the roster and the replies come back, the usual shape of such an interaction.
  if (msgs.length === 0 && roster && cast.order.length >= 2) {
    const ks = cast.order;
    for (let i = 0; i + 1 < ks.length; i++) msgs.push({ from: ks[i], to: ks[i + 1], label: '', type: 'sync', internal: false, display: false });
    for (let i = ks.length - 1; i > 0; i--) msgs.push({ from: ks[i], to: ks[i - 1], label: '', type: 'reply', internal: false, display: false });
  }
  // A sequence the prompt asks for, with nothing yet to put on its lifelines: the things it lists ("a simulator, a
  // car and some upgrades", "such as a V8 engine, a turbocharger and a spoiler") take part.
  if (cast.order.length < 1 && /\bsequence\b|时序|時序|シーケンス|lifeline/i.test(doc.text)) {
    for (const s of doc.statements) {
      for (const part of s.text.split(/[;:]\s*/)) {
        const e = findEnumeration(part, 3);
        if (e && e.items.every((x) => x.split(/\s+/).length <= 4)) for (const x of e.items) cast.add(x.replace(/^(?:an?|the|some|other|more)\s+/i, ''));
      }
    }
  }
  // Parties a story only names in passing ("our support team keeps getting tickets"), with no message, are no
  // lifelines when the prompt declared none; the others stand in the order they first take part.
  if (!roster && story && msgs.length > 0) {
    const seen = msgs.flatMap((m) => [m.from, ...(m.to ? [m.to] : [])]);
    const order = cast.order.filter((k) => seen.includes(k)).sort((a, b) => seen.indexOf(a) - seen.indexOf(b));
    cast.order.splice(0, cast.order.length, ...order);
  }
  if (cast.order.length < 1) throw tooFew('sequence diagram', 1, 0, 'participants');
  const ids = new IdMaker();
  const idOf = new Map(cast.order.map((k) => [k, ids.make(cast.names.get(k)!)]));
  const participants = cast.order.slice(0, 30).map((k) => {
    const label = cast.names.get(k)!;
    return { id: idOf.get(k)!, label, type: (isPerson(label) && !isSystem(label)) || CREW.test(label) ? 'actor' as const : 'system' as const };
  });
  const known = new Set(participants.map((p) => p.id));
  const all = msgs.map((m) => ({ from: idOf.get(m.from)!, to: idOf.get(m.to ?? m.from)!, label: m.label, type: m.type }));
  // Indexes shift where a message falls out (a participant past the 30th): fragments follow their messages.
  const keep = all.map((m) => known.has(m.from) && known.has(m.to));
  const newIndex: number[] = [];
  let n = 0;
  keep.forEach((k) => { newIndex.push(n); if (k) n++; });
  const messages = all.filter((_m, i) => keep[i]).slice(0, 500);
  const fragments = frags.filter((f) => f.last >= f.first).map((f) => {
    const first = newIndex[f.first];
    const lastIdx = newIndex[f.last] - (keep[f.last] ? 0 : 1);
    const els = f.else.map((e) => ({ at: newIndex[e.at] ?? messages.length, label: e.label })).filter((e) => e.at > first && e.at <= lastIdx);
    return { type: els.length ? f.type : 'opt' as const, label: f.label, first, last: lastIdx, else: els };
  }).filter((f) => f.last >= f.first && f.last < messages.length);
  return validated('sequence', { title: titleOf(doc.title, doc.lead, cast, topicAfterKind(doc, true), [...(doc.asked ?? []), doc.text].join(" ")), participants, messages, fragments });
}

/**
 * "The nurse draws the sample and sends it to the lab": in one sentence, a step that names no receiver followed by the
 * same sender handing something to someone named is done on the sender's own lifeline.
 */
function ownStepsBeforeHandover(msgs: Msg[], from: number): void {
  for (let i = from; i + 1 < msgs.length; i++) {
    const m = msgs[i];
    const next = msgs[i + 1];
    if (m.to || m.display || m.type !== 'sync' || next.from !== m.from || !next.to || next.to === m.from) continue;
    if (SPEECH.test(m.label.split(/\s+/)[0] ?? '') || HANDOVER.test(m.label) || /^(?:requests?|asks?|orders?|queries|books?)\b/i.test(m.label)) continue;
    // "The caller dials 999 and speaks to the call handler": the call reaches whom the caller then speaks to.
    if (/^(?:dials?|phones?|rings?|radios?)\b/i.test(m.label)) { m.to = next.to; continue; }
    m.internal = true;
  }
}

/** Messages with no named receiver: a reply goes back to whoever asked, anything else to whom the sender last addressed. */
function resolveReceivers(msgs: Msg[], cast: Cast): void {
  const person = (k: string) => isPerson(cast.names.get(k) ?? '') && !isSystem(cast.names.get(k) ?? '');
  msgs.forEach((m, i) => {
    if (m.to) return;
    const before = msgs.slice(0, i).reverse();
    // "The web app shows the dashboard": to the person using it, else on its own lifeline.
    if (m.display) { m.to = before.find((x) => x.to === m.from && person(x.from))?.from ?? m.from; return; }
    if (m.internal) { m.to = m.from; return; }
    // Whoever last asked the sender something still waits for the answer (a reply to the sender asked nothing).
    // "The inventory service consumes it": from the queue or topic the last event went to.
    if (m.consume) {
      const source = before.find((x) => x.type === 'async' && x.to && x.to !== m.from)?.to;
      if (source) { m.to = source; return; }
    }
    const asker = before.find((x) => x.to === m.from && x.from !== m.from && x.type !== 'reply')?.from
      ?? before.find((x) => x.to === m.from && x.from !== m.from)?.from;
    const addressed = before.find((x) => x.from === m.from && x.to && x.to !== m.from)?.to;
    const others = [...msgs.slice(i + 1), ...before].flatMap((x) => [x.from, x.to]).filter((k): k is string => !!k && k !== m.from);
    // A person talks to a system; a system to whoever acts next.
    const dialogue = (person(m.from) ? others.find((k) => !person(k)) : undefined) ?? others[0] ?? cast.order.find((k) => k !== m.from);
    // "... and retries the call": again to whom the sender first called.
    const retried = m.retry ? msgs.slice(0, i).find((x) => x.from === m.from && x.to && x.to !== m.from)?.to : undefined;
    m.to = retried ?? m.hint ?? (m.type === 'reply' ? asker ?? addressed : addressed ?? asker) ?? dialogue ?? m.from;
    // "Alice replies ..." after Bob's answer: a reply to a reply is the conversation going on.
    const last = before.find((x) => x.from === m.to && x.to === m.from);
    if (m.type === 'reply' && (!last || last.type === 'reply')) m.type = 'sync';
  });
}

/**
 * The lead's title, unless it is only a participant or the roster itself ("Draw a sequence diagram between Customer,
 * Shop and Bank for an online card payment" → "Online card payment").
 */
/** What a diagram is made for ("training material", "the onboarding handbook"), said where a title would be. */
const FOR_USE = /^(?:(?:some|the|our|my|new)\s+)?(?:(?:training|teaching|onboarding|course|lecture|class|induction)\s+)?(?:material|materials|handbook|slides?|deck|presentation|documentation|docs|manual|wiki(?:\s+page)?|notes)$/i;

function titleOf(title: string | undefined, lead: string, cast: Cast, topic: string | undefined, text = ''): string | undefined {
  // "training material for new call takers … a sequence diagram of what happens on a cardiac arrest call": what the
  // diagram is for is no title; what happens is.
  const happens = /\bwhat\s+happens\s+(?:on|in|during|when|at|with|after)\s+(?:an?\s+|the\s+)?([^,.;:!?]{3,60})/i.exec(text)?.[1];
  const happened = happens ? capitalize(concise(happens.trim(), 6).label) : undefined;
  if (title && FOR_USE.test(title)) return happened ?? topic;
  if (!title || /^(?:sequence|sequence\s+diagram|interactions?|messages?|message\s+flow|sequenzdiagramm|diagramme\s+de\s+s[ée]quence|diagrama\s+de\s+secuencia|diagramma\s+di\s+sequenza|diagrama\s+de\s+sequ[êe]ncia)$/i.test(title)) return topic ?? happened;
  const bad = cast.find(title) !== undefined || /^(?:participants?|actors?|lifelines?)$/i.test(title) || /^(?:the\s+)?(?:interactions?|communications?|conversations?|messages?)\s+(?:between|among)\b/i.test(title);
  if (!bad) return title;
  const about = /\b(?:between|among|involving)\s+.+?\s+(?:for|of|during|when|while|in)\s+(?:an?\s+|the\s+)?([^,.;:]{3,60})/i.exec(lead)?.[1];
  return about ? concise(about.trim(), 6).label : undefined;
}

/** "Gateway looks up the cache" with "Gateway" a participant: the subject is the participant, whatever its words. */
function leadingParticipant(text: string, cast: Cast): { subject: string; verb: string; rest: string } | undefined {
  if (!cast.hasRoster) return undefined;
  const ws = text.split(/\s+/);
  for (let n = Math.min(4, ws.length - 1); n >= 1; n--) {
    const verb = ws[n].toLowerCase();
    if (!/^[a-z]+s$/.test(verb) || /^(?:is|was|has|its|this|us|as)$/.test(verb)) continue;
    if (cast.find(ws.slice(0, n).join(' '))) return { subject: ws.slice(0, n).join(' '), verb: ws[n], rest: ws.slice(n + 1).join(' ') };
  }
  return undefined;
}

/**
 * "(the bug: the webhook arrived before the row existed, Stripe retried after 30s.)": a sentence in parentheses is
 * a remark about the exchange, not a step of it.
 */
function withoutAside(text: string): string {
  return text.replace(ASIDE, '').trim();
}
const ASIDE = /^[(（][^()（）]*\s[^()（）]*\s[^()（）]*\s[^()（）]*[)）]\s*/u;

/** What a speaker says, as written (cut only when long). */
function speech(text: string): string {
  const t = text.trim().replace(/^"(.*)"$/, '$1');
  return t.split(/\s+/).length <= 10 ? t : concise(t, 10).label;
}

/** "On success" → "Success", "If the cache misses" → "Cache misses". */
function conditionLabel(text: string): string {
  const t = text.replace(/^(?:on|if|when|in\s+case\s+of|upon|unless|for)\s+/i, '').replace(/^(?:the|a|an)\s+/i, '');
  return concise(t, 8).label;
}

const PAIRS: [RegExp, RegExp][] = [[/\bhit\b/i, /\bmiss(?:es)?\b/i], [/\b(?:success|succeeds?|ok|valid|approved|found|available|exists?)\b/i, /\b(?:fail(?:s|ure|ed)?|errors?|invalid|declined|denied|rejected|not\s+found|missing|unavailable|down|timeout|expired)\b/i]];

/** Two conditions that exclude each other, so the second is the other branch of the first. */
function exclusive(f: Frag, label: string): boolean {
  const prev = f.else.length ? f.else[f.else.length - 1].label : f.label;
  if (!label || !prev) return false;
  if (complements(prev, label)) return true;
  return PAIRS.some(([a, b]) => (a.test(prev) && b.test(label)) || (b.test(prev) && a.test(label)));
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The receiver named in a clause ("... to the server", "queries the database") and the label left without it. */
const SPEECH = /^(?:asks?|answers?|tells?|calls?|notif(?:y|ies)|pings?|informs?|emails?|messages?|texts?|alerts?|assigns?|sends?|replies|responds?|returns?)$/i;

// "prints a barcode label for the ward nurse": what is made for someone is handed to them.
const MADE_FOR = /^(?:prints?|issues?|produces?|makes?|brings?|leaves?|drafts?|writes?|prepares?|packs?)$/i;
const FOR_PERSON = /\s+for\s+(?:the\s+|a\s+|an\s+|our\s+|their\s+)?([A-Za-z][\w.'-]*(?:\s+[A-Za-z][\w.-]*){0,2})$/;

function findTarget(verb: string, rest0: string, cast: Cast): { target?: string; rest: string } {
  const got = ownerOf(findTargetIn(verb, rest0, cast));
  if (got.target || !MADE_FOR.test(verb)) return possessed(got);
  const m = FOR_PERSON.exec(rest0);
  if (!m) return got;
  const ws = m[1].split(/\s+/);
  for (let n = ws.length; n >= 1; n--) {
    const cand = ws.slice(0, n).join(' ');
    if (cast.find(cand) || (isPerson(cand) && !isSystem(cand))) return { target: cand, rest: rest0.slice(0, m.index).trim() };
  }
  return got;
}

/** "places it in the Clerk's review queue": a person's queue, inbox or pager stands for the person, who receives it. */
function ownerOf(got: { target?: string; rest: string }): { target?: string; rest: string } {
  const m = got.target ? /^(.+?)['’]s\s+(.+)$/u.exec(got.target) : null;
  return m && isPerson(m[1]!) ? { target: m[1]!, rest: `${got.rest} in ${m[2]}`.trim() } : got;
}

/** "pushes a notification to Dr. Okafor's pager": the owner receives it, and the label keeps what it went to. */
function possessed(got: { target?: string; rest: string }): { target?: string; rest: string } {
  const m = /(^|\s)['’]s\s+([\p{L}][\p{L}-]*)/u.exec(got.rest);
  if (!got.target || !m) return got;
  return { ...got, rest: `${got.rest.slice(0, m.index)}${m[1]}to ${m[2]}${got.rest.slice(m.index + m[0].length)}`.replace(/\s{2,}/g, ' ').trim() };
}

function findTargetIn(verb: string, rest: string, cast: Cast): { target?: string; rest: string } {
  const isParticipant = (p: string) => cast.could(p);
  // "to X" names the receiver more surely than "with X" or "in X": look at those first.
  const found: RegExpExecArray[] = [];
  TARGET_PREP.lastIndex = 0;
  let m0: RegExpExecArray | null;
  while ((m0 = TARGET_PREP.exec(rest))) found.push(m0);
  const rank = (x: RegExpExecArray) => (/^\s*to\b/i.test(x[0]) ? 0 : /^\s*from\b/i.test(x[0]) ? 1 : 2);
  // After "to" and "from", a direct object that is a participant ("answers the client with an offer").
  const direct = directObject(verb, rest, cast);
  // "rates the Courier in the App": done about someone through a system, the system receives it.
  const channel = direct && !SPEECH.test(verb) && found.find((m) => /^\s*(?:in|on|via|through|using)\b/i.test(m[0]) && isSystem(m[1]) && !!cast.find(m[1]));
  if (channel) return { target: channel[1], rest: (rest.slice(0, channel.index) + rest.slice(channel.index + channel[0].length)).replace(/\s{2,}/g, ' ').trim() };
  for (const m of found.sort((a, b) => rank(a) - rank(b) || a.index - b.index)) {
    const words = m[1].split(/\s+/);
    // "opens a stream on the doorbell": a party already on stage behind "on" / "in" receives it, not a thing that
    // only sounds like a system.
    const staged = (x: string) => words.some((_w, n) => !!cast.find(words.slice(0, n + 1).join(' '))) && !cast.find(x);
    if (rank(m) === 2 && direct && !staged(direct.target ?? '')) return direct;
    // "to Google's auth page": the participant that owns the place receives it.
    const owner = /^(.+?)['’]s$/u.exec(words.find((w) => /['’]s$/u.test(w)) ?? '');
    const ownerAt = owner ? words.findIndex((w) => /['’]s$/u.test(w)) : -1;
    const ownerName = owner ? [...words.slice(0, ownerAt), owner[1]!].join(' ') : '';
    if (owner && cast.find(ownerName)) return { target: ownerName, rest };
    // Longest phrase first: "the payment service" before "the payment".
    for (let n = words.length; n >= 1; n--) {
      const cand = words.slice(0, n).join(' ');
      // Behind "with" or "in", only names already known or system words: "with a DHCPOFFER" is a payload.
      const ok = rank(m) < 2 ? isParticipant(cand) : !!cast.find(cand) || isSystem(cand);
      if (ok && !/^(?:data|details|information|request|response|result|results|it|them|ZQ\d+)$/i.test(cand)) {
        const cut = rest.slice(0, m.index) + rest.slice(m.index + m[0].length - (m[1].length - cand.length));
        return { target: cand, rest: cut.replace(/\s{2,}/g, ' ').trim() };
      }
    }
  }
  return direct ?? { rest };
}

/** A direct object that is a participant: "queries the database", "asks the bank for approval". */
function directObject(verb: string, rest0: string, cast: Cast): { target?: string; rest: string } | undefined {
  // "looks up the session cache": the particle belongs to the verb.
  const particle = /^(?:up|out|over|back)\s+(?=(?:the|a|an|our|its)\s)/i.exec(rest0)?.[0] ?? '';
  const rest = rest0.slice(particle.length);
  const obj = /^(?:the\s+|a\s+|an\s+|our\s+|its\s+)?([A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*){0,2})/.exec(rest);
  // "shows the driver's arrival time": the driver owns what is shown, and receives nothing.
  if (!obj || /^(?:sends?|returns?|replies)$/i.test(verb) || /^[’']s\b/.test(rest.slice(obj[0].length))) return undefined;
  const all = obj[1].split(/\s+/);
  // "the doctor on call", "the nurse on duty": a role with its duty is one name.
  const stop = all.findIndex((w, i) => /^(?:through|to|with|for|from|via|by|in|on|at|and|or|using)$/i.test(w) && !(/^on$/i.test(w) && /^(?:call|duty|shift)$/i.test(all[i + 1] ?? '')));
  const words = stop >= 0 ? all.slice(0, stop) : all;
  // "shows the dashboard", "displays an error page": what is shown is a screen, not someone who receives it
  // (unless it is already a participant, or a person: "shows the user a message").
  const display = DISPLAY.test(verb);
  for (let n = words.length; n >= 1; n--) {
    const cand = words.slice(0, n).join(' ');
    const person = cand.replace(/\s+on\s+(?:call|duty|shift)$/i, '');
    const known = !!cast.find(cand) && (n === words.length || !isSystem(words.slice(0, n + 1).join(' ')));
    const receives = display
      ? known || (isPerson(cand) && !isSystem(cand))
      : known || isSystem(cand) || ((isPerson(person) || (n === 1 && /^[A-Z][a-z]/.test(cand) && isProperName(cand))) && /^(?:asks?|answers?|tells?|calls?|notif(?:y|ies)|pings?|informs?|emails?|queries|contacts?|prompts?|invites?|greets?|pays?|thanks?|redirects?|sends?|offers?|charges?|assigns?|alerts?|dispatches|hires?|books?|messages?|texts?|phones?|rings?|radios?)$/i.test(verb));
    if (receives) return { target: cand, rest: `${particle}${rest.slice(obj[0].length - (obj[1].length - cand.length)).trim()}`.trim() };
  }
  return undefined;
}

/** "I (the Customer) place the order … The App notifies me": the teller takes part under the name they give. */
function asTeller<T extends { text: string }>(statements: T[], text: string): T[] {
  const m = /\b(?:I|we|me|us)\s*\((?:the\s+|a\s+|an\s+|as\s+(?:the\s+|a\s+)?)?([A-Z]?[\w-]+(?:\s+[\w-]+)?)\)/.exec(text);
  if (!m) return statements;
  const name = `the ${m[1]}`;
  // "I rate the Courier" → "the Customer rates the Courier"; "afterwards I …" loses its adverb, which is no subject.
  const third = (v: string) => (/(?:s|sh|ch|x|z|o)$/.test(v) ? `${v}es` : /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}ies` : `${v}s`);
  const subject = (_m: string, pre: string, verb: string) => `${pre}${name} ${canBeVerb(verb) && !/^(?:am|was|have|do|can|will|would|should|must|may|might|could)$/.test(verb) ? third(verb) : verb}`;
  return statements.map((st) => ({
    ...st,
    text: st.text.replace(/\b((?:I|we)\s*)\([^)]*\)/g, '$1')
      .replace(/(^|[\s,;(])(?:(?:afterwards|then|finally|next|later|after\s+that)\s+)?(?:I|we)\s+([a-z]+)\b/g, subject)
      .replace(/\b(?:me|us)\b/g, name).replace(/^the /, 'The '),
  }));
}
