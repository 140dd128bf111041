// The class model a prose prompt builds up: classes by name (plurals and articles resolved), their members read from
// loose lists ("name, email and a login() method", "id (String)", "+deposit(amount): void"), and relations.
import { readMember } from '../code/class-builder.js';
import type { ClassContent, ClassRelationType } from '../../../spec/content/class.js';

type ClassItem = ClassContent['classes'][number];
type Relation = ClassContent['relations'][number];

/** A class name as people write it in prose: capitalised, CamelCase allowed, generics allowed. */
export const CLASS_NAME = String.raw`\p{Lu}[\p{L}\p{N}_]*(?:<[^<>]{1,40}>)?`;
const WHOLE_CLASS_NAME = new RegExp(`^${CLASS_NAME}$`, 'u');
/** Words that start sentences or name the diagram, never classes. */
const NOT_CLASSES = new Set(['A', 'An', 'The', 'Each', 'Every', 'One', 'It', 'They', 'This', 'That', 'These', 'Those', 'There', 'I', 'We', 'You', 'Draw',
  'Create', 'Make', 'Show', 'Model', 'Design', 'Generate', 'Build', 'Please', 'Use', 'Add', 'Include', 'UML', 'Class', 'Classes', 'Diagram', 'Also', 'Then',
  'And', 'Or', 'But', 'With', 'Both', 'All', 'Some', 'Many', 'Here', 'Need', 'Un', 'Une', 'Le', 'La', 'Les', 'Des', 'Chaque', 'Fais', 'Faire', 'Dessine',
  'Crée', 'Créer', 'Il', 'Elle', 'Ils', 'Elles', 'Et', 'Ou', 'Avec', 'Properties', 'Methods', 'Attributes', 'Fields', 'Operations', 'Relationships',
  'Relations', 'Note', 'Notes', 'Mermaid', 'PlantUML', 'Java', 'Python', 'TypeScript', 'For', 'In', 'On', 'Of', 'If', 'When', 'So', 'Our', 'My', 'Its', 'Their',
  'Apply', 'Represent', 'Describe', 'Explain', 'Consider', 'Given', 'Suppose', 'Assume', 'Imagine', 'Write', 'List', 'Define', 'Provide', 'Let', 'Each',
  'Task', 'Data', 'Example', 'Examples', 'Relationships', 'Description', 'Domain', 'Entities', 'Services', 'Repositories']);

// A heading word written after a lower-case word on its line and not followed by a colon: a noun of the prose.
const HEADING_NOUN = /(?<=[\p{Ll}\d]\s+)(Fields|Properties|Notes)\b(?!\s*[:：])/gu;

const singularOf = (w: string): string => (/(?:shel|hal|wol|cal|sel|lea|loa|thie|dwar|scar)ves$/i.test(w) ? `${w.slice(0, -3)}f` : /^(?:kni|wi|li)ves$/i.test(w) ? `${w.slice(0, -3)}fe` : /[^aeiou]ies$/.test(w) ? `${w.slice(0, -3)}y` : /(?:ss|x|ch|sh)es$/.test(w) ? w.slice(0, -2) : /[^s]s$/.test(w) ? w.slice(0, -1) : w);

export class ClassModel {
  readonly classes: ClassItem[] = [];
  readonly relations: Relation[] = [];
  private readonly byKey = new Map<string, ClassItem>();
  /** Capitalised "-ing" words written after an article ("a Drawing", "the Booking"): nouns, so class names. */
  private readonly nouns = new Set<string>();
  /** Heading words ("Fields", "Properties", "Notes") the prompt uses as nouns after a word ("owns many Fields"). */
  private readonly headingNouns = new Set<string>();
  /** The class the last sentence was about: "it" in "Baker and Goblin inherit from it". */
  lastSubject?: string;

