// What the class-diagram readers (Mermaid classDiagram, PlantUML class) share: classes declared in any order,
// member lines read into attributes or methods (visibility, type, parameters, static and abstract marks),
// relations, packages, and the draft of the class kind.
import type { ClassContent, ClassRelationType, Visibility } from '../../../spec/content/class.js';
import type { Draft, Pos } from './draft.js';

type Attribute = ClassContent['classes'][number]['attributes'][number];
type Method = ClassContent['classes'][number]['methods'][number];

export interface DraftClass {
  id: string;
  label: string;
  stereotype?: string;
  abstract?: boolean;
  package?: string;
  attributes: Attribute[];
  methods: Method[];
  pos: Pos;
}

export interface DraftRelation {
  from: string; to: string; type: ClassRelationType; label?: string; from_multiplicity?: string; to_multiplicity?: string; pos: Pos;
}

/** What reads as a type before a field name: a capitalised name, a primitive, generics, arrays. */
const TYPE = /^(?:[A-Z][\w.$]*|int|long|short|byte|char|bool|boolean|float|double|void|string|number|any|object|uint\d*|int\d+|float\d+)(?:<.*>)?(?:\[\])*\??$/;

const SIGNS: Record<string, Visibility> = { '+': 'public', '-': 'private', '#': 'protected', '~': 'package' };

/** The text between the first `(` and its matching `)`, and where that `)` is. */
function parens(text: string, open: number): { inside: string; close: number } {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return { inside: text.slice(open + 1, i), close: i };
  }
  return { inside: text.slice(open + 1), close: text.length };
}

/** Splits "List<int> position" at the last space outside angle brackets: [type, name]. */
function typeAndName(text: string): [string | undefined, string] {
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    const ch = text[i];
    if (ch === '>' || ch === ']') depth++;
    else if (ch === '<' || ch === '[') depth--;
    else if (/\s/.test(ch!) && depth === 0) return [text.slice(0, i).trim() || undefined, text.slice(i + 1).trim()];
  }
  return [undefined, text.trim()];
}

/**
 * One member line → an attribute or a method (a method has parentheses). Understands `+`/`-`/`#`/`~` visibility,
 * `{static}`/`{abstract}` (PlantUML) and trailing `$`/`*` (Mermaid), "Type name", "name : Type",
 * "name(params) Ret", "name(params) : Ret" and "Ret name(params)".
 */
export function readMember(raw: string): { attribute: Attribute } | { method: Method } | undefined {
  let text = raw.trim();
  let isStatic = false; let isAbstract = false;
  text = text.replace(/\{(static|classifier|abstract)\}\s*/gi, (_, w: string) => {
    if (/abstract/i.test(w)) isAbstract = true; else isStatic = true;
    return '';
  });
  let visibility: Visibility | undefined;
  const sign = SIGNS[text[0] ?? ''];
  if (sign && text.length > 1) { visibility = sign; text = text.slice(1).trim(); }
  const mark = (): void => {
    for (;;) {
      if (text.endsWith('$')) { isStatic = true; text = text.slice(0, -1).trimEnd(); } else if (text.endsWith('*') && !/\*\*$/.test(text)) { isAbstract = true; text = text.slice(0, -1).trimEnd(); } else break;
    }
  };
  mark();
  if (!text) return undefined;
  const marks = { ...(visibility ? { visibility } : {}), ...(isStatic ? { static: true } : {}), ...(isAbstract ? { abstract: true } : {}) };
  const open = text.indexOf('(');
  if (open > 0) {
    const { inside, close } = parens(text, open);
    const [before, name] = typeAndName(text.slice(0, open).trim());
    let after = text.slice(close + 1).trim();
    for (;;) {
      if (after.startsWith('$')) { marks.static = true; after = after.slice(1).trim(); } else if (after.startsWith('*')) { marks.abstract = true; after = after.slice(1).trim(); } else break;
    }
    after = after.replace(/^:\s*/, '').trim();
    const returns = after || before;
    const method: Method = { name, ...(inside.trim() ? { parameters: inside.trim() } : {}), ...(returns ? { returns } : {}), ...marks };
    return { method };
  }
  const colon = text.indexOf(':');
  if (colon > 0) {
    const name = text.slice(0, colon).trim(); const type = text.slice(colon + 1).trim();
    return { attribute: { name, ...(type ? { type } : {}), ...marks } };
  }
  const [type, name] = typeAndName(text);
  // Free text ("several lines", "some info") is a name; only "Type name" splits.
  if (type && !(TYPE.test(type) && /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(name))) return { attribute: { name: text, ...marks } };
  return { attribute: { name, ...(type ? { type } : {}), ...marks } };
}

export class ClassDraftBuilder {
  readonly classes = new Map<string, DraftClass>();
  readonly relations: DraftRelation[] = [];
  readonly packages = new Map<string, { id: string; label: string; parent?: string }>();

  cls(id: string, pos: Pos, label = id): DraftClass {
    let c = this.classes.get(id);
    if (!c) {
      c = { id, label, attributes: [], methods: [], pos };
      this.classes.set(id, c);
    }
    return c;
  }

  member(c: DraftClass, raw: string): void {
    const m = readMember(raw);
    if (!m) return;
    if ('method' in m) c.methods.push(m.method);
    else c.attributes.push(m.attribute);
  }

  /** A package by its path: "Company.Engineering" nests under "Company" when `nestDots`. */
  pkg(name: string, label: string | undefined, parent: string | undefined, nestDots: boolean): string {
    const parts = nestDots ? name.split('.').filter(Boolean) : [name];
    let up = parent;
    let path = parent ? `${parent}.` : '';
    parts.forEach((part, i) => {
      path += (i ? '.' : '') + part;
      if (!this.packages.has(path)) this.packages.set(path, { id: path, label: i === parts.length - 1 && label ? label : part, ...(up ? { parent: up } : {}) });
      up = path;
    });
    return up!;
  }

  relate(r: DraftRelation): void {
    this.relations.push(r);
  }

  draft(title: string | undefined, start: Pos): Draft {
    const classes = [...this.classes.values()];
    const used = new Set<string>();
    for (const c of classes) for (let p = c.package; p && !used.has(p); p = this.packages.get(p)?.parent) used.add(p);
    const content = {
      ...(title ? { title } : {}),
      packages: [...this.packages.values()].filter((p) => used.has(p.id)),
      classes: classes.map(({ pos: _pos, ...c }) => c),
      relations: this.relations.map(({ pos: _pos, ...r }) => r),
    };
    return { kind: 'class', design: 'class-diagram', content, at: { classes: classes.map((c) => c.pos), relations: this.relations.map((r) => r.pos) }, start };
  }
}
