// Org chart prose that names people → one tree of people, each a box with the name as label and the role as
// description: "CEO Maria Lopez, under her a CTO (James Park) and CFO (Aisha Khan). James has two eng managers: Tom
// Reed (Platform) and Priya Nair (Mobile). Aisha has one Controller, Ben Cole." Later mentions find the same person by
// full name, first name ("James"), role ("the CTO") or pronoun ("under her").
import { capitalize, matchKey } from '../text/label.js';
import { firstNameOf, isFirstName, isPersonName, readMention, readPeople, roleText, type Mention } from './org-people.js';

export interface OrgPerson { name?: string; role?: string; parent?: OrgPerson; /** "X at the top" */ top?: boolean }

const PRONOUN = /^(?:him|her|them|it|he|she|they|whom)$/i;
const TOP_ROLE = /^(?:ceo|chief executive|president|founder|owner|managing director|general manager|chair(?:man|woman|person)?|director|principal|head|geschäftsführer|directeur|directrice|président|presidente|director general)\b/i;
// Verbs whose subject is over their object, in English, German, French, Spanish, Italian and Portuguese.
const PARENT_VERBS = String.raw`has|have|had|manages|managing|leads|leading|oversees|heads(?:\s+up)?|runs|supervises|is\s+in\s+charge\s+of|is\s+responsible\s+for|leitet|führt|betreut|hat|dirige|gère|encadre|supervise|gestiona|supervisa|lidera|coordina|tiene|gestisce|gerencia`;
// Verbs for work or a unit someone leads ("Sarah leads design"), not for people they have.
const LEAD_VERB = /^(?:manages|leads|oversees|heads(?:\s+up)?|runs|supervises|is\s+in\s+charge\s+of|is\s+responsible\s+for|leitet|führt|betreut|dirige|gère|encadre|supervise|gestiona|supervisa|lidera|coordina|gestisce|gerencia)$/i;

const COUNTED = /^(?:two|three|four|five|six|seven|eight|nine|ten|several|many|some|a\s+few|\d+)\s+\p{L}/iu;

const LINK_VERB = String.raw`(?:are|is|sit|sits|work|works|we\s+have|there\s+(?:is|are)|comes?|sind|ist|arbeiten|sont|est|están|son|está)`;
// "under her a CTO and a CFO", "darunter A und B", "sous elle : A et B": under the person named last.
const UNDER_LAST = new RegExp(String.raw`^(?:(?:and|und|et|y)\s+)?(?:directly\s+)?(?:(?:under|below|beneath|reporting\s+to)\s+(?:him|her|them|it)|darunter|unter\s+(?:ihm|ihr|ihnen)|sous\s+(?:lui|elle|eux)|en\s+dessous|debajo\s+de\s+(?:él|ella)|bajo\s+(?:él|ella)|sotto\s+(?:di\s+)?(?:lui|lei))\s*[:,]?\s*(?:${LINK_VERB}\s+)?(.+)$`, 'iu');
// "Under Mary: A, B and C", "below the CTO are A and B".
const UNDER = new RegExp(String.raw`^(?:(?:and|und|et|y)\s+)?(?:directly\s+)?(?:under|below|beneath|reporting\s+to|unter|sous|bajo)\s+(.+?)\s*(?:[:,]\s*|\s+${LINK_VERB}\s+)(.+)$`, 'iu');
const CHILD_FIRST = /^(.+?)\s+(?:(?:all\s+|both\s+)?(?:reports?|reporting)\s+(?:directly\s+)?(?:in)?to|(?:works?|sits?|falls?)\s+(?:directly\s+)?(?:under|for|below)|(?:is|are)\s+(?:managed|led|headed|supervised|overseen|run)\s+by|berichte[nt]?\s+an|rend(?:ent)?\s+compte\s+à|reporta(?:n)?\s+a)\s+(.+)$/iu;
const PARENT_FIRST = new RegExp(String.raw`^(.+?)\s+(${PARENT_VERBS})\s+(.+)$`, 'iu');
const IS_ROLE = /^(.+?)\s+(?:is|was|serves\s+as|acts\s+as|ist|est|es)\s+(?:(?:the|our|their|its|a|an|der|die|le|la|el)\s+)?(.+)$/i;
const ROLE_IS = /^(?:the|our|der|die|le|la|el)\s+(.+?)\s+(?:is|ist|est|es)\s+(.+)$/i;
const AT_TOP = /^(.+?)\s+(?:is\s+|sits\s+)?(?:at\s+(?:the\s+)?(?:top|head|apex)|on\s+top)$/i;
// "Peter married Laura": the spouse is told beside the person.
const MARRIED = /^(.+?)\s+(?:married|is\s+married\s+to|heiratete|a\s+épousé|se\s+casó\s+con)\s+(.+?)(?:\s+(?:and|und|et|y))?$/i;

