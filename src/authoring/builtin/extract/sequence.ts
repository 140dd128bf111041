// PromptDoc → sequence content: participants in order of appearance, messages in the order written, alt/opt fragments.
import type { SequenceContent } from '../../../spec/content/index.js';
import { splitClauses, subjectVerb } from '../text/clauses.js';
import { concise, IdMaker, matchKey, nounPhrase, stripFiller } from '../text/label.js';
import { tooFew, validated, type ExtractContext } from './common.js';
import { isPerson, isProperName, isSystem } from './participants.js';

type MsgType = 'sync' | 'reply' | 'async';
interface Msg { from: string; to?: string; label: string; type: MsgType; internal: boolean; stmt: number }

const REPLY = /^(?:returns?|responds?|replies|reply|answers?|acknowledges?|sends?\s+back|confirms?|reports?\s+back)\b/i;
const ASYNC = /^(?:notif(?:y|ies)|publishes|emits|broadcasts|enqueues|fires|pushes)\b/i;
const INTERNAL = /^(?:validates?|checks?|verif(?:y|ies)|calculates?|computes?|process(?:es)?|stores?|saves?|logs?|updates?|generates?|creates?|encrypts?|hashes|renders?|parses?|records?|looks?\s+up|determines?|decides?|prepares?|waits?|reviews?|approves?|evaluates?)\b/i;
const TARGET_PREP = /\b(?:to|with|from|at|on|into|in|via|through)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?([A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*){0,2})/g;
const PRONOUN = /^(?:it|they|he|she|this|that|which|who|them|him|her)$/i;

export function extractSequence(ctx: ExtractContext): SequenceContent {
  const { doc } = ctx;
  const names = new Map<string, string>();
  const order: string[] = [];
  const participant = (raw: string): string => {
    const name = nounPhrase(raw).replace(/[,.;:]+$/, '');
    const k = matchKey(name);
    // "the database" after "the user database" is the same participant.
    if (!names.has(k) && !k.includes(' ')) {
      const longer = order.find((x) => x.endsWith(` ${k}`));
      if (longer) return longer;
    }
    if (!names.has(k)) { names.set(k, name); order.push(k); }
    return k;
  };
  const msgs: Msg[] = [];
  const fragments: { type: 'alt' | 'opt' | 'loop'; label: string; first: number; last: number; elseAt?: number; stmt: number }[] = [];

  if (doc.arrows.length > 0) {
    for (const { chain } of doc.arrows) {
      for (const e of chain.edges) {
        const reply = /^--|\.\./.test(e.token) || REPLY.test(e.label ?? '');
        msgs.push({ from: participant(e.from), to: participant(e.to), label: e.label ? concise(e.label, 8).label : '', type: reply ? 'reply' : ASYNC.test(e.label ?? '') ? 'async' : 'sync', internal: false, stmt: msgs.length });
      }
    }
  } else {
    let last: string | undefined;
    // "Otherwise it returns an error": the pronoun is whoever opened the other branch, not who spoke last.
    let elseSubject: string | undefined;
    doc.statements.forEach((st, si) => {
      let openFrag: (typeof fragments)[number] | undefined;
      for (const c0 of splitClauses(st.text)) {
        const c = { ...c0, text: stripFiller(c0.text) || c0.text };
        if (c.role === 'if') {
          openFrag = { type: 'opt', label: concise(c.text).label, first: msgs.length, last: -1, stmt: si };
          fragments.push(openFrag);
          continue;
        }
        if (c.role === 'else') {
          const prev = fragments[fragments.length - 1];
          if (prev && (prev.stmt === si || prev.stmt === si - 1)) { prev.type = 'alt'; prev.elseAt = msgs.length; openFrag = prev; elseSubject = msgs[prev.first]?.from; }
          continue;
        }
        const svo = c.continues || c.relative ? { subject: '', verb: c.text.split(/\s+/)[0] ?? '', rest: c.text.split(/\s+/).slice(1).join(' ') } : subjectVerb(c.text);
        if (!svo.verb) continue;
        let from: string | undefined;
        // "..., which replies with a ticket": the relative clause's subject is the one just addressed.
        if (c.relative) from = msgs[msgs.length - 1]?.to ?? last;
        else if (svo.subject && !PRONOUN.test(svo.subject)) from = participant(svo.subject);
        else from = elseSubject ?? last;
        elseSubject = undefined;
        if (!from) continue;
        const { target, rest } = findTarget(svo.verb, svo.rest, names);
        let to = target ? participant(target) : undefined;
        let type: MsgType = REPLY.test(`${svo.verb} ${svo.rest}`) ? 'reply' : ASYNC.test(svo.verb) ? 'async' : 'sync';
        // "receives X from Y" is Y's message; without "from", it comes from whoever was just addressed.
        if (/^(?:receives?|gets?\s+back)\b/i.test(svo.verb)) {
          const sender = to ?? [...msgs].reverse().find((x) => x.from === from && x.to && x.to !== from)?.to;
          if (sender) { to = from; from = sender; type = 'reply'; }
        }
        const label = concise(`${/^(?:receives?)$/i.test(svo.verb) ? 'sends' : svo.verb} ${rest}`.trim().replace(/\s+/g, ' '), 7).label;
        msgs.push({ from, to, label, type, internal: !to && INTERNAL.test(svo.verb), stmt: si });
        last = from;
        if (openFrag) openFrag.last = msgs.length - 1;
      }
    });
    // Messages without a named receiver go to whoever acts next (or acted before): a dialogue between the two.
    msgs.forEach((m, i) => {
      if (m.to) return;
      if (m.internal) { m.to = m.from; return; }
      const person = (k: string) => isPerson(names.get(k) ?? '') && !isSystem(names.get(k) ?? '');
      const others = [...msgs.slice(i + 1), ...[...msgs.slice(0, i)].reverse()].flatMap((x) => [x.from, x.to]).filter((k): k is string => !!k && k !== m.from);
      // A reply goes back to whoever last wrote to the sender.
      const asker = m.type === 'reply' ? [...msgs.slice(0, i)].reverse().find((x) => x.to === m.from && x.from !== m.from)?.from : undefined;
      // A person talks to a system and a system answers a person; otherwise the nearest other participant.
      m.to = asker ?? others.find((k) => person(k) !== person(m.from)) ?? others[0] ?? m.from;
    });
  }
  if (order.length < 1) throw tooFew('sequence diagram', 1, 0, 'participants');
  const ids = new IdMaker();
  const idOf = new Map(order.map((k) => [k, ids.make(names.get(k)!)]));
  const participants = order.slice(0, 30).map((k) => {
    const label = names.get(k)!;
    return { id: idOf.get(k)!, label, type: isPerson(label) && !isSystem(label) ? 'actor' as const : 'system' as const };
  });
  const known = new Set(participants.map((p) => p.id));
  const messages = msgs.map((m) => ({ from: idOf.get(m.from)!, to: idOf.get(m.to ?? m.from)!, label: m.label, type: m.type }))
    .filter((m) => known.has(m.from) && known.has(m.to)).slice(0, 500);
  const frags = fragments.filter((f) => f.last >= f.first && f.last < messages.length).map((f) => ({
    type: f.type,
    label: f.label,
    first: f.first,
    last: f.last,
    else: f.type === 'alt' && f.elseAt !== undefined && f.elseAt > f.first && f.elseAt <= f.last ? [{ at: f.elseAt, label: 'otherwise' }] : [],
  })).map((f) => (f.type === 'alt' && f.else.length === 0 ? { ...f, type: 'opt' as const } : f));
  return validated('sequence', { title: doc.title, participants, messages, fragments: frags });
}

