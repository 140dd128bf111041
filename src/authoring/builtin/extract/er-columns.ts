// Tables named in running prose with their columns: "We have members (name, email, join date)", "tools (name,
// condition) get borrowed by members", "members sign up for work days (date, task), many to many", "rentals need their
// own table with season and fee paid", "we want a borrowing log with out date and return date". The name before a
// bracketed list is an entity, the list its attributes; the sentence without the list is read as any other.
import { attrList, type ErModel } from './er-model.js';
import { notEntity } from './er-words.js';
import { wordClass } from '../text/nlp.js';

// Words that end a name on its left: the verb or preposition before it, a determiner, a cue.
const STOP = /^(?:have|has|had|we|i|you|they|also|and|or|but|the|a|an|our|their|its|my|of|for|to|in|on|by|with|from|at|as|get|gets|got|are|is|be|need|needs|want|wants|keep|keeps|track|tracks|store|stores|record|records|called|named|some|all|each|every|any|one|many|several|there|oh|so|then|like|about|into|up|down|out|over|cada|chaque|jede[rsm]?|ogni|todo|toda|um|uma|un|une|una|ein|eine)$/i;
const BRACKETED = /([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,2})\s*\(([^()]{3,200})\)/gu;

const KEY_OR_TYPE = /^(?:pk|fk|uk|primary(?:\s+key)?|foreign(?:\s+key)?|unique|not\s+null|null(?:able)?|required|optional|indexed|auto[-_ ]?increment|default\b.*|int(?:eger)?|bigint|varchar(?:\(\d+\))?|char|bool(?:ean)?|datetime|timestamp|decimal|float|double|uuid|serial)$/i;

export interface NamedColumns { name: string; list: string[]; whole: string }

/** The names a sentence gives a bracketed list of columns to ("members (name, email, join date)"). */
export function namedColumns(sentence: string): NamedColumns[] {
  const out: NamedColumns[] = [];
  for (const m of sentence.matchAll(BRACKETED)) {
    const body = m[2]!;
    if (/\b(?:e\.?g|i\.?e|etc)\b|\d+\s*(?:%|\.\.)|[:;=]/i.test(body)) continue;
    const list = body.split(/\s*,\s*|\s+(?:and|&)\s+/).map((x) => x.trim()).filter(Boolean);
    if (list.length < 2 || list.some((x) => x.split(/\s+/).length > 4 || /^(?:one|each|every|many|linked|belongs?|per)\b/i.test(x))) continue;
    // "customer_id (FK, not null)", "price (decimal, required)": what a column is, not a table's columns.
    if (list.some((x) => KEY_OR_TYPE.test(x.trim()))) continue;
    const words = m[1]!.split(/\s+/);
    // The name is the last word, and the one before it when it is a noun or adjective after a boundary ("for work
    // days (…)"), not a verb after its subject ("Members rent plots (…)").
    let i = words.length - 1;
    while (i > 0) {
      const w = words[i - 1]!;
      // ("Reading Room (id, floor)": a name written in capitals is whole.)
      if (/^\p{Lu}/u.test(w) && /^\p{Lu}/u.test(words[i]!) && !STOP.test(w)) { i--; continue; }
      if (STOP.test(w) || !/^(?:noun|adjective)$/.test(wordClass(w.toLowerCase()))) break;
      const before = i - 2 >= 0 ? words[i - 2]! : sentence.slice(0, m.index).trim().split(/\s+/).pop() ?? '';
      if (before && !STOP.test(before) && !/[,:;.!?–—-]$/.test(before) && wordClass(before.toLowerCase()) !== 'verb') break;
      i--;
    }
    const name = words.slice(i).join(' ');
    if (STOP.test(words[words.length - 1]!) || notEntity(name) || /_/.test(name)) continue;
    out.push({ name, list, whole: m[0] });
  }
  return out;
}

// "rentals need their own table with season and fee paid", "Loans get their own entity": a table of its own.
const OWN_TABLE = /^(?:so\s+)?(?:(?:i\s+guess|i\s+think|probably|maybe)\s+)?(?:the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:need|needs|get|gets|deserve|deserves|should\s+(?:get|have|be)|have|has|will\s+need)\s+(?:its|their|an?)\s+own\s+(?:table|entity|record)(?:\s+(?:with|for|holding|storing)\s+(.+))?$/i;
// "we want a borrowing log with out date and return date", "we need a waiting list with the date added".
const WANTED = /^(?:and\s+)?(?:we|i)\s+(?:also\s+)?(?:want|need|keep|have|would\s+like|'d\s+like)\s+(?:an?|one)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:log|register|history|record|list|table|journal|ledger))\s+(?:with|of|holding|storing)\s+(.+)$/i;

/** A clause that makes a table of its own: true when it was one. The table is marked as a link, so that the
 *  relationship named by the same verb ("rent", "borrowed") goes through it. */
export function readOwnTable(clause: string, model: ErModel): boolean {
  const t = clause.trim().replace(/[.!]+$/, '');
  const m = OWN_TABLE.exec(t) ?? WANTED.exec(t);
  if (!m || notEntity(m[1]!)) return false;
  const name = m[1]!.replace(/\s+(?:table|entity)$/i, '');
  const k = model.ent(name);
  if (m[2]) model.addAttrs(k, attrList(m[2]));
  if (!model.linkTables.includes(k)) model.linkTables.push(k);
  return true;
}

/** A sentence with its bracketed column lists read into the model and taken out: "tools (name, condition) get borrowed
 *  by members" → "tools are borrowed by members". ("get borrowed" is the passive; ", many to many" a count said after.) */
export function withColumnsRead(sentence: string, model: ErModel, english: boolean): string {
  let t = sentence;
  if (english) {
    for (const c of namedColumns(sentence)) {
      model.addAttrs(model.ent(c.name), attrList(c.list.join(', ')));
      // (Brackets before a dash stay: "Book (id, title) – written by one Author" is read whole.)
      const at = t.indexOf(c.whole);
      if (at >= 0 && !/^\s+[-–—]\s/.test(t.slice(at + c.whole.length))) t = t.slice(0, at) + c.whole.replace(/\s*\([^()]*\)$/, '') + t.slice(at + c.whole.length);
    }
  }
  // ("Members can also host screenings": the adverb says nothing of the schema; ", one per month" counts the rows.)
  return t.replace(/\b(?:get|gets|got|getting)\s+(?=[a-z]+ed\b)/gi, 'are ').replace(/\b(can|may|must|will|should)\s+also\s+/gi, '$1 ')
    .replace(/,\s*(?:usually\s+|normally\s+|typically\s+)?(?:one|two|1|2)\s+(?:per|a|each|every)\s+[a-z]+(?=\s*[.;]?\s*$)/i, '');
}

// "members sign up for work days, many to many", "students take courses (many-to-many)": both sides many.
const M2M_AFTER = /\s*(?:,\s*|\(\s*|\s[-–—]\s*)(?:it'?s\s+|that'?s\s+)?(?:many[- ]to[- ]many|m\s*:\s*n|n\s*:\s*m)(?:\s+relationship)?\s*\)?$/i;

/** "X verb Y, many to many": the sentence without its count, and whether it said many to many. */
export function manyToManyAfter(sentence: string): [string, boolean] {
  const m = M2M_AFTER.exec(sentence);
  return m ? [sentence.slice(0, m.index), true] : [sentence, false];
}