/** Every full name the texts write. */
export function fullNames(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(/\p{Lu}[\p{L}\p{M}'’-]+(?:\s+(?:(?:van|von|de|da|del|der|di|du|bin|al)\s+)?\p{Lu}[\p{L}\p{M}'’-]+){1,3}/gu)) {
      const ws = m[0].split(/\s+/);
      // The longest name inside the run ("CEO Maria Lopez" holds "Maria Lopez").
      for (let s = 0; s < ws.length - 1; s++) {
        const name = ws.slice(s).join(' ');
        if (isPersonName(name)) { out.add(name); break; }
      }
    }
  }
  return out;
}

class People {
  list: OrgPerson[] = [];
  last?: OrgPerson;

  /** The person a mention names: one already met (by name, first name or role) or a new one. */
  get(m: Mention): OrgPerson | undefined {
    if (!m.name && !m.role) return undefined;
    const found = this.find(m);
    if (found) {
      if (m.name && m.role && !found.role) found.role = m.role;
      if (m.name && !found.name) found.name = m.name;
      return found;
    }
    const p: OrgPerson = { name: m.name, role: m.role };
    this.list.push(p);
    return p;
  }

  find(m: Mention): OrgPerson | undefined {
    if (m.name) {
      const exact = this.list.find((p) => p.name === m.name);
      if (exact) return exact;
      // "James" after "James Park": the only person with that first name.
      if (!/\s/.test(m.name)) {
        const byFirst = this.list.filter((p) => p.name && firstNameOf(p.name) === m.name);
        if (byFirst.length === 1) return byFirst[0];
      }
      return this.list.find((p) => !p.name && p.role && m.role && matchKey(p.role) === matchKey(m.role));
    }
    const r = m.role!.trim();
    if (PRONOUN.test(r)) return this.last;
    const word = r.replace(/^(?:the|our)\s+/i, '');
    if (isFirstName(word) || /^\p{Lu}\p{Ll}+$/u.test(word)) {
      const byFirst = this.list.filter((p) => p.name && firstNameOf(p.name) === word);
      if (byFirst.length === 1) return byFirst[0];
    }
    return this.list.find((p) => p.role && matchKey(p.role) === matchKey(word));
  }

  link(parent: OrgPerson | undefined, child: OrgPerson | undefined): void {
    if (!parent || !child || parent === child || child.parent) return;
    for (let p: OrgPerson | undefined = parent; p; p = p.parent) if (p === child) return;
    child.parent = parent;
  }
}

/** A mention of one person (a name, a first name, a role, a pronoun). */
function one(people: People, text: string): OrgPerson | undefined {
  // "John Smith and Mary Smith had two children": a couple is one box.
  const couple = readPeople(text);
  if (couple.length === 2 && couple.every((c) => c.name && !c.role)) return people.get({ name: `${couple[0]!.name} and ${couple[1]!.name}` });
  const m = readMention(text);
  return people.get(m.role && !m.name ? { role: m.role.replace(/^(?:the|our)\s+/i, '') } : m);
}

function children(people: People, parent: OrgPerson | undefined, list: string): void {
  for (const m of readPeople(list)) people.link(parent, people.get(m));
}

