// The entities, attributes and relationships an ER prompt names, with the ways prose writes one entity's name
// ("Students", "the student", "StudentRecords", "order_items", "用户表").
import { capitalize, matchKey } from '../text/label.js';
import { splitList } from '../text/lists.js';

export type Card = 'one' | 'zero_or_one' | 'many' | 'one_or_many' | 'zero_or_many';
export interface Attr { name: string; type?: string; key?: 'pk' | 'fk' | 'uk' }
export interface Ent { key: string; label: string; attrs: Attr[] }
export interface Rel { from: string; to: string; from_card: Card; to_card: Card; label?: string; from_attribute?: string; to_attribute?: string }

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/u;

export function singular(w: string): string {
  const lw = w.toLowerCase();
  if (/(?:ss|us|is|ics|species|series)$/.test(lw) || lw.length <= 3) return w;
  // "movies", "cookies", "calories": the y-less nouns whose plural ends like "categories".
  if (/(?:movies|cookies|calories|zombies|rookies|selfies|smoothies|brownies|hoodies|goalies|aunties|^ties|^pies|^lies)$/.test(lw)) return w.slice(0, -1);
  if (/ies$/.test(lw)) return w.slice(0, -3) + 'y';
  // ("statuses", "buses", "campuses"; but "warehouses", "courses" and "causes" lose just their s.)
  if (/(?:ches|shes|xes|sses|[^aeiou]uses|zes)$/.test(lw)) return w.slice(0, -2);
  if (/s$/.test(lw)) return w.slice(0, -1);
  return w;
}

// Words that qualify a mention without being part of the entity's name ("a given instrument", "each individual order").
const QUALIFIERS = /^(?:the|a|an|each|every|any|some|one|given|particular|specific|single|individual|certain|same|other|all|its|their|his|her)\s+/i;

export class ErModel {
  /** False for a prompt in another language: its names keep their spelling. */
  english = true;
  ents: Ent[] = [];
  rels: Rel[] = [];
  /** Foreign keys as written: the entity, the attribute, and the table it names ("owner_id (FK users)"), if any. */
  fks: { ent: string; attr: string; ref?: string }[] = [];
  /** Entities said to sit between two others ("a registration table in between"): the link of a many-to-many. */
  between: string[] = [];
  /** Tables said to be of their own ("rentals need their own table", "a borrowing log"): a relationship whose verb
   *  names one ("rent", "borrowed") goes through it. */
  linkTables: string[] = [];

