import { describe, expect, it } from 'vitest';
import { isPresentingLead } from './presenting-leads.js';
import { titleFromLead } from './title.js';
import { concise, stripFiller } from './label.js';
import { isPurposeAside } from '../brief/asides.js';
import { classify } from '../classify/classify.js';
import { analyze } from './doc.js';
import { readBrief } from '../brief/read-brief.js';

describe('leads that only hand the content over', () => {
  it.each(["Here's how it goes", 'Roughly', 'It goes like this', 'So basically', 'Voici comment ça se passe', 'So läuft es ab', 'Funciona así', 'Funciona assim', 'Funziona così', 'The steps are'])('reads "%s:" as no title', (lead) => {
    expect(isPresentingLead(lead)).toBe(true);
    expect(titleFromLead(lead)).toBeUndefined();
  });
  it('keeps a real subject and drops a hedge after it: "Our expense claims, roughly"', () => {
    expect(isPresentingLead('Expense claims')).toBe(false);
    expect(titleFromLead('Our expense claims, roughly')).toBe('Expense claims');
  });
  it('reads "From our cataloguing wiki (copy-paste …)" as a source, not a title', () => {
    expect(titleFromLead('From our cataloguing wiki (copy-paste, sorry about formatting)')).toBeUndefined();
  });
});

describe('remarks about the drawing and hedges in labels', () => {
  it('reads "Simple boxes are fine, it\'s going on a fridge door lol" as how to keep it and what it is for', () => {
    expect(isPurposeAside("Simple boxes are fine, it's going on a fridge door lol")).toBe(true);
    expect(isPurposeAside("Plain boxes are fine, it'll hang in the staff room")).toBe(true);
    expect(isPurposeAside('Simple boxes are fine, the order is cancelled')).toBe(false);
  });
  it('drops "Luego", "Dann", "Ensuite" before a step, but keeps "Después de la guerra"', () => {
    expect(stripFiller('Luego envío el paquete')).toBe('envío el paquete');
    expect(stripFiller('Dann schicke ich die Rechnung')).toBe('schicke ich die Rechnung');
    expect(stripFiller("Ensuite j'envoie une confirmation")).toBe("j'envoie une confirmation");
    expect(stripFiller('Después de la guerra')).toBe('Después de la guerra');
  });
  it('cuts "sends an order request, usually through Instagram" before the hedge', () => {
    expect(concise('A customer sends an order request, usually through Instagram').label).toBe('Customer sends order request');
  });
});

describe('kinds named by their shape', () => {
  const kind = (p: string) => classify(analyze(readBrief(p).content))[0].kind;
  it('reads "states for a X? a -> b -> c … from any state" as a state machine, not a flowchart', () => {
    expect(kind("states for a vending machine slot? empty -> stocked (refilled) -> sold out -> empty again. also 'jammed' from any state when the motor stalls")).toBe('state');
  });
  it('reads "the new bike lane" and "cycle lane" as a road, not swimlanes or a cycle', () => {
    expect(kind('Stakeholders for the new bike lane on Mill Road:\n- High power, high interest -> Manage closely: City council\n- Low power, high interest -> Keep informed: Residents\n- High power, low interest -> Keep satisfied: Bus company\n- Low power, low interest -> Monitor: Tourists\nPut it on a 2x2 grid, x = interest, y = power.')).toBe('matrix');
  });
  it('reads "Carriles: A, B, C. …" and "Couloirs : A, B, C. …" as swimlanes', () => {
    expect(kind('Carriles: Cliente, Cocina, Repartidor. El cliente pide en línea. La cocina prepara el plato. El repartidor entrega el pedido.')).toBe('swimlane');
    expect(kind('Couloirs : Client, Cuisine, Livreur. Le client commande en ligne. La cuisine prépare le plat. Le livreur livre la commande.')).toBe('swimlane');
  });
  it('reads "Lane X: Aufgabe \'A\' -> Gateway \'Q?\'" lines as a swimlane', () => {
    expect(kind("Prozess: Urlaubsantrag\nBahn Mitarbeiter: Startereignis 'Urlaub geplant' -> Aufgabe 'Antrag stellen'\nBahn Teamleitung: Aufgabe 'Antrag prüfen' -> Gateway 'Genehmigt?' - Nein -> Endereignis 'Abgelehnt'. Ja -> Aufgabe 'Freigeben'")).toBe('swimlane');
  });
});
