// PromptDoc → ER content: entities with attributes and keys, relationships with cardinalities, from entity lines,
// notation ("Users 1:N Orders", "一对多"), relationship sentences and lists of entities.
import type { ErContent } from '../../../spec/content/index.js';
import type { Item } from '../text/outline.js';
import { IdMaker, matchKey } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { isRequest } from '../text/title.js';
import { analyze } from '../text/doc.js';
import { languageOf } from '../text/language.js';
import { flatItems, tooFew, validated, type ExtractContext } from './common.js';
import { plainTitle } from './plain-title.js';
import { attrList, ErModel, type Card } from './er-model.js';
import { readNotation } from './er-notation.js';
import { readCjkRelations } from './er-cjk.js';
import { bracketedAttributes, readForeignRelations } from './er-foreign.js';
import { readRecorded, readRoll, withoutRollCue } from './er-roll.js';
import { notEntity } from './er-words.js';
import { manyToManyAfter, readOwnTable, withColumnsRead } from './er-columns.js';
import { canBeVerb, wordClass } from '../text/nlp.js';

const Q = String.raw`(?:zero\s+or\s+more|one\s+or\s+more|at\s+least\s+one|zero\s+or\s+one|at\s+most\s+one|no\s+more\s+than\s+one|exactly\s+one|only\s+one|just\s+one|one|many|multiple|several|a\s+single|a\s+number\s+of|a\s+set\s+of|a\s+list\s+of|a\s+collection\s+of|any\s+number\s+of|more\s+than\s+one|up\s+to\s+(?:\d+|two|three|four|five|six|ten)|(?:one\s+or\s+)?(?:two|three|four|five|six|ten)(?:\s+or\s+more)?|some|a|an|1|n|\d+)`;
// "A customer places many orders", "Each order has one or more line items", "An order belongs to a customer".
// (Not "appointments over time": a preposition after the noun starts a phrase of its own.)
const NOUN2 = String.raw`[A-Za-z][\w-]*(?:\s+(?!(?:and|or|but|with|in|on|for|to|from|by|through|via|using|per|that|which|who|is|are|has|have|can|may|must|each|its|at|as|who|over|across|during|under|about|after|before|within|into|throughout|between|among|like|than|when|where|if|so)\b)[A-Za-z][\w-]*)?`;
const NOT_VERB = String.raw`(?!(?:is|are|was|were|for|to|of|in|on|with|by|at|and|or|the|a|an)\b)`;
const VERB = String.raw`(?:have|has|belongs?\s+to|(?:is|are)\s+(?:assigned|linked|related|attached|connected)(?:\s+to)?|(?:is|are)\s+(?:part\s+of|for|in|of|on|with|from|about)|consists\s+of|(?:is|are)\s+(?:made\s+up|composed)\s+of|(?:is|are)\s+\w+\s+(?:by|to|with|in|on|for|from|at|between|during|under|into)|(?:is|are)(?=\s+(?:one|exactly\s+one|only\s+one|a\s+single)\s)|be\s+\w+(?:\s+(?:by|to|with|in|on|for|from))?|${NOT_VERB}[a-z]+(?:\s+(?:up|out|off|down)(?!\s+to\s+(?:\d|two|three|four|five|six|ten)\b))?(?:\s+(?:in|to|for|on|with|into|by|from))?)`;
const MORE_BY = new RegExp(String.raw`^\s*(?:,\s*)?and\s+(by|with|at|in|from|for)\s+(${Q})\s+(${NOUN2})(?:[,.;]|$|\s)(?!\s*(?:can|may|must|will|should|could|has|have|belongs?|is|are)\b)`, 'i');
const PASSIVE_MORE = new RegExp(String.raw`^\s*(?:,\s*)?(?:and\s+)?(for|with|at|to|in|on|from)\s+(one|an?|exactly\s+one|a\s+single)\s+(?!(?:(?:given|particular|specific|certain|later|future)\s+)?(?:date|day|time|week|month|year|basis|weekend|morning|evening|night|period|moment|rate|price|fee|cost)\b)(${NOUN2})(?:[,.;]|$|\s)(?!\s*(?:can|may|must|will|should|could|has|have|belongs?|is|are)\b)`, 'i');
export const REL = new RegExp(String.raw`^(?:(?:each|every|an|a|one|the|any)\s+)?(?:(?:given|particular|single|individual|specific)\s+)?([A-Za-z][\w-]*(?:\s+(?!(?:is|are|was|were|has|have|can|may|must|will|should|be)\b)[A-Za-z][\w-]*)??)\s+(?:(can|may|must|will|should|could|might)\s+)?(?:also\s+)?(${VERB})\s+(${Q})\s+(${NOUN2})(?:[,.;]|$|\s)`, 'i');
const M2M = /\bmany[- ]to[- ]many\s+(?:relationship\s+)?between\s+(?:the\s+)?(\w+)\s+and\s+(?:the\s+)?(\w+)|\b(\w+)\s+and\s+(\w+)\s+(?:have|has|are\s+in|share)\s+a\s+many[- ]to[- ]many(?:\s+relationship)?/i;
const ATTRS = /^(?:(?:each|every|an?|the)\s+)?((?!(?:entity|entities|table|tables|it|they|this)\b)[A-Za-z][\w-]*(?:\s+(?!(?:will|can|may|must|should|would|could)\b)[A-Za-z][\w-]*)?)\s+(?:has|have|stores?|keeps?|records?|holds?|contains?|is\s+described\s+by|includes?|is\s+identified\s+by|are\s+identified\s+by)\s+(?:(?:the\s+)?(?:attributes?|fields?|columns?|properties)\s*:?\s*)?(?:an?\s+)?(.+)$/i;
const LINE = /^([\p{L}][\p{L}\p{N}_ -]{0,40}?)\s*(?:[(（]([^()（）]+)[)）]|[:：]\s*(.+)|\s+[-–—]\s+(.+))$/u;
// Headers that group entity lines or relationship lines without naming an entity.
const GROUP = /^(?:(?:the\s+)?(?:main\s+|key\s+|core\s+)?(?:tables?|entities|entity\s+list|models?|schema|collections?|relationships?|relations|associations|attributes?|fields|columns|constraints?|indexe?s|requirements?|notes?|data|database|keys)|表|实体|关系|テーブル|エンティティ|リレーション)$/iu;
const BARE_REL = /^(?:the\s+)?([A-Za-z][\w-]*[^s\W]s)\s+(?:(can|may|must|will)\s+)?(?!(?:are|is|have|has|and|or)\b|[a-z]+(?:ing|ed)\b)([a-z]+(?:\s+(?:up|out|off|down))?(?:\s+(?:in|to|for|on|with|into|from))?)\s+(?:the\s+)?((?:[a-z][\w-]*\s+)?[A-Za-z][\w-]*[^s\W]s)$/;
// A clause of its own after a comma: "A Book has many Copies, a Member has many Loans".
// (Or a modal and any verb: "…, an ingredient can appear in many recipes".)
const CLAUSE_START = String.raw`(?:an?|the|one)\s+[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?\s+(?:(?:(?:can|may|must|will)\s+)?(?:has|have|belongs?|is|are|owns?|contains?|places?|writes?|makes?|refers?|borrows?|holds?|includes?)\b|(?:can|may|must)\s+(?:also\s+)?[a-z]+\s+(?:(?:in|on|to|for|with|at|from|by|up|out|off|down)\s+)?(?:many|several|multiple|one|any|more|zero|exactly|at\s+least)\b)`;
// "vineyard has many plots, plot has many harvests": a clause after a comma whose subject has no article, told by its
// verb and the count after it.
const BARE_CLAUSE = String.raw`[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?\s+(?:(?:can|may|must|will)\s+)?(?:has|have|belongs?\s+to|is|are|contains?|owns?|holds?|includes?|(?:is|are)\s+\w+\s+(?:by|to|from|in|on|for|with))\s+(?:many|one|several|multiple|exactly|at\s+least|zero|one\s+or|a\s+single|any\s+number)\b`;
// Where a sentence holds clauses of its own: at semicolons, "and"/"while" before a new subject, a dash, ", so".
const CLAUSE_SPLIT = new RegExp(String.raw`;\s*|,?\s+(?:and|while|whereas|but)\s+(?=(?:each|every|an?|the)\s+(?:given\s+)?\w+(?:\s+\w+)?\s+(?:has|have|belongs?|can|may|must|is|are|owns?|contains?|places?|writes?|makes?|refers?|[a-z]+s\s+(?:(?:for|to|in|on|with|at)\s+)?(?:one|many|several|multiple|exactly|an?)\s)\b|(?:each|every)\s|[A-Za-z][\w-]*s\s+(?:can|may|must|will)\b)|,\s+(?:and|while|whereas|but)\s+|,\s+(?=(?:each|every)\s+(?!of\b)\w+)|[,:]\s+(?=${CLAUSE_START})|,\s+(?=${BARE_CLAUSE})|\.\s+|\s+[-–—]\s+|,\s+so\s+`);
// "Tables: a, b", "tables like a and b", "Tables for our book club site: a (…), b (…)" (what they are for is no table).
const ENTITY_CUE = /\b(?:entities|tables|objects|models|collections|entity\s+types)(?:\s+(?:for|of|in)\s+[^:.;]{1,60}?(?=\s*:))?\s*(?:[:—–-]|\s(?:like|such\s+as|including|include|includes|are|named|called|for(?!\s+(?:our|the|a|an|my|their|this|your|his|her)\b)))\s*(.+)$/i;
// "owners, each with a name, phone and address", "rooms, each having a number and a floor" (up to the clause's end).
const EACH_WITH = /\b([a-z][\w-]*s)\s*,\s*(?:each|every\s+one|all)\s+(?:with|having|of\s+which\s+has)\s+([^;.]+?)(?=\s*(?:[;.]|$)|,\s+(?:and|but|while|whereas)\s|\s+and\s+(?:an?|each|every|the)\s+\w+\s+(?:can|has|have|is|are|may|must)\b)/g;
const CJK_LIST = /^(.+?)(?:を含む|を持つ|からなる|から成る|などを含む|包含|包括|涉及)/u;
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/u;
const CJK_REQUEST = /(?:ください|下さい|しなさい|示す|作成|描|请|画|绘制|生成|设计|展示)/u;

