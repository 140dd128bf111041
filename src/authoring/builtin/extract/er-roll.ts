// A roll of entities in prose, with remarks in brackets: "We have Students, Courses (a student is enrolled on one
// course), Equipment Items (camera, tripod, mic, each with a serial number) and Loans (one student borrows one or more
// items, with a due date)". The names are entities; each remark is read as attributes of its entity ("each with a
// serial number"), as sentences about it ("linked to a loan and an item"), or as examples (left out).
import { attrList, type ErModel } from './er-model.js';
import { notEntity } from './er-words.js';

// "we have", "we track", "there are", "the system needs to store", "we need to keep track of" (after "For our lab,").
const CUE = /^(?:(?:so|ok|okay|basically|well|now|right|also|and|then|here),?\s+){0,3}(?:(?:in|for|at|on)\s+(?!(?:each|every|any)\b)[^,.]{1,60}?,?\s+)?(?:we(?:'ve|\s+have)?\s+got|we've|we(?:'ll|\s+will)?\s+(?:also\s+)?(?:(?:need|want|have)\s+to\s+(?:store|track|keep\s+track\s+of|keep|record|model|manage|hold|cover)|have\s+got|have|track|store|keep\s+track\s+of|keep|record|manage|hold|deal\s+with|cover)|there\s+(?:are|is|will\s+be)|(?:the|our|this)\s+(?:system|database|db|app|application|schema|model|site|platform|tool)\s+(?:(?:needs?|has|wants?)\s+to\s+|should\s+|must\s+|will\s+|is\s+going\s+to\s+)?(?:store|track|keep\s+track\s+of|keep|record|manage|hold|cover|contain|have)s?|(?:the|our|this|an?)\s+[a-z]+(?:\s+[a-z]+){0,2}\s+(?:(?:(?:needs?|wants?|has)\s+to|should|must|will)\s+(?:store|track|keep\s+track\s+of|keep|record|manage|hold)|keeps\s+track\s+of|(?:maintains|keeps|holds|stores|needs|wants)\s+(?:data|information|info|records|details)\s+(?:about|on|for|of)(?:\s+(?:its|their|our))?))\s+(?:also\s+)?(?:(?:information|info|data|details|records)\s+(?:about|on|for|of)\s+)?(.+)$/i;
const NAME = /^(?:(?:the|our|all|any|some|a|an)\s+)?([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3})\s*(?:\(([^()]*)\))?$/;
// Words that show a part is a clause or phrase, not a name ("many ways to do this", "students who enrol").
const NOT_NAME = /\b(?:is|are|was|were|be|has|have|can|may|must|will|should|to|of|who|which|that|with|for|by|in|on|at|from|per|each|every|it|they|this|these|those|many|lots|several|some|no|one|two|three|ways?|things?|stuff)\b/i;
const COUNT = String.raw`(?:one\s+or\s+more|zero\s+or\s+more|at\s+least\s+one|exactly\s+one|many|several|multiple|some|one|an?)`;
// "one student borrows one or more items": a subject, a verb and what it reaches.
const LINK_CLAUSE = new RegExp(String.raw`^(?:one|an?|each|every|the|any)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:(?:can|may|must|will)\s+)?(?:[a-z]+s|is\s+\w+\s+(?:by|to|on|in|for|with)|are\s+\w+\s+(?:by|to|on|in|for|with))\s+(${COUNT})\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)$`, 'i');

/** Splits at commas and "and" outside brackets. */
function topLevel(text: string, andToo: boolean): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    const and = andToo && depth === 0 && /^\s+and\s/i.test(text.slice(i, i + 6)) ? /^\s+and\s+/i.exec(text.slice(i))![0].length : 0;
    if (depth === 0 && (ch === ',' || and)) {
      out.push(cur);
      cur = '';
      if (and) i += and - 1;
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out.map((p) => p.trim().replace(/^and\s+/i, '').trim()).filter(Boolean);
}

/** Sentences a remark says about its entity; attributes it names go straight onto the entity. */
function readRemark(remark: string, key: string, label: string, model: ErModel): string[] {
  const out: string[] = [];
  const head = key.split(' ').pop()!;
  const subject = `each ${label.toLowerCase()}`;
  // "clients (name, phone, address)": a remark that only lists short names gives the entity's attributes.
  const plain = topLevel(remark, false);
  if (plain.length >= 2 && plain.every((x) => /^[\p{L}][\p{L}\p{N} _-]*$/u.test(x) && x.split(/\s+/).length <= 3 && !/\b(?:one|each|every|many|several|per|linked|belongs?|has|have|is|are|e\.?g|etc|like)\b/i.test(x))) {
    model.addAttrs(key, plain);
    return out;
  }
  for (const piece of plain) {
    // ("each belongs to one client", "it has many lines": the subject is the entity.)
    const p = piece.replace(/^(?:and|but)\s+/i, '').replace(/^(?:each(?:\s+one)?|it|they|which|that|all)\s+(?=(?:has|have|belongs?|is|are|refers?|points?|[a-z]+ed)\s)/i, '');
    const attrs = /^(?:(?:each|all|every\s+one|both)\s+)?(?:with|having|incl(?:uding|\.)?\s+(?:its|their)|storing|recording)\s+(.+)$/i.exec(p);
    if (attrs) { model.addAttrs(key, attrList(attrs[1]!)); continue; }
    // "a student is enrolled on one course" under Courses: a sentence that names the entity itself.
    const words = p.toLowerCase().split(/[^a-z-]+/).map((w) => w.replace(/(?:ies)$/, 'y').replace(/(?<=[^s])s$/, ''));
    // "one per product per warehouse", "one for each project": many of the entity to one of each known entity named.
    const per = /^(?:one|a\s+single\s+\w+|exactly\s+one)\s+((?:(?:per|for\s+each|for\s+every|each)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*(?:and\s+)?)+)$/i.exec(p);
    if (per) {
      for (const x of per[1]!.split(/\s*(?:and\s+)?(?:per|for\s+each|for\s+every|each)\s+/i).filter(Boolean)) if (model.find(x.trim())) out.push(`${subject} is for one ${x.trim()}`);
      continue;
    }
    // "a tenant raises a request about one property" under Maintenance Requests: one tenant raises many of them, each about one property.
    const raised = /^(?:one|an?|each|every|the)\s+([a-z][\w-]*)\s+((?:can\s+|may\s+)?[a-z]+)\s+(?:an?|one)\s+([a-z][\w-]*)(?:\s+(about|for|on|in|of|to|at|from|with)\s+(.+))?$/i.exec(p);
    if (raised && raised[3]!.toLowerCase().replace(/s$/, '') === head) {
      out.push(`a ${raised[1]} ${raised[2]} many ${raised[3]}s`);
      if (raised[4]) out.push(`${subject} is ${raised[4]} ${raised[5]}`);
      continue;
    }
    if (/^(?:one|an?|each|every|the|any)\s/i.test(p) && words.includes(head)) { out.push(p); continue; }
    // "one student borrows one or more items" under Loans: the entity holds one subject and what it reaches.
    const link = LINK_CLAUSE.exec(p);
    if (link && !notEntity(link[1]!) && !notEntity(link[3]!)) {
      out.push(`${subject} is for one ${link[1]}`, `${subject} is for ${link[2]} ${link[3]}`);
      continue;
    }
    // "linked to a loan and an item", "owned by one member", "belongs to a course", "has many lessons".
    if (/^(?:has|have|belongs?\s+to|refers?\s+to|points?\s+to|is|are)\s/i.test(p)) { out.push(`${subject} ${p}`); continue; }
    if (/^(?:[a-z]+ed|run|held|made|written|taught|kept|paid|sent|given|taken|owned)\s+(?:by|to|with|in|on|for|from|at|against)\s/i.test(p)) out.push(`${subject} is ${p}`);
    // Anything else ("camera, tripod, mic", "e.g. lab, lecture") gives examples of the entity, no entities.
  }
  return out;
}

const KEEP = String.raw`(?:(?:must|should|will|also|need\s+to|needs\s+to|want\s+to|wants\s+to|have\s+to|has\s+to)\s+)?(?:record|store|keep\s+track\s+of|keep|track|hold|know|register|capture|save|note|log)s?`;
const WHO = String.raw`(?:we|you|i|they|it|the\s+[a-z]+(?:\s+[a-z]+)?)`;
const THING = String.raw`([a-z][\w-]*(?:\s+[a-z][\w-]*)?)`;
// "For each patient we record their name, date of birth and address"; "We store the title and year of every film".
const FOR_EACH = new RegExp(String.raw`^(?:for|of|about)\s+(?:each|every|an?|the|any)\s+${THING}\s*,?\s+${WHO}\s+${KEEP}\s+(.+)$`, 'i');
const OF_EACH = new RegExp(String.raw`^${WHO}\s+${KEEP}\s+(.+?)\s+(?:of|for|about)\s+(?:each|every|an?|all|any)\s+${THING}$`, 'i');

// "The following information is stored about each employee: number, name and salary".
const ABOUT_EACH = new RegExp(String.raw`^(?:the\s+following\s+)?(?:information|info|data|details|attributes|facts)\s+(?:is|are|must\s+be|should\s+be|will\s+be|needs\s+to\s+be)\s+(?:stored|kept|recorded|held|needed|required|tracked)\s+(?:about|for|on|of)\s+(?:each|every|an?|the|all)\s+${THING}\s*[:—–-]\s*(.+)$`, 'i');
// "The name and address of each patient are recorded".
const PASSIVE_OF_EACH = new RegExp(String.raw`^(?:the\s+)?(.+?)\s+of\s+(?:each|every|an?|all|any)\s+${THING}\s+(?:is|are|must\s+be|should\s+be|will\s+be|need\s+to\s+be|needs\s+to\s+be)\s+(?:recorded|stored|kept|tracked|held|needed|required|saved|registered)$`, 'i');
// "Each animal is identified by a unique tag number", "Customers are identified by their membership number".
const IDENTIFIED = /^(?:(?:each|every|an?|the)\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:is|are)\s+(?:uniquely\s+)?identified\s+by\s+(?:an?\s+|its\s+|their\s+|the\s+)?(?:unique\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})$/i;

/** "For each X we record a, b and c": the attributes of X; false when the sentence is no such sentence. */
export function readRecorded(sentence: string, model: ErModel): boolean {
  const t = sentence.trim().replace(/[.!;:]+$/, '');
  const id = IDENTIFIED.exec(t);
  if (id && !notEntity(id[1]!)) { model.addAttrs(model.ent(id[1]!), [`${id[2]} (PK)`]); return true; }
  const f = FOR_EACH.exec(t) ?? ABOUT_EACH.exec(t);
  const o = f ? null : OF_EACH.exec(t);
  const pass = f || o ? null : PASSIVE_OF_EACH.exec(t);
  const [thing, list] = f ? [f[1]!, f[2]!] : o ? [o[2]!, o[1]!] : pass ? [pass[2]!, pass[1]!] : [];
  if (!thing || !list || notEntity(thing)) return false;
  const attrs = attrList(list).map((a) => a.replace(/^(?:its|their|his|her|the|an?)\s+/i, ''));
  if (attrs.some((a) => a.split(/\s+/).length > 5)) return false;
  model.addAttrs(model.ent(thing), attrs);
  return true;
}

/** "We store books (title, isbn)" as the first line of a roll: the line without its cue ("books (title, isbn)"). */
export function withoutRollCue(line: string): string {
  return CUE.exec(line.trim())?.[1] ?? line;
}

/** A sentence that rolls entities out in prose: the sentences its remarks say, or undefined when it is none. */
export function readRoll(sentence: string, model: ErModel): string[] | undefined {
  const m = CUE.exec(sentence.trim().replace(/[.!;:]+$/, ''));
  if (!m) return undefined;
  const parts = topLevel(m[1]!.replace(/\s*,?\s+(?:etc|and\s+so\s+on)\.?$/i, ''), true);
  // One name is a roll only with a remark that says something of it: "There are also timetable slots (each slot is …)".
  if (parts.length < 2 && !/\((?:[^()]*\b(?:one|many|several|each|linked|belongs?|with)\b[^()]*)\)$/i.test(parts[0] ?? '')) return undefined;
  // "customers who place orders": a name, and a sentence about it.
  const said: string[] = [];
  const named = parts.map((p) => {
    const who = /^([a-z][\w-]*s)\s+(?:who|that|which)\s+([a-z]+\s+.+)$/i.exec(p);
    if (who) said.push(`${who[1]} ${who[2]}`);
    return NAME.exec(who ? who[1]! : p);
  });
  if (named.some((n) => !n || NOT_NAME.test(n[1]!) || notEntity(n[1]!))) return undefined;
  const out: string[] = [...said];
  const keys = named.map((n) => model.ent(n![1]!));
  named.forEach((n, i) => {
    if (n![2]) out.push(...readRemark(n![2]!, keys[i]!, model.ents.find((e) => e.key === keys[i])!.label, model));
  });
  return out;
}
