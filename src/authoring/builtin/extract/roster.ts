// PromptDoc → the roster it declares: who takes part ("Participants:" with bullets, "between a user, frontend and
// database", "Swimlanes: HR, IT", "show X, Y and Z as lanes", "who owns each step: A, B and C", "泳道：员工、经理"),
// with the lines that hold it, so the readers of steps and messages can skip them.
import { subjectVerb } from '../text/clauses.js';
import type { PromptDoc, Statement } from '../text/doc.js';
import { nounPhrase } from '../text/label.js';
import { distributeHead, splitList } from '../text/lists.js';
import type { Item } from '../text/outline.js';

export type RosterPurpose = 'participants' | 'lanes';

export interface Roster {
  names: string[];
  /** Indexes of the lines that declare the roster (the key line and its bullets). */
  lines: Set<number>;
  /** The texts of the items that declare it, to tell them from other sentences on the same line. */
  texts?: Set<string>;
  /** 'key': a "Participants:" line or heading; 'prose': a phrase inside a sentence. */
  source: 'key' | 'prose';
  /**
   * How it was declared: the key word in lower case ("participants", "swimlanes", "泳道"), or for prose 'as-lanes',
   * 'lanes-for', 'owners' ("who owns each step: ..."), 'across', 'between', 'classes' or 'paren' ("roles (A, B, C)").
   */
  via: string;
  /** The sentence that declared a roster in prose, or the text after a lead that names the roster key. */
  sentence?: string;
}

const COUNT = String.raw`(?:(?:the\s+)?(?:following|these|those|key|main|involved|\d+|two|three|four|five|six|seven|eight|nine|ten)\s+)?`;
const PARTICIPANT_WORDS = String.raw`participants?|teilnehmer|beteiligte|akteure|lebenslinien|intervenants|participantes|partecipanti|actors?|lifelines?|parties|objects|classes|components|systems|services|entities|players|characters|speakers|参与者|参与方|參與者|参加者|登場人物|アクター|ライフライン`;
const LANE_WORDS = String.raw`swim\s?lanes?|lanes?|couloirs?|carriles|carril|calles|bahnen|schwimmbahnen|raias|corsie|roles?|actors?|owners?|departments?|teams?|columns?|responsibilities|parties|participants?|stakeholders|泳道|角色|部门|部門|レーン|スイムレーン|役割|担当者?|部署`;

function keyWords(purpose: RosterPurpose): string {
  return purpose === 'participants' ? PARTICIPANT_WORDS : LANE_WORDS;
}

// Compiled once per purpose: the key at the end of a header, the key word alone, and "roles (A, B, C)".
const compiled = (purpose: RosterPurpose) => ({
  key: new RegExp(String.raw`(?:^|\s|[:：])(?:(?:with|include|including|has|have|of)\s+)?(${COUNT})(?:${keyWords(purpose)})(?:\s+involved)?$`, 'iu'),
  word: new RegExp(`(?:${keyWords(purpose)})(?=\\s*(?:involved)?\\s*[:：]?\\s*(?:\\(.*\\))?$)`, 'iu'),
  paren: new RegExp(String.raw`(?:${keyWords(purpose)}|per\s+(?:role|actor|team|department|participant|party|person|group|function|stakeholder|owner|unit))\s*[(（]([^)）]+)[)）]`, 'iu'),
});
const RE = { participants: compiled('participants'), lanes: compiled('lanes') };

const ORDER_WORDS = /\s+(?:(?:from\s+)?left[\s-]+to[\s-]+right|von\s+links\s+nach\s+rechts|de\s+gauche\s+à\s+droite|de\s+izquierda\s+a\s+derecha|da\s+sinistra\s+a\s+destra|da\s+esquerda\s+para\s+a\s+direita|in\s+(?:this\s+)?order)$/i;
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * "Participants", "the following participants", "Left-to-right flow with three swimlanes": a header naming a roster.
 * Returns how many it announces (Infinity when it gives no number), or 0 when the text is no roster key.
 */
