// PromptDoc → UML class content: class lines with their members ("Account" over "- balance: double",
// "User (id, name, login())", "Product: name, price", "Properties:" / "Methods:" under a class), "classes such as A,
// B and C", and the sentence shapes of class-sentences.ts (inheritance, realization, composition, aggregation,
// dependency, members, labelled associations).
import type { ClassContent } from '../../../spec/content/index.js';
import { tooFew, validated, type ExtractContext } from './common.js';
import { CLASS_NAME, ClassModel, stereotypeOf } from './class-model.js';
import { memberList, readSentence, splitNames } from './class-sentences.js';
import { plainTitle } from './plain-title.js';
import { readArrowLine } from './class-arrows.js';
import { splitOutside } from '../text/spans.js';
import { withoutRequirementIds } from '../text/requirement-ids.js';
import { classLanguage, classTextInEnglish } from './class-foreign.js';

interface RawLine { indent: number; text: string; bullet: boolean }

const HEAD = new RegExp(String.raw`^(?:(?:[Aa]bstract\s+class|[Ii]nterface|[Ee]num(?:eration)?|[Cc]lass)\s+)?(${CLASS_NAME})\s*(?:\(([^()]*(?:\([^()]*\)[^()]*)*)\))?\s*(?:(?:extends|inherits\s+from|:\s*extends)\s+(${CLASS_NAME}))?\s*(?:(?:implements)\s+(${CLASS_NAME}(?:\s*,\s*${CLASS_NAME})*))?\s*(?:[:：—–]|\s-\s|\s+with\s+)?\s*(.*)$`, 'u');
const SUBJECT = new RegExp(String.raw`^(?:(?:[Aa]bstract\s+class|[Ii]nterface|[Ee]num|[Cc]lass)\s+)?(${CLASS_NAME})`, 'u');
const SECTION = /^(?:properties|attributes|fields|members|data|methods|operations|functions|behaviou?rs?|attributs|méthodes)\s*[:：]\s*(.*)$/i;
const CLASS_LIST = new RegExp(String.raw`\b(?:classes|entities|types|objects)\s*(?:[:—–]|\s(?:such\s+as|like|including|include|are|named|called))\s*((?:${CLASS_NAME})(?:\s*(?:,|\band\b|\bor\b)\s*(?:${CLASS_NAME}))+)`, 'u');

