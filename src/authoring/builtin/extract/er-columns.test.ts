import { describe, expect, it } from 'vitest';
import type { ErContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractEr } from './er.js';

function rels(c: ErContent): string[] {
  const l = new Map(c.entities.map((e) => [e.id, e.label]));
  return c.relationships.map((r) => `${l.get(r.from)}:${r.from_card} > ${l.get(r.to)}:${r.to_card}`);
}
function attrs(c: ErContent): Record<string, string> {
  return Object.fromEntries(c.entities.map((e) => [e.label, e.attributes.map((a) => a.name).join(', ')]));
}

describe('tables named in prose with their columns', () => {
  it('reads "we keep customers (name, phone)" and "each order has a date and whether it\'s paid"', () => {
    const c = extractEr(briefCtxFor('ER diagram for the bakery. We keep customers (name, phone). Customers place orders; each order has a date, a total and whether it\'s paid.'));
    expect(attrs(c)).toEqual({ Customer: 'name, phone', Order: 'date, total, is_paid' });
    expect(rels(c)).toEqual(['Customer:one > Order:many']);
  });

  it('reads "bookings need their own table with X and Y" as the table the verb "book" goes through', () => {
    const c = extractEr(briefCtxFor('Hotel database sketch. Guests book rooms. A room is booked by one guest per night, so bookings need their own table with arrival date and price.'));
    expect(attrs(c)['Booking']).toBe('arrival_date, price');
    expect(rels(c)).toEqual(['Guest:one > Booking:many', 'Room:one > Booking:many']);
  });

  it('reads "songs (title, length) get played by DJs, and we keep a play log with date and venue"', () => {
    const c = extractEr(briefCtxFor('Draw an ER diagram of our radio station: songs (title, length) get played by presenters, and we keep a play log with date and venue.'));
    expect(attrs(c)).toMatchObject({ Song: 'title, length', 'Play Log': 'date, venue' });
    expect(rels(c)).toEqual(['Presenter:one > Play Log:many', 'Song:one > Play Log:many']);
  });

  it('reads "students join chess clubs (name, room), many to many"', () => {
    const c = extractEr(briefCtxFor('ER diagram please. We have students (name, year). Oh and clubs - students join chess clubs (name, room), many to many.'));
    expect(attrs(c)).toMatchObject({ Student: 'name, year', 'Chess Club': 'name, room' });
    expect(rels(c)).toContain('Student:many > Chess Club:many');
  });
});

describe('rolls and clauses with columns', () => {
  it('reads "We have clients (name, phone) and dogs (name, breed)" as two entities with their attributes', () => {
    const c = extractEr(briefCtxFor('ERD for my dog-walking business. We have clients (name, phone, address) and dogs (name, breed); a client can own several dogs.'));
    expect(attrs(c)).toEqual({ Client: 'name, phone, address', Dog: 'name, breed' });
    expect(rels(c)).toEqual(['Client:one > Dog:zero_or_many']);
  });

  it('reads "Members (name) can also host screenings (date), many to many" and "clients get invoices (…), one per month"', () => {
    const a = extractEr(briefCtxFor('ER diagram for a film club. Members (name, email) can also host screenings (date, venue), many to many.'));
    expect(rels(a)).toEqual(['Member:many > Screening:many']);
    const b = extractEr(briefCtxFor('ER diagram. We have tenants (name, phone). Tenants get invoices (number, total), one per month.'));
    expect(rels(b)).toEqual(['Tenant:one > Invoice:many']);
    expect(attrs(b)['Invoice']).toBe('number, total');
  });
});

describe('attributes in brackets after a determined noun, and plurals, in other languages', () => {
  it('Portuguese: "cada tutor (CPF, nome) pode ter vários animais; cada animal (código, nome) pertence a um único tutor"', () => {
    const c = extractEr(briefCtxFor('Desenhe o diagrama entidade-relacionamento. Cada tutor (CPF, nome, telefone) pode ter vários animais; cada animal (código, nome, espécie) pertence a um único tutor. Um animal pode ter várias consultas.'));
    expect(c.entities.map((e) => e.label)).toEqual(['Tutor', 'Animal', 'Consulta']);
    expect(attrs(c)).toMatchObject({ Tutor: 'cpf, nome, telefone', Animal: 'código, nome, espécie' });
  });

  it('Portuguese "-ões" and Spanish: "cada autor (nombre, país) escribe varios libros"', () => {
    const pt = extractEr(briefCtxFor('Modelo ER: cada turma tem várias lições; cada lição pertence a uma turma. Cada professor dá várias lições.'));
    expect(pt.entities.map((e) => e.label)).toEqual(['Turma', 'Lição', 'Professor']);
    const es = extractEr(briefCtxFor('Diagrama entidad-relación para la editorial: cada autor (nombre, país) escribe varios libros y cada libro (título, año) tiene una sola editorial. Los libros se venden en varias librerías.'));
    expect(attrs(es)).toMatchObject({ Autor: 'nombre, país', Libro: 'título, año' });
  });

  it('German, told by its determiners though few other German words: "Jeder Kunde (Name, E-Mail) hat mehrere Bestellungen"', () => {
    const c = extractEr(briefCtxFor('ER-Diagramm bitte: Jeder Kunde (Name, E-Mail) hat mehrere Bestellungen. Jede Bestellung (Nummer, Datum) enthält mehrere Artikel. Ein Artikel (Bezeichnung, Preis) kann in vielen Bestellungen vorkommen.'));
    expect(attrs(c)).toEqual({ Kunde: 'name, e-mail', Bestellung: 'nummer, datum', Artikel: 'bezeichnung, preis' });
    expect(rels(c)).toEqual(['Kunde:one > Bestellung:many', 'Bestellung:many > Artikel:many']);
  });
});
