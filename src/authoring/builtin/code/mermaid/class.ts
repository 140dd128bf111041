// Mermaid `classDiagram` code → class draft: classes (labels, generics, annotations), members with visibility, types and
// `$`/`*` marks, every relation arrow in both directions with cardinalities and labels, namespaces (nested and dotted).
import type { ClassRelationType } from '../../../../spec/content/class.js';
import { ClassDraftBuilder, type DraftClass, type DraftRelation } from '../class-builder.js';
import { codeError, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';

const NAME = String.raw`(?:\x60[^\x60]+\x60|[\p{L}\p{N}_$](?:[\p{L}\p{N}_$.]|-(?=[\p{L}\p{N}_]))*)(?:~[^~\s]+~)?`;
const LEFT = String.raw`<\||\*|o|<|\(\)`;
const RIGHT = String.raw`\|>|\*|o|>|\(\)`;
const RELATION = new RegExp(String.raw`^(${NAME})\s*(?:"([^"]*)"\s*)?(${LEFT})?(--|\.\.)(${RIGHT})?\s*(?:"([^"]*)"\s*)?(${NAME})\s*(?::\s*(.*))?$`, 'u');
const CLASS = new RegExp(String.raw`^class\s+(${NAME})\s*(?:\[\s*("[^"]*"|[^\]]*)\s*\])?\s*(?::::[\w-]+)?\s*(?:<<([^>]+)>>)?\s*(\{)?\s*(.*)$`, 'u');
const ANNOTATION = new RegExp(String.raw`^<<([^>]+)>>\s*(${NAME})\s*;?$`, 'u');
const NAMESPACE = /^namespace\s+([\p{L}\p{N}_.$-]+)\s*(?:\[\s*("[^"]*"|[^\]]*)\s*\])?\s*\{\s*$/u;
const MEMBER = new RegExp(String.raw`^(${NAME})\s*:(?!::)\s*(.+)$`, 'u');
const SKIP = /^(?:direction|note|click|link|callback|cssClass|style|classDef|accTitle|accDescr)\b/;

/**
 * Generic types: a `~` before a name opens (`List~int~` → `List<int>`, `List~List~int~~` → `List<List<int>>`);
 * a leading `~` with an odd count is the package visibility mark and stays.
 */
function generics(text: string): string {
  const count = (text.match(/~/g) ?? []).length;
  const from = text.startsWith('~') && count % 2 === 1 ? 1 : 0;
  let out = text.slice(0, from);
  for (let i = from; i < text.length; i++) {
    const ch = text[i]!;
    out += ch !== '~' ? ch : /[\p{L}\p{N}_]/u.test(text[i + 1] ?? '') ? '<' : '>';
  }
  return out;
}

/** `Square~Shape~` → id `Square`, label `Square<Shape>`; backtick names lose their backticks. */
function className(raw: string): { id: string; label: string } {
  const t = raw.replace(/^`(.*)`$/, '$1');
  const tilde = t.indexOf('~');
  return tilde > 0 ? { id: t.slice(0, tilde), label: generics(t) } : { id: t, label: t };
}

/** The relation an arrow draws, with `from`/`to` as the class content means them (child → parent, whole → part). */
function relationOf(left: string | undefined, line: string, right: string | undefined): { type: ClassRelationType; flip: boolean } {
  const dashed = line === '..';
  const head = left ?? right;
  const flip = left !== undefined;
  switch (head) {
    case '<|': case '|>': return { type: dashed ? 'realization' : 'inheritance', flip };
    case '*': return { type: 'composition', flip: !flip };
    case 'o': return { type: 'aggregation', flip: !flip };
    case '<': case '>': return { type: dashed ? 'dependency' : 'association', flip };
    case '()': return { type: 'realization', flip };
    default: return { type: dashed ? 'dashed_link' : 'link', flip: false };
  }
}

export function readClassDiagram(source: Source, prelude: Prelude): Draft {
  const b = new ClassDraftBuilder();
  let body: DraftClass | undefined;
  const spaces: string[] = [];
  let title = prelude.title;
  const cls = (raw: string, pos: Pos): DraftClass => {
    const n = className(raw);
    const c = b.cls(n.id, pos, mermaidLabel(n.label) || n.id);
    if (n.label !== n.id) c.label = n.label;
    return c;
  };
  const member = (c: DraftClass, raw: string): void => {
    const t = raw.trim();
    const note = /^<<([^>]+)>>$/.exec(t);
    if (note) c.stereotype = note[1]!.trim();
    else b.member(c, mermaidLabel(generics(t)));
  };
  for (const st of statements(source, prelude, false)) {
    const text = st.text.trim();
    let m: RegExpExecArray | null;
    if (body) {
      if (text.startsWith('}')) body = undefined;
      else member(body, text);
      continue;
    }
    if ((m = CLASS.exec(text))) {
      const c = cls(m[1]!, st.pos);
      if (spaces.length) c.package = spaces[spaces.length - 1];
      if (m[2]) c.label = mermaidLabel(m[2]) || c.label;
      if (m[3]) c.stereotype = m[3].trim();
      if (m[4]) {
        const rest = m[5]!.trim();
        if (!rest.startsWith('}')) body = c;
        if (rest && !rest.startsWith('}')) member(c, rest.replace(/\}\s*$/, ''));
        if (/\}\s*$/.test(rest)) body = undefined;
      }
    } else if ((m = NAMESPACE.exec(text))) {
      spaces.push(b.pkg(m[1]!, m[2] ? mermaidLabel(m[2]) : undefined, spaces[spaces.length - 1], true));
    } else if (text === '}' && spaces.length > 0) {
      spaces.pop();
    } else if ((m = ANNOTATION.exec(text))) {
      cls(m[2]!, st.pos).stereotype = m[1]!.trim();
    } else if ((m = RELATION.exec(text))) {
      const a = cls(m[1]!, st.pos);
      const z = cls(m[7]!, st.pos);
      const { type, flip } = relationOf(m[3], m[4]!, m[5]);
      const [from, to, fm, tm] = flip ? [z, a, m[6], m[2]] : [a, z, m[2], m[6]];
      const r: DraftRelation = { from: from.id, to: to.id, type, pos: st.pos };
      if (m[3] === '()' || m[5] === '()') to.stereotype ??= 'interface';
      const label = m[8] ? mermaidLabel(m[8]) : '';
      if (label) r.label = label;
      if (fm?.trim()) r.from_multiplicity = fm.trim();
      if (tm?.trim()) r.to_multiplicity = tm.trim();
      b.relate(r);
    } else if ((m = /^title\s*:?\s*(.+)$/.exec(text))) {
      title = mermaidLabel(m[1]!);
    } else if (SKIP.test(text)) {
      continue;
    } else if ((m = MEMBER.exec(text))) {
      member(cls(m[1]!, st.pos), m[2]!);
    } else if ((m = new RegExp(`^(${NAME})(?::::[\\w-]+)?$`, 'u').exec(text))) {
      cls(m[1]!, st.pos);
    }
  }
  if (b.classes.size === 0) throw codeError('mermaid', 'found no classes in the class diagram', prelude.headerPos);
  return b.draft(title, prelude.headerPos);
}
