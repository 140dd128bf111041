// A story of messages between named parties ("the hub asks the camera for a snapshot, the camera sends back the image,
// the hub forwards it to the cloud relay"): any noun that acts as a subject is a party, whatever it is called, and a
// clause whose subject is a party and whose verb hands something to another party is a message.
import { splitClauses, subjectVerb } from '../text/clauses.js';
import type { PromptDoc } from '../text/doc.js';
import { isPerson } from '../extract/participants.js';

const SEND = /^(?:asks?|sends?|sent|requests?|forwards?|pushes|pings?|calls?|invokes?|queries|tells?|notif(?:y|ies)|posts?|passes|hands|submits?|transmits?|informs?|delivers?|emails?|messages?|relays?|redirects?|signals?|alerts?|replies|responds?|returns?|answers?|acknowledges?|confirms?)$/i;
const REPLY = /^(?:replies|responds?|returns?|answers?|acknowledges?|confirms?|sends?)$/i;
const PRONOUN = /^(?:it|they|he|she|this|that|we|you|i|which|who|there|then)$/i;

export interface PartyStory { messages: number; parties: number; things: number; names: string[] }

const headOf = (subject: string): string | undefined => {
  const ws = subject.replace(/^(?:the|a|an|our|my|their|its|his|her)\s+/i, '').split(/\s+/);
  if (ws.length > 3) return undefined;
  const head = (ws[ws.length - 1] ?? '').toLowerCase().replace(/['’]s$/, '');
  return head && !PRONOUN.test(head) && /^[\p{L}][\p{L}\d-]*$/u.test(head) ? head : undefined;
};

const seen = new WeakMap<PromptDoc, PartyStory>();

/** Messages between parties that each act as a subject somewhere in the prompt (read once per document). */
export function partyStory(doc: PromptDoc): PartyStory {
  let s = seen.get(doc);
  if (!s) seen.set(doc, (s = readPartyStory(doc)));
  return s;
}

function readPartyStory(doc: PromptDoc): PartyStory {
  const svos = doc.statements.flatMap((s) => splitClauses(s.text)).filter((c) => c.role === 'step' || c.role === 'loop').map((c) => subjectVerb(c.text));
  const parties = new Set(svos.map((v) => (v.subject ? headOf(v.subject) : undefined)).filter((h): h is string => !!h));
  const asked = new Set<string>();
  const touched = new Set<string>();
  let messages = 0;
  for (const v of svos) {
    const from = v.subject ? headOf(v.subject) : undefined;
    const verb = v.verb.split(/\s+/)[0] ?? '';
    if (!from || !SEND.test(verb)) continue;
    const words = v.rest.toLowerCase().split(/[^\p{L}\d-]+/u);
    const to = words.find((w) => w !== from && parties.has(w));
    if (to) { messages++; touched.add(from).add(to); asked.add(to); }
    else if (REPLY.test(verb) && asked.has(from)) { messages++; touched.add(from); }
  }
  const things = [...touched].filter((p) => !isPerson(p)).length;
  // The parties' full names are read only where a reader asks for them (most prompts are no party story).
  let names: string[] | undefined;
  return {
    messages, parties: touched.size, things,
    get names() { return (names ??= namesOf([...parties], doc.statements.map((st) => st.text).join('\n'))); },
  };
}

/** Three or more messages among three or more parties, most of them things (devices, systems) rather than people. */
export function isPartyStory(s: PartyStory): boolean {
  return s.messages >= 3 && s.parties >= 3 && s.things >= 2;
}

const TITLED = /\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sir|Dame|Capt|Sgt)\.?\s+(\p{Lu}[\p{L}'’-]*)/gu;
const ESC = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NOT_MODIFIER = /^(?:the|a|an|to|for|of|from|back|with|at|on|in|by|and|or|it|its|then|asks?|sends?|tells?)$/i;

/** Each party's fullest name in the text, in order of first mention: "home hub", "Maya's phone", "key encoder". */
function namesOf(heads: string[], text: string): string[] {
  const titles = [...text.matchAll(TITLED)].map((m) => ({ whole: m[0], name: m[1]! }));
  const found = heads.map((head) => {
    const re = new RegExp(String.raw`(?:\b(?:the|a|an)\s+|(\b\p{Lu}\p{L}*['’]s)\s+|\b)(?:([\p{L}-]+)\s+)?(${ESC(head)})\b`, 'giu');
    let best = '';
    let at = -1;
    for (const m of text.matchAll(re)) {
      if (at < 0) at = m.index ?? 0;
      const name = m[1] ? `${m[1]} ${m[3]}` : m[2] && !NOT_MODIFIER.test(m[2]) && /^(?:the|a|an)\s/i.test(m[0]) ? `${m[2]} ${m[3]}` : m[3]!;
      if (name.length > best.length) best = name;
    }
    // "Dr. Okafor", "Ms Lee": a title before a name is part of it.
    const name = best || head;
    const titled = titles.find((t) => t.name.toLowerCase() === name.toLowerCase())?.whole;
    return { name: titled ?? name, at: at < 0 ? Infinity : at };
  });
  return found.sort((a, b) => a.at - b.at).map((f) => f.name.charAt(0).toUpperCase() + f.name.slice(1));
}
