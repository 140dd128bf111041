import { describe, expect, it } from 'vitest';
import { laneFlows as flows, lanePlaced as placed } from '../test/content-views.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractSwimlane } from './swimlane.js';
import { extractFlowchart } from './flowchart.js';
import { bpmnLanes } from './swimlane-bpmn.js';


describe('hand-overs and checks told in one sentence', () => {
  it('reads "A … and sends them to B, who checks them and either sends them back for changes or passes them to C"', () => {
    const c = extractSwimlane(briefCtxFor('Our expense claims, roughly: the employee fills in the claim form and receipts and emails them to their line manager, who reviews them and either sends them back for fixes or passes them to finance for payment. Once finance approves, the payroll team adds it to the next salary and emails a confirmation (the employee keeps the receipts for a year). Lanes: Employee, Line manager, Finance, Payroll team.'));
    expect(c.title).toBe('Expense claims');
    expect(placed(c)).toEqual([
      'Employee: Fills in claim form and receipts', 'Line manager: Reviews them', 'Line manager: Sends them back for fixes',
      'Line manager: Passes them to finance for payment', 'Finance: Approves', 'Payroll team: Adds it to next salary',
      'Payroll team: Emails a confirmation', 'Employee: Keeps receipts for a year',
    ]);
    expect(flows(c)).toEqual([
      'Fills in claim form and receipts -> Reviews them',
      'Reviews them -> Sends them back for fixes',
      'Sends them back for fixes -> Fills in claim form and receipts',
      'Reviews them -> Passes them to finance for payment',
      'Passes them to finance for payment -> Approves',
      'Approves -> Adds it to next salary',
      'Adds it to next salary -> Emails a confirmation',
      'Emails a confirmation -> Keeps receipts for a year',
    ]);
  });

  it('reads "X, who checks them and either returns them for corrections or forwards them to Y" as a loop back to the sender', () => {
    const c = extractSwimlane(briefCtxFor('Swimlane for planning applications: the applicant submits the plans to the council, who checks them and either returns them for corrections or forwards them to the planning committee. The committee votes. If approved, the council issues the permit. Lanes: Applicant, Council, Planning committee.'));
    expect(flows(c)).toEqual(expect.arrayContaining([
      'Checks them -> Returns them for corrections',
      'Returns them for corrections -> Submits plans to council',
      'Checks them -> Forwards them to planning committee',
      'Forwards them to planning committee -> Votes',
    ]));
    expect(flows(c)).not.toContain('Returns them for corrections -> Votes');
  });
});

describe('"Lanes: A, B, C" before the prose', () => {
  it('reads "Lanes: A, B, C. The a does x; the b does y and hands it to the c, who …" with the lanes as lanes, not steps', () => {
    const c = extractSwimlane(briefCtxFor('Lanes: Customer, Kitchen, Driver. The customer orders online; the kitchen cooks the meal and hands it to the driver, who checks the address and either calls the customer or delivers it.'));
    expect(placed(c)).toEqual(['Customer: Orders online', 'Kitchen: Cooks the meal', 'Driver: Checks the address', 'Driver: Calls the customer', 'Driver: Delivers it']);
  });
  it('reads "Carriles: A, B, C." (es) and "Couloirs : A, B, C." (fr) as the lanes, and the word for lanes as no title', () => {
    const es = extractSwimlane(briefCtxFor('Carriles: Cliente, Cocina, Repartidor. El cliente pide en línea. La cocina prepara el plato. El repartidor entrega el pedido.'));
    expect(es.title).toBeUndefined();
    expect(placed(es)).toEqual(['Cliente: Pide en línea', 'Cocina: Prepara el plato', 'Repartidor: Entrega el pedido']);
    const fr = extractSwimlane(briefCtxFor('Couloirs : Client, Cuisine, Livreur. Le client commande en ligne. La cuisine prépare le plat. Le livreur livre la commande.'));
    expect(placed(fr)).toEqual(['Client: Commande en ligne', 'Cuisine: Prépare le plat', 'Livreur: Livre la commande']);
  });
});

describe('BPMN written as lane lines', () => {
  const bakery = "Pool: Bakery\nLane Customer: Start event 'Order placed' -> Task 'Pay deposit'\nLane Baker: Task 'Bake cake' -> Gateway 'Decoration needed?' - Yes -> Task 'Decorate'. No -> Task 'Box cake'\nLane Courier: Task 'Deliver' -> End event 'Delivered'\nswimlanes please";
  it('reads "Lane X: Task \'A\' -> Gateway \'Q?\' - Yes -> Task \'B\'. No -> Task \'C\'" with the element words out of the labels', () => {
    const c = extractSwimlane(briefCtxFor(bakery));
    expect(c.title).toBe('Bakery');
    expect(c.lanes.map((l) => l.label)).toEqual(['Customer', 'Baker', 'Courier']);
    expect(placed(c)).toEqual(['Customer: Order placed', 'Customer: Pay deposit', 'Baker: Bake cake', 'Baker: Decoration needed?', 'Baker: Decorate', 'Baker: Box cake', 'Courier: Deliver', 'Courier: Delivered']);
    expect(flows(c)).toEqual([
      'Order placed -> Pay deposit', 'Pay deposit -> Bake cake', 'Bake cake -> Decoration needed?', 'Decoration needed? -> Decorate [Yes]',
      'Decoration needed? -> Box cake [No]', 'Decorate -> Deliver', 'Box cake -> Deliver', 'Deliver -> Delivered',
    ]);
  });

  it('reads German lane lines ("Prozess:", "Bahn X:", "Aufgabe", "Startereignis", "Ende") and a bare end per branch', () => {
    const g = bpmnLanes("Prozess: Urlaubsantrag\nBahn Mitarbeiter: Startereignis 'Urlaub geplant' -> Aufgabe 'Antrag stellen'\nBahn Teamleitung: Aufgabe 'Antrag prüfen' -> Gateway 'Genehmigt?' - Nein -> Endereignis 'Abgelehnt'. Ja -> Aufgabe 'Freigeben'\nBahn HR: Aufgabe 'Urlaub eintragen' -> Ende")!;
    expect(g.title).toBe('Urlaubsantrag');
    expect(g.lanes).toEqual(['Mitarbeiter', 'Teamleitung', 'HR']);
    const label = new Map(g.nodes.map((n) => [n.key, n.label]));
    expect(g.edges.map((e) => `${label.get(e.from)} -> ${label.get(e.to)}${e.label ? ` [${e.label}]` : ''}`)).toEqual([
      'Urlaub geplant -> Antrag stellen', 'Antrag stellen -> Antrag prüfen', 'Antrag prüfen -> Genehmigt?', 'Genehmigt? -> Abgelehnt [No]',
      'Genehmigt? -> Freigeben [Yes]', 'Freigeben -> Urlaub eintragen', 'Urlaub eintragen -> Ende',
    ]);
  });

  it('draws the lanes as groups when the same text is asked for as a flowchart', () => {
    const c = extractFlowchart(briefCtxFor(`flowchart please\n${bakery.replace('\nswimlanes please', '')}`));
    expect(c.groups?.map((g) => g.label)).toEqual(['Customer', 'Baker', 'Courier']);
    expect(c.nodes.map((n) => n.label)).not.toContain('Pool');
  });
});