/** "db schema for a shop" has no verb: the word REL takes for one is no noun of the request ("schema", "diagram"). */
function relationVerb(verb: string, modal?: string): boolean {
  const w = verb.trim().split(/\s+/)[0]!.toLowerCase();
  if (modal || /^(?:is|are|be|has|have|belongs?)$/.test(w)) return true;
  return !notEntity(w) && !(wordClass(w) === 'noun' && !/s$/.test(w) && !canBeVerb(w));
}

function cardOf(q: string, modal?: string): Card {
  const s = q.toLowerCase();
  if (/zero\s+or\s+more|any\s+number/.test(s)) return 'zero_or_many';
  if (/one\s+or\s+more|at\s+least\s+one/.test(s)) return 'one_or_many';
  if (/zero\s+or\s+one|at\s+most\s+one|no\s+more\s+than\s+one/.test(s)) return 'zero_or_one';
  if (/many|multiple|several|some|number\s+of|set\s+of|list\s+of|collection\s+of|more\s+than|\b(?:two|three|four|five|six|ten)\b|^n$|\d+$/.test(s) && s !== '1') return modal && /can|may|could|might/.test(modal) ? 'zero_or_many' : 'many';
  return modal && /can|may|could|might/.test(modal) ? 'zero_or_one' : 'one';
}

