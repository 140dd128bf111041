// Mermaid `classDiagram` code → er draft: classes as entities (members as attributes), relations as relationships.
import { codeError, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { erDraft, type Entity, type Relationship } from './er.js';
import { statements, type Prelude } from './prelude.js';

type Card = Relationship['from_card'];

const NAME = String.raw`(?:\x60[^\x60]+\x60|[\p{L}\p{N}_$](?:[\p{L}\p{N}_$.]|-(?=[\p{L}\p{N}_]))*)(?:~[^~\s]+~)?`;
const ARROW = String.raw`(?:<\||\*|o|<|\(\))?(?:--|\.\.)(?:\|>|\*|o|>|\(\))?`;
const RELATION = new RegExp(String.raw`^(${NAME})\s*(?:"([^"]*)"\s*)?(${ARROW})\s*(?:"([^"]*)"\s*)?(${NAME})\s*(?::\s*(.*))?$`, 'u');
const CLASS = new RegExp(String.raw`^class\s+(${NAME})\s*(?:\[\s*"?([^"\]]*)"?\s*\])?\s*(?:<<([^>]+)>>)?\s*(\{)?\s*(.*)$`, 'u');
const MEMBER = new RegExp(String.raw`^(${NAME})\s*:\s*(.+)$`, 'u');
const SKIP = /^(?:direction|note|click|link|callback|cssClass|style|classDef|accTitle|accDescr|<<)\b|^<</;

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

/** A member line as shown in the box. */
function member(raw: string): string {
  return mermaidLabel(generics(raw.trim()));
}

function multiplicity(text: string | undefined): Card {
  const t = (text ?? '').trim();
  if (t === '' || t === '1' || t === '1..1') return 'one';
  if (t === '0..1') return 'zero_or_one';
  if (/^1\.\.(\*|n|many)$/i.test(t)) return 'one_or_many';
  return 'zero_or_many';
}

export function readClassDiagram(source: Source, prelude: Prelude): Draft {
  const entities = new Map<string, Entity>();
  const relationships: Relationship[] = [];
  let body: Entity | undefined;
  let namespaceDepth = 0;
  let title = prelude.title;
  const entity = (raw: string, pos: Pos): Entity => {
    const n = className(raw);
    let e = entities.get(n.id);
    if (!e) {
      e = { id: n.id, label: n.label, attributes: [], pos };
      entities.set(n.id, e);
    } else if (n.label !== n.id) e.label = n.label;
    return e;
  };
  for (const st of statements(source, prelude, false)) {
    const text = st.text.trim();
    let m: RegExpExecArray | null;
    if (body) {
      if (text.startsWith('}')) body = undefined;
      else if (!text.startsWith('<<')) body.attributes.push({ name: member(text) });
      continue;
    }
    if ((m = CLASS.exec(text))) {
      const e = entity(m[1]!, st.pos);
      if (m[2]) e.label = mermaidLabel(m[2]) || e.label;
      if (m[4]) {
        const rest = m[5]!.trim();
        if (!rest.startsWith('}')) body = e;
        if (rest && !rest.startsWith('}')) e.attributes.push({ name: member(rest) });
      }
    } else if (/^namespace\s+\S+\s*\{\s*$/.test(text)) {
      namespaceDepth++;
    } else if (text === '}' && namespaceDepth > 0) {
      namespaceDepth--;
    } else if ((m = RELATION.exec(text))) {
      const a = entity(m[1]!, st.pos);
      const b = entity(m[5]!, st.pos);
      const r: Relationship = { from: a.id, to: b.id, from_card: multiplicity(m[2]), to_card: multiplicity(m[4]), pos: st.pos };
      const label = m[6] ? mermaidLabel(m[6]) : '';
      if (label) r.label = label;
      relationships.push(r);
    } else if ((m = /^title\s*:?\s*(.+)$/.exec(text))) {
      title = mermaidLabel(m[1]!);
    } else if (SKIP.test(text)) {
      continue;
    } else if ((m = MEMBER.exec(text))) {
      entity(m[1]!, st.pos).attributes.push({ name: member(m[2]!) });
    } else if ((m = new RegExp(`^(${NAME})$`, 'u').exec(text))) {
      entity(m[1]!, st.pos);
    }
  }
  if (entities.size === 0) throw codeError('mermaid', 'found no classes in the class diagram', prelude.headerPos);
  return erDraft([...entities.values()], relationships, title, prelude.headerPos);
}
