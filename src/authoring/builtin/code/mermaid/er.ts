// Mermaid `erDiagram` code → er draft (entities with aliases and attribute blocks, crow's-foot cardinalities, labels).
import { codeError, contentIds, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';

type Card = 'one' | 'zero_or_one' | 'many' | 'one_or_many' | 'zero_or_many';
interface Attr { name: string; type?: string; key?: 'pk' | 'fk' | 'uk' }
export interface Entity { id: string; label: string; attributes: Attr[]; pos: Pos }
export interface Relationship { from: string; to: string; from_card: Card; to_card: Card; label?: string; pos: Pos }

const LEFT: Record<string, Card> = { '|o': 'zero_or_one', '||': 'one', '}o': 'zero_or_many', '}|': 'one_or_many' };
const RIGHT: Record<string, Card> = { 'o|': 'zero_or_one', '||': 'one', 'o{': 'zero_or_many', '|{': 'one_or_many' };
const WORDS: [RegExp, Card][] = [
  [/^(?:one or zero|zero or one)$/, 'zero_or_one'],
  [/^(?:one or more|one or many|many\(1\)|1\+)$/, 'one_or_many'],
  [/^(?:zero or more|zero or many|many\(0\)|0\+)$/, 'zero_or_many'],
  [/^(?:only one|1)$/, 'one'],
];
const NAME = String.raw`[\p{L}_][\p{L}\p{N}_-]*`;
const ENTITY_REF = String.raw`(${NAME})(?:\s*\[\s*("[^"]*"|[^\]]*)\s*\])?`;
const SYMBOLIC = new RegExp(String.raw`^${ENTITY_REF}\s*(\|o|\|\||\}o|\}\|)(--|\.\.)(o\||\|\||o\{|\|\{)\s*${ENTITY_REF}\s*:\s*(.*)$`, 'u');
const WORDY = new RegExp(String.raw`^${ENTITY_REF}\s+(.+?)\s+(optionally to|to)\s+(.+?)\s+${ENTITY_REF}\s*:\s*(.*)$`, 'u');
const BLOCK = new RegExp(String.raw`^${ENTITY_REF}\s*\{\s*(.*)$`, 'u');
const LONE = new RegExp(String.raw`^${ENTITY_REF}\s*$`, 'u');
const ATTRIBUTE = /^([\p{L}_*][\w\p{L}()[\]<>,~*-]*)\s+(\*?[\p{L}\p{N}_$.-]+(?:\[\])?)\s*((?:(?:PK|FK|UK)\s*,?\s*)*)\s*(?:"([^"]*)")?\s*$/u;

function wordCard(text: string): Card | undefined {
  const t = text.trim().toLowerCase();
  return WORDS.find(([re]) => re.test(t))?.[1];
}

export function readEr(source: Source, prelude: Prelude): Draft {
  const entities = new Map<string, Entity>();
  const relationships: Relationship[] = [];
  let current: Entity | undefined;
  let title = prelude.title;
  const entity = (id: string, alias: string | undefined, pos: Pos): Entity => {
    let e = entities.get(id);
    if (!e) {
      e = { id, label: id, attributes: [], pos };
      entities.set(id, e);
    }
    if (alias !== undefined) e.label = mermaidLabel(alias) || id;
    return e;
  };
  for (const st of statements(source, prelude, false)) {
    let text = st.text.trim();
    let m: RegExpExecArray | null;
    if (current) {
      const close = text.indexOf('}');
      const inner = close >= 0 ? text.slice(0, close) : text;
      const a = ATTRIBUTE.exec(inner.trim());
      if (a) {
        const attr: Attr = { name: a[2]!.replace(/^\*/, ''), type: a[1]! };
        const key = (a[3] ?? '').match(/PK|FK|UK/)?.[0] ?? (a[2]!.startsWith('*') ? 'PK' : undefined);
        if (key) attr.key = key.toLowerCase() as Attr['key'];
        current.attributes.push(attr);
      }
      if (close < 0) continue;
      current = undefined;
      text = text.slice(close + 1).trim();
      if (!text) continue;
    }
    if ((m = SYMBOLIC.exec(text))) {
      const from = entity(m[1]!, m[2], st.pos);
      const to = entity(m[6]!, m[7], st.pos);
      relationships.push(rel(from.id, to.id, LEFT[m[3]!]!, RIGHT[m[5]!]!, m[8]!, st.pos));
    } else if ((m = WORDY.exec(text)) && wordCard(m[3]!) && wordCard(m[5]!)) {
      const from = entity(m[1]!, m[2], st.pos);
      const to = entity(m[6]!, m[7], st.pos);
      relationships.push(rel(from.id, to.id, wordCard(m[3]!)!, wordCard(m[5]!)!, m[8]!, st.pos));
    } else if ((m = BLOCK.exec(text))) {
      current = entity(m[1]!, m[2], st.pos);
      const rest = m[3]!.trim();
      if (rest.startsWith('}')) current = undefined;
    } else if ((m = /^title\s*:?\s*(.+)$/.exec(text))) {
      title = mermaidLabel(m[1]!);
    } else if (/^(?:direction|classDef|class|style|accTitle|accDescr)\b/.test(text)) {
      continue;
    } else if ((m = LONE.exec(text))) {
      entity(m[1]!, m[2], st.pos);
    }
  }
  if (entities.size === 0) throw codeError('mermaid', 'found no entities in the ER diagram', prelude.headerPos);
  return erDraft([...entities.values()], relationships, title, prelude.headerPos);
}

function rel(from: string, to: string, fromCard: Card, toCard: Card, rawLabel: string, pos: Pos): Relationship {
  const label = mermaidLabel(rawLabel.trim());
  const r: Relationship = { from, to, from_card: fromCard, to_card: toCard, pos };
  if (label) r.label = label;
  return r;
}

export function erDraft(entities: Entity[], relationships: Relationship[], title: string | undefined, start: Pos): Draft {
  const eid = contentIds(entities.map((e) => e.id), 'e');
  const content: Record<string, unknown> = {
    entities: entities.map((e) => ({ id: eid.get(e.id), label: e.label, attributes: e.attributes })),
    relationships: relationships.map(({ pos: _pos, ...r }) => ({ ...r, from: eid.get(r.from), to: eid.get(r.to) })),
  };
  if (title) content.title = title;
  return { kind: 'er', design: 'er-entities', content, start, at: { entities: entities.map((e) => e.pos), relationships: relationships.map((r) => r.pos) } };
}