/** One clause of org chart prose. */
function readClause(people: People, clause: string): void {
  // "Dishwashers report to Ahmed too", "… as well": the clause adds to what was said, the word is no name.
  const t = clause.trim().replace(/[.!]+$/, '').replace(/\s+(?:too|as\s+well|also|aussi|auch|también|também|anche)$/iu, '');
  if (!t) return;
  let m = UNDER_LAST.exec(t);
  if (m) { children(people, people.last, m[1]!); return; }
  if ((m = UNDER.exec(t))) { children(people, one(people, m[1]!), m[2]!); return; }
  if ((m = AT_TOP.exec(t))) { const p = one(people, m[1]!); if (p) { people.last = p; p.top = true; } return; }
  if ((m = CHILD_FIRST.exec(t))) {
    // "Two vice principals report to her: Mark Stone and Julia Webb": the group, then its members.
    const named = /^([^:]+):\s*(.+)$/.exec(m[2]!);
    const parent = one(people, named ? named[1]! : m[2]!);
    for (const c of readPeople(named ? `${m[1]}: ${named[2]}` : m[1]!)) people.link(parent, people.get(c));
    return;
  }
  if ((m = PARENT_FIRST.exec(t))) {
    let subject = m[1]!;
    const married = MARRIED.exec(subject);
    if (married) subject = married[1]!;
    const parent = one(people, subject);
    if (parent && married) parent.role ??= `Spouse: ${married[2]!.trim()}`;
    people.last = parent;
    const kids = readPeople(m[3]!);
    // "Sarah Chen leads design", "Mark oversees the science and math departments": work she leads, not people.
    // ("Tom manages two art leads": a counted group is people.)
    if (parent && LEAD_VERB.test(m[2]!) && kids.length === 1 && !kids[0]!.name && !people.find(kids[0]!) && !COUNTED.test(m[3]!)) {
      const work = `${m[2]!.toLowerCase()} ${m[3]!.replace(/^(?:the|our)\s+/i, '')}`;
      parent.role = parent.role ? `${parent.role}; ${work}` : capitalize(work);
      return;
    }
    for (const k of kids) people.link(parent, people.get(k));
    return;
  }
  if ((m = IS_ROLE.exec(t)) && isPersonName(m[1]!.trim())) { const p = people.get({ name: m[1]!.trim(), role: roleText(m[2]!) }); people.last = p; return; }
  if ((m = ROLE_IS.exec(t)) && isPersonName(m[2]!.trim())) { const p = people.get({ name: m[2]!.trim(), role: roleText(m[1]!) }); people.last = p; return; }
  // A plain mention or a list of them: "CEO Maria Lopez".
  const mentions = readPeople(t);
  if (!mentions.some((x) => x.name)) return;
  const named = mentions.map((x) => people.get(x));
  if (named.length === 1 && named[0]) people.last = named[0];
}

/**
 * The org chart in prose that names at least two people, or undefined. Each text is a sentence or a line; a clause
 * ends at ";", at a sentence end, and before ", under her" or ", and X reports to".
 */
export function readOrgChart(texts: string[]): OrgPerson[] | undefined {
  if (fullNames(texts).size < 2) return undefined;
  const people = new People();
  for (const text of texts) {
    const clauses = text.split(/;\s*|(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St))\.\s+|,\s+(?=(?:(?:and|und|et|y)\s+)?(?:directly\s+)?(?:under|below|beneath|reporting\s+to|darunter|unter|sous|bajo|debajo|en\s+dessous|sotto)\s)|,\s+(?:and\s+|while\s+|whereas\s+)(?=\S+(?:\s+\S+){0,3}\s+(?:reports?|manages|leads|oversees|heads|runs|has|have)\b)|,\s+(?=\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?\s+(?:manages|leads|oversees|heads|runs|supervises)\s)|,\s+(?=(?:il|la|le|el|der|die)\s+[\p{L}\s]{2,40}?\s(?:coordina|gestisce|dirige|supervisiona|gestiona|supervisa|lidera|leitet|gère)\s)/iu);
    for (const c of clauses) readClause(people, c);
  }
  const named = people.list.filter((p) => p.name);
  if (named.length < 2) return undefined;
  // One tree: the top role (else the first person met with reports) over everyone nothing else places.
  const roots = people.list.filter((p) => !p.parent);
  if (roots.length > 1) {
    const root = roots.find((p) => p.top) ?? roots.find((p) => p.role && TOP_ROLE.test(p.role)) ?? roots.find((p) => people.list.some((c) => c.parent === p)) ?? roots[0]!;
    for (const r of roots) if (r !== root) people.link(root, r);
  }
  return people.list;
}
