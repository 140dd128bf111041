// PromptDoc → ER content: entities with attributes and keys, relationships with cardinalities.
import type { ErContent } from '../../../spec/content/index.js';
import { capitalize, IdMaker, matchKey } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { tooFew, validated, type ExtractContext } from './common.js';

type Card = 'one' | 'zero_or_one' | 'many' | 'one_or_many' | 'zero_or_many';
interface Ent { key: string; label: string; attrs: { name: string; type?: string; key?: 'pk' | 'fk' | 'uk' }[] }
interface Rel { from: string; to: string; from_card: Card; to_card: Card; label?: string }

const Q = String.raw`(?:zero\s+or\s+more|one\s+or\s+more|at\s+least\s+one|zero\s+or\s+one|at\s+most\s+one|exactly\s+one|only\s+one|one|many|multiple|several|a\s+single|some|any\s+number\s+of|a|an|1|n|\d+)`;
// "A customer places many orders", "Each order has one or more line items", "An order belongs to a customer".
const NOUN2 = String.raw`[A-Za-z][\w-]*(?:\s+(?!(?:and|or|but|with|in|on|for|to|from|by|through|via|using|per|that|which|who|is|are|has|have|can|may|must|each|its)\b)[A-Za-z][\w-]*)?`;
const NOT_VERB = String.raw`(?!(?:is|are|was|were|for|to|of|in|on|with|by|at|and|or|the|a|an)\b)`;
const REL = new RegExp(String.raw`^(?:(?:each|every|an|a|one|the)\s+)?([A-Za-z][\w-]*(?:\s+(?!(?:is|are|was|were|has|have|can|may|must|will|should)\b)[A-Za-z][\w-]*)??)\s+(?:(can|may|must|will|should)\s+)?((?:have|has|belongs?\s+to|(?:is|are)\s+(?:assigned|linked|related|attached)\s+to|(?:is|are)\s+(?:part\s+of|for|in|of|on|with|from)|(?:is|are)\s+\w+\s+by|${NOT_VERB}[a-z]+(?:\s+(?:in|to|for|on|with|into|by|from))?))\s+(${Q})\s+(${NOUN2})(?:[,.;]|$|\s)`, 'i');
const M2M = /\bmany[- ]to[- ]many\s+(?:relationship\s+)?between\s+(?:the\s+)?(\w+)\s+and\s+(?:the\s+)?(\w+)|\b(\w+)\s+and\s+(\w+)\s+(?:have|has|are\s+in)\s+a\s+many[- ]to[- ]many/i;
const ATTRS = /^(?:each|every|a|an|the)?\s*([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(?:has|have|stores?|keeps?|records?|holds?|contains?|is\s+described\s+by|includes?)\s+(?:(?:the\s+)?(?:attributes?|fields?|columns?|properties)\s*:?\s*)?(?:an?\s+)?(.+)$/i;
const LINE = /^([A-Za-z][\w -]{0,40}?)\s*(?:\(([^)]+)\)|:\s*(.+)|\s+[-–—]\s+(.+))$/;

function singular(w: string): string {
  const lw = w.toLowerCase();
  if (/(?:ss|us|is)$/.test(lw)) return w;
  if (/ies$/.test(lw)) return w.slice(0, -3) + 'y';
  if (/(?:ches|shes|xes|sses|uses)$/.test(lw)) return w.slice(0, -2);
  if (/s$/.test(lw) && lw.length > 3) return w.slice(0, -1);
  return w;
}

/** "An order is handled by one employee and shipped by one shipper" → two sentences about the order. */
function continuations(sentence: string): string[] {
  const m = /^((?:(?:each|every|an?|the)\s+)?[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)??)\s+((?:is|are|can|may|must|has|have|\w+s)\b.*?)\s+and\s+((?:is\s+|are\s+)?\w+(?:ed|s)\s+(?:by|to|in|many|one|a|an)\b.*)$/i.exec(sentence);
  if (!m) return [sentence];
  const aux = /^(is|are)\b/i.exec(m[2])?.[1];
  const second = /^(?:is|are)\s/i.test(m[3]) || !aux || !/ed\s/.test(m[3]) ? m[3] : `${aux} ${m[3]}`;
  return [`${m[1]} ${m[2]}`, `${m[1]} ${second}`];
}

function cardOf(q: string, modal?: string): Card {
  const s = q.toLowerCase();
  if (/zero\s+or\s+more|any\s+number/.test(s)) return 'zero_or_many';
  if (/one\s+or\s+more|at\s+least\s+one/.test(s)) return 'one_or_many';
  if (/zero\s+or\s+one|at\s+most\s+one/.test(s)) return 'zero_or_one';
  if (/many|multiple|several|some|^n$|^\d+$/.test(s) && s !== '1') return modal && /can|may/.test(modal) ? 'zero_or_many' : 'many';
  return modal && /can|may/.test(modal) ? 'zero_or_one' : 'one';
}

export function extractEr(ctx: ExtractContext): ErContent {
  const { doc } = ctx;
  const ents: Ent[] = [];
  const rels: Rel[] = [];
  const ent = (raw: string): string => {
    const words = raw.trim().replace(/^(?:the|a|an|each|every)\s+/i, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').split(/\s+/);
    words[words.length - 1] = singular(words[words.length - 1]);
    const label = words.map((w) => (/^[A-Z0-9]+$/.test(w) ? w : capitalize(w.toLowerCase()))).join(' ');
    const k = matchKey(label);
    if (!ents.some((e) => e.key === k)) ents.push({ key: k, label, attrs: [] });
    return k;
  };
  const addAttrs = (k: string, list: string[]) => {
    const e = ents.find((x) => x.key === k)!;
    for (const raw of list) {
      const m = /^(.+?)(?:\s*[:(]\s*([\w ()]+?)\)?)?(?:\s*,?\s*\b(primary key|pk|foreign key|fk|unique|uk)\b.*)?$/i.exec(raw.trim());
      if (!m) continue;
      let name = m[1].trim().replace(/^(?:an?|the|its)\s+/i, '').replace(/\s+/g, '_').toLowerCase();
      const type = m[2] && !/^(?:pk|fk|uk|primary key|foreign key|unique)$/i.test(m[2].trim()) ? m[2].trim() : undefined;
      let key: 'pk' | 'fk' | 'uk' | undefined = m[3] ? (/^p/i.test(m[3]) ? 'pk' : /^f/i.test(m[3]) ? 'fk' : 'uk') : (/\b(?:pk|fk|uk)\b/i.test(m[2] ?? '') ? (m[2]!.toLowerCase().match(/pk|fk|uk/)![0] as 'pk' | 'fk' | 'uk') : undefined);
      if (!name || name.split('_').length > 5) continue;
      if (!key && name === 'id') key = 'pk';
      if (!key && /_id$/.test(name) && name !== `${e.key.replace(/\s+/g, '_')}_id`) key = 'fk';
      name = name.replace(/_+/g, '_');
      if (!e.attrs.some((a) => a.name === name)) e.attrs.push({ name, type, key });
    }
  };

  // Entity lines may sit anywhere: items, list lines after a prose lead, or lines after the items.
  const lines = [...doc.items, ...doc.statements.filter((st) => st.listed && !doc.items.some((i) => i.text === st.text)).map((st) => ({ text: st.text, children: [], header: false }))];
  // Entity lines first: "Customer: id, name, email", "Order (id, date, total)", or a header with nested attributes.
  for (const it of lines) {
    if (it.children.length > 0 && it.text.split(/\s+/).length <= 3) { addAttrs(ent(it.text), it.children.map((c) => c.text)); continue; }
    const m = LINE.exec(it.text);
    if (m && !REL.test(it.text)) {
      const list = splitList(m[2] ?? m[3] ?? m[4] ?? '');
      if (list.length >= 1 && list.every((x) => x.split(/\s+/).length <= 5)) addAttrs(ent(m[1]), list);
    }
  }
  const sentences = doc.statements.flatMap((s) => s.text.split(/;\s*|,?\s+(?:and|while|whereas|but)\s+(?=(?:each|every|an?|the)\s+\w+(?:\s+\w+)?\s+(?:has|have|belongs?|can|may|must|is|are|owns?|contains?|places?|writes?|makes?|refers?)\b|(?:each|every)\s)|,\s+(?:and|while|whereas|but)\s+|,\s+(?=(?:each|every)\s+\w+)|\.\s+/))
    .map((s) => s.trim().replace(/[.!]+$/, '')).filter(Boolean).flatMap(continuations);
  const knownEntity = (w: string) => ents.some((e) => e.key === matchKey(singular(w)));
  // Relations: two passes, so that entities named later as subjects are known when reading "has a X".
  for (let pass = 0; pass < 2; pass++) {
    for (const s of sentences) {
      const mm = M2M.exec(s);
      if (mm) {
        if (pass === 1) rels.push({ from: ent(mm[1] ?? mm[3]), to: ent(mm[2] ?? mm[4]), from_card: 'many', to_card: 'many' });
        continue;
      }
      const r = REL.exec(s);
      if (!r) continue;
      // "A store has many staff members and many inventory items": the same verb reaches a second entity.
      const hasAttr = /^ha(?:s|ve)$/i.test(r[3]) && /^(?:a|an)$/i.test(r[4]);
      const more = hasAttr ? null : new RegExp(String.raw`^\s*(?:,|and|,\s*and)\s+(${Q})\s+(${NOUN2})(?:[,.;]|$|\s)`, 'i').exec(s.slice(r.index + r[0].length - 1));
      if (more && pass === 0) ent(more[2]);
      if (more && pass === 1) rels.push({ from: ent(r[1]), to: ent(more[2]), from_card: 'one', to_card: cardOf(more[1], r[2]), label: /^ha(?:s|ve)$/i.test(r[3]) ? undefined : r[3].toLowerCase() });
      const [, a, modal, verb, q, b] = r;
      // "has a name" is an attribute; "has one payment" (or a known entity) is a relationship.
      const hasA = /^ha(?:s|ve)$/i.test(verb) && /^(?:a|an)$/i.test(q);
      if (pass === 0) { ent(a); if (!hasA || /\s/.test(b) === false && /^[A-Z]/.test(b)) { if (!hasA) ent(b); } continue; }
      if (hasA && !knownEntity(b)) continue;
      const belongs = /^(?:belongs?\s+to|(?:is|are)\s+(?:part\s+of|assigned\s+to|for|\w+\s+by))/i.test(verb);
      const toCard = cardOf(q, modal);
      const from = ent(a);
      const to = ent(b);
      if (from === to) continue;
      const label = /^ha(?:s|ve)$/i.test(verb) ? undefined : verb.toLowerCase().replace(/\s+(?:to|in|for|on|with|into|by|from)$/, (x) => x);
      // "An order belongs to a customer": many orders to one customer.
      // "Each loan refers to one book": many loans point at one book (a reference), unlike "has one".
      const fromCard = belongs || (toCard === 'one' && !/^ha(?:s|ve)$/i.test(verb)) ? 'many' : 'one';
      rels.push({ from, to, from_card: fromCard, to_card: toCard, label });
    }
  }
  // Attribute sentences: "A customer has a name, an email and a phone number".
  for (const s of sentences) {
    if (REL.test(s) && (() => { const r = REL.exec(s)!; return knownEntity(r[5]) || !/^ha(?:s|ve)$/i.test(r[3]); })()) continue;
    const a = ATTRS.exec(s);
    if (!a || !knownEntity(a[1]) && !/\b(?:attributes?|fields?|columns?|properties)\b/i.test(s)) continue;
    // "a name and email": two attributes, though no comma makes it a list.
    const parts = splitList(a[2]);
    const list = (parts.length === 1 ? parts[0]!.split(/\s+(?:and|&)\s+/i) : parts).map((x) => x.replace(/^(?:an?|the)\s+/i, ''));
    if (list.every((x) => !knownEntity(x.split(/\s+/).pop() ?? '')) && list.every((x) => x.split(/\s+/).length <= 4)) addAttrs(ent(a[1]), list);
  }
  // Arrows between entities: "Customer -> Order: places".
  for (const { chain } of doc.arrows) for (const e of chain.edges) rels.push({ from: ent(e.from), to: ent(e.to), from_card: 'one', to_card: 'many', label: e.label });
  // The same pair written both ways ("has many" and "belongs to") is one relationship.
  const merged: Rel[] = [];
  for (const r of rels) {
    const dup = merged.find((x) => (x.from === r.from && x.to === r.to) || (x.from === r.to && x.to === r.from));
    if (!dup) { merged.push(r); continue; }
    if (dup.from === r.to && dup.to === r.from && dup.to_card !== 'one' && r.to_card !== 'one' && r.from_card !== 'many') {
      dup.from_card = r.to_card === 'many' || r.to_card === 'zero_or_many' || r.to_card === 'one_or_many' ? r.to_card : dup.from_card;
    }
  }
  if (ents.length < 1) throw tooFew('ER diagram', 1, 0, 'entities');
  const ids = new IdMaker();
  const idOf = new Map(ents.map((e) => [e.key, ids.make(e.label)]));
  return validated('er', {
    title: doc.title,
    entities: ents.slice(0, 100).map((e) => ({ id: idOf.get(e.key)!, label: e.label, attributes: e.attrs.slice(0, 60) })),
    relationships: merged.filter((r) => idOf.has(r.from) && idOf.has(r.to)).slice(0, 300).map((r) => ({ from: idOf.get(r.from)!, to: idOf.get(r.to)!, from_card: r.from_card, to_card: r.to_card, label: r.label })),
  });
}
