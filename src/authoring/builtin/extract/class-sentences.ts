// Prose sentence shapes of class diagrams, each read from the start of a clause: inheritance ("A and B inherit from C",
// "A extends C", "A is a subclass of C"), realization ("A implements B"), composition ("A contains many B"),
// aggregation ("Car has an Engine"), dependency ("A depends on B"), members ("User has name, email and a login()
// method"), declarations ("Shape is an interface", "abstract class Vehicle"), other verbs as labelled associations.
import { CLASS_NAME, multiplicity, stereotypeOf, type ClassModel } from './class-model.js';

const ART = String.raw`(?:(?:[Aa]|[Aa]n|[Tt]he|[Ee]ach|[Ee]very|[Oo]ne|[Uu]n|[Uu]ne|[Ll]e|[Ll]a|[Ll]es|[Ll]')\s+)?`;
const NAME = String.raw`${ART}(${CLASS_NAME})`;
const ONE = String.raw`${ART}${CLASS_NAME}`;
// Later items of a list take "a"/"the" but not "each" ("…, each CartItem refers to …" starts a clause).
const MORE = String.raw`(?:(?:[Aa]|[Aa]n|[Tt]he|[Oo]ne|[Uu]n|[Uu]ne|[Ll]e|[Ll]a|[Ll]es|[Ll]')\s+)?${CLASS_NAME}`;
const NAMES = String.raw`(${ONE}(?:\s*,\s*${MORE})*(?:\s*,?\s*(?:and|or|et|ou|&)\s+${MORE})?)`;
// An object list stops before an item that is the subject of the next clause ("…, a Customer owns one Cart").
const VERB_NEXT = String.raw`(?!\s+(?:[a-z]+s|has|have|is|are|can|may|must|by)\b)`;
// "writes many Recipes and many Reviews": a later item may repeat the count.
const MORE_COUNTED = String.raw`(?:(?:many|several|multiple|some|one|two|three|four|five|six|eight|ten|twelve|\d+|an?\s+(?:list|set|collection|number)\s+of)\s+)?${MORE}`;
const OBJECTS = String.raw`(${ONE}${VERB_NEXT}(?:\s*,\s*${MORE_COUNTED}${VERB_NEXT})*(?:\s*,?\s*(?:and|or|et|ou|&)\s+${MORE_COUNTED}${VERB_NEXT})?)`;
const Q = String.raw`(?:(\d+\s*\.\.\s*(?:\d+|\*|n)|\*|one\s+or\s+more|at\s+least\s+one|zero\s+or\s+(?:one|more)|exactly\s+one|a\s+single|only\s+one|any\s+number\s+of|a\s+(?:list|set|collection|number)\s+of|an\s+optional|many|multiple|several|some|one|an?|\d+|two|three|four|five|six|eight|ten|twelve|plusieurs|des|une?|de\s+nombreu(?:x|ses))\s+)?`;

// Verbs of a class that stands between two others ("links A to B", "connects A and B", "relie A à B").
const LINK = String.raw`(?:links?|connects?|joins?|associates?|relates?|ties?|binds?|pairs?|couples?|matches|bridges?|relie|associe)`;

export interface Reading { end: number }
const SUBJECT = new RegExp(String.raw`^${NAME}`, 'u');
export type SentenceReader = (text: string, m: ClassModel, privateDash: boolean) => Reading | undefined;