function rawLines(text: string): RawLine[] {
  return text.split('\n').map((l) => {
    const expanded = l.replace(/\t/g, '    ');
    const indent = expanded.search(/\S/);
    let t = expanded.trim();
    let bullet = false;
    const b = /^(?:[*•·◦▪‣►▸➤]|\d{1,2}[.)])\s+/u.exec(t);
    if (b) { t = t.slice(b[0].length); bullet = true; }
    // "- Product: name, price": a dash before a class name is a bullet (a private member is written in lower case).
    if (/^-\s+\p{Lu}/u.test(t)) { t = t.slice(1).trim(); bullet = true; }
    t = t.replace(/\*\*/g, '').replace(/`/g, '').trim();
    return { indent: indent < 0 ? 0 : indent, text: t, bullet };
  }).filter((l) => l.text);
}

/** A member line: a visibility sign, a call, or "name: Type"/"Type name" in lower case. */
function isMemberLine(t: string): boolean {
  return /^[+#~]\s?[\p{L}_$]/u.test(t) || /^-\s?[\p{L}_${]/u.test(t) || /^[\p{Ll}_$][\p{L}\p{N}_$]*\s*\(.*\)/u.test(t) ||
    /^[\p{Ll}_$][\p{L}\p{N}_$]*\s*:\s*[\p{L}]/u.test(t) || /^\{(?:static|abstract)\}/.test(t);
}

const BRACED = /^(\s*(?:[-*•]\s+)?(?:(?:[Aa]bstract\s+class|[Ii]nterface|[Ee]num|[Cc]lass)\s+)?)([\p{Lu}][\w]*)\s*\{([^{}]*)\}\s*(?:[–—-]\s*(.+))?$/u;

/** "- Order { id, total() } – places 0..* Item", "class User { name; +login() }" → "- Order: id, total()" and "Order places 0..* Item" on its own line. */
export function braceMembers(text: string): string {
  return text.split('\n').map((line) => {
    const m = BRACED.exec(line);
    if (!m) return line;
    // "class User { username, email; +saveRecipe() }": a semicolon parts attributes from methods, kept in brackets.
    const body = m[3]!.trim();
    const head = `${m[1]}${m[2]}${body ? (body.includes(';') ? ` (${body})` : `: ${body}`) : ''}`;
    const rest = m[4]?.trim();
    if (!rest) return head;
    // "– places 0..* Order" continues with the class as its subject; "– Order has 1..* OrderItem" is a sentence.
    return `${head}\n${/^\p{Ll}/u.test(rest) ? `${m[2]} ${rest}` : rest}`;
  }).join('\n');
}

const KIND_HEADING = /^\s*(?:uml[\s-]+)?(?:class\s+diagram|klassendiagramm|diagramas?\s+de\s+clases?|diagramas?\s+de\s+classes|diagramm[ai]\s+(?:delle\s+|of\s+)?classi|diagrammes?\s+de\s+classes)\s*[:：—–-]\s*/iu;

// Words that open a sentence or qualify a name rather than being part of it ("The Board", "Each Order", "Abstract Shape").
const NOT_NAME_WORD = /^(?:The|This|That|These|Those|Each|Every|Our|My|Your|Their|His|Her|Its|An|One|Then|If|When|While|Both|All|Some|Any|No|Also|Draw|Make|Create|Show|Please|Class|Classes|Abstract|Interface|Enum|And|Or|But|So|Only|Just|Every|Many|Several|With|For|From|In|On|At|By|To|Of|As|Use|Using|Add|Diagram|Hi|Hello|Hey|Thanks|Sorry|Yes|No|Not|Now|Here|There|What|Which|Who|How|Where|Why|Design|Model|Domain|Entity|Entities|UML|Object|Objects|Method|Methods|Attribute|Attributes|Un|Une|Le|La|Les|Des|Du|Chaque|Der|Die|Das|Den|Dem|Ein|Eine|Einen|Jede|Jeder|Jedes|El|Los|Las|Cada|Uno|Una|Il|Lo|Gli|Ogni|Os|As|Um|Uma|Classe|Klasse|Clase)$/u;

/** "Condition Reports are owned by the Artifact": a class named in two capitalised words is one name ("ConditionReports"). */
export function joinedNames(text: string, spaced?: Map<string, string>): string {
  // (A pair is tried at every capitalised word: "Each Cart Item" leaves "Each Cart" and joins "Cart Item".)
  return text.replace(/(?<![\p{L}\p{N}_])(\p{Lu}\p{Ll}+)[ \t]+(?=(\p{Lu}\p{Ll}+)(?![\p{L}\p{N}_(]))/gu, (all, a: string, b: string) => {
    if (NOT_NAME_WORD.test(a) || NOT_NAME_WORD.test(b)) return all;
    spaced?.set(`${a}${b}`.toLowerCase(), `${a} ${b}`);
    return a;
  });
}

export function extractClass(ctx: ExtractContext): ClassContent {
  const { doc } = ctx;
  const m = new ClassModel();
  m.foreign = !!classLanguage(doc.text);
  // "Order { id, total(), addItem() } – Customer places 0..* Order": members in braces, and a sentence after a dash.
  // ("REQ-CL-01 An Artifact has …": the requirement numbers that open the lines are no classes.)
  const spaced = new Map<string, string>();
  // "Cliente y Empleado heredan de Persona": German, Spanish, Italian and Portuguese prose said in English.
  const lang = classLanguage(doc.text);
  // ("Diagramma delle classi: Forma è astratta …": the kind's name before a colon is no class.)
  const said = (lang ? classTextInEnglish(doc.text, lang) : doc.text).replace(KIND_HEADING, '');
  const text = joinedNames(braceMembers(withoutRequirementIds(said)), spaced);
  const lines = rawLines(text);
  m.noteNouns(text);
  m.noteHeadingNouns(text);
  // Members written "-name" are private when the prompt also writes "+" or "#" members.
  const privateDash = lines.some((l) => /^[+#]\s?[\p{L}_$]/u.test(l.text));
  let current: { cls: ReturnType<ClassModel['cls']>; indent: number } | undefined;
  lines.forEach((l, i) => {
    let t = l.text;
    if (!t) return;
    // "Guest 1 -- * Reservation", "Circle --|> Shape": a relation line in arrow notation.
    if (readArrowLine(t, m)) { current = undefined; return; }
    const list = CLASS_LIST.exec(t);
    if (list) for (const n of splitNames(list[1]!)) m.cls(n);
    // A line of several sentences is prose: each sentence is read on its own.
    // ("Membership (startDate, price; isActive())": a semicolon inside brackets parts attributes from methods.)
    const sentences = splitOutside(t, /(?<=[.!?;])\s+(?=\S)/).filter((x) => /\p{L}/u.test(x));
    if (sentences.length > 1 && !isMemberLine(t)) {
      sentences.forEach((x) => readSentence(x, m, privateDash));
      current = undefined;
      return;
    }
    // Members under the class line above (indented, bulleted or signed).
    if (current?.cls && (l.indent > current.indent || isMemberLine(t)) ) {
      const sec = SECTION.exec(t.replace(/^-\s+/, ''));
      if (sec) { for (const item of memberList(sec[1]!).items) m.member(current.cls, item, privateDash); return; }
      if (isMemberLine(t)) { m.member(current.cls, t, privateDash); return; }
    }
    if (readSentence(t, m, privateDash) && !/^\p{Lu}[\p{L}\p{N}_]*\s*(?:\(|:|$)/u.test(t)) {
      // Members may follow on the next lines of the class a sentence line starts with ("Savings extends Account").
      const subject = SUBJECT.exec(t);
      const c = subject ? m.find(subject[1]!) : undefined;
      current = c ? { cls: c, indent: l.indent } : undefined;
      return;
    }
    const h = HEAD.exec(t);
    const head = h && m.isName(h[1]!) && (!h[5] || /[,(]|^[\p{Ll}+#~-]/u.test(h[5]) || /\s(?:extends|implements)\s/.test(t)) ? h : undefined;
    if (head) {
      const c = m.cls(head[1]!);
      if (!c) return;
      current = { cls: c, indent: l.indent };
      const paren = head[2]?.trim();
      const kind = paren ? stereotypeOf(paren) : undefined;
      if (kind) Object.assign(c, kind);
      else if (paren) for (const item of memberList(paren).items) m.member(c, item, privateDash);
      if (head[3]) { const p = m.cls(head[3]); if (p) m.relate(c, p, 'inheritance'); }
      if (head[4]) for (const n of splitNames(head[4])) { const p = m.cls(n); if (p) { p.stereotype ??= 'interface'; m.relate(c, p, 'realization'); } }
      const rest = head[5]?.trim();
      if (rest && !readSentence(`${head[1]} ${rest}`, m, privateDash)) for (const item of memberList(rest).items) m.member(c, item, privateDash);
      return;
    }
    current = undefined;
  });
  if (m.classes.length === 0) throw tooFew('class diagram', 1, 0, 'classes');
  attributesNamingClasses(m);
  sharedParts(m);
  // "Condition Reports" was one name while reading; it is drawn as written ("Condition Report"), its id joined.
  for (const c of m.classes) {
    const words = spaced.get(c.label.toLowerCase()) ?? spaced.get(`${c.label}s`.toLowerCase());
    if (words) c.label = spaced.has(c.label.toLowerCase()) ? words : words.replace(/s$/, '');
  }
  return validated('class', {
    title: plainTitle(doc.title),
    classes: m.classes.slice(0, 120),
    relations: m.relations.filter((r) => m.classes.some((c) => c.id === r.from) && m.classes.some((c) => c.id === r.to)),
  });
}

/**
 * "An Exhibition contains 0..* Artifacts; an Artifact can be in many Exhibitions": a part that can be in many wholes is
 * shared (aggregation, not composition), and the second sentence is the same relation seen from the part.
 */
function sharedParts(m: ClassModel): void {
  for (const r of [...m.relations]) {
    if (r.type !== 'association' || !/^(?:be\s+in|is\s+in|are\s+in|be\s+part\s+of|belong\s+to|appear\s+in|be\s+shown\s+in|be\s+used\s+in)$/i.test(r.label ?? '')) continue;
    const whole = m.relations.find((x) => x.from === r.to && x.to === r.from && (x.type === 'composition' || x.type === 'aggregation'));
    if (!whole) continue;
    const many = r.to_multiplicity && r.to_multiplicity !== '1' && r.to_multiplicity !== '0..1';
    if (many) whole.type = 'aggregation';
    if (r.to_multiplicity) whole.from_multiplicity ??= r.to_multiplicity;
    m.relations.splice(m.relations.indexOf(r), 1);
  }
}

/**
 * "InvoiceLine: product, quantity" with a Product class: an attribute named after another class (or typed by it)
 * refers to that class, an association the prompt did not write as a sentence.
 */
function attributesNamingClasses(m: ClassModel): void {
  for (const c of m.classes) {
    for (const a of c.attributes) {
      const type = a.type?.replace(/\[\]$|^(?:List|Set|Array)<(.+)>$/, '$1');
      const other = (type && m.find(type)) || m.find(a.name.charAt(0).toUpperCase() + a.name.slice(1));
      if (!other || other === c || m.relations.some((r) => (r.from === c.id && r.to === other.id) || (r.from === other.id && r.to === c.id))) continue;
      m.relate(c, other, 'association');
    }
  }
}