function rosterKey(text: string, purpose: RosterPurpose, maxWords = 8): number {
  const t0 = text.trim().replace(/^\*\*|\*\*$/g, '').replace(/[:：]\s*$/u, '');
  // "Roles (rows):" heads the rows of a table, not who takes part.
  if (/\((?:rows?|columns?|cells?|x[-\s]?axis|y[-\s]?axis|axis)\)\s*$/i.test(t0)) return 0;
  // ("Teilnehmer von links nach rechts", "participants (left to right)": the order they stand in is no part of the key.)
  const t = t0.replace(/\s*\(.*\)$/, '').replace(ORDER_WORDS, '').trim();
  const m = RE[purpose].key.exec(t);
  if (!m || t.split(/\s+/).length > maxWords) return 0;
  const count = /(\d+|two|three|four|five|six|seven|eight|nine|ten)\s*$/i.exec(m[1].trim())?.[1]?.toLowerCase();
  return count ? Number(count) || NUMBERS[count] : Infinity;
}

/** One roster entry: articles, possessive determiners and parenthetical notes off ("Client (web/mobile app)" → "Client"). */
function cleanName(raw: string): string {
  // "Waste Contractor)" at the end of "(…, lanes: A, B, Waste Contractor)": a bracket the list sits inside is no part of a name.
  let s = raw.trim().replace(/^\*\*(.*)\*\*$/, '$1').replace(/\s*[(（][^)）]*[)）]\s*/gu, ' ').replace(/^[(（[]\s*|\s*[)）\]]$/u, '').replace(/\s+(?:etc\.?|and so on)$/i, '');
  s = s.replace(/\s*[-–—:]\s+.*$/, '').replace(/[.;,:]+$/, '').trim();
  s = s.replace(/^(?:the|a|an|our|your|their|its|my|each|every)\s+/i, '');
  return nounPhrase(s);
}

const HEADLESS = /^(.*\S)\s+(?:class|classe|object)s$/i;

/** A list of names, or undefined when the parts read as clauses rather than names. */
function names(list: string): string[] | undefined {
  let parts = splitList(list);
  // "Alice and John": two names joined without a comma.
  if (parts.length === 1) parts = parts[0].split(/\s+(?:and|&|or)\s+/i);
  // "Invoker, ConcreteCommand, and Receiver classes": the plural head names what they are, not part of the name.
  const last = parts[parts.length - 1];
  const headless = last ? HEADLESS.exec(last) : null;
  if (headless && parts.length >= 2) parts = [...parts.slice(0, -1), headless[1]];
  else parts = distributeHead(parts);
  const out = parts.map(cleanName).filter(Boolean);
  // Clauses ("the guest arrives"), sentences, numbers and adverbs ("..., clearly showing the flow") are no names.
  const clause = (n: string) => { const v = subjectVerb(n); return v.subject !== '' && /s$/i.test(v.verb) && !/^[A-Z]/.test(v.verb); };
  if (out.length < 2 || out.some((n) => n.split(/\s+/).length > 5 || /[.!?]\s/.test(n) || /^[A-Z]?[a-z]+ly$/.test(n) || /^[\d\s.,:%-]+$/.test(n) || clause(n))) return undefined;
  return [...new Map(out.map((n) => [n.toLowerCase(), n])).values()];
}

// Where a list of names inside a sentence stops: "between a user, frontend and database during sign-up".
const LIST_END = /\s+(?:during|for|when|while|whenever|to|in|on|over|at|from|using|via|with|that|which|who|where|after|before|until|including|showing|so|because|as|by|through|within|about|regarding)\s.*$|\s*[.;:!?。；：！？].*$|,\s*\w+ly\b.*$|,\s*(?:showing|including|with|where|when|and\s+(?:show|include|how|the\s+\w+ing))\b.*$/iu;

function listBefore(text: string): string {
  return text.replace(LIST_END, '').trim();
}

const until = (m: RegExpExecArray | null) => (m ? listBefore(m[1]) : undefined);