// No `i` flag: class names are told by their capital letter (`\p{Lu}` would match any letter under `i`).
const re = (src: string): RegExp => new RegExp(`^${src}`, 'u');
/** Names of a list "A, B and C" (articles dropped). */
export function splitNames(list: string): string[] {
  return list.split(/\s*(?:,|\band\b|\bor\b|\bet\b|\bou\b|&)\s*/i).map((s) => s.trim().replace(/^(?:(?:an?\s+(?:list|set|collection|number)\s+of|a|an|the|each|every|one|un|une|le|la|les|l'|many|several|multiple|some|two|three|four|five|six|eight|ten|twelve|\d+)\s+)/i, '')).filter(Boolean);
}

/**
 * A member list up to the next clause: "name, email and a login() method" (stops at "and belongs to …"); "name, email |
 * login()" parts attributes from methods with a bar.
 */
const VERB_AHEAD = String.raw`\s+(?:and|,)\s+(?=(?:also\s+)?(?:belongs?|is|are|has|have|contains?|inherits?|extends?|implements?|depends?|uses?|owns?|refers?|references?|places?|can)\b)`;
// ", and King, Queen … extend it": a comma and "and" before a class name open a clause of their own.
// ("An Account with balance belongs to a Customer": a verb that only relates classes ends the members without "and".)
const MEMBERS_END = new RegExp(`\\s+(?=(?:belongs?\\s+to|refers?\\s+to|inherits?\\s+from|extends|implements|depends\\s+on)\\s)|${VERB_AHEAD}|,\\s+and\\s+(?=\\p{Lu}[\\p{L}\\p{N}_]*(?:\\s*,|\\s+(?:and|all|both|each|extends?|inherits?|are|is|has|have)\\b))|[.;](?:\\s|$)|\\n`, 'iu');
export function memberList(text: string, inBrackets = false): { items: string[]; end: number } {
  const stop = inBrackets ? null : MEMBERS_END.exec(text);
  const end = stop ? stop.index : text.length;
  const body = text.slice(0, end);
  // Commas inside parentheses ("deposit(amount, date)") do not split.
  const items: string[] = [];
  let depth = 0; let cur = '';
  for (const ch of body) {
    if (ch === '(' || ch === '<') depth++;
    if (ch === ')' || ch === '>') depth = Math.max(0, depth - 1);
    if ((ch === ',' || ch === ';' || ch === '|') && depth === 0) { items.push(cur); cur = ''; } else cur += ch;
  }
  items.push(cur);
  const out = items.flatMap((i) => (/\(/.test(i) ? i.split(/\s+(?:and|et)\s+(?![^(]*\))/i) : sharedHead(i).split(/\s+(?:and|et)\s+/i))).map((s) => s.trim()).filter(Boolean);
  return { items: out, end };
}

// Pairs of words that share the noun after the second: "start and end date", "first and last name".
const PAIRED = /\b(start|end|first|last|min|max|minimum|maximum|opening|closing|check-in|check-out|pickup|drop-?off|departure|arrival|billing|shipping|home|work|created|updated|from|to|begin|open|close)\s+(and|or|&)\s+(start|end|first|last|min|max|minimum|maximum|opening|closing|check-in|check-out|pickup|drop-?off|departure|arrival|billing|shipping|home|work|created|updated|from|to|begin|open|close)\s+([a-z][\w-]*)\b/gi;
/** "start and end date" → "start date and end date". */
export function sharedHead(text: string): string {
  return text.replace(PAIRED, (_a, x: string, and: string, y: string, head: string) => `${x} ${head} ${and} ${y} ${head}`);
}

/** Members after "has", "with": a list of lowercase names or calls, not of classes. */
function readMembers(m: ClassModel, cls: string, rest: string, privateDash: boolean): number | undefined {
  const lead = /^(?:(?:the\s+)?(?:attributes?|fields?|properties|members?|methods?|operations?|les\s+attributs?|attributs?|méthodes?)\s*:?\s*)?/i.exec(rest)![0];
  const { items, end } = memberList(rest.slice(lead.length));
  if (!items.length) return undefined;
  const named = items.map((i) => i.replace(/^(?:(?:a|an|the|un|une|le|la|les|one|many|several|multiple|two|three|some|a\s+list\s+of|a\s+set\s+of|a\s+collection\s+of|a\s+number\s+of)\s+)+/i, ''));
  if (named.some((i) => m.isName(i.split(/[\s(:]/)[0]!) && !/\(/.test(i) && !/:/.test(i))) return undefined;
  const c = m.cls(cls);
  if (!c) return undefined;
  for (const i of items) m.member(c, i, privateDash);
  return lead.length + end;
}

// "a list of InvoiceLine", "a Customer", "many Orders": one item of a "has" list that is a class with its count.
const COUNTED_CLASS = new RegExp(String.raw`^${Q}(?:(?:the|a|an)\s+)?(${CLASS_NAME})$`, 'u');
// A known class followed by a lower-case word: "Track belongs to Album", "Album by Artist".
const CLAUSE_START = new RegExp(String.raw`^(${CLASS_NAME})\s+[a-z]`, 'u');
const PASSIVE_VERBS: Record<string, 'dependency' | 'composition' | 'aggregation' | 'association'> = { used: 'dependency', needed: 'dependency', required: 'dependency', owned: 'composition', contained: 'composition', held: 'aggregation', referenced: 'association', managed: 'association', created: 'dependency' };

const READERS: SentenceReader[] = [
  // "PaymentTerms is used by Customer", "Address is owned by Customer": the relation from the agent.
  (t, m) => {
    const x = re(String.raw`${NAMES}\s+(?:is|are)\s+(?:also\s+)?(used|needed|required|owned|contained|held|referenced|managed|created)\s+(?:by|in)\s+${OBJECTS}`).exec(t);
    if (!x) return undefined;
    const agents = splitNames(x[3]!).map((n) => m.cls(n)).filter((c) => !!c);
    if (!agents.length) return undefined;
    // ("ConditionReports are owned by …": a plural subject of "are" names one class.)
    const are = /\sare\s/.test(x[0]);
    for (const n of splitNames(x[1]!)) { const c = m.cls(n, are && plural(n, undefined)); if (c) for (const a of agents) m.relate(a!, c, PASSIVE_VERBS[x[2]!.toLowerCase()]!); }
    return { end: x[0].length };
  },
  // "Invoice has a list of InvoiceLine, a Customer and a total() method": classes with their own counts, and members.
  (t, m, pd) => {
    const x = re(String.raw`${NAME}\s+(?:also\s+)?(?:has|have|holds?|keeps?)\s+`).exec(t);
    if (!x) return undefined;
    const { items, end } = memberList(t.slice(x[0].length));
    if (items.length < 2) return undefined;
    // "many Ingredients and Steps (composition)": the kind in brackets holds for the items back to the count.
    const kinds = items.map((i) => KIND_NAMED.exec(i.trim().replace(/^.*?(?=\s*\()/, ''))?.[1]);
    const parts = items.map((i, k) => COUNTED_CLASS.exec(kinds[k] ? i.trim().replace(/\s*\([^()]*\)$/, '') : i.trim()));
    const kindBeforeEnd = kinds.slice(0, -1).some(Boolean);
    for (let k = items.length - 1; k >= 0; k--) {
      if (!kinds[k]) continue;
      for (let j = k - 1; j >= 0 && parts[j] && !kinds[j]; j--) { kinds[j] = kinds[k]; if (parts[j]![1]) break; }
    }
    const classes = parts.filter((p) => p && m.isName(p[2]!));
    // (All classes: the relation readers take them, unless a kind in brackets stands before the end of the list.)
    if (classes.length === 0 || (classes.length === items.length && !kindBeforeEnd)) return undefined;
    // "Playlist has many Track, Track belongs to Album": an item that is a class doing something starts a clause.
    if (items.some((i, k) => !parts[k] && CLAUSE_START.test(i.trim()) && m.isName(CLAUSE_START.exec(i.trim())![1]!))) return undefined;
    const from = m.cls(x[1]!);
    if (!from) return undefined;
    items.forEach((i, k) => {
      const p = parts[k];
      if (p && m.isName(p[2]!)) {
        const many = multiplicity(p[1]) ?? (plural(p[2]!, undefined) && !m.find(p[2]!)?.label.endsWith('s') ? '*' : undefined);
        const to = m.cls(p[2]!, plural(p[2]!, many));
        if (to) m.relate(from, to, kinds[k] ? kindNamed(kinds[k]!) : 'aggregation', many ? { to_multiplicity: many } : {});
      } else m.member(from, i, pd);
    });
    return { end: x[0].length + end };
  },
  // "Shape is an interface (with area() and perimeter())", "Vehicle est une classe abstraite".
  (t, m, pd) => {
    const x = re(String.raw`${NAME}\s+(?:is|est)\s+(?:an?\s+|une?\s+|the\s+)?(interface|abstract(?:\s+base)?(?:\s+class)?|enum(?:eration)?|classe\s+abstraite|service|base(?:\s+class)?|parent(?:\s+class)?|superclass)\b`).exec(t);
    if (!x) return undefined;
    const c = m.cls(x[1]!);
    if (!c) return undefined;
    mark(c, x[2]!);
    const after = t.slice(x[0].length);
    const w = /^\s+(?:with|that\s+has|which\s+has|avec)\s+/i.exec(after);
    const more = w ? abstractMembers(c, () => readMembers(m, x[1]!, after.slice(w[0].length), pd)) : undefined;
    return { end: x[0].length + (more !== undefined ? w![0].length + more : 0) };
  },
  // "abstract class Vehicle with wheels and a move() method", "interface Shape", "Subject interface with attach()".
  (t, m, pd) => {
    const x = re(String.raw`${ART}(?:([Aa]bstract\s+class|[Aa]bstract|[Ii]nterface|[Ee]num(?:eration)?|[Cc]lass|[Cc]lasse\s+abstraite|[Cc]lasse)\s+(${CLASS_NAME})|(${CLASS_NAME})\s+(interface|abstract\s+class|base\s+class|parent\s+class|enum(?:eration)?))\b`).exec(t);
    if (!x) return undefined;
    const name = x[2] ?? x[3]!; const word = (x[1] ?? x[4]!).toLowerCase();
    const c = m.cls(name);
    if (!c) return undefined;
    if (!/^(?:class|base|parent)/.test(word)) mark(c, word);
    const after = t.slice(x[0].length);
    const w = /^\s*(?:with|that\s+has|which\s+has|has|avec|:)\s+/i.exec(after);
    const read = () => readMembers(m, name, after.slice(w![0].length), pd);
    const more = w ? (/abstract/.test(word) ? abstractMembers(c, read) : read()) : undefined;
    return { end: x[0].length + (more !== undefined ? w![0].length + more : 0) };
  },
  // Inheritance: "A and B inherit from C", "A extends C", "A is a subclass of C", "A dérive de C", "A hérite de C".
  (t, m, pd) => {
    const x = re(String.raw`${NAMES}\s+(?:,?\s*(?:which|that|who)\s+)?(?:both\s+|all\s+)?(?:(?:inherits?|inheriting|derives?|deriving|héritent|hérite|dérivent|dérive)\s+(?:from|de|d')\s*|(?:extends?|extending)\s+|(?:is|are|est|sont)\s+(?:a\s+|an\s+|une?\s+)?(?:subclass(?:es)?|sub-?class(?:es)?|sub-?types?|kinds?|types?|speciali[sz]ations?|child(?:ren)?|derived\s+class(?:es)?|sous-classes?)\s+(?:of|de|d')\s*)${NAME}`).exec(t);
    if (!x) return undefined;
    const parent = m.cls(x[2]!);
    if (!parent) return undefined;
    // "…, Ticket (price), VIPTicket and StandardTicket which both inherit from Ticket": a relative clause is said of
    // the names just before it, not of the whole list.
    const relative = /\s(?:which|that|who)\s/i.test(x[0]);
    const children = relative ? splitNames(x[1]!.replace(/^.*[,;]\s*(?:and\s+)?/, '')) : splitNames(x[1]!);
    for (const n of children) { const c = m.cls(n); if (c && c !== parent) m.relate(c, parent, 'inheritance'); }
    // "Circle extends Shape (radius: double)": the members in brackets are the subclass's own.
    const own = /^\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/.exec(t.slice(x[0].length));
    if (own && children.length === 1 && !stereotypeOf(own[1]!.trim())) {
      const c = m.cls(children[0]!);
      if (c) for (const i of memberList(own[1]!).items) m.member(c, i, pd);
      return { end: x[0].length + own[0].length };
    }
    return withWhich(t, x[0].length, m, x[2]!, pd, children.length === 1 ? children[0] : undefined);
  },
  // Realization: "Circle and Rectangle implement Shape", "ConcreteSubject implements Subject".
  (t, m) => {
    const x = re(String.raw`${NAMES}\s+(?:both\s+|all\s+)?(?:implements?|implementing|realizes?|realises?|implémente(?:nt)?)\s+${OBJECTS}`).exec(t);
    if (!x) return undefined;
    for (const i of splitNames(x[2]!)) {
      const iface = m.cls(i);
      if (!iface) continue;
      iface.stereotype ??= 'interface';
      for (const n of splitNames(x[1]!)) { const c = m.cls(n); if (c) m.relate(c, iface, 'realization'); }
    }
    return { end: x[0].length };
  },
  // Passive realization: "DiscountPolicy interface, implemented by SeasonalDiscount and LoyaltyDiscount",
  // "Shape is implemented by Circle and Square".
  (t, m) => {
    const x = re(String.raw`${NAME}(?:\s+interface)?\s*(?:,\s*|\s+(?:is|are)\s+|\s+)(?:implemented|realized|realised)\s+by\s+${OBJECTS}`).exec(t);
    if (!x) return undefined;
    const iface = m.cls(x[1]!);
    if (!iface) return undefined;
    iface.stereotype ??= 'interface';
    for (const n of splitNames(x[2]!)) { const c = m.cls(n); if (c) m.relate(c, iface, 'realization'); }
    return { end: x[0].length };
  },
  // "implements Serializable" after a class already named in the clause is read by the caller; "B is part of A".
  (t, m) => {
    const x = re(String.raw`${NAMES}\s+(?:is|are)\s+(?:a\s+)?part\s+of\s+${NAME}`).exec(t);
    if (!x) return undefined;
    const whole = m.cls(x[2]!);
    if (!whole) return undefined;
    for (const n of splitNames(x[1]!)) { const c = m.cls(n); if (c) m.relate(whole, c, 'composition'); }
    return { end: x[0].length };
  },
  // A class that links two others: "Loan links a Member to a Book (with a due date)", "Enrollment connects Student and
  // Course", "Assignment joins a Worker to a Project", "Review associates a User with a Product", "Booking is the link
  // between a Guest and a Room": an association from it to each, and the members it is said to carry.
  (t, m, pd) => {
    const x = re(String.raw`${NAME}\s+(?:also\s+)?(?:(?:can|may|must)\s+)?(?:${LINK}|(?:is|represents|models|records)\s+(?:a|an|the)\s+(?:link|association|connection|relationship|relation|join|bridge)\s+between|(?:sits|stands|is)\s+between)\s+${Q}${NAME}\s+(?:to|with|and|&|et|à|avec)\s+${Q}${NAME}(?:\s+together)?(?=$|[\s.,;:!?)])`).exec(t);
    if (!x) return undefined;
    const link = m.cls(x[1]!);
    if (!link || !m.isName(x[3]!) || !m.isName(x[5]!)) return undefined;
    for (const [q, n] of [[x[2], x[3]!], [x[4], x[5]!]] as const) {
      const many = multiplicity(q);
      const to = m.cls(n, plural(n, many));
      if (to) m.relate(link, to, 'association', many ? { to_multiplicity: many } : {});
    }
    // "… with a due date", "… and stores a due date", "… recording the loan date" (", which has …" may mean the last one).
    const rest = t.slice(x[0].length);
    const w = /^\s*,?\s*(?:with|and\s+(?:has|have|stores|keeps|holds|records)|having|holding|storing|recording|carrying|avec)\s+/i.exec(rest);
    const more = w ? readMembers(m, x[1]!, rest.slice(w[0].length), pd) : undefined;
    return { end: x[0].length + (more !== undefined ? w![0].length + more : 0) };
  },
  // Composition, aggregation, dependency: "Order contains many OrderLines", "Car has an Engine", "A depends on B".
  (t, m) => {
    const x = re(String.raw`${NAME}\s+(?:also\s+)?(?:(?:can|may|must|will)\s+(?:also\s+)?)?(contains?|includes?|comprises?|is\s+composed\s+of|(?:consists?|is\s+built|is\s+formed)\s+of|is\s+made\s+(?:up\s+)?of|contient|est\s+compos[ée]e?\s+d[e']|has|have|having|owns?|holds?|keeps?|knows|aggregates?|possède|a|depends?\s+on|uses?|dépend\s+de|utilise)\s+${Q}${OBJECTS}(?=$|[\s.,;:!?)])`).exec(t);
    if (!x) return undefined;
    const verb = x[2]!.toLowerCase();
    // "A Canvas has many Shapes (composition)": the kind the prompt names in brackets wins over the verb's.
    const named = KIND_NAMED.exec(t.slice(x[0].length));
    const type = named ? kindNamed(named[1]!) : /contain|includ|compris|compos|consist|built|formed|made|contient|own|possède/.test(verb) ? 'composition' : /depend|use|utilise|dépend/.test(verb) ? 'dependency' : 'aggregation';
    const names = splitNames(x[4]!);
    if (!names.every((n) => m.isName(n))) return undefined;
    const from = m.cls(x[1]!);
    if (!from) return undefined;
    // "is made of Shapes": a plural part without a number is many of them.
    const many = multiplicity(x[3]) ?? (type !== 'dependency' && names.every((n) => plural(n, undefined) && !m.find(n)?.label.endsWith('s')) ? '*' : undefined);
    // "two Players and one Board": a count written before a later name is that name's own.
    const own = x[4]!.split(/\s*(?:,|\band\b|\bor\b|&)\s*/i).map((raw) => multiplicity(/^(an?\s+(?:list|set|collection|number)\s+of|one|an?|many|several|multiple|some|\d+|two|three|four|five|six|eight|ten|twelve)\s/i.exec(raw.trim())?.[1]));
    names.forEach((n, k) => {
      const count = (k > 0 && own.length === names.length ? own[k] : undefined) ?? many;
      const to = m.cls(n, plural(n, count));
      if (to) m.relate(from, to, type, count && type !== 'dependency' ? { to_multiplicity: count } : {});
    });
    return { end: x[0].length + (named?.[0].length ?? 0) };
  },
  // "A Room cannot exist without a House": the whole owns its part (composition).
  (t, m) => {
    const x = re(String.raw`${NAMES}\s+(?:cannot|can\s*not|can't|does\s+not|doesn't|do\s+not|don't)\s+(?:exist|live|survive)\s+(?:without|outside(?:\s+of)?)\s+${Q}${NAME}`).exec(t);
    if (!x) return undefined;
    const whole = m.cls(x[3]!);
    if (!whole) return undefined;
    for (const n of splitNames(x[1]!)) { const c = m.cls(n); if (c) m.relate(whole, c, 'composition'); }
    return { end: x[0].length };
  },
  // Members: "User has name, email and a login() method", "Vehicle with wheels", "Person, which has name".
  (t, m, pd) => {
    const x = re(String.raw`${NAME}\s*(?:\([^)]*\)\s*)?(?:has|have|with|stores?|keeps?|holds?|contains?|avec|a|possède)\s+`).exec(t);
    if (!x) return undefined;
    const used = readMembers(m, x[1]!, t.slice(x[0].length), pd);
    return used === undefined ? undefined : { end: x[0].length + used };
  },
  // "An Event is held at one Venue", "each Ticket is for one Event": a passive or a preposition after "is" ties the
  // class to the one it names, labelled with those words.
  (t, m) => {
    const x = re(String.raw`${NAME}\s+(?:is|are)\s+((?:[a-z]+ed|held|run|made|sold|given|kept|built|taught|written|done|seen|shown|paid|sent)\s+(?:at|in|by|for|on|to|from|with|into)|for|in|at|on)\s+${Q}${NAME}(?=$|[\s.,;:!?)])`).exec(t);
    if (!x || !m.isName(x[4]!) || !/^[A-Z]/.test(x[4]!)) return undefined;
    const from = m.cls(x[1]!);
    const many = multiplicity(x[3]);
    const to = m.cls(x[4]!, plural(x[4]!, many));
    if (!from || !to || from === to) return undefined;
    m.relate(from, to, 'association', { ...(/\s/.test(x[2]!) ? { label: x[2]! } : {}), ...(many ? { to_multiplicity: many } : {}) });
    return { end: x[0].length };
  },
  // Any other verb between two classes is a labelled association: "Customer places many Orders", "refers to a Product".
  (t, m) => {
    const x = re(String.raw`${NAME}\s+((?:can\s+|may\s+|must\s+)?(?!(?:and|or|is|are|with|has|have|et|ou)\b)[a-z\u00e0-\u00ff]+(?:\s+(?:to|for|with|by|on|in|into|from|at|of|à|de|sur|avec))?)\s+${Q}${OBJECTS}(?=$|[\s.,;:!?)])`).exec(t);
    if (!x) return undefined;
    const names = splitNames(x[4]!);
    if (!names.every((n) => m.isName(n))) return undefined;
    const from = m.cls(x[1]!);
    if (!from) return undefined;
    const many = multiplicity(x[3]);
    for (const n of names) {
      const to = m.cls(n, plural(n, many));
      if (to) m.relate(from, to, 'association', { label: x[2]!.replace(/^(?:can|may|must)\s+/i, ''), ...(many ? { to_multiplicity: many } : {}) });
    }
    // "A Member borrows Books through a Loan": the class in between links the two (it holds the association).
    const through = re(String.raw`\s+(?:through|via|by\s+way\s+of)\s+${Q}${NAME}(?=$|[\s.,;:!?)])`).exec(t.slice(x[0].length));
    if (through && through[2] && m.isName(through[2]) && /^[A-Z]/.test(through[2]) && names.length === 1) {
      const link = m.cls(through[2], plural(through[2], multiplicity(through[1])));
      const obj = m.cls(names[0]!, plural(names[0]!, many));
      if (link && obj && link !== from && link !== obj) {
        const direct = m.relations.findIndex((r) => r.from === from.id && r.to === obj.id && r.type === 'association');
        if (direct >= 0) m.relations.splice(direct, 1);
        m.relate(link, from, 'association', { to_multiplicity: '1' });
        m.relate(link, obj, 'association', { to_multiplicity: '1' });
        return { end: x[0].length + through[0].length };
      }
    }
    // "Performance sells Tickets for Seats", "Actor plays Role in Production": the object is tied to the class after it.
    const more = re(String.raw`\s+(?:for|in|of|at|on|from|with)\s+${Q}${NAME}(?=$|[\s.,;:!?)])`).exec(t.slice(x[0].length));
    const last = names[names.length - 1];
    if (more && last && more[2] && m.isName(more[2]) && /^[A-Z]/.test(more[2])) {
      const obj = m.cls(last, plural(last, many));
      const at = m.cls(more[2], plural(more[2], multiplicity(more[1])));
      if (obj && at) m.relate(obj, at, 'association', {});
      return { end: x[0].length + more[0].length };
    }
    return { end: x[0].length };
  },
  // "User (id, name, email, login())": a class with its members in parentheses; "Admin," a class in a list.
  (t, m, pd) => {
    const x = re(String.raw`${NAME}\s*(?:\(([^()]*(?:\([^()]*\)[^()]*)*)\))?(?=\s*(?:,|\band\b|\bet\b|[.;]|$))`).exec(t);
    if (!x) return undefined;
    const c = m.cls(x[1]!);
    if (!c) return undefined;
    const inner = x[2]?.trim();
    const kind = inner ? stereotypeOf(inner) : undefined;
    if (kind) Object.assign(c, kind);
    else if (inner) for (const i of memberList(inner).items) m.member(c, i, pd);
    return { end: x[0].length };
  },
];

// A relationship kind named in brackets after a relation: "(composition)", "(aggregation, shared)".
const KIND_NAMED = /^\s*\((?:as\s+(?:a|an)\s+|by\s+)?(composition|composite|aggregation|aggregate|shared|association|dependency|strong|weak)\b[^()]*\)/i;

function kindNamed(word: string): 'composition' | 'aggregation' | 'association' | 'dependency' {
  const w = word.toLowerCase();
  return /^(?:composition|composite|strong)$/.test(w) ? 'composition' : /^(?:aggregation|aggregate|shared|weak)$/.test(w) ? 'aggregation' : w === 'dependency' ? 'dependency' : 'association';
}

/** A target written in the plural ("many Orders", "composed of Departments") names one class. */
function plural(name: string, many: string | undefined): boolean {
  return many !== '1' && /[^su]s$/.test(name) && !/(?:ss|us|is)$/.test(name);
}

/**
 * The methods an abstract class is declared with ("an abstract Shape with area() and perimeter()") are its abstract
 * operations: the subclasses implement them.
 */
function abstractMembers(c: { abstract?: boolean; methods: { abstract?: boolean }[] }, read: () => number | undefined): number | undefined {
  const before = c.methods.length;
  const used = read();
  if (c.abstract) for (const x of c.methods.slice(before)) x.abstract = true;
  return used;
}

function mark(c: { stereotype?: string; abstract?: boolean }, word: string): void {
  if (/abstract|abstraite/i.test(word)) c.abstract = true;
  else if (/interface/i.test(word)) c.stereotype = 'interface';
  else if (/enum/i.test(word)) c.stereotype = 'enumeration';
  else if (/service/i.test(word)) c.stereotype = 'service';
}

/** ", which has name and birthDate" after a class: members of that class. */
function withWhich(t: string, end: number, m: ClassModel, cls: string, pd: boolean, child?: string): Reading {
  // "CreditNote is a kind of Invoice but with a reason field": what the subclass adds.
  const w = /^\s*,?\s*(?:(?:which|that|who|qui)\s+(?:has|have|a|holds|stores)|(?:but\s+|and\s+)?with|(?:but|and)\s+(?:also\s+)?(?:has|adds))\s+/i.exec(t.slice(end));
  if (!w) return { end };
  const more = readMembers(m, child && !/^\s*,?\s*(?:which|that|who|qui)\b/i.test(w[0]) ? child : cls, t.slice(end + w[0].length), pd);
  return { end: end + (more !== undefined ? w[0].length + more : 0) };
}

/**
 * Reads one sentence clause by clause: a reader that understands the start consumes its part; otherwise the text up
 * to the next comma or "and" is skipped. True when anything was read.
 */
export function readSentence(sentence: string, m: ClassModel, privateDash: boolean): boolean {
  let t = bracketMembers(addsInBrackets(sentence.trim().replace(OBJECTS_OF, '$1'), m, privateDash).replace(THERE_IS, '').replace(CLASS_THAT, '$1 ').replace(ADVERB_BEFORE_VERB, '$1 '), m, privateDash);
  let read = !!t && t !== sentence.trim();
  let first: string | undefined;
  const subclasses = SUBCLASSES.exec(t);
  if (subclasses) {
    const parent = m.cls(subclasses[1]!);
    if (parent) for (const n of splitNames(subclasses[2]!)) { const c = m.cls(n); if (c) { m.relate(c, parent, 'inheritance'); read = true; } }
  }
  let subject: string | undefined;
  for (let guard = 0; t && guard < 40; guard++) {
    // "… and belongs to one Patient", "… and has a state field": the clause goes on about the last subject.
    if (subject && /^(?:also\s+)?(?:belongs?|is|are|has|have|contains?|inherits?|extends?|implements?|depends?|uses?|owns?|refers?|references?|places?|can|may|must|holds?|stores?|implemented|realized|realised)\b/.test(t)) t = `${subject} ${t}`;
    // "… and a method draw(): void", "… and attributes x, y": members of the last subject.
    else if (subject && /^(?:(?:an?|the)\s+)?(?:methods?|attributes?|fields?|operations?|properties)\b/i.test(t)) t = `${subject} has ${t.replace(/^(?:an?|the)\s+/i, '')}`;
    // "Baker and Goblin inherit from it", "Track base class, Song and PodcastEpisode extend it": the class the clause
    // before was about, in this sentence or the one before.
    // ("Piece is abstract, and King and Queen extend it": the subject of this clause, when another clause with
    // subjects of its own says "it"; "Baker and Goblin inherit from it" means the class before.)
    const before = subject;
    const s0 = SUBJECT.exec(t) ?? DECLARED.exec(t);
    if (s0 && m.isName(s0[1]!)) { subject = s0[1]; first ??= s0[1]; }
    const itAt = t.search(IT_PARENT);
    // ("King, Queen and Pawn inherit from it": a comma of the list of subjects is no clause of its own.)
    const between = s0 && itAt > 0 ? t.slice(s0[0].length, itAt) : '';
    const own = s0 && m.isName(s0[1]!) && itAt > 0 && /,|;|\s(?:while|whereas)\s/.test(between) && !/^\s*,/.test(between) ? s0[1] : undefined;
    const it = own ?? before ?? m.lastSubject ?? subject;
    if (it) t = t.replace(IT_PARENT, (_a, verb: string) => `${verb} ${it}`);
    let r: Reading | undefined;
    for (const reader of READERS) if ((r = reader(t, m, privateDash))) break;
    if (r && r.end > 0) {
      read = true;
      t = t.slice(r.end).replace(/^[\s,;:.]*(?:(?:and|while|whereas|et|then)\b\s*)?/i, '');
      // "Baker has an Inventory (composition) holding many Ingredient objects": the part just named holds the next.
      const held = HOLDING.exec(t);
      const last = m.relations[m.relations.length - 1];
      const owner = last ? m.classes.find((c) => c.id === last.to) : undefined;
      if (held && owner && m.isName(held[2]!)) {
        const many = multiplicity(held[1]) ?? (plural(held[2]!, undefined) ? '*' : undefined);
        const part = m.cls(held[2]!, plural(held[2]!, many));
        if (part) m.relate(owner, part, 'aggregation', many ? { to_multiplicity: many } : {});
        t = t.slice(held[0].length).replace(/^[\s,;:.]*(?:(?:and|while|whereas|et|then)\b\s*)?/i, '');
      }
      continue;
    }
    const next = /[,;.]\s+|\s+(?:and|et|while|whereas)\s+|:\s+|\s+-\s+/i.exec(t.slice(1));
    if (!next) break;
    t = t.slice(1 + next.index + next[0].length);
  }
  if (first) m.lastSubject = first;
  return read;
}

// "(Painting adds medium & dimensions, Sculpture adds weight)": what each subclass adds, said in brackets.
const ADDS = /\s*\(([^()]*\b(?:adds?|has|have|gets?)\s[^()]*)\)/gu;
const ADDS_PART = new RegExp(String.raw`^(${CLASS_NAME})\s+(?:also\s+)?(?:adds?|has|have|gets?)\s+(.+)$`, 'u');
function addsInBrackets(text: string, m: ClassModel, pd: boolean): string {
  return text.replace(ADDS, (all, inner: string) => {
    const parts = inner.split(/\s*(?:;|,\s*(?=\p{Lu}[\p{L}\p{N}_]*\s+(?:also\s+)?(?:adds?|has|have|gets?)\s))\s*/u).map((p) => ADDS_PART.exec(p.trim()));
    if (!parts.every((p) => p && m.isName(p[1]!))) return all;
    for (const p of parts) {
      const c = m.cls(p![1]!);
      if (c) for (const i of memberList(p![2]!.replace(/\s*&\s*/g, ' and '), true).items) m.member(c, i, pd);
    }
    return '';
  });
}
// "two Player objects", "a list of Move instances", "64 Square objects": the class, counted.
const OBJECTS_OF = /\b(\p{Lu}[\p{L}\p{N}_]*)\s+(?:objects?|instances?)\b/gu;
// "a Game class that has two Players", "the Order class keeps …": the class word and the relative say nothing more.
const CLASS_THAT = /\b(\p{Lu}[\p{L}\p{N}_]*)\s+(?:class|object|entity)(?:\s+(?:that|which))?\s+(?=(?:also\s+)?(?:has|have|holds?|keeps?|contains?|owns?|extends|inherits|implements|knows|uses|is|are)\b)/gu;
// "Player just has a name", "Move simply knows …": an adverb between a class and its verb.
const ADVERB_BEFORE_VERB = /\b(\p{Lu}[\p{L}\p{N}_]*)\s+(?:just|simply|only|basically|mainly|always|then)\s+(?=(?:has|have|holds?|keeps?|contains?|owns?|knows|uses|stores?)\b)/gu;

// "There's an abstract class Crop …", "We have a Farmer who …": the class the sentence presents.
const THERE_IS = /^(?:there(?:'s|’s|\s+is|\s+are)|we(?:'ve|’ve)?\s+(?:also\s+)?(?:have|got|need)|i(?:'ve|’ve)?\s+(?:have|got|need)|then\s+there(?:'s|’s|\s+is))\s+(?=(?:an?|the|one|some)?\s*(?:abstract\s+|interface\s+|class\s+|enum\s+)?\p{Lu})/iu;
const HOLDING = new RegExp(String.raw`^(?:holding|containing|storing|(?:which|that)\s+(?:holds?|contains?|stores?))\s+${Q}(${CLASS_NAME})(?:\s+(?:objects|instances|items|entries))?`, 'u');
// "abstract Sensor with id", "interface Shape": a class declared with its kind first.
const DECLARED = new RegExp(String.raw`^(?:(?:[Aa]n?|[Tt]he)\s+)?(?:[Aa]bstract\s+(?:[Cc]lass\s+)?|[Ii]nterface\s+|[Cc]lass\s+|[Ee]num\s+)(${CLASS_NAME})`, 'u');
const IT_PARENT = /\b(extends?|extending|inherits?\s+from|derives?\s+from|(?:is|are)\s+(?:a\s+)?(?:subclass(?:es)?|kinds?|types?)\s+of|implements?)\s+(?:it|this\s+one|that\s+one|this\s+class|that\s+class)\b/i;

// "abstract class Membership, with subclasses MonthlyMembership and ClassPack": the subclasses inherit.
const SUBCLASSES = new RegExp(String.raw`(${CLASS_NAME})\s*,?\s+(?:which\s+has\s+|that\s+has\s+)?(?:with|has|having)\s+(?:the\s+)?(?:(?:two|three|four|\d+)\s+)?(?:subclasses|sub-classes|subtypes|child\s+classes|children)\s*:?\s+${NAMES}`, 'u');
const BRACKETS = new RegExp(String.raw`(${CLASS_NAME})\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)`, 'gu');
const AFTER_PARENT = /\b(?:extends|inherits\s+from|subclass\s+of|kind\s+of|type\s+of|implements)\s+$/i;

/**
 * "Member (name, email) has one Membership", "Trainer (name) runs many ClassSession (startsAt; spotsLeft())": the
 * members in brackets after a class name are that class's; the sentence is read without them. (After "extends X" the
 * brackets stay: "Circle extends Shape (radius)" gives the members to Circle.)
 */
function bracketMembers(text: string, m: ClassModel, pd: boolean): string {
  if (!text.includes('(')) return text;
  return text.replace(BRACKETS, (all, name: string, inner: string, at: number) => {
    // "Moves (the history)", "Ledger (i.e. the journal)": a remark that says what the class is, no members.
    if (/^\s*(?:the|a|an|i\.e\.|e\.g\.|aka|also)\s/i.test(inner) && !inner.includes(',')) return all;
    if (!m.isName(name) || AFTER_PARENT.test(text.slice(0, at)) || stereotypeOf(inner) || KIND_NAMED.test(`(${inner})`) || /^\s*(?:\d|\*|one|many|zero)/i.test(inner)) return all;
    const items = memberList(inner, true).items;
    // Members are lower-case names or calls; "(Customer, Admin)" lists classes.
    if (!items.length || items.some((i) => !/^[\p{Ll}_$+#~-]/u.test(i.trim()) && !/\(/.test(i))) return all;
    // A bracket closing the sentence after a lone class is read by the class-with-members reader.
    const c = m.cls(name);
    if (!c) return all;
    for (const i of items) m.member(c, i, pd);
    return name;
  });
}