  /** Label of a mention: "order_items" → "Order Item", "StudentRecords" → "Student Record", "用户表" as written. */
  labelOf(raw: string): string {
    let t = raw.trim().replace(/[`"'“”‘’*]/g, '').replace(/\s*[(（].*$/u, '').trim();
    for (let i = 0; i < 3; i++) t = t.replace(QUALIFIERS, '');
    // "tabel Klant", "table Customer", "Tabelle Kunde": the word for a table is no part of its name.
    t = t.replace(/^(?:tables?|tabel(?:len)?|tabelle[n]?|tabla|tabela|tabella|entity|entität|entité|entidad|entidade|entità)\s+(?=\S)/i, '');
    // "Fiets" (Dutch for bike) is no plural: names are made singular by English rules only in English prompts.
    if (CJK.test(t)) return t;
    const words = t.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').split(/\s+/).filter(Boolean);
    if (words.length === 0) return '';
    if (this.english) words[words.length - 1] = singular(words[words.length - 1]!);
    return words.map((w) => (/^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : capitalize(w.toLowerCase()))).join(' ');
  }

  find(raw: string): Ent | undefined {
    const k = matchKey(this.labelOf(raw));
    return k ? this.ents.find((e) => e.key === k) ?? this.byHead(raw, k) : undefined;
  }

  /** "each member has one plan" beside a "Membership Plan" entity: a lower-case one-word mention of a longer name's last word. */
  private byHead(raw: string, k: string): Ent | undefined {
    if (!/^(?:(?:each|every|an?|the|one)\s+)?[a-z][\w-]*s?$/.test(raw.trim()) || k.includes(' ')) return undefined;
    const heads = this.ents.filter((e) => e.key.endsWith(` ${k}`));
    return heads.length === 1 ? heads[0] : undefined;
  }

  ent(raw: string): string {
    const label = this.labelOf(raw);
    const byHead = this.byHead(raw, matchKey(label));
    if (byHead) return byHead.key;
    const k = matchKey(label);
    if (!this.ents.some((e) => e.key === k)) this.ents.push({ key: k, label, attrs: [] });
    return k;
  }

  /** Attributes written as "id (PK)", "user_id (FK)", "email: varchar", "parent_id (FK - self-referencing)". */
  addAttrs(k: string, list: string[]): void {
    const e = this.ents.find((x) => x.key === k);
    if (!e) return;
    for (const raw of list) {
      // "a unique number": a unique key named number.
      let t = raw.trim().replace(/[`*]/g, '').replace(/^(?:an?\s+|the\s+)?unique\s+([^()]+)$/i, '$1 (unique)');
      const paren = /[(（]([^()（）]*)[)）]/u.exec(t)?.[1] ?? '';
      t = t.replace(/\s*[(（][^()（）]*[)）]/gu, '').trim();
      const keyWord = /\b(primary\s+key|pk|foreign\s+key|fk|unique|uk)\b/i.exec(`${paren} ${t}`)?.[1]?.toLowerCase();
      t = t.replace(/,?\s*\b(?:primary\s+key|pk|foreign\s+key|fk|unique|uk)\b.*$/i, '').trim();
      // "created_at timestamp", "email VARCHAR(255)", "price: decimal"; "due date" and "copyright date" are names.
      const spaced = /^([\w-]+)\s+((?:varchar|char|text|int|integer|bigint|smallint|tinyint|decimal|numeric|float|double|real|bool|boolean|date|datetime|timestamp|timestamptz|time|uuid|json|jsonb|serial|bigserial|money|blob|string|number)\b.*)$/i.exec(t);
      const strongType = spaced && (/_|[a-z][A-Z]/.test(spaced[1]!) || /[A-Z]{3}|\(/.test(spaced[2]!) || /^(?:varchar|int|integer|bigint|smallint|tinyint|decimal|numeric|bool|boolean|datetime|timestamp|timestamptz|uuid|jsonb?|serial|bigserial)\b/i.test(spaced[2]!));
      const typed = /^(.+?)\s*[:]\s*([\w ()]+)$/.exec(t) ?? (strongType ? spaced : null);
      let name = (typed ? typed[1] : t).trim().replace(/^(?:an?|the|its|their)\s+/i, '');
      const type = typed?.[2]?.trim() || (paren && !/\b(?:pk|fk|uk|primary|foreign|unique|key|self|references?|ref)\b/i.test(paren) && paren.split(/\s+/).length <= 3 ? paren : undefined);
      // "CustomerID" → "customer_id", "Office_Number" → "office_number", "ID number" → "id_number".
      if (!CJK.test(name)) name = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2').replace(/\s+/g, '_').toLowerCase();
      if (!name || name.split('_').length > 5 || /[.!?]/.test(name)) continue;
      let key: Attr['key'] = keyWord ? (/^p/.test(keyWord) ? 'pk' : /^f/.test(keyWord) ? 'fk' : 'uk') : undefined;
      if (!key && name === 'id') key = 'pk';
      if (!key && /_id$/.test(name) && name !== `${e.key.replace(/\s+/g, '_')}_id`) key = 'fk';
      if (!key && name === `${e.key.replace(/\s+/g, '_')}_id` && !e.attrs.some((a) => a.key === 'pk')) key = 'pk';
      name = name.replace(/_+/g, '_');
      if (!e.attrs.some((a) => a.name === name)) e.attrs.push({ name, type, key });
      if (key === 'fk') this.fks.push({ ent: e.key, attr: name, ref: /\b(?:fk|foreign\s+key|references?|ref)\b\s*(?:[:→>-]+\s*|to\s+)?([\p{L}_][\p{L}\d_]*)/iu.exec(`${paren} ${raw}`)?.[1] });
    }
  }

  /**
   * Foreign keys the prompt writes: each one says which attribute a relationship between its table and the table
   * it names ("owner_id (FK users)", else the name before "_id") attaches at. A stated relationship between the
   * two takes the first such key; a key with none left to take is a relationship of its own, from the table it
   * names to its own, one to many, named after the key when the key is not just the table's name ("owner",
   * "assignee").
   */
  relateForeignKeys(): void {
    for (const fk of this.fks) {
      const stem = fk.attr.replace(/_?id$/i, '');
      // "isbn FK" in Copy: the table whose primary key has that name.
      const target = (fk.ref ? this.find(fk.ref) : undefined) ?? (stem ? this.find(stem) : undefined)
        ?? this.ents.find((e) => e.key !== fk.ent && e.attrs.some((a) => a.key === 'pk' && a.name === fk.attr));
      if (!target || target.key === fk.ent) continue;
      const pk = target.attrs.find((a) => a.key === 'pk')?.name;
      const pair = this.rels.filter((r) => (r.from === target.key && r.to === fk.ent) || (r.from === fk.ent && r.to === target.key));
      const held = (r: Rel) => (r.from === fk.ent ? r.from_attribute : r.to_attribute);
      if (pair.some((r) => held(r) === fk.attr)) continue;
      const open = pair.find((r) => held(r) === undefined);
      if (open) {
        if (open.from === fk.ent) { open.from_attribute = fk.attr; if (pk && !open.to_attribute) open.to_attribute = pk; }
        else { open.to_attribute = fk.attr; if (pk && !open.from_attribute) open.from_attribute = pk; }
        continue;
      }
      const named = stem && matchKey(stem) !== target.key ? stem.replace(/_/g, ' ') : undefined;
      this.relate(target.key, fk.ent, 'one', 'many', named);
      const made = this.rels[this.rels.length - 1]!;
      made.to_attribute = fk.attr;
      if (pk) made.from_attribute = pk;
    }
  }

