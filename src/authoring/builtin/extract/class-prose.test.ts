import { describe, expect, it } from 'vitest';
import type { ClassContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractClass } from './class.js';

const read = (prompt: string): ClassContent => extractClass(briefCtxFor(prompt));
function rels(c: ClassContent): string[] {
  const l = new Map(c.classes.map((k) => [k.id, k.label]));
  return c.relations.map((r) => [`${l.get(r.from)} -${r.type}-> ${l.get(r.to)}`, r.to_multiplicity].filter(Boolean).join(' '));
}
const attrs = (c: ClassContent, name: string) => c.classes.find((x) => x.label === name)?.attributes.map((a) => a.name);

describe('class prose: requirement lines, counted objects, "it" after a list, names in two words', () => {
  it('reads lines opened by requirement ids ("FR-01 A Ship has …", "[R2] …") without the ids', () => {
    const c = read('FR-01 A Ship has a name and a tonnage.\nFR-02 A Voyage links one Ship to one Port, with departure and arrival date.\nFR-03 A Captain commands 1..* Ships.\nclass diagram pls');
    expect(c.classes.map((k) => k.label)).toEqual(['Ship', 'Voyage', 'Port', 'Captain']);
    expect(attrs(c, 'Voyage')).toEqual(['departure date', 'arrival date']);
  });

  it('reads "X, Y and Z inherit from it" as inheriting from the class said before, not from X', () => {
    const c = read('UML class diagram: Shape is abstract with an area() method; Circle, Square and Triangle extend it.');
    expect(rels(c)).toEqual(['Circle -inheritance-> Shape', 'Square -inheritance-> Shape', 'Triangle -inheritance-> Shape']);
  });

  it('reads "a Team has a Coach and eleven Player objects", "a list of Match instances"', () => {
    const c = read('Class diagram: a League has a Season and twelve Team objects. A Team has a Coach and a list of Match instances.');
    expect(rels(c)).toEqual(['League -aggregation-> Season 1', 'League -aggregation-> Team 12', 'Team -aggregation-> Coach 1', 'Team -aggregation-> Match *']);
  });

  it('reads "(A adds x & y, B adds z)" after an inheritance as each subclass\'s members', () => {
    const c = read('Class diagram: Car and Truck are kinds of Vehicle (Car adds seats & doors, Truck adds payload).');
    expect(attrs(c, 'Car')).toEqual(['seats', 'doors']);
    expect(attrs(c, 'Truck')).toEqual(['payload']);
    expect(attrs(c, 'Vehicle')).toEqual([]);
  });

  it('reads "Delivery Notes are owned by the Order (composition)" as one class in two words', () => {
    const c = read('Class diagram. An Order has an id and a date. Delivery Notes are owned by the Order and deleted with it.');
    expect(rels(c)).toEqual(['Order -composition-> Delivery Note']);
    expect(c.classes.map((k) => k.id)).toEqual(['Order', 'DeliveryNote']);
  });

  it('reads "A Playlist contains 0..* Songs; a Song can be in many Playlists" as one shared aggregation', () => {
    const c = read('Class diagram: A Playlist contains 0..* Songs; a Song can be in many Playlists. A User owns many Playlists.');
    expect(c.relations.filter((r) => r.from === 'Playlist' && r.to === 'Song')).toEqual([{ from: 'Playlist', to: 'Song', type: 'aggregation', from_multiplicity: '*', to_multiplicity: '0..*' }]);
    expect(c.relations.some((r) => r.from === 'Song' && r.to === 'Playlist')).toBe(false);
  });

  it('reads "A Member borrows Books through a Loan", "enrols in Courses via an Enrolment" as the class in between', () => {
    const c = read('Class diagram: A Library has many Books. A Member borrows Books through a Loan. A Student enrols in Courses via an Enrolment.');
    expect(rels(c)).toEqual(['Library -aggregation-> Book *', 'Loan -association-> Member 1', 'Loan -association-> Book 1', 'Enrolment -association-> Student 1', 'Enrolment -association-> Course 1']);
  });

  it('reads "Each Cart Item refers to one Product" after "Shopping Cart contains many Cart Items" (names in two words)', () => {
    const c = read('Class diagram: Shopping Cart contains many Cart Items. Each Cart Item refers to one Product.');
    expect(rels(c)).toEqual(['Shopping Cart -composition-> Cart Item *', 'Cart Item -association-> Product 1']);
  });

  it('reads "An Account with balance belongs to a Customer" as a member and a relation', () => {
    const c = read('Class diagram: An Account with balance belongs to a Customer. A Wallet with tokens refers to one Account.');
    expect(attrs(c, 'Account')).toEqual(['balance']);
    expect(rels(c)).toEqual(['Account -association-> Customer 1', 'Wallet -association-> Account 1']);
  });
});
