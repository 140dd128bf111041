// Mermaid `erDiagram` code → er draft (entities with aliases and attribute blocks, crow's-foot cardinalities, labels).
import { codeError, contentIds, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel, stripMarkdown } from '../text.js';
import { statements, type Prelude } from './prelude.js';

type Card = 'one' | 'zero_or_one' | 'many' | 'one_or_many' | 'zero_or_many';
type Key = 'pk' | 'fk' | 'uk';
interface Attr { name: string; type?: string; key?: Key; keys?: Key[]; comment?: string }
export interface Entity { id: string; label: string; attributes: Attr[]; pos: Pos }
export interface Relationship { from: string; to: string; from_card: Card; to_card: Card; label?: string; identifying?: boolean; pos: Pos }

// Crow's-foot ends, read the same on either side (Mermaid accepts `o{--||` as well as `||--o{`).
const CARD: Record<string, Card> = {
  '|o': 'zero_or_one', 'o|': 'zero_or_one', '||': 'one', '}o': 'zero_or_many', 'o{': 'zero_or_many', '}|': 'one_or_many', '|{': 'one_or_many',
};
const CARD_RE = String.raw`(\|o|o\||\|\||\}o|o\{|\}\||\|\{)`;
const WORDS: [RegExp, Card][] = [
  [/^(?:one or zero|zero or one)$/, 'zero_or_one'],
  [/^(?:one or more|one or many|many\(1\)|1\+)$/, 'one_or_many'],
  [/^(?:zero or more|zero or many|many\(0\)|0\+)$/, 'zero_or_many'],
  [/^(?:only one|1)$/, 'one'],
];
// A name is a word (letters, digits, `_`, `-`; any script) or a quoted string; `:::class` after it is styling.
const NAME = String.raw`"[^"]*"|[\p{L}\p{N}_][\p{L}\p{N}\p{M}_-]*`;
const ENTITY_REF = String.raw`(${NAME})(?:\s*\[\s*("[^"]*"|[^\]]*)\s*\])?(?::::[\w-]+)?`;
const LABEL = String.raw`(?:\s*:\s*(.*))?$`;
const SYMBOLIC = new RegExp(String.raw`^${ENTITY_REF}\s*${CARD_RE}(--|\.\.|\.-|-\.)${CARD_RE}\s*${ENTITY_REF}${LABEL}`, 'u');
const WORDY = new RegExp(String.raw`^${ENTITY_REF}\s+(.+?)\s+(optionally to|to)\s+(.+?)\s+${ENTITY_REF}${LABEL}`, 'u');
const BLOCK = new RegExp(String.raw`^${ENTITY_REF}\s*\{\s*(.*)$`, 'u');
const LONE = new RegExp(String.raw`^${ENTITY_REF}\s*$`, 'u');
const ATTRIBUTE = /^([\p{L}_*][\w\p{L}()[\]<>,~*-]*)\s+(\*?[\p{L}\p{N}_$.-]+(?:\[\])?)\s*((?:(?:PK|FK|UK)\s*,?\s*)*)\s*(?:"([^"]*)")?\s*$/u;

/** An entity name as written → its id (quotes taken off) and, for quoted names, its label. */
function nameOf(raw: string): { id: string; label?: string } {
  // Quoted names may hold Markdown (`"This **is** _Markdown_"`): drawn as plain text.
  return raw.startsWith('"') ? { id: raw.slice(1, -1).trim() || raw, label: stripMarkdown(mermaidLabel(raw)) } : { id: raw };
}

function wordCard(text: string): Card | undefined {
  const t = text.trim().toLowerCase();
  return WORDS.find(([re]) => re.test(t))?.[1];
}

export function readEr(source: Source, prelude: Prelude): Draft {
  const entities = new Map<string, Entity>();
  const relationships: Relationship[] = [];
  let current: Entity | undefined;
  let title = prelude.title;
  const entity = (raw: string, alias: string | undefined, pos: Pos): Entity => {
    const { id, label } = nameOf(raw);
    let e = entities.get(id);
    if (!e) {
      e = { id, label: label || id, attributes: [], pos };
      entities.set(id, e);
    }
    if (alias !== undefined) e.label = mermaidLabel(alias) || e.label;
    return e;
  };
  const attribute = (line: string): void => {
    const a = ATTRIBUTE.exec(line.trim());
    if (!a || !current) return;
    const attr: Attr = { name: a[2]!.replace(/^\*/, ''), type: a[1]! };
    const keys = [...new Set((a[3] ?? '').match(/PK|FK|UK/g) ?? (a[2]!.startsWith('*') ? ['PK'] : []))].map((k) => k.toLowerCase() as Key);
    if (keys.length > 0) attr.key = keys[0]!;
    if (keys.length > 1) attr.keys = keys;
    if (a[4]?.trim()) attr.comment = a[4].trim();
    current.attributes.push(attr);
  };
  for (const st of statements(source, prelude, false)) {
    let text = st.text.trim();
    let m: RegExpExecArray | null;
    if (current) {
      const close = text.indexOf('}');
      const inner = close >= 0 ? text.slice(0, close) : text;
      attribute(inner);
      if (close < 0) continue;
      current = undefined;
      text = text.slice(close + 1).trim();
      if (!text) continue;
    }
    if ((m = SYMBOLIC.exec(text))) {
      const from = entity(m[1]!, m[2], st.pos);
      const to = entity(m[6]!, m[7], st.pos);
      relationships.push(rel(from.id, to.id, CARD[m[3]!]!, CARD[m[5]!]!, m[8], st.pos, m[4] === '--'));
    } else if ((m = WORDY.exec(text)) && wordCard(m[3]!) && wordCard(m[5]!)) {
      const from = entity(m[1]!, m[2], st.pos);
      const to = entity(m[6]!, m[7], st.pos);
      relationships.push(rel(from.id, to.id, wordCard(m[3]!)!, wordCard(m[5]!)!, m[8], st.pos, m[4] === 'to'));
    } else if ((m = BLOCK.exec(text))) {
      current = entity(m[1]!, m[2], st.pos);
      const rest = m[3]!.trim();
      const close = rest.indexOf('}');
      // Attributes may follow the brace on its line, and the block may close there.
      if (close !== 0) attribute(close < 0 ? rest : rest.slice(0, close));
      if (close >= 0) current = undefined;
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

function rel(from: string, to: string, fromCard: Card, toCard: Card, rawLabel: string | undefined, pos: Pos, identifying: boolean): Relationship {
  const label = mermaidLabel((rawLabel ?? '').trim());
  const r: Relationship = { from, to, from_card: fromCard, to_card: toCard, pos };
  if (label) r.label = label;
  if (!identifying) r.identifying = false;
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