  /** Notes the "-ing" nouns of a text: "a Drawing contains many Shapes" names a Drawing class. */
  noteNouns(text: string): void {
    for (const x of text.matchAll(/\b(?:[Aa]n?|[Tt]he|[Ee]ach|[Ee]very|[Oo]ne|many|several|multiple|of)\s+(\p{Lu}\p{Ll}+ing)s?\b/gu)) this.nouns.add(x[1]!);
    // "Booking has a date", "Booking links a Guest to a Room": an "-ing" word doing what classes do.
    const verbs = String.raw`(?:has|have|holds|owns|contains|links|connects|joins|extends|inherits|implements|belongs|references|refers|depends|(?:is|are)\s+(?:a|an|the|part|composed|made|abstract|an?\s+interface))`;
    for (const x of text.matchAll(new RegExp(String.raw`(?:^|[\s(,;:.])(\p{Lu}\p{Ll}+ing)s?\s+${verbs}\b`, 'gu'))) this.nouns.add(x[1]!);
    // "Painting and Sculpture are kinds of Artwork": an "-ing" word joined to another name in a list of classes.
    for (const x of text.matchAll(/(?:^|[\s(,;:.])(\p{Lu}\p{Ll}+ing)\s*(?:,|\band\b|\bor\b|&)\s*(?:an?\s+|the\s+)?\p{Lu}\p{Ll}+(?:\s*,\s*\p{Lu}\p{Ll}+)*\s+(?:are|both|all|extend|inherit|derive|implement)\b/gu)) this.nouns.add(x[1]!);
  }

  /** Notes heading words used as names: "owns one or more Fields" (never "Fields: name, size"). */
  noteHeadingNouns(text: string): void {
    for (const x of text.matchAll(HEADING_NOUN)) this.headingNouns.add(x[1]!);
  }

  /** The class a name refers to; plural forms ("Orders", "Categories") and known singulars meet. */
  find(name: string): ClassItem | undefined {
    const n = name.trim();
    return this.byKey.get(n.toLowerCase()) ?? this.byKey.get(singularOf(n).toLowerCase()) ?? (this.foreign ? this.sibling(n) : undefined);
  }

  /** Prose in German, Spanish, Italian or Portuguese: plurals by their endings ("Forme", "Bestellungen", "Cerchi"). */
  foreign = false;

  /** "Forme" beside "Forma", "Bestellungen" beside "Bestellung", "Lineas" beside "Linea": a class the name is the plural of. */
  private sibling(n: string): ClassItem | undefined {
    if (n.length < 4 || !/(?:e|i|s|en|n|es|ões|ns)$/.test(n)) return undefined;
    return this.classes.find((c) => {
      const l = c.label;
      if (l.length < 4 || l === n || Math.abs(l.length - n.length) > 2) return false;
      let k = 0;
      while (k < l.length && k < n.length && l[k]!.toLowerCase() === n[k]!.toLowerCase()) k++;
      return k >= l.length - 1 && k >= 4;
    });
  }

  isName(word: string): boolean {
    // "Starting with a base…": a capitalised gerund opens a sentence; "Billing"/"Shipping" classes are rarer than that.
    if (/^\p{Lu}\p{Ll}+ing$/u.test(word) && !this.find(word) && !this.nouns.has(word)) return false;
    return WHOLE_CLASS_NAME.test(word) && (!NOT_CLASSES.has(word) || this.headingNouns.has(word));
  }

  /** The class named (created when new); `plural` says the name stands for many ("many Orders"). */
  cls(raw: string, plural = false): ClassItem | undefined {
    const name = raw.trim().replace(/^(?:(?:a|an|the|one|each|every|un|une|le|la|les|des|l')\s+)+/i, '').replace(/[.,;:]+$/, '');
    if (!this.isName(name)) return undefined;
    const found = this.find(name);
    if (found) return found;
    const label = plural || (/s$/.test(name) && this.find(singularOf(name))) ? singularOf(name) : name;
    const c: ClassItem = { id: label, label, attributes: [], methods: [] };
    this.classes.push(c);
    this.byKey.set(label.toLowerCase(), c);
    return c;
  }

  /** One loose member item: "a login() method", "id (String)", "-password: String", "the email address". */
  member(c: ClassItem, raw: string, privateDash: boolean): void {
    let t = raw.trim().replace(/^(?:and|or|et|ou)\s+/i, '').replace(/[.;]+$/, '').trim();
    t = t.replace(/^(?:(?:a|an|the|its|their|some|un|une|le|la|les|des)\s+)+/i, '');
    t = t.replace(/\s+(?:methods?|operations?|functions?|attributes?|fields?|properties|property|méthodes?|attributs?)$/i, '');
    if (!t || t.split(/\s+/).length > 6) return;
    if (!privateDash && /^-\s/.test(t)) t = t.replace(/^-\s+/, '');
    // "id (String)" → "id: String"; "validate(Document)" stays a method.
    t = t.replace(/^([\p{L}_$][\p{L}\p{N}_$]*)\s+\(([^()]+)\)$/u, '$1: $2');
    // "a method login" / "method login()" → "login()".
    // "an abstract method getLegalMoves()", "a static method create()": the word before "method" marks it.
    const marked = /^(abstract|static)\s+(?=(?:method|operation|function|méthode|fonction|opération|método|metodo|methode|función|funzione|função|operación|operazione|operação)\s)/i.exec(t);
    if (marked) t = t.slice(marked[0].length);
    const named = /^(?:method|operation|function|méthode|fonction|opération|método|metodo|methode|función|funzione|função|operación|operazione|operação)\s+([\p{L}_$][\p{L}\p{N}_$]*)(\(.*\))?$/iu.exec(t);
    if (named) t = `${named[1]}${named[2] ?? '()'}`;
    const m = readMember(t);
    if (!m) return;
    if (marked && 'method' in m) m.method[/^abstract$/i.test(marked[1]!) ? 'abstract' : 'static'] = true;
    if ('method' in m) {
      if (!c.methods.some((x) => x.name === m.method.name && x.parameters === m.method.parameters)) c.methods.push(m.method);
    } else if (!c.attributes.some((x) => x.name === m.attribute.name)) c.attributes.push(m.attribute);
  }

  relate(from: ClassItem, to: ClassItem, type: ClassRelationType, extra: Partial<Relation> = {}): void {
    if (from === to) return;
    if (this.relations.some((r) => r.from === from.id && r.to === to.id && r.type === type)) return;
    this.relations.push({ from: from.id, to: to.id, type, ...extra });
  }
}

/** "(interface)", "(domain entity)", "(service)" after a class name: what it is, not a member list. */
export function stereotypeOf(inner: string): { stereotype?: string; abstract?: boolean } | undefined {
  const t = inner.trim();
  if (/^abstract(?:\s+class)?$/i.test(t)) return { abstract: true };
  if (/^interface$/i.test(t)) return { stereotype: 'interface' };
  if (/^enum(?:eration)?$/i.test(t)) return { stereotype: 'enumeration' };
  if (/^(?:service|[\p{L}\s-]{1,24}\s(?:entity|object|service|class))$/iu.test(t)) return { stereotype: t.toLowerCase() };
  return undefined;
}

/** "many", "one or more", "exactly one", "a", "3" → a UML multiplicity; undefined when nothing is said. */
export function multiplicity(q: string | undefined): string | undefined {
  const s = (q ?? '').trim().toLowerCase();
  if (!s) return undefined;
  if (/^(?:one\s+or\s+more|at\s+least\s+one|un\s+ou\s+plusieurs)$/.test(s)) return '1..*';
  if (/^(?:zero\s+or\s+one|at\s+most\s+one|an\s+optional|optional)$/.test(s)) return '0..1';
  if (/^(?:zero\s+or\s+more|any\s+number\s+of)$/.test(s)) return '0..*';
  if (/^(?:many|multiple|several|a\s+list\s+of|a\s+set\s+of|a\s+collection\s+of|a\s+number\s+of|some|plusieurs|des|de\s+nombreux|de\s+nombreuses)$/.test(s)) return '*';
  if (/^(?:one|a|an|exactly\s+one|a\s+single|single|only\s+one|un|une)$/.test(s)) return '1';
  if (/^\d+$/.test(s) || s === '*') return s;
  const word = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].indexOf(s);
  if (word >= 0) return String(word + 2);
  const range = /^(\d+)\s*\.\.\s*(\d+|\*|n)$/.exec(s);
  if (range) return `${range[1]}..${range[2] === 'n' ? '*' : range[2]}`;
  return undefined;
}