/** Roster phrases of a sentence, per purpose, with how each was said. */
function proseRoster(sentence: string, purpose: RosterPurpose): { names: string[]; via: string } | undefined {
  const s = sentence.replace(/\*\*/g, '');
  const tries: [string, string | undefined][] = [];
  if (purpose === 'lanes') {
    // "Show the customer, the bank's systems and the operations team as lanes".
    tries.push(['as-lanes', /\b(?:show|draw|put|have|with|use|using|make)\s+(.+?)\s+as\s+(?:separate\s+|their\s+own\s+|individual\s+)?(?:swim\s?)?lanes?\b/i.exec(s)?.[1]]);
    // "lanes for the patient, the nurse and the doctor", "swimlanes for sales, legal and finance".
    tries.push(['lanes-for', until(/\b(?:swim\s?)?lanes?\s+(?:for|of)\s+(?!each\b|every\b)(.+)$/i.exec(s))]);
    // "mit den Bahnen Personalabteilung, IT und Teamleitung", "avec les couloirs …", "con los carriles …".
    tries.push(['lanes-for', until(/(?:\bmit\s+(?:den\s+)?(?:\p{L}+-)?(?:Bahnen|Swimlanes|Spuren|Lanes)|\bavec\s+(?:les\s+)?couloirs|\bcon\s+(?:los\s+|las\s+)?(?:carriles|calles)|\bcom\s+(?:as\s+)?raias|\bcon\s+(?:le\s+)?corsie)\s*[:：]?\s+(.+)$/iu.exec(s))]);
    // "Show who owns each step: the on-call engineer, the incident commander and the communications lead".
    tries.push(['owners', /\bwho\s+(?:owns|does|handles|performs|is\s+responsible\s+for|takes\s+care\s+of)\s+(?:each|every|which|what)(?:\s+\w+)?\s*[:：]\s*(.+)$/i.exec(s)?.[1]]);
    // "Employee offboarding across HR, IT and the manager", "handoffs between sales, legal and finance".
    tries.push(['across', until(/\b(?:across|between|among)\s+(.+)$/i.exec(s))]);
    // "order processing through payment, inventory, and notification services" (three or more: "through the
    // emergency department, one lane per role" is a place).
    const through = until(/\bthrough\s+(.+)$/i.exec(s));
    tries.push(['across', through && splitList(through).length >= 3 ? through : undefined]);
  } else {
    // "the interaction between a user, frontend, API service and database during ...".
    tries.push(['between', until(/\b(?:between|among(?:st)?|involving)\s+(.+)$/i.exec(s))]);
    // "participants are A, B and C", "with the participants A, B and C".
    tries.push(['participants', until(/\bparticipants?\s+(?:are|is|include|including)?\s*[:：]?\s*(.+)$/i.exec(s))]);
    // "with Invoker, ConcreteCommand, and Receiver classes".
    tries.push(['classes', /\bwith\s+(.+?\s+(?:classes|objects|services|components|systems))\b/i.exec(s)?.[1]]);
  }
  // "one lane per role (patient, triage nurse, doctor, lab)", "多角色（用户、商家、平台）": the most explicit, read first.
  tries.unshift(['paren', RE[purpose].paren.exec(s)?.[1]]);
  // "Swimlane please, lanes = Shipping Line / Customs Broker / Haulier", "the lanes are Sales, Legal and Finance".
  tries.splice(1, 0, ['equals', new RegExp(String.raw`(?:^|[\s,;(])(?:the\s+)?(?:${keyWords(purpose)})\s*(?:=|:|\bare\b|\bshould\s+be\b)\s*(.+)$`, 'iu').exec(s)?.[1]?.replace(/[.;。；]\s.*$/su, '')]);
  for (const [via, t] of tries) {
    const got = t ? names(t) : undefined;
    if (got) return { names: got, via };
  }
  return undefined;
}

/** The key word of a roster key ("the following participants" → "participants"). */
function keyWord(text: string, purpose: RosterPurpose): string {
  return RE[purpose].word.exec(text.trim().replace(/^\*\*|\*\*$/g, ''))?.[0].toLowerCase() ?? 'key';
}

function itemsDeep(items: Item[], out: Item[] = []): Item[] {
  for (const it of items) { out.push(it); itemsDeep(it.children, out); }
  return out;
}

function lineIndexes(it: Item, out = new Set<number>()): Set<number> {
  if (it.line) out.add(it.line.index);
  for (const c of it.children) lineIndexes(c, out);
  return out;
}

function itemTexts(it: Item, out = new Set<string>()): Set<string> {
  out.add(it.text.trim());
  for (const c of it.children) itemTexts(c, out);
  return out;
}

/**
 * True when a statement is part of the roster's declaration. A line that holds more than the declaration
 * ("Participants: A, B, C. A posts the cart to B, …" on one line) keeps its other sentences.
 */
export function declaresRoster(roster: Roster | undefined, st: Statement, doc: PromptDoc): boolean {
  if (!roster || !st.line || !roster.lines.has(st.line.index)) return false;
  if (!roster.texts) return true;
  const line = st.line;
  if (doc.statements.filter((s) => s.line === line).length <= 1) return true;
  return roster.texts.has(st.text.trim());
}

