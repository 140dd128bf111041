// Use case scope notes: "The X can: a, b, c", quoted names in include/extend sentences, "A can be extended by B",
// "actor: a, b; actor: c" on one line, "X involved in all the Y ones".
import { describe, expect, it } from 'vitest';
import type { UsecaseContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractUsecase } from './usecase.js';

const read = (prompt: string): UsecaseContent => extractUsecase(briefCtxFor(prompt));
function links(c: UsecaseContent): string[] {
  const l = new Map([...c.actors, ...c.use_cases].map((x) => [x.id, x.label]));
  return c.links.map((x) => `${l.get(x.from)} -${x.type}-> ${l.get(x.to)}`);
}

describe('use case scope notes', () => {
  it('reads "The Guest can: a, b." and "\'a\' always includes \'b\' (which talks to the X)" and "\'c\' can be extended by \'d\'"', () => {
    const c = read("Hotel self check-in terminal\n\nActors: Guest, Night porter, Payment gateway (external)\n\nThe Guest can: check in, pay the balance, print a key card.\n'pay the balance' always includes 'Authorise card' (which talks to the payment gateway).\n'print a key card' can be extended by 'Print a receipt'.\nThe Night porter can: cancel a stay.\n\nUse case diagram please.");
    expect(c.use_cases.map((u) => u.label)).toEqual(['Check in', 'Pay the balance', 'Print a key card', 'Cancel a stay', 'Authorise card', 'Print a receipt']);
    expect(links(c)).toEqual(['Guest -association-> Check in', 'Guest -association-> Pay the balance', 'Guest -association-> Print a key card',
      'Night porter -association-> Cancel a stay', 'Authorise card -association-> Payment gateway', 'Pay the balance -include-> Authorise card', 'Print a receipt -extend-> Print a key card']);
  });

  it('reads "Le lecteur peut : a, b" with a colon after the modal', () => {
    const c = read('Diagramme de cas d\'utilisation. Le lecteur peut : emprunter un livre, réserver un livre. Le bibliothécaire peut : ajouter un livre.');
    expect(c.actors.map((a) => a.label)).toEqual(['Lecteur', 'Bibliothécaire']);
    expect(c.use_cases.length).toBe(3);
  });

  it('reads "use case diagram X pls - a: u, v; b: w; c involved in all the a ones" on one line', () => {
    const c = read('use case diagram vending machine pls - buyer: choose snack, pay by card; operator: refill stock; card processor involved in all the buyer ones');
    expect(c.actors.map((a) => a.label)).toEqual(['Buyer', 'Operator', 'Card processor']);
    expect(c.systems.map((s) => s.label)).toEqual(['Vending machine']);
    expect(links(c)).toEqual(['Operator -association-> Refill stock', 'Buyer -association-> Choose snack', 'Buyer -association-> Pay by card',
      'Choose snack -association-> Card processor', 'Pay by card -association-> Card processor']);
  });

  it('reads "the SMS gateway takes part in all of them" after one actor\'s cases', () => {
    const c = read('Use case diagram for the clinic reminder app. A patient can book a slot and cancel a slot. The SMS gateway takes part in all of them.');
    expect(links(c)).toEqual(['Patient -association-> Book a slot', 'Patient -association-> Cancel a slot', 'Book a slot -association-> SMS gateway', 'Cancel a slot -association-> SMS gateway']);
  });

  it('Spanish: "diagrama de casos de uso cajero - cliente: retirar dinero, …; técnico: …; sistema bancario involucrado en todos los del cliente"', () => {
    const c = read('diagrama de casos de uso cajero - cliente: retirar dinero, consultar saldo; técnico: recargar efectivo; sistema bancario involucrado en todos los del cliente');
    expect(c.actors.map((a) => a.label)).toEqual(['Cliente', 'Técnico', 'Sistema bancario']);
    expect(c.systems.map((x) => x.label)).toEqual(['Cajero']);
    expect(links(c).filter((l) => l.endsWith('Sistema bancario'))).toEqual(['Retirar dinero -association-> Sistema bancario', 'Consultar saldo -association-> Sistema bancario']);
  });

  it('German: "Anwendungsfalldiagramm Geldautomat. Akteure: … Der Kunde kann: Geld abheben, …"', () => {
    const c = read('Anwendungsfalldiagramm Geldautomat. Akteure: Kunde, Techniker, Banksystem (extern). Der Kunde kann: Geld abheben, Kontostand prüfen. Der Techniker kann: Bargeld auffüllen.');
    expect(c.systems.map((x) => x.label)).toEqual(['Geldautomat']);
    expect(links(c)).toEqual(['Kunde -association-> Geld abheben', 'Kunde -association-> Kontostand prüfen', 'Techniker -association-> Bargeld auffüllen']);
  });
});
