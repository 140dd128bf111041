// Who-does-what openings of use case prose: a place before the role, "the only one who can", bare two-word roles,
// "can do all of that".
import { describe, expect, it } from 'vitest';
import type { UsecaseContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractUsecase } from './usecase.js';

const read = (prompt: string): UsecaseContent => extractUsecase(briefCtxFor(prompt));
function links(c: UsecaseContent): string[] {
  const l = new Map([...c.actors, ...c.use_cases].map((x) => [x.id, x.label]));
  return c.links.map((x) => `${l.get(x.from)} -> ${l.get(x.to)}`);
}

describe('use case role openings', () => {
  it('reads "At the X a visitor can A, B, while a member can do all of that and also C" as shared cases', () => {
    const c = read('At the city library a member can borrow a book and renew a loan, while a volunteer can do all of that and also shelve returns.');
    expect(c.actors.map((a) => a.label)).toEqual(['Member', 'Volunteer']);
    expect(c.systems.map((x) => x.label)).toEqual(['City library']);
    expect(links(c)).toEqual(['Member -> Borrow a book', 'Member -> Renew a loan', 'Volunteer -> Borrow a book', 'Volunteer -> Renew a loan', 'Volunteer -> Shelve returns']);
  });

  it('reads "the X is the only one who can Y" and "Only the X can Y" as the actor X and the case Y', () => {
    const c = read('A guest can book a room, and the night manager is the only one who can refund a booking. Only the owner can change the prices.');
    expect(links(c)).toEqual(['Guest -> Book a room', 'Night manager -> Refund a booking', 'Owner -> Change the prices']);
  });

  it('reads "support agent answers tickets and refunds trips" (the shortest role that names a person)', () => {
    const c = read('use case diagram for a bike rental app: rider can unlock a bike and end a trip. support agent answers tickets and refunds trips. repair technician marks bike fixed');
    expect(links(c)).toEqual(['Rider -> Unlock a bike', 'Rider -> End a trip', 'Support agent -> Answer tickets', 'Support agent -> Refund trips', 'Repair technician -> Mark bike fixed']);
  });

  it('reads "delivery driver marks order delivered" (a person of two words, no article, a verb in the third person)', () => {
    const c = read('use case diagram for a food truck app: customer orders a wrap and pays by card. night cook prepares orders. delivery driver marks order delivered');
    expect(links(c)).toEqual(['Customer -> Order a wrap', 'Customer -> Pay by card', 'Night cook -> Prepare orders', 'Delivery driver -> Mark order delivered']);
  });
});
