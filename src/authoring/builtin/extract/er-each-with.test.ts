import { describe, expect, it } from 'vitest';
import type { ErContent } from '../../../spec/content/index.js';
import { ctxFor, labels } from '../test/helpers.js';
import { extractEr } from './er.js';

const attrs = (c: ErContent, entity: string): string[] => c.entities.find((e) => e.label === entity)!.attributes.map((a) => a.name);

describe('ER attribute clauses', () => {
  it('reads "we have Xs, each with a, b and c; …" as the attributes of X', () => {
    const c = extractEr(ctxFor('For the gym database we have members, each with a name, email and join date; a member can book many classes. Classes have a title and a start time.'));
    expect(attrs(c, 'Member')).toEqual(['name', 'email', 'join_date']);
    expect(attrs(c, 'Class')).toEqual(['title', 'start_time']);
  });

  it('reads "Xs record the a, b and c" after an article-less plural subject starting with A', () => {
    const c = extractEr(ctxFor('A driver makes many deliveries. Addresses record the street, city and postcode. Each delivery goes to one address.'));
    expect(attrs(c, 'Address')).toEqual(['street', 'city', 'postcode']);
  });

  it('reads "Each loan is for one book and by one student" as two many-to-one relationships', () => {
    const c = extractEr(ctxFor('A student can borrow many books. Each loan is for one book and by one student. Loans record the date and status.'));
    const l = new Map(c.entities.map((e) => [e.id, e.label]));
    const rels = c.relationships.map((r) => `${l.get(r.from)}:${r.from_card} > ${l.get(r.to)}:${r.to_card}`);
    expect(rels).toContain('Loan:many > Book:one');
    expect(rels).toContain('Loan:many > Student:one');
  });

  it('does not join a preposition to the entity after "has many" ("appointments over time", "loans across branches")', () => {
    const c = extractEr(ctxFor('A vet has many appointments over time. A member has many loans across branches. Appointments record the date and reason.'));
    expect(labels(c.entities)).toEqual(['Vet', 'Appointment', 'Member', 'Loan']);
  });
});
