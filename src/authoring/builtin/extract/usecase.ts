// PromptDoc → use case content: actors and use cases from named lists ("Actors: …", "Use cases: …", in several
// languages), from who-does-what sentences ("A customer can browse products and place an order"), per-actor lines
// ("Member: search catalog, borrow book"), «include»/«extend» sentences and marks ("Book room (includes Pay deposit)"),
// actor generalization ("a Member is a kind of Visitor"); the system boundary is named after the prompt's subject.
import type { UsecaseContent } from '../../../spec/content/index.js';
import { capitalize, IdMaker, matchKey } from '../text/label.js';
import { splitList, splitNames } from '../text/lists.js';
import { wordClass } from '../text/nlp.js';
import { languageOf } from '../text/language.js';
import { inlineItems, labelledLists, listOf } from './labelled-lists.js';
import { flatItems, tooFew, validated, type ExtractContext } from './common.js';
import { headingTopic, topicAfterKind } from './lead-topic.js';
import { actorKinds, caseLabels, caseRelations, roleClauses, settingPlace } from './usecase-prose.js';
import { baseOfGerund, caseByStem } from './usecase-stems.js';

export const USECASE_FIELDS = {
  actors: String.raw`actors?|acteurs?|akteure?|actores|atores|attori|roles|personas?|users?\s+roles|参与者|參與者|执行者|角色|アクター|登場人物`,
  cases: String.raw`use[- ]?cases?|cas\s+d['’]utilisation|anwendungsf(?:ä|a)lle|casos\s+de\s+uso|casi\s+d['’]uso|用例|ユースケース`,
};

const ACTORS_INLINE = /\bactors?\s+(?:are\s+|include\s+|such\s+as\s+)?((?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z]?[\w-]+)?(?:,\s*[A-Z][\w-]*(?:\s+[A-Z]?[\w-]+)?)*,?\s+(?:and|or)\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]+)?)/;
const MARK = /\s*\((?:includes?|<<include>>|«include»)\s+([^)]+)\)|\s*\((?:extends?|<<extend>>|«extend»)\s+([^)]+)\)/gi;