/** The receiver named in a clause ("... to the server", "queries the database") and the label left without it. */
function findTarget(verb: string, rest: string, names: Map<string, string>): { target?: string; rest: string } {
  const isParticipant = (p: string) => names.has(matchKey(p)) || isSystem(p) || isPerson(p) || isProperName(p);
  // "to X" names the receiver more surely than "with X" or "in X": look at those first.
  const found: RegExpExecArray[] = [];
  TARGET_PREP.lastIndex = 0;
  let m0: RegExpExecArray | null;
  while ((m0 = TARGET_PREP.exec(rest))) found.push(m0);
  const rank = (x: RegExpExecArray) => (/^\s*to\b/i.test(x[0]) ? 0 : /^\s*from\b/i.test(x[0]) ? 1 : 2);
  // After "to" and "from", a direct object that is a participant ("answers the client with an offer").
  const direct = directObject(verb, rest, names);
  for (const m of found.sort((a, b) => rank(a) - rank(b) || a.index - b.index)) {
    if (rank(m) === 2 && direct) return direct;
    const words = m[1].split(/\s+/);
    // Longest phrase first: "the payment service" before "the payment".
    for (let n = words.length; n >= 1; n--) {
      const cand = words.slice(0, n).join(' ');
      // Behind "with" or "in", only names already known or system words: "with a DHCPOFFER" is a payload.
      const ok = rank(m) < 2 ? isParticipant(cand) : names.has(matchKey(cand)) || isSystem(cand);
      if (ok && !/^(?:data|details|information|request|response|result|results|it|them)$/i.test(cand)) {
        const cut = rest.slice(0, m.index) + rest.slice(m.index + m[0].length - (m[1].length - cand.length));
        return { target: cand, rest: cut.replace(/\s{2,}/g, ' ').trim() };
      }
    }
  }
  return direct ?? { rest };
}

/** A direct object that is a participant: "queries the database", "asks the bank for approval". */
function directObject(verb: string, rest: string, names: Map<string, string>): { target?: string; rest: string } | undefined {
  const obj = /^(?:the\s+|a\s+|an\s+)?([A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*){0,2})/.exec(rest);
  if (!obj || /^(?:sends?|returns?|replies)$/i.test(verb)) return undefined;
  const all = obj[1].split(/\s+/);
  const stop = all.findIndex((w) => /^(?:through|to|with|for|from|via|by|in|on|at|and|or)$/i.test(w));
  const words = stop >= 0 ? all.slice(0, stop) : all;
  // "shows the dashboard", "displays an error page": what is shown is a screen, not someone who receives it
  // (unless it is already a participant, or a person: "shows the user a message").
  const display = /^(?:shows?|displays?|renders?|presents?)$/i.test(verb);
  for (let n = words.length; n >= 1; n--) {
    const cand = words.slice(0, n).join(' ');
    const receives = display
      ? names.has(matchKey(cand)) || (isPerson(cand) && !isSystem(cand))
      : names.has(matchKey(cand)) || isSystem(cand) || (isPerson(cand) && /^(?:asks?|answers?|tells?|calls?|notif(?:y|ies)|pings?|informs?|emails?|queries|contacts?|prompts?|invites?|greets?|pays?|thanks?)$/i.test(verb));
    if (receives) return { target: cand, rest: rest.slice(obj[0].length - (obj[1].length - cand.length)).trim() };
  }
  return undefined;
}
