import { describe, expect, it } from 'vitest';
import { stateCtx as ctx, stateMoves as moves } from '../test/content-views.js';
import { analyze } from '../text/doc.js';
import { extractState } from './state.js';
import { classify } from '../classify/classify.js';


describe('status rules that quote their states', () => {
  it('reads "start as \'A\'", "A -> \'B\' when E", "…; back to B when F" and "B -> \'C\' once E. C -> \'D\' after N days"', () => {
    const c = extractState(ctx("Ticket status rules:\n- New tickets start as 'Open'.\n- Open -> 'In progress' when an agent picks it up.\n- In progress -> 'Waiting on customer' if we need info; back to In progress when they reply.\n- In progress -> 'Resolved' once fixed. Resolved -> 'Closed' after 7 days.\nDraw the lifecycle."));
    expect(c.states.filter((s) => s.type === 'normal').map((s) => s.label)).toEqual(['Open', 'In progress', 'Waiting on customer', 'Resolved', 'Closed']);
    expect(moves(c)).toEqual([
      'Start -> Open',
      'Open -> In progress [When agent picks it up]',
      'In progress -> Waiting on customer [If we need info]',
      'Waiting on customer -> In progress [When they reply]',
      'In progress -> Resolved [Once fixed]',
      'Resolved -> Closed [After 7 days]',
    ]);
  });

  it('reads French rules in « » quotes: "commencent comme « A », puis deviennent « B ». B -> « C » à l\'envoi"', () => {
    const c = extractState(ctx("Statuts d'une commande : les commandes commencent comme « Brouillon », puis deviennent « Validée ». Validée -> « Expédiée » à l'envoi. Expédiée -> « Livrée » à la réception. Diagramme d'états svp"));
    expect(moves(c)).toEqual(['Start -> Brouillon', 'Brouillon -> Validée', "Validée -> Expédiée [À l'envoi]", 'Expédiée -> Livrée [À la réception]']);
  });

  it('reads "A -> \'B\'. B -> C if E" on one line, "instead of A", and "Damaged returns go to \'R\'" from the state a return leaves', () => {
    const c = extractState(ctx("Bike share dock rules:\n* Bikes start as 'Docked'.\n* Docked -> 'Rented' at unlock.\n* Rented -> Docked when returned to a dock.\n* Rented for 24h+ -> 'Missing'. Missing -> Docked if it is found.\n* Damaged returns go to 'In workshop', then back to Docked."));
    expect(moves(c)).toEqual([
      'Start -> Docked',
      'Docked -> Rented [At unlock]',
      'Rented -> Docked [When returned to dock]',
      'Rented -> Missing [For 24h+]',
      'Missing -> Docked [If it is found]',
      'Rented -> In workshop [Damaged returns]',
      'In workshop -> Docked',
    ]);
  });
});

describe('arrows with side states said after them', () => {
  it('reads "states of a X? a -> b (e) -> c -> a again. if not E within N it goes to \'D\'. also \'F\' from any state when G"', () => {
    const c = extractState(ctx("states of a library study room? free -> booked (student reserves) -> in use (checked in) -> free again. if not checked in within 15 min it goes to 'no-show'. also 'closed' from any state when the building shuts"));
    expect(c.title).toBe('Library study room');
    expect(moves(c)).toEqual([
      'Free -> Booked [Student reserves]',
      'Booked -> In use [Checked in]',
      'In use -> Free',
      'Booked -> No-show [Not checked in]',
      'Free -> Closed [Building shuts]',
      'Booked -> Closed',
      'In use -> Closed',
      'No-show -> Closed',
    ]);
  });

  it('reads "statuses for a X: a -> b -> c. \'E\' from any state if F" without drawing the entity word as a state', () => {
    const c = extractState(ctx("statuses for a support ticket: new -> assigned -> in progress -> resolved. 'escalated' from any state if the customer complains"));
    expect(c.title).toBe('Support ticket');
    expect(moves(c)).toEqual([
      'New -> Assigned', 'Assigned -> In progress', 'In progress -> Resolved',
      'New -> Escalated [Customer complains]', 'Assigned -> Escalated',
      'In progress -> Escalated', 'Resolved -> Escalated',
    ]);
  });
});

describe('a walk through named states, told in sentences', () => {
  it('reads "A X is A when …. … it becomes B. If E it goes to C, and back to B when F. When G the X is D; D Xs close automatically after N days"', () => {
    const prompt = 'A parking permit is Requested when the form is submitted. The council checks it and it becomes Approved. If the car is not registered locally it goes to On Hold, and back to Approved when proof arrives. When the fee is paid the permit is Active; active permits expire automatically after 12 months.';
    expect(classify(analyze(prompt))[0].kind).toBe('state');
    expect(moves(extractState(ctx(prompt)))).toEqual([
      'Start -> Requested',
      'Requested -> Approved [Council checks it]',
      'Approved -> On Hold [Car is not registered locally]',
      'On Hold -> Approved [Proof arrives]',
      'Approved -> Active [Fee is paid]',
      'Active -> Expired [After 12 months]',
    ]);
  });

  it('reads "it goes to Waiting on Customer" as one state name, and "sent offers expire after N days" as a move to Expired', () => {
    expect(moves(extractState(ctx('An offer is Draft when it is created. The manager signs it and it becomes Sent. If the candidate asks questions it goes to Waiting on Candidate, and back to Sent when the terms are agreed. When the candidate signs the offer is Accepted; sent offers expire automatically after 14 days.')))).toEqual([
      'Start -> Draft',
      'Draft -> Sent [Manager signs it]',
      'Sent -> Waiting on Candidate [Candidate asks questions]',
      'Waiting on Candidate -> Sent [Terms are agreed]',
      'Sent -> Accepted [Candidate signs]',
      'Sent -> Expired [After 14 days]',
    ]);
  });
});

describe('a walk with side ways: until (X), back under a condition, unless … in which case, any thing, ends in', () => {
  it('reads "A is Vacant until E (Occupied). If F it goes back to Vacant; if G, it\'s H. When I it becomes Dirty, unless J, in which case it\'s K until L and it goes to Dirty. Any room reported M goes to Closed, and from Closed back to Dirty once N. Dirty ends in Vacant too"', () => {
    const c = extractState(ctx('We need the hotel room statuses for housekeeping. A room is Vacant until a guest checks in (Occupied). If the guest cancels within an hour it goes back to Vacant; if they stay past noon, it\'s Late Checkout. When the guest leaves it becomes Dirty, unless repairs are needed, in which case it\'s Out of Service until an engineer signs it off and it goes to Dirty. Any room reported flooded goes to Closed, and from Closed back to Dirty once dried. Dirty ends in Vacant too.'));
    expect(moves(c)).toEqual(expect.arrayContaining([
      'Vacant -> Occupied [Guest checks in]',
      'Occupied -> Vacant [Guest cancels within an hour]',
      'Occupied -> Late Checkout [They stay past noon]',
      'Late Checkout -> Dirty [Guest leaves]',
      'Late Checkout -> Out of Service [Repairs are needed]',
      'Out of Service -> Dirty [Engineer signs it off]',
      'Closed -> Dirty [Dried]',
      'Dirty -> Vacant',
      'Vacant -> Closed [Reported flooded]',
      'Occupied -> Closed',
    ]));
  });
});