/** "Use cases for the library", "Anwendungsfälle für die Bibliothek", "Cas d'utilisation de la médiathèque": the system after the words. */
const CASES_OF = /^(?:the\s+)?(?:use[- ]?cases?|anwendungsf(?:ä|a)lle|cas\s+d['’]utilisation|casos\s+de\s+uso|casi\s+d['’]uso)\s+(?:of|for|in|für|von|im|in\s+der|de|du|des|pour|para|del|da|do|per|della|dello)\s+(?:(?:an?|the|die|der|das|den|unsere[mnrs]?|la|le|les|el|los|las|il|lo|o|a|os|as)\s+|l['’])?/iu;

// "use case diagram ATM pls - …", "Use case diagram for the kiosk – …": a request naming the kind, before a dash.
const KIND_BEFORE_DASH = /^[^:;]{0,60}?(?<!\p{L})(?:use[- ]?case(?:\s+diagram)?|diagram|diagramm[ae]?|diagrama|diagramme|anwendungsfall\p{L}*|casos?\s+de\s+uso|cas\s+d['’]utilisation|casi\s+d['’]uso|pls|please|bitte|por\s+favor|per\s+favore|s['’]il\s+(?:te|vous)\s+pla[iî]t)(?!\p{L})[^:;]{0,30}?\s[-–—]\s+/iu;
// "bank system involved in all the customer ones", "the printer service supports all of them", "X is used in every
// case of the clerk".
const ALL_OF = /^(?:the\s+|an?\s+)?(.+?)\s+(?:is\s+|are\s+)?(?:also\s+)?(?:involved\s+in|participates?\s+in|takes?\s+part\s+in|supports?|used\s+(?:in|by|for)|joins?)\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?(?:(?:cases|use\s+cases|ones)\s+of\s+(?:the\s+)?(.+?)|(.+?)(?:['’]s)?\s+(?:ones|cases|use\s+cases)|ones|cases|use\s+cases|them|those|these)$/i;

// "Use case diagram ATM", "UML use-case diagram for the kiosk": the kind's words before the system's name.
const KIND_WORDS = /^(?:(?:an?|the)\s+)?(?:uml[\s-]+)?(?:use[- ]?case\s+diagram|anwendungsfalldiagramm|use-case-diagramm|diagramme\s+de\s+cas\s+d['’]utilisation|diagrama\s+de\s+casos\s+de\s+uso|diagramma\s+(?:dei\s+)?casi\s+d['’]uso)(?:\s+(?:of|for|für|de|du|para|del|per|da|do)(?:\s+(?:an?|the|our|die|den|das|la|le|el|il|o|a))?)?\s+(?=\S)/iu;

// "sistema bancario involucrado en todos los del cliente", "Banksystem beteiligt an allen Fällen des Kunden",
// "système bancaire impliqué dans tous les cas du client", "coinvolto in tutti i casi del cliente".
const ALL_OF_FOREIGN = /^(?:(?:el|la|le|il|o|a|das|der|die)\s+)?(.+?)\s+(?:(?:est|es|está|è|é|ist)\s+)?(?:involucrad[oa]s?|implicad[oa]s?|impliqu[ée]e?s?|beteiligt|coinvolt[oa]|envolvid[oa]|particip\p{L}*)\s+(?:en|in|dans|an|em|a)\s+(?:tod[oa]s|tous|toutes|allen|tutt[ie]|alle)\s+(?:(?:los|las|les|i|le|os|as|die)\s+)?(?:(?:casos?|cas|f(?:ä|a)llen?|anwendungsf(?:ä|a)llen?|casi)\s+)?(?:del|de\s+la|de|du|des|dello|della|del|do|da|dos)\s+(?:(?:los|las|les|der|dem|den)\s+)?(.+?)$/iu;

const KEY_MODAL = /\s(?:can|may|must|should|will|kann|können|darf|muss|peut|peuvent|doit|doivent|puede|pueden|debe|deben|pode|podem|deve|devem|può|possono|devono)$/i;

interface Draft { actors: string[]; cases: string[]; links: { actor: string; use: string; serves?: boolean }[]; relations: { from: string; to: string; type: 'include' | 'extend' }[]; kinds: [string, string][] }

/** "Check out" = "Checkout" = "check-out"; "Orders" = "order". */
const KEYED_ACTOR = /^(?:[-*•]\s*)?([\p{L}][\p{L}' -]{1,30}?)(?:\s*\((?:external|ext\.?|system|secondary)\))?\s*[:：]\s*(\S.{2,})$/u;

// Words that are verbs in a use case's name though a tagger may call them nouns ("book a desk", "check in").
const DOING = /^(?:book|check|order|pay|view|search|request|report|review|rate|return|cancel|track|upload|list|manage|approve|charge|invite|schedule|print|scan|sign|log|export|import|share|comment|post|message|chat|call|email|bill|plan|design|test|deploy|monitor|reserve|rent|renew|transfer|refund|register|top|restock|withdraw|deposit|fill|answer|update|edit|delete|add|create|see|read|write|set|ban)$/i;
// ("refill", "reorder", "resubmit": a verb again.)
// An infinitive in German, French, Spanish, Portuguese or Italian ("retirar", "consulter", "abheben", "ricaricare").
const FOREIGN_INFINITIVE = /^\p{Ll}{3,}(?:ar|er|ir|re|en|ern|eln)$/u;
const doing = (w: string, foreign = false): boolean => (foreign && FOREIGN_INFINITIVE.test(w)) || /^\p{Ll}/u.test(w) && (DOING.test(w) || wordClass(w.toLowerCase()) === 'verb' || (/^re[a-z]{3,}$/.test(w) && !/^re(?:port|ceipt|cord|quest|view|turn|fund)/.test(w) && doing(w.slice(2))));

function key(s: string): string {
  return (matchKey(s) || s.toLowerCase().trim()).replace(/[\s-]+/g, '');
}

function addUnique(list: string[], label: string): string {
  const found = list.find((x) => key(x) === key(label));
  if (found) return found;
  list.push(label);
  return label;
}

/** "Staff can refill the paper" after "Actors: Cinema Staff": a one-word role that ends exactly one listed actor's name. */
function sameActor(actors: string[], role: string): string | undefined {
  if (/\s/.test(role.trim()) || actors.some((a) => key(a) === key(role))) return undefined;
  const ends = actors.filter((a) => a.toLowerCase().endsWith(` ${role.trim().toLowerCase()}`));
  return ends.length === 1 ? ends[0] : undefined;
}

/** The foreign "X involved in all of Y's" as [whole, X, undefined, Y] (the shape ALL_OF gives). */
function foreignAll(text: string): string[] | null {
  const m = ALL_OF_FOREIGN.exec(text);
  return m ? [m[0], m[1]!, undefined as unknown as string, m[2]!.replace(/(?<=\p{L}{4})(?:en|n)$/u, (x) => x)] : null;
}

/** "eligibility service" beside "Insurance eligibility service": the one actor whose name ends with the words. */
function endsActor(actors: string[], words: string): string | undefined {
  const w = words.trim().toLowerCase();
  const ends = actors.filter((a) => a.toLowerCase().endsWith(` ${w}`));
  return ends.length === 1 ? ends[0] : undefined;
}

/** The use case an «include»/«extend» side names: the same name, else an existing case by its stems ("booking" is
 * "Book appointment"), else a new case named by a verb ("Applying a discount code" → "Apply a discount code"). */
function relatedCase(list: string[], label: string): string {
  const same = list.find((x) => key(x) === key(label));
  return same ?? caseByStem(label, list) ?? addUnique(list, baseOfGerund(label));
}

/** A use case item: its label, the actor named in brackets ("Upload report (User)") and its include/extend marks. */
function readCaseItem(item: string, d: Draft): void {
  let text = item.trim();
  const marks: { to: string; type: 'include' | 'extend' }[] = [];
  text = text.replace(MARK, (_m, inc: string | undefined, ext: string | undefined) => {
    for (const t of inlineItems(inc ?? ext ?? '')) marks.push({ to: capitalize(t), type: inc ? 'include' : 'extend' });
    return '';
  });
  const by = /^(.+?)\s*\(([^)]+)\)$/.exec(text);
  let actor: string | undefined;
  if (by && d.actors.some((a) => key(a) === key(by[2]!))) { text = by[1]!; actor = d.actors.find((a) => key(a) === key(by[2]!)); }
  const label = addUnique(d.cases, capitalize(text.replace(/[.;]+$/, '').trim()));
  if (actor) d.links.push({ actor, use: label });
  for (const m of marks) {
    const to = relatedCase(d.cases, m.to);
    d.relations.push(m.type === 'include' ? { from: label, to, type: 'include' } : { from: to, to: label, type: 'extend' });
  }
}

// "who does what at our cinema ticket kiosk": the kiosk is the system.
const WHO_DOES_WHAT = /^who\s+(?:does|can\s+do)\s+what(?:\s+(?:at|with|on|in|for)\s+(?:(?:our|the|a|this|my)\s+)?|$)/i;
const BOUNDARY = /\b(?:system\s+)?boundary\s*(?:=|:|is|called|named|labell?ed|as)\s*["“']?([^"”'.,;\n]{2,50}?)["”']?\s*(?:[.,;\n]|$)/i;

export function extractUsecase(ctx: ExtractContext): UsecaseContent {
  const { doc } = ctx;
  const lists = labelledLists(doc.text, USECASE_FIELDS);
  const d: Draft = { actors: [], cases: [], links: [], relations: [], kinds: [] };
  // "the Bank System (external)": the name without its article and its note.
  // "Acteurs : lecteur et bibliothécaire": two names joined by "and" in any language are two actors.
  const actorNames = listOf(lists, 'actors').flatMap((a) => {
    const parts = a.split(/\s+(?:and|und|et|y|e|en|og|och)\s+/i);
    return parts.length > 1 && parts.every((p) => p.trim().split(/\s+/).length <= 3) ? parts : [a];
  });
  for (const a of actorNames) addUnique(d.actors, capitalize(a.replace(/\s*\([^)]*\)\s*$/, '').replace(/^(?:the|an?)\s+/i, '').trim()));
  // "… with actors Customer, Restaurant and Courier": a list of names after the word, inside a sentence.
  const inline = ACTORS_INLINE.exec(doc.text);
  if (d.actors.length === 0 && inline) for (const a of splitNames(inline[1]!)) addUnique(d.actors, capitalize(a.trim()));
  for (const u of listOf(lists, 'cases')) readCaseItem(u, d);
  // Whole sentences (the prose reader's statements cut clauses apart, and a clause here keeps its role).
  const sentences = doc.text.split(/(?<=[.!?。！？])\s+|\n+/u).map((x) => x.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim()).filter(Boolean);
  // "Member: book a desk, book meeting room" / "Billing system (external): charge member monthly" with no actor list:
  // two or more lines keyed by a name and listing things to do name the actors.
  // ("use case diagram ATM pls - customer: withdraw cash, …; technician: refill cash": segments at semicolons, the
  // request before a dash left out.)
  const segments = sentences.flatMap((l) => l.split(/\s*;\s*/)).map((l) => l.replace(KIND_BEFORE_DASH, ''));
  const foreign = /^(?:de|fr|es|pt|it)$/.test(languageOf(doc.text) ?? '');
  if (d.actors.length === 0) {
    // ("Le lecteur peut : …" is a role and its modal, read by the role clauses.)
    const keyedLines = segments.map((l) => KEYED_ACTOR.exec(l)).filter((m): m is RegExpExecArray => !!m && !KEY_MODAL.test(m[1]!.trim()))
      .map((m) => ({ actor: capitalize(m[1]!.trim()), cases: splitList(m[2]!.replace(/[.;]+$/, '')) }))
      .filter((l) => l.cases.length >= 1 && 2 * l.cases.filter((c) => doing(c.split(/\s+/)[0]!.replace(/^(?:pre|re|un|co)-/i, ''), foreign) || (foreign && doing(c.split(/\s+/).pop()!, true))).length >= l.cases.length);
    if (keyedLines.length >= 2) for (const l of keyedLines) addUnique(d.actors, l.actor);
  }
  // "Member: search catalog, borrow book": a line keyed by an actor lists that actor's use cases.
  if (d.actors.length) {
    const perActor = labelledLists(doc.text, Object.fromEntries(d.actors.map((a, i) => [`a${i}`, a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')])), { headers: false });
    for (const l of perActor) {
      const actor = d.actors[Number(l.field.slice(1))]!;
      for (const item of l.items) for (const c of caseLabels(item)) d.links.push({ actor, use: addUnique(d.cases, c) });
    }
  }
  // Segments keyed by a listed actor that the labelled lists did not read ("customer: a, b; technician: c").
  for (const l of segments) {
    const k = KEYED_ACTOR.exec(l);
    const actor = k ? d.actors.find((a) => key(a) === key(k[1]!.trim())) : undefined;
    if (!k || !actor || d.links.some((x) => key(x.actor) === key(actor))) continue;
    for (const c of caseLabels(k[2]!)) d.links.push({ actor, use: addUnique(d.cases, c) });
  }
  for (const r of roleClauses(sentences, d.actors)) {
    const actor = sameActor(d.actors, r.actor) ?? addUnique(d.actors, r.actor);
    for (const c of r.cases) d.links.push({ actor, use: addUnique(d.cases, c) });
  }
  for (const r of caseRelations(sentences, d.actors)) {
    const from = relatedCase(d.cases, r.from); const to = relatedCase(d.cases, r.to);
    d.relations.push({ from, to, type: r.type });
    // ("… which talks to the eligibility service" beside "Insurance eligibility service": the actor the words end.)
    const actor = r.actor ? d.actors.find((a) => key(a) === key(r.actor!)) ?? sameActor(d.actors, r.actor) ?? endsActor(d.actors, r.actor) : undefined;
    // (An actor an included case talks to serves it: the link is written from the case, and it stands on the right.)
    if (actor) d.links.push({ actor, use: to, serves: true });
  }
  // "bank system involved in all the customer ones": the actor takes part in every case of the other (or of all).
  for (const l of segments) {
    const all = ALL_OF.exec(l.replace(/[.!]+$/, '').trim()) ?? foreignAll(l.replace(/[.!]+$/, '').trim());
    if (!all || all[1]!.split(/\s+/).length > 4) continue;
    all[2] ??= all[3];
    const of = all[2] ? d.actors.find((a) => key(a) === key(all[2]!)) ?? sameActor(d.actors, all[2]!) : undefined;
    if (all[2] && !of) continue;
    const uses = [...new Set(d.links.filter((x) => !of || key(x.actor) === key(of)).map((x) => x.use))];
    if (!uses.length) continue;
    const actor = d.actors.find((a) => key(a) === key(all[1]!)) ?? addUnique(d.actors, capitalize(all[1]!.trim()));
    for (const u of uses) d.links.push({ actor, use: u, serves: true });
    // (A per-actor list that ran on past its semicolon may have taken the sentence for a case.)
    const stray = d.cases.findIndex((c) => ALL_OF.test(c.replace(/[.!]+$/, '')) || ALL_OF_FOREIGN.test(c.replace(/[.!]+$/, '')));
    if (stray >= 0) { const [c] = d.cases.splice(stray, 1); d.links = d.links.filter((x) => x.use !== c); }
  }
  d.kinds = actorKinds(sentences);
  for (const [child, parent] of d.kinds) { addUnique(d.actors, child); addUnique(d.actors, parent); }
  // Nothing named as use cases: the prompt's items are (a list under the request).
  if (d.cases.length === 0) {
    for (const item of flatItems(doc).map((i) => i.text)) if (!d.actors.some((a) => key(a) === key(item))) readCaseItem(item, d);
  }
  if (d.cases.length === 0 && d.actors.length === 0) throw tooFew('use case diagram', 1, 0, 'actors or use cases');

  const ids = new IdMaker();
  const actorId = new Map(d.actors.map((a) => [key(a), ids.make(a, 'actor')]));
  const caseId = new Map(d.cases.map((c) => [key(c), ids.make(c, 'case')]));
  const linked = new Set(d.links.map((l) => key(l.use)));
  // Included use cases and extensions hang off their base use case.
  const reached = new Set(d.relations.map((r) => key(r.type === 'include' ? r.to : r.from)));
  // A use case nobody was named for belongs to the first (primary) actor, unless it hangs off another use case.
  const primary = d.actors[0];
  if (primary) for (const c of d.cases) if (!linked.has(key(c)) && !reached.has(key(c))) d.links.push({ actor: primary, use: c });
  const seen = new Set<string>();
  const links: UsecaseContent['links'] = [];
  for (const l of d.links) {
    const from = actorId.get(key(l.actor)); const to = caseId.get(key(l.use));
    if (!from || !to || seen.has(`${from}>${to}`)) continue;
    seen.add(`${from}>${to}`);
    links.push(l.serves ? { from: to, to: from, type: 'association' } : { from, to, type: 'association' });
  }
  for (const r of d.relations) {
    const from = caseId.get(key(r.from)); const to = caseId.get(key(r.to));
    if (from && to && from !== to && !seen.has(`${from}>${to}`)) { seen.add(`${from}>${to}`); links.push({ from, to, type: r.type }); }
  }
  const parents = new Map(d.kinds.map(([c, p]) => [key(c), actorId.get(key(p))]));
  // "system boundary = FixMyRoad portal", "boundary: Library system": the system named in so many words.
  const boundary = [doc.text, ...(doc.asked ?? [])].map((t) => BOUNDARY.exec(t)?.[1]).find(Boolean);
  // "Anwendungsfalldiagramm Geldautomat.": the kind's name and the system's, as the first sentence.
  const first = sentences[0]?.replace(/[.:：]+$/u, '').trim() ?? '';
  const named = KIND_WORDS.test(first) && first.replace(KIND_WORDS, '').split(/\s+/).length <= 4 ? first.replace(KIND_WORDS, '') : undefined;
  const subject = boundary ?? doc.title ?? headingTopic(doc.text) ?? topicAfterKind(doc, true) ?? named ?? settingPlace(sentences);
  const system = subject && !new RegExp(`^(?:${USECASE_FIELDS.actors}|${USECASE_FIELDS.cases})$`, 'iu').test(subject.trim()) ? capitalize(subject.replace(CASES_OF, '').replace(KIND_WORDS, '').replace(WHO_DOES_WHAT, '').replace(/\s+(?:pls|plz|please)$/i, '')) : undefined;
  const content = {
    actors: d.actors.map((a) => ({ id: actorId.get(key(a))!, label: a, ...(parents.get(key(a)) && parents.get(key(a)) !== actorId.get(key(a)) ? { parent: parents.get(key(a)) } : {}) })),
    systems: system ? [{ id: 'system', label: system }] : [],
    use_cases: d.cases.map((c) => ({ id: caseId.get(key(c))!, label: c })),
    links,
    notes: [],
  };
  return validated('usecase', content);
}
