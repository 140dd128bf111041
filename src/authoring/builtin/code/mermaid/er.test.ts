// Mermaid erDiagram read completely: every relationship form, aliases, attribute types, keys, comments, names.
import { describe, expect, it } from 'vitest';
import { readDiagramCode } from '../index.js';

interface E { id: string; label: string; attributes: { name: string; type?: string; key?: string; keys?: string[]; comment?: string }[] }
interface R { from: string; to: string; from_card: string; to_card: string; label?: string; identifying?: boolean }
const read = (body: string) => {
  const c = readDiagramCode(`erDiagram\n${body}`)!.content as { entities: E[]; relationships: R[] };
  const name = (id: string) => c.entities.find((e) => e.id === id)!.label;
  return { c, rels: c.relationships.map((r) => `${name(r.from)} ${r.from_card}${r.identifying === false ? '..' : '--'}${r.to_card} ${name(r.to)}${r.label ? ` : ${r.label}` : ''}`) };
};

describe('Mermaid erDiagram', () => {
  it('reads every crow\'s-foot end on either side, identifying and not', () => {
    const { rels } = read([
      'A ||--o{ B : has', 'C }|..|{ D : uses', 'E |o--o| F : pairs', 'G o{--|| H : "belongs to"', 'I }o--|{ J : x', 'K |{..o| L : y',
    ].join('\n'));
    expect(rels).toEqual([
      'A one--zero_or_many B : has', 'C one_or_many..one_or_many D : uses', 'E zero_or_one--zero_or_one F : pairs',
      'G zero_or_many--one H : belongs to', 'I zero_or_many--one_or_many J : x', 'K one_or_many..zero_or_one L : y',
    ]);
  });

  it('reads the word forms', () => {
    const { rels } = read([
      'A one or zero to zero or more B : a', 'C only one optionally to 1+ D : b', 'E many(0) to many(1) F : c',
      'G 0+ optionally to one or many H : d', 'I zero or one to 1 J : e',
    ].join('\n'));
    expect(rels).toEqual([
      'A zero_or_one--zero_or_many B : a', 'C one..one_or_many D : b', 'E zero_or_many--one_or_many F : c',
      'G zero_or_many..one_or_many H : d', 'I zero_or_one--one J : e',
    ]);
  });

  it('reads aliases, quoted names, hyphens, underscores and any script', () => {
    const { c, rels } = read([
      'CUSTOMER["Customer account"] ||--o{ ORDER_LINE : places', 'p[Person] ||--|| "Ünïcödé entité" : is',
      '顧客 ||--o{ 注文 : 注文する', 'LINE-ITEM:::hot { string id PK }', 'LINE-ITEM }o--|| p : bought_by',
    ].join('\n'));
    expect(c.entities.map((e) => e.label)).toEqual(['Customer account', 'ORDER_LINE', 'Person', 'Ünïcödé entité', '顧客', '注文', 'LINE-ITEM']);
    expect(rels).toEqual([
      'Customer account one--zero_or_many ORDER_LINE : places', 'Person one--one Ünïcödé entité : is', '顧客 one--zero_or_many 注文 : 注文する',
      'LINE-ITEM zero_or_many--one Person : bought_by',
    ]);
  });

  it('reads attribute types (generics, arrays, sizes), every key and comments', () => {
    const { c } = read([
      'CAR {', '  string registrationNumber PK', '  string[] parts', '  string(99) firstName "Only 99 characters"',
      '  List~int~ scores', '  int driverId PK, FK "The driver"', '  string email UK', '}',
    ].join('\n'));
    expect(c.entities[0]!.attributes).toEqual([
      { name: 'registrationNumber', type: 'string', key: 'pk' }, { name: 'parts', type: 'string[]' },
      { name: 'firstName', type: 'string(99)', comment: 'Only 99 characters' }, { name: 'scores', type: 'List~int~' },
      { name: 'driverId', type: 'int', key: 'pk', keys: ['pk', 'fk'], comment: 'The driver' }, { name: 'email', type: 'string', key: 'uk' },
    ]);
  });

  it('ignores direction, style, class and classDef lines without losing entities', () => {
    const { c, rels } = read(['direction LR', 'A ||--o{ B : has', 'style A fill:#f9f', 'classDef hot fill:#f00', 'class A,B hot', 'C'].join('\n'));
    expect(c.entities.map((e) => e.label)).toEqual(['A', 'B', 'C']);
    expect(rels).toEqual(['A one--zero_or_many B : has']);
  });
});