  relate(from: string, to: string, from_card: Card, to_card: Card, label?: string): void {
    if (from && to && from !== to) this.rels.push({ from, to, from_card, to_card, label });
  }

  /** The same pair written both ways ("has many" and "belongs to", "plays" and "is played by") is one relationship. */
  merged(): Rel[] {
    const out: Rel[] = [];
    const many = (c: Card) => c === 'many' || c === 'zero_or_many' || c === 'one_or_many';
    // Verbs already read for each pair: a third sentence with another verb ("an employee may manage one department"
    // after "employs" and "works in") is a relationship of its own.
    const mirrored = new Map<Rel, string | undefined>();
    for (const r of this.rels) {
      const dup = out.find((x) => {
        if (x.from === r.from && x.to === r.to) return !r.label || !x.label || x.label === r.label;
        if (x.from !== r.to || x.to !== r.from) return false;
        return !mirrored.has(x) || mirrored.get(x) === r.label;
      });
      if (!dup) { out.push({ ...r }); continue; }
      // The attributes one sentence or key names are kept when another names the same pair.
      const same = dup.from === r.from;
      dup.from_attribute ??= same ? r.from_attribute : r.to_attribute;
      dup.to_attribute ??= same ? r.to_attribute : r.from_attribute;
      if (dup.from === r.to && dup.to === r.from) {
        mirrored.set(dup, r.label);
        // Each side says how many of the other it has: "a musician plays several instruments" + "an instrument is played by several musicians".
        if (many(r.to_card) && !many(dup.from_card)) dup.from_card = r.to_card;
      }
    }
    // "Students enrolled in Courses" with an Enrollment entity: the many-to-many goes through it.
    const junctions = this.between.slice();
    const linked = new Set<string>();
    const stemOf = (label: string) => label.toLowerCase().split(/\s+/).find((w) => !/^(?:is|are|be|in|to|by|for|with|on|up|out)$/.test(w))?.replace(/(?:ed|ing|es|s)$/, '') ?? '';
    return out.flatMap((r) => {
      // "Members rent plots … rentals need their own table": each side one to many of the table.
      const verbStem = r.label ? stemOf(r.label) : "";
      const table = verbStem.length >= 3 ? this.linkTables.find((k) => k !== r.from && k !== r.to && !linked.has(k) && k.startsWith(verbStem.slice(0, Math.max(3, verbStem.length - 2)))
        && !out.some((x) => x.from === k || x.to === k)) : undefined;
      if (table) {
        linked.add(table);
        return [{ from: r.from, to: table, from_card: 'one', to_card: 'many' }, { from: r.to, to: table, from_card: 'one', to_card: 'many' }] as Rel[];
      }
      if (!many(r.from_card) || !many(r.to_card)) return [r];
      // "… so we need a registration table in between": the many-to-many goes through the table named for it.
      const named = junctions.find((j) => j !== r.from && j !== r.to);
      if (named) {
        junctions.splice(junctions.indexOf(named), 1);
        return [{ from: r.from, to: named, from_card: 'one', to_card: 'many' }, { from: r.to, to: named, from_card: 'one', to_card: 'many' }] as Rel[];
      }
      if (!r.label) return [r];
      const stem = r.label.toLowerCase().split(/\s+/).find((w) => !/^(?:is|are|be|in|to|by|for|with|on)$/.test(w))?.replace(/(?:ed|ing|es|s)$/, '') ?? '';
      if (stem.length < 4) return [r];
      const link = this.ents.find((e) => e.key !== r.from && e.key !== r.to && e.key.startsWith(stem.slice(0, Math.max(4, stem.length - 2))));
      if (!link || out.some((x) => (x.from === link.key || x.to === link.key) && (x.from === r.from || x.to === r.from))) return [r];
      return [{ from: r.from, to: link.key, from_card: 'one', to_card: 'many' }, { from: r.to, to: link.key, from_card: 'one', to_card: 'many' }] as Rel[];
    });
  }
}

/** "a, b and c" or "a name and email": attribute names of a sentence. */
export function attrList(text: string): string[] {
  const parts = splitList(text);
  return (parts.length === 1 ? parts[0]!.split(/\s+(?:and|&)\s+/i) : parts).map((x) => x.replace(/^(?:an?|the)\s+/i, '').trim())
    // "whether it's a raised bed": a yes/no attribute, "is raised bed".
    .map((x) => x.replace(/^(?:whether|if)\s+(?:it|they)\s*(?:'s|’s|is|are|'re)\s+(?:an?\s+)?(.+)$/i, 'is $1')).filter(Boolean);
}