/** The roster the prompt declares for participants (sequence) or lanes (swimlane), if any. */
export function readRoster(doc: PromptDoc, purpose: RosterPurpose): Roster | undefined {
  // A key line: "Participants:" over bullets, "Swimlanes: HR, IT, Manager", "泳道：员工、经理".
  const all = itemsDeep(doc.items);
  for (const [i, it] of all.entries()) {
    const kv = /^([^:：]{1,60})[:：]\s*(.+)$/u.exec(it.text);
    if (kv && rosterKey(kv[1], purpose)) {
      const got = names(kv[2]);
      if (got) return { names: got, lines: lineIndexes(it), texts: itemTexts(it), source: 'key', via: keyWord(kv[1], purpose) };
      // "…? Roles: Class Teacher, Head of Department, Exams Officer." read as items of its line: the names after the
      // key are the items that follow it on the same line.
      const rest = it.line ? all.slice(i + 1).filter((x) => x.line?.index === it.line!.index && x.children.length === 0) : [];
      const joined = rest.length > 0 ? names([kv[2], ...rest.map((x) => x.text)].join(', ')) : undefined;
      if (joined) return { names: joined, lines: new Set([it.line!.index]), texts: new Set([it.text.trim(), ...rest.map((x) => x.text.trim())]), source: 'key', via: keyWord(kv[1], purpose) };
    }
    const announced = it.children.length >= 2 ? rosterKey(it.text, purpose) : 0;
    if (announced) {
      // "with three swimlanes:" takes three bullets, even where more lines ended up under the header.
      const kids = it.children.slice(0, announced);
      const got = kids.map((c) => cleanName(c.text)).filter(Boolean);
      if (got.length >= 2 && kids.every((c) => c.children.length === 0) && got.every((n) => n.split(/\s+/).length <= 5)) {
        const lines = new Set<number>(it.line ? [it.line.index] : []);
        for (const k of kids) lineIndexes(k, lines);
        return { names: got, lines, source: 'key', via: keyWord(it.text, purpose) };
      }
    }
  }
  // "... with these participants: User, Browser, Client App".
  if (doc.tail && rosterKey(doc.lead, purpose, 40)) {
    const got = names(doc.tail.replace(/[.;。；]\s.*$/su, ''));
    // The first line also holds what follows the list ("Participants: A, B. A asks B ..."): no line is left out.
    if (got) return { names: got, lines: new Set(), source: 'key', via: keyWord(doc.lead, purpose), sentence: doc.tail.replace(/[.;。；]\s.*$/su, '') };
  }
  // "flow with three swimlanes:" over bullets, as the request line.
  const announced = !doc.tail && doc.lead ? rosterKey(doc.lead, purpose, 40) : 0;
  if (announced && doc.items.length >= 2 && doc.items.every((i) => i.children.length === 0)) {
    const kids = doc.items.slice(0, announced);
    const got = kids.map((c) => cleanName(c.text)).filter(Boolean);
    if (got.length >= 2 && got.every((n) => n.split(/\s+/).length <= 5)) return { names: got, lines: new Set(kids.flatMap((k) => (k.line ? [k.line.index] : []))), source: 'key', via: keyWord(doc.lead, purpose) };
  }
  // "Could you make a lanes chart …? Roles: Class Teacher, Head of Department, …": a key sentence on a line with others.
  for (const st of doc.statements) {
    const kv = /^([^:：]{1,30})[:：]\s*(.+)$/u.exec(st.text.trim());
    const got = kv && rosterKey(kv[1]!, purpose, 4) ? names(kv[2]!) : undefined;
    if (got) return { names: got, lines: new Set(st.line ? [st.line.index] : []), texts: new Set([st.text.trim()]), source: 'key', via: keyWord(kv![1]!, purpose), sentence: st.text.trim() };
  }
  for (const text of [doc.lead, ...doc.statements.map((s) => s.text)]) {
    if (!text) continue;
    const got = proseRoster(text, purpose);
    if (got) return { names: got.names, lines: new Set(), source: 'prose', via: got.via, sentence: text };
  }
  // "Swimlane please, lanes = A / B / C": the request the brief took out of the content names them.
  for (const text of doc.asked ?? []) {
    const kv = /^([^:：]{1,30})[:：]\s*(.+)$/u.exec(text.trim());
    const keyed = kv && rosterKey(kv[1]!, purpose, 4) ? names(kv[2]!.replace(/[.;。；]\s*$/u, '')) : undefined;
    const got = keyed ? { names: keyed, via: keyWord(kv![1]!, purpose) } : proseRoster(text, purpose);
    if (got) return { names: got.names, lines: new Set(), source: 'prose', via: got.via, sentence: text };
  }
  return undefined;
}
