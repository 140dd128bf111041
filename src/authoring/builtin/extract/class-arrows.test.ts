import { describe, expect, it } from 'vitest';
import type { ClassContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractClass } from './class.js';

const read = (prompt: string): ClassContent => extractClass(briefCtxFor(prompt));
const rels = (c: ClassContent): string[] =>
  c.relations.map((r) => [`${r.from} -${r.type}-> ${r.to}`, r.from_multiplicity, r.to_multiplicity, r.label].filter(Boolean).join(' '));
const members = (c: ClassContent, id: string): string[] => {
  const k = c.classes.find((x) => x.id === id)!;
  return [...k.attributes.map((a) => a.name), ...k.methods.map((m) => `${m.name}()`)];
};

describe('class relations in arrow notation', () => {
  it('reads "A 1 -- * B" lines as undirected links with multiplicities, and "Name: a, b | m()" as attributes then methods', () => {
    const c = read('library lending module\nMember: name, cardNo | borrow()\nLoan: dueDate, returned | extend()\nBook: isbn, title\nMember 1 -- * Loan\nLoan * -- 1 Book');
    expect(rels(c)).toEqual(['Member -link-> Loan 1 *', 'Loan -link-> Book * 1']);
    expect(members(c, 'Member')).toEqual(['name', 'cardNo', 'borrow()']);
    expect(members(c, 'Loan')).toEqual(['dueDate', 'returned', 'extend()']);
  });

  it('reads "A *-- B", "A o-- B", "A --|> B", "A <|-- B", "A ..> B : label" by their arrow heads', () => {
    const c = read('Order: id, total\nOrderLine: qty\nCustomer: name\nOrder "1" *-- "many" OrderLine\nCustomer o-- Order\nVipCustomer --|> Customer\nCustomer <|-- GuestCustomer\nOrder ..> Printer : uses');
    expect(rels(c)).toEqual([
      'Order -composition-> OrderLine 1 *', 'Customer -aggregation-> Order', 'VipCustomer -inheritance-> Customer',
      'GuestCustomer -inheritance-> Customer', 'Order -dependency-> Printer uses',
    ]);
  });
});

describe('class prose the arrow lines sit beside', () => {
  it('reads "There\'s an abstract class A with fields x and y and a method m()" as an abstract class with its members', () => {
    const c = read("I'm sketching our zoo app. There's an abstract class Animal with fields name and age and a method feed(). Lion and Parrot inherit from Animal.");
    const animal = c.classes.find((x) => x.id === 'Animal')!;
    expect(animal.abstract).toBe(true);
    expect(members(c, 'Animal')).toEqual(['name', 'age', 'feed()']);
  });

  it('reads "A owns one or more Fields" with a heading word as a class name', () => {
    const c = read('A Farm has many Fields and a name. A Farmer owns one or more Fields. A Field has a method plough().');
    expect(rels(c)).toContain('Farmer -composition-> Field 1..*');
    expect(rels(c)).toContain('Farm -aggregation-> Field *');
  });
});