// Participles that do not end in "-ed": "held in one Room", "run by one Trainer", "taught by a Teacher".
const IRREGULAR = 'held|run|built|made|kept|sold|paid|sent|taught|led|written|given|taken|bought|done|seen|found|owned|set|put|read|shown|drawn|grown|known|flown|driven|chosen|ridden|spoken|worn|won|met|lent|told|spent|bound|fed|hung';
// "tools are borrowed by members", "orders get placed by customers" (read as "are placed").
const BARE_PASSIVE = new RegExp(String.raw`^(?:[^:]{0,80}:\s+)?(?:the\s+)?([a-z][\w-]*[^s\W]s)\s+(?:are|can\s+be|may\s+be)\s+((?:[a-z]+ed|${IRREGULAR})\s+by)\s+(?:the\s+|other\s+)?([a-z][\w-]*[^s\W]s)$`, 'i');

// "… but may work on several projects", "… and may be treated by several doctors": a modal clause of the same subject.
const MODAL_ON = String.raw`(?:can|may|must|will|should|could|might)\s+(?:also\s+)?(?:be\s+)?[a-z]+(?:\s+(?:by|on|in|to|for|with|at|from))?\s+(?:many|several|one|an?|multiple|more|up\s+to|any|exactly|at\s+least|zero|two|three|\d+)\b.*`;
/** "An order is handled by one employee and shipped by one shipper" → two sentences about the order. */
const CONTINUED = new RegExp(String.raw`^((?:(?:each|every|an?|the)\s+)?[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)??)\s+((?:is|are|can|may|must|has|have|\w+s)\b.*?)\s+(?:and|but)\s+((?:is\s+|are\s+)?(?:\w+(?:ed|s)|${IRREGULAR})\s+(?:by|to|in|at|on|many|one|a|an)\b.*|${MODAL_ON})$`, 'i');
const PARTICIPLE = new RegExp(String.raw`^(?:\w+ed|${IRREGULAR})\s`, 'i');

// "each slot is one subject taught by one teacher in one classroom": what it is, and the participle said of it.
const REDUCED = new RegExp(String.raw`^(.+?\s+(?:is|are))\s+((?:one|exactly\s+one|a\s+single|an?)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+((?:\w+ed|${IRREGULAR})\s+(?:by|in|at|to|for|with|from|on)\s+(?:one|an?|exactly\s+one|a\s+single|many|several)\s.+)$`, 'i');

function continuations(sentence: string): string[] {
  const reduced = REDUCED.exec(sentence);
  if (reduced) return [`${reduced[1]} ${reduced[2]}`, `${reduced[1]} ${reduced[3]}`];
  const m = CONTINUED.exec(sentence);
  if (!m) return [sentence];
  const aux = /^(is|are)\b/i.exec(m[2])?.[1];
  const second = /^(?:is|are)\s/i.test(m[3]) || !aux || !PARTICIPLE.test(m[3]) ? m[3] : `${aux} ${m[3]}`;
  return [`${m[1]} ${m[2]}`, `${m[1]} ${second}`];
}

// "Each ward is staffed by nurses", "A hospital has wards": a singular subject and a bare plural after its verb, many of them.
const BARE_PLURAL = /^((?:each|every|an?|the|one)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+((?:(?:can|may|must|will)\s+(?:be\s+\w+\s+(?:by|to|with|in|on|for|from|at)|[a-z]+(?:\s+(?:in|on|for|with|to|from))?)|(?:is|are)\s+\w+\s+(?:by|to|with|in|on|for|from|at|into)|consists\s+of|is\s+made\s+up\s+of|has|have|(?!(?:is|was|has|does|goes|needs|wants|uses|gets)\b)[a-z]+[^s\W]s(?:\s+(?:in|on|for|with|to|from))?))\s+(?!(?:lots|details|kinds|types|sorts|ways|times|years|days|hours|minutes|others|things|records|data)\b)([a-z][\w-]*[^s\W']s)(?=$|\s*[,;]|\s+(?:and|but|while|who|which|that)\b)/i;

// "A bank has many customers and accounts": the second bare plural is many too.
const BARE_PLURAL_AND = /^(.+?\s+many\s+[a-z][\w-]*s\s+and)\s+(?!(?:many|several|one|an?|the|each|every|some|multiple)\b)([a-z][\w-]*[^s\W']s)$/i;
// Idioms whose first word the relation reader would take for part of the subject ("each class takes place in one studio").
const IDIOMS: [RegExp, string][] = [[/\btakes\s+place\s+(in|at|on)\b/gi, 'is held $1'], [/\btake\s+place\s+(in|at|on)\b/gi, 'are held $1']];

/** "A department has a name and a number, and is managed by one employee": a clause with no subject of its own has the one before. */
function withSubjects(parts: string[]): string[] {
  let subject: string | undefined;
  return parts.map((p) => {
    const t = p.trim();
    if (subject && /^(?:is|are|has|have|can|may|must|will|belongs?)\s/i.test(t)) return `${subject} ${t}`;
    subject = /^((?:each|every|an?|the)\s+[A-Za-z][\w-]*(?:\s+(?!(?:is|are|has|have|can|may|must|will|belongs?)\b)[A-Za-z][\w-]*)?)\s+(?:is|are|has|have|can|may|must|will|belongs?)\s/i.exec(t)?.[1];
    return p;
  });
}

/** "Each musician that is recorded at X has ..." → "Each musician has ...": the relative clause says nothing of the schema. */
function withoutRelative(s: string): string {
  return s.replace(/^((?:each|every|an?|the)\s+[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(?:(?:that|which|who)\s+(?:is|are|was|were|gets?)\s+)?(?:recorded|stored|used|listed|kept|held|sold|registered|employed|offered|made|created)\s+(?:at|in|on|by|for)\s+.+?\s+(?=(?:has|have|is|are|may|can|must|belongs?)\b)/i, '$1 ');
}

/** "記事 (posts) ユーザー (users) コメント (comments)": names each followed by its alias, without commas. */
function namedParts(text: string): string[] {
  const parts = splitList(text);
  if (parts.length === 1 && /^(?:[^()\s]+\s*\([^()]+\)\s*){2,}$/.test(parts[0]!)) return parts[0]!.split(/(?<=\))\s*/).map((p) => p.trim()).filter(Boolean);
  if (parts.length === 1 && /^[a-z][\w-]*(?:\s+[a-z][\w-]*){2,7}$/.test(parts[0]!) && !/\b(?:and|or|the|of|with|for)\b/.test(parts[0]!)) return parts[0]!.split(/\s+/);
  return parts;
}

// "Class (id, title) – taught by one Instructor": what follows the dash is said of the entity the line names.
const DASHED_VERB = new RegExp(String.raw`^([A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s*(\([^()]*\))\s+[-–—]\s+(?!(?:each|every|an?|the|one|many|it|they)\b)((?:\w+ed|${IRREGULAR}|[a-z]+s)\s+(?:by\s+|to\s+)?(?:an?|one|the|many|each)\s)`);
// "Booking links a Member to a Class", "Enrolment connects one student with one course".
const LINKS = /^(?:(?:each|every|an?|the)\s+)?([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(?:links|connects|joins|ties|pairs|matches)\s+(?:an?\s+|one\s+|the\s+)?([A-Za-z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+(?:to|with|and)\s+(?:an?\s+|one\s+|the\s+)?([A-Za-z][\w-]*(?:\s+[A-Z][\w-]*)?)$/i;

// "meetings (meeting_id PK, date, isbn FK → books)": an arrow inside a table's brackets points a key at its table.
const ARROW_IN_BRACKETS = /\s*(?:→|->|=>)\s*(?=[^()\n]*\))/g;

export function extractEr(ctx: ExtractContext): ErContent {
  const doc = ARROW_IN_BRACKETS.test(ctx.doc.text)
    ? { ...analyze(ctx.doc.text.replace(ARROW_IN_BRACKETS, ' ')), title: ctx.doc.title, direction: ctx.doc.direction }
    : ctx.doc;
  const model = new ErModel();
  const lang = erLanguage(doc.text);
  model.english = !/^(?:nl|de|fr|es|pt|it)$/.test(lang ?? 'en');
  let last: string | undefined;
  const aliased = (name: string, alias: string): void => {
    const k = matchKey(`${name} (${alias})`);
    if (!model.ents.some((e) => e.key === k)) model.ents.push({ key: k, label: `${name} (${alias})`, attrs: [] });
  };
  const entityList = (text: string): boolean => {
    // "attendance (member_id FK, meeting_id FK) linking members to meetings": what the table is for follows its columns.
    const parts = namedParts(text.replace(/[.。]+$/u, '')).map((p) => p.replace(/^(?:and|or)\s+/i, '').replace(/(\))\s+(?:linking|connecting|joining|relating|mapping|that|which|for|between)\b.*$/i, '$1').trim()).filter((p) => { const name = p.replace(/\s*[(（].*$/u, ''); return p && [...name].length <= 40 && name.split(/\s+/).length <= 4; });
    if (parts.length < 2) return false;
    for (const p of parts) {
      // "記事 (posts)": an alias stays in the label; "Student (id, name)" gives attributes.
      const paren = /^(.+?)\s*[(（]([^()（）]+)[)）]$/u.exec(p);
      if (paren && /[,，、]/u.test(paren[2]!)) model.addAttrs(model.ent(paren[1]!), paren[2]!.split(/\s*[,，、]\s*/u));
      else if (paren && CJK.test(paren[1]!)) aliased(paren[1]!, paren[2]!);
      else model.ent(p);
    }
    return true;
  };

  // Entity lines: "Customer: id, name, email", "Order (id, date, total)", a header with nested attributes, notation.
  const readLine = (it: Item): void => {
    // (The first line of a roll, "We store books (title, isbn)", without its cue.)
    const text = withoutRollCue(it.text).replace(/\*+/g, '').replace(/\s*[:：]$/u, '').replace(/(\))\s+(?:linking|connecting|joining|relating|mapping|that|which|for|between)\b.*$/i, '$1').trim();
    if (readNotation(text, model)) return;
    if (it.children.length > 0) {
      if (GROUP.test(text)) { it.children.forEach(readLine); return; }
      if (text.split(/\s+/).length <= 3) { last = model.ent(text); model.addAttrs(last, it.children.map((c) => c.text)); return; }
      it.children.forEach(readLine);
      return;
    }
    // "記事 (posts) ユーザー (users) コメント (comments)": a line of names.
    if (/^(?:[^()\s,]+\s*\([^()]+\)\s*){3,}$/.test(text) && entityList(text)) return;
    const m = LINE.exec(text);
    if (!m || REL.test(text)) return;
    const body = m[2] ?? m[3] ?? m[4] ?? '';
    // "Tables: posts, users, comments": the key names the kind of thing, the list the entities.
    if (GROUP.test(m[1]!.trim())) { entityList(body); return; }
    // "記事（posts）": a CJK name with its English table name in brackets is one entity, the alias in its label.
    if (m[2] && CJK.test(m[1]!) && /^[a-z][a-z_]{2,}s$/i.test(m[2].trim())) { aliased(m[1]!.trim(), m[2].trim()); return; }
    const list = splitList(body);
    // "stock levels (one per product per warehouse)", "Loans (linked to a member)": a remark, no attributes.
    if (m[2] && /^(?:one|each|every|an?|linked|related|belongs?|e\.?g\.?|i\.?e\.?|like|such\s+as)\s/i.test(m[2].trim())) { last = model.ent(m[1]!); return; }
    if (list.length >= 1 && list.every((x) => x.split(/\s+/).length <= 5)) { last = model.ent(m[1]!); model.addAttrs(last, list); }
  };
  const lines: Item[] = [...doc.items, ...doc.statements.filter((st) => st.listed && !doc.items.some((i) => i.text === st.text)).map((st) => ({ text: st.text, children: [], header: false }))];
  lines.forEach(readLine);
  // "Playlists N:M Tracks" on the first line was read as a lead and its tail: the line as written.
  if (doc.lead && doc.tail) readNotation(`${doc.lead}:${doc.tail}`, model);
  // "The following information is stored about each employee: number, name and salary."
  if (doc.lead && doc.tail) readRecorded(`${doc.lead}: ${doc.tail.split(/(?<=[.!?])\s+/)[0]}`, model);

  // "We have Students, Courses (…) and Loans (…)": the roll names entities, its remarks become sentences about them.
  // "For each patient we record their name and address": attributes, no sentence left to read.
  const rolled = new Map(doc.statements.map((st) => {
    const pieces = st.text.split(/(?<=[.!?;])\s+/);
    const read = pieces.map((x) => (readRecorded(x, model) ? [] : readRoll(x, model)));
    return [st, read.some(Boolean) ? pieces.flatMap((x, i) => read[i] ?? [x.replace(/[.;]+$/, '')]).join('. ') : st.text];
  }));
  // "members sign up for work days, many to many": the sentences that say both sides are many.
  const bothMany = new Set<string>();
  const sentences = doc.statements.filter((s) => !s.listed || !LINE.test(s.text)).map((s) => withColumnsRead(rolled.get(s)!, model, model.english).replace(DASHED_VERB, '$1 $3')).flatMap((s) => withSubjects(s.split(CLAUSE_SPLIT)))
    .map((s) => withoutRelative(IDIOMS.reduce((t, [re, to]) => t.replace(re, to), s.trim().replace(/[.!]+$/, '')))).filter(Boolean).flatMap(continuations).map((s) => s.replace(BARE_PLURAL, '$1 $2 many $3').replace(BARE_PLURAL_AND, '$1 many $2'))
    .map((s) => { const [t, both] = manyToManyAfter(s); if (both) bothMany.add(t); return t; });

  // Lists of entities in prose: "entities like Student, Course and Faculty", "ユーザー、商品、注文を含む…".
  const whole = [doc.lead, ...doc.statements.flatMap((s) => rolled.get(s)!.split(/(?<=[.!?])\s+/))];
  for (const s of whole) {
    if (!s) continue;
    const cue = ENTITY_CUE.exec(s) ?? CJK_LIST.exec(s);
    if (cue) entityList(cue[1]!.replace(/\s+(?:and\s+their|with\s+(?:their|appropriate|the)|along\s+with)\b.*$/i, ''));
    // "Student (StudentID, Name, Major) and Course (CourseID, Name, Credits)": attributes in brackets after a name.
    for (const a0 of s.matchAll(/(?:^|[\s,])([A-Z][\w]*(?:\s+[A-Z][\w]*)?)\s*\(([^()]{3,200})\)/g)) {
      // ("Jeder Kunde (Name, E-Mail)": the determiner is no part of the name.)
      const a = [a0[0], a0[1]!.replace(/^(?:Jede[rsnm]?|Ein(?:e[nmr]?)?|Chaque|Cada|Ogni|Une?|Uno|Una|Uma?|The|An?|Each|Every)\s+(?=\S)/, ''), a0[2]] as const;
      if (/,/.test(a[2]!) && a[2]!.split(',').every((x) => x.trim().split(/\s+/).length <= 4) && !/\be\.?g\.?\b|\bi\.?e\.?\b/i.test(a[2]!)) model.addAttrs(model.ent(a[1]!), a[2]!.split(/\s*,\s*/));
    }
  }

  // "we have owners, each with a name, phone and address": the attributes of the noun before the comma.
  for (const s of whole) if (s) for (const e of s.matchAll(EACH_WITH)) model.addAttrs(model.ent(e[1]!), attrList(e[2]!));
  const knownEntity = (w: string) => !!model.find(w);
  // Relations: two passes, so that entities named later as subjects are known when reading "has a X".
  for (let pass = 0; pass < 2; pass++) {
    for (const s of sentences) {
      if (pass === 0 && readNotation(s, model)) continue;
      if (readOwnTable(s, model)) continue;
      // "tools are borrowed by members": one member, many tools.
      const passive = BARE_PASSIVE.exec(s);
      if (passive && !notEntity(passive[1]!) && !notEntity(passive[3]!)) {
        if (pass === 0) { model.ent(passive[1]!); model.ent(passive[3]!); } else model.relate(model.ent(passive[3]!), model.ent(passive[1]!), bothMany.has(s) ? 'many' : 'one', 'many', passive[2]!.toLowerCase());
        continue;
      }
      const mm = M2M.exec(s);
      if (mm) {
        if (pass === 1) model.relate(model.ent(mm[1] ?? mm[3]!), model.ent(mm[2] ?? mm[4]!), 'many', 'many');
        continue;
      }
      // "users write posts": plural nouns on both sides of a verb, one of the first to many of the second.
      const bare = BARE_REL.exec(s);
      // ("Guests make reservations", "Instructors create courses": after a plural subject a request verb is a verb of the schema.)
      if (bare && !REL.test(s) && (relationVerb(bare[3]!, bare[2]) || /^(?:make|create|design|give)$/i.test(bare[3]!)) && !notEntity(bare[1]!) && !notEntity(bare[4]!)) {
        if (pass === 0) { model.ent(bare[1]!); model.ent(bare[4]!); } else model.relate(model.ent(bare[1]!), model.ent(bare[4]!), bothMany.has(s) ? 'many' : 'one', 'many', bare[3]!.toLowerCase());
        continue;
      }
      // "Booking links a Member to a Class": the linking entity points at each of the two.
      const link = LINKS.exec(s);
      if (link) {
        if (pass === 0) [link[1]!, link[2]!, link[3]!].forEach((x) => model.ent(x));
        else for (const x of [link[2]!, link[3]!]) model.relate(model.ent(link[1]!), model.ent(x), 'many', 'one');
        continue;
      }
      const r = REL.exec(s);
      if (!r || !relationVerb(r[3]!, r[2]) || notEntity(r[1]!) || notEntity(r[5]!)) continue;
      // "A store has many staff members and many inventory items": the same verb reaches a second entity.
      const hasAttr = /^ha(?:s|ve)$/i.test(r[3]!) && /^(?:a|an)$/i.test(r[4]!);
      // (Not "…, a Member has many Loans": a clause with its own verb.)
      const more = hasAttr ? null : new RegExp(String.raw`^\s*(?:,|and|,\s*and)\s+(${Q})\s+(${NOUN2})(?:[,.;]|$|\s)(?!\s*(?:can|may|must|will|should|could|has|have|belongs?|is|are)\b)`, 'i').exec(s.slice(r.index + r[0].length - 1));
      // "A damage report is linked to a loan and an item", "a rental involves one copy and one customer": many of the
      // subject to one of each, as in the first clause.
      const moreFrom: Card = !/^ha(?:s|ve)$/i.test(r[3]!) && cardOf(more?.[1] ?? '', r[2]) === 'one' ? 'many' : 'one';
      const relateMore = () => { if (more) model.relate(model.ent(r[1]!), model.ent(more[2]!), moreFrom, cardOf(more[1]!, r[2]), /^ha(?:s|ve)$/i.test(r[3]!) ? undefined : r[3]!.toLowerCase()); };
      // "Each loan is for one book and by one student": a second thing it belongs to, named by its preposition.
      const byToo = !more && /^(?:is|are)\s+(?:for|of|in|on|with|from)$/i.test(r[3]!) ? MORE_BY.exec(s.slice(r.index + r[0].length - 1)) : null;
      if (byToo && pass === 0) model.ent(byToo[3]!);
      // "A rental is made by one customer for one car", "… played between two teams at one venue": a second thing it is for.
      const plus: string[][] = [];
      if (!more && !byToo && /^(?:is|are|be)\s+\w+\s+(?:by|between|to|from|at|in|on|with)$/i.test(r[3]!)) {
        // "… given by one teacher to one student on one instrument": each phrase after the first.
        let rest = s.slice(r.index + r[0].length - 1);
        for (let p = PASSIVE_MORE.exec(rest); p && plus.length < 4; p = PASSIVE_MORE.exec(rest)) {
          if (!notEntity(p[3]!)) plus.push([...p]);
          rest = rest.slice(p[0].length - 1);
        }
      }
      if (byToo && pass === 1 && !notEntity(byToo[3]!)) model.relate(model.ent(r[1]!), model.ent(byToo[3]!), 'many', cardOf(byToo[2]!, r[2]), byToo[1]!.toLowerCase());
      const [, a, modal, verb, q, b] = r as unknown as string[];
      // "has a name" is an attribute; "has one payment" (or a known entity) is a relationship.
      const hasA = /^ha(?:s|ve)$/i.test(verb!) && /^(?:a|an)$/i.test(q!);
      if (pass === 0) { last = model.ent(a!); if (!hasA) model.ent(b!); if (more) model.ent(more[2]!); for (const p of plus) model.ent(p[3]!); continue; }
      if (hasA && !knownEntity(b!)) continue;
      const belongs = /^(?:belongs?\s+to|(?:is|are)\s+(?:part\s+of|assigned\s+to|for|\w+\s+(?:by|to|with))|be\s+\w+)/i.test(verb!);
      const toCard = cardOf(q!, modal);
      const from = model.ent(a!);
      const to = model.ent(b!);
      const label = /^(?:ha(?:s|ve)|is|are)$/i.test(verb!) ? undefined : verb!.toLowerCase().replace(/^be\s+/, 'is ');
      // "An order belongs to a customer": many orders to one customer.
      // "Each loan refers to one book": many loans point at one book (a reference), unlike "has one".
      const fromCard: Card = belongs || (toCard === 'one' && !/^ha(?:s|ve)$/i.test(verb!)) ? 'many' : 'one';
      // "each order contains many products through order items": one row of the link entity per pair.
      const through = new RegExp(String.raw`^\s*(?:through|via|using)\s+(?:the\s+|an?\s+)?(${NOUN2})(?:[,.;]|$|\s)`, 'i').exec(s.slice(r.index + r[0].length - 1));
      if (through && !/^(?:junction|join|bridge|link)\b/i.test(through[1]!)) {
        const link = model.ent(through[1]!);
        model.relate(from, link, 'one', 'many');
        model.relate(to, link, 'one', 'many');
        relateMore();
        continue;
      }
      model.relate(from, to, fromCard, toCard, label);
      relateMore();
      for (const p of plus) model.relate(from, model.ent(p[3]!), 'many', cardOf(p[2]!, r[2]));
    }
  }
  for (const s of whole) if (s) readParticiples(s.replace(/[.!]+$/, ''), model);
  for (const s of sentences) readJunction(s, model);
  // Attribute sentences: "A customer has a name, an email and a phone number"; "Attributes include X and Y".
  for (const s of sentences) {
    const r = REL.exec(s);
    // "The firm has several offices. Attributes include ...": the entity the sentence introduced.
    if (r && (knownEntity(r[5]!) || !/^ha(?:s|ve)$/i.test(r[3]!))) { last = model.find(r[5]!)?.key ?? model.find(r[1]!)?.key ?? last; continue; }
    const loose = /^(?:the\s+)?(?:attributes?|fields?|columns?|properties)\s+(?:include|includes|are|:)\s+(.+)$/i.exec(s);
    if (loose && last) { model.addAttrs(last, attrList(loose[1]!).map((x) => x.replace(/\bunique\s+(\w+)/i, '$1 (unique)'))); continue; }
    const a = ATTRS.exec(s);
    // "Each loan records the due date": "each" names an entity of its own.
    if (!a || !knownEntity(a[1]!) && !/\b(?:attributes?|fields?|columns?|properties)\b/i.test(s) && !/^(?:each|every)\s/i.test(s)) continue;
    // "Booking has member_id and session_id as foreign keys": each one a key of that kind.
    const keyed = /^(.+?)\s+as\s+(?:the\s+|its\s+)?(foreign|primary)\s+keys?$/i.exec(a[2]!.trim());
    const list = attrList(keyed ? keyed[1]! : a[2]!).map((x) => x.replace(/^unique\s+(.+)$/i, '$1 (unique)')).map((x) => (keyed ? `${x} (${/^f/i.test(keyed[2]!) ? 'FK' : 'PK'})` : x));
    if (list.every((x) => !knownEntity(x.split(/\s+/).pop() ?? '')) && list.every((x) => x.replace(/\s*\(.*\)$/, '').split(/\s+/).length <= 4)) { last = model.ent(a[1]!); model.addAttrs(last, list); }
  }
  // Arrows between entities: "Customer -> Order: places".
  for (const { chain } of doc.arrows) for (const e of chain.edges) model.relate(model.ent(e.from), model.ent(e.to), 'one', 'many', e.label);

  // "project_id (FK projects)" with no relationship stated between the two: the key is the relationship.
  model.relateForeignKeys();

  // A named ER diagram with no entity sentence: the names the prompt lists.
  if (model.ents.length === 0) for (const it of flatItems(doc, 2).map((i) => withoutRollCue(i.text))) if (it.split(/\s+/).length <= 4 && [...it].length <= 30 && !isRequest(it) && !CJK_REQUEST.test(it)) model.ent(it);
  // "一个球队有多名球员", "比赛在某个场馆进行": clauses between entities named in Chinese or Japanese.
  if (model.rels.length === 0) readCjkRelations(doc.text, model);
  // "Jedes Exponat gehört zu genau einer Sammlung", "Chaque livre appartient à une seule catégorie": clauses read by their determiners.
  if (lang && /^(?:de|fr|es|pt|it)$/.test(lang)) {
    const foreign = new ErModel();
    foreign.english = false;
    // Clauses read by their determiners win over what the English readers made of the same words.
    if (readForeignRelations(doc.text, foreign, lang) && foreign.rels.length >= 2) {
      const kept = model.ents.filter((e) => e.attrs.length > 0 && !foreign.ents.some((f) => f.key === e.key));
      for (const e of foreign.ents) { const had = model.ents.find((x) => x.key === e.key); if (had) e.attrs = had.attrs; }
      model.ents = [...foreign.ents, ...kept];
      model.rels = foreign.rels;
    } else if (model.rels.length < 2) readForeignRelations(doc.text, model, lang);
  }
  // "cada tutor (CPF, nome, telefone)", "each tutor (id, name) has many pets": attributes in brackets after a named entity.
  for (const [noun, list] of bracketedAttributes(doc.text)) {
    const e = model.find(noun) ?? model.find(noun.split(/\s+/).pop()!);
    if (e && e.attrs.length === 0) model.addAttrs(e.key, list);
  }
  if (model.ents.length === 0 && doc.title) model.ent(doc.title);
  if (model.ents.length < 1) throw tooFew('ER diagram', 1, 0, 'entities');
  const ids = new IdMaker();
  const idOf = new Map(model.ents.map((e) => [e.key, ids.make(e.label)]));
  return validated('er', {
    title: plainTitle(doc.title),
    entities: model.ents.slice(0, 100).map((e) => ({ id: idOf.get(e.key)!, label: e.label, attributes: e.attrs.slice(0, 60) })),
    relationships: model.merged().filter((r) => idOf.has(r.from) && idOf.has(r.to)).slice(0, 300).map((r) => ({ from: idOf.get(r.from)!, to: idOf.get(r.to)!, from_card: r.from_card, to_card: r.to_card, label: r.label,
      ...(r.from_attribute ? { from_attribute: r.from_attribute } : {}), ...(r.to_attribute ? { to_attribute: r.to_attribute } : {}) })),
  });
}

/** The language of an ER prompt: as the text reads, else by the determiners that count its entities ("Jeder Kunde hat
 *  mehrere Bestellungen" is German however few other German words it has). */
function erLanguage(text: string): string | undefined {
  const lang = languageOf(text);
  if (lang && lang !== 'en') return lang;
  const counts: [string, RegExp][] = [
    ['de', /(?<!\p{L})(?:jede[rsmn]?|mehrere[nr]?|genau\s+eine[mnr]?|viele[nr]?|hat|enthält|gehört)(?!\p{L})/giu],
    ['fr', /(?<!\p{L})(?:chaque|plusieurs|appartient|contient|possède)(?!\p{L})/giu],
    ['es', /(?<!\p{L})(?:cada|varios|varias|muchos|muchas|tiene|pertenece)(?!\p{L})/giu],
    ['pt', /(?<!\p{L})(?:cada|vários|várias|muitos|muitas|tem|pertence)(?!\p{L})/giu],
    ['it', /(?<!\p{L})(?:ogni|più|molti|molte|diversi|ha|appartiene)(?!\p{L})/giu],
  ];
  const best = counts.map(([l, re]) => [l, (text.match(re) ?? []).length] as const).sort((a, b) => b[1] - a[1])[0]!;
  const english = (text.match(/(?<!\p{L})(?:each|every|many|several|has|have|belongs|the)(?!\p{L})/giu) ?? []).length;
  return best[1] >= 3 && best[1] > english ? best[0] : lang;
}

/** "Key relationships include Students enrolled in Courses, Faculty teaching Courses and Courses offered by Departments". */
function readParticiples(s: string, model: ErModel): void {
  const m = /\brelationships?\s+(?:will\s+)?(?:include|includes|are|:|such\s+as|like|between)\s*:?\s+(.+)$/i.exec(s);
  if (!m) return;
  for (const part of splitList(m[1]!)) {
    const p = /^(?:the\s+)?([A-Z]?[\w-]+(?:\s+[\w-]+)?)\s+([a-z]+(?:ed|ing|s))\s+(?:(in|to|by|for|with|on|at|from|into)\s+)?(?:the\s+)?([A-Z]?[\w-]+(?:\s+[\w-]+)?)$/.exec(part.trim());
    if (!p) continue;
    const [, a, verb, prep, b] = p as unknown as string[];
    if (!model.find(a!) && !/^[A-Z]/.test(a!)) continue;
    if (!model.find(b!) && !/^[A-Z]/.test(b!)) continue;
    const plural = (w: string) => /[^s]s$/i.test(w);
    // "Courses offered by Departments": many courses to one department; "Students enrolled in Courses": many to many.
    const cards: [Card, Card] = prep === 'by' ? ['many', 'one'] : /ed$/.test(verb!) && plural(a!) && plural(b!) ? ['many', 'many'] : ['one', 'many'];
    model.relate(model.ent(a!), model.ent(b!), cards[0], cards[1], `${verb}${prep ? ` ${prep}` : ''}`);
  }
}

const JUNCTION = /\b(?:an?|the|one)\s+((?!(?:join|junction|link|linking|bridge|new|separate|extra)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:table|entity|record)\s+(?:in\s+between|between\s+(?:them|the\s+two|both)|(?:to\s+)?(?:link|linking|join|joining|connect|connecting)\s+them)(?:\s*,?\s*(?:which|that)\s+(?:also\s+)?(?:stores?|holds?|has|keeps?|records?|saves?)\s+(.+))?$/i;

/** "we need a registration table in between which also stores the result time": the link table, and its columns. */
function readJunction(s: string, model: ErModel): void {
  const m = JUNCTION.exec(s);
  if (!m) return;
  const k = model.ent(m[1]!);
  if (!model.between.includes(k)) model.between.push(k);
  if (m[2]) model.addAttrs(k, attrList(m[2]!));
}
