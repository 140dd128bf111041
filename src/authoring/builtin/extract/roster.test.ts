import { describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { readRoster, type RosterPurpose } from './roster.js';

/** The roster of a prompt as the engine reads it (brief first), as "via: names". */
function roster(prompt: string, purpose: RosterPurpose): string | undefined {
  const r = readRoster(analyze(readBrief(prompt).content), purpose);
  return r ? `${r.via}: ${r.names.join(', ')}` : undefined;
}

describe('roster of participants', () => {
  it('reads a "Participants:" heading over bullets, notes in brackets left out', () => {
    expect(roster('Sequence diagram for a checkout\n\n**Participants:**\n- Shopper (mobile app)\n- Cart Service\n- Payment Provider\n\n**Flow:**\n1. Shopper pays', 'participants'))
      .toBe('participants: Shopper, Cart Service, Payment Provider');
  });
  it('reads "Include these participants:" over indented bullets inside a numbered brief', () => {
    expect(roster('Create a sequence diagram for a refund.\n1. Include these participants:\n   - Customer\n   - Support Desk\n   - Billing API\n2. Keep it simple', 'participants'))
      .toBe('participants: Customer, Support Desk, Billing API');
  });
  it('reads the list after "with these participants:" in the request line', () => {
    expect(roster('Draw a sequence diagram for a video call with these participants: Caller, Signalling Server, TURN Relay, Callee', 'participants'))
      .toBe('participants: Caller, Signalling Server, TURN Relay, Callee');
  });
  it('reads "the interaction between a user, frontend, API service, and database during ..."', () => {
    expect(roster('Show the interaction between a rider, the mobile app, a pricing service and the payments database while booking a trip', 'participants'))
      .toBe('between: Rider, Mobile app, Pricing service, Payments database');
  });
  it('reads two names joined by "and", and stops at an adverb', () => {
    expect(roster('Each line is a message between Maria and Tom, clearly showing who speaks.', 'participants')).toBe('between: Maria, Tom');
  });
  it('reads "with A, B, and C classes" as the names of the classes', () => {
    expect(roster('Consider the observer pattern with Subject, ConcreteObserver, and Display classes.', 'participants')).toBe('classes: Subject, ConcreteObserver, Display');
  });
  it('finds no roster in a sentence that lists no names', () => {
    expect(roster('The app talks to the server between 9 and 5.', 'participants')).toBeUndefined();
  });
});

describe('roster of lanes', () => {
  it('reads "Swimlanes: HR, IT, Manager" in a list of phases', () => {
    expect(roster('Create an onboarding flowchart:\n- Week 1: Welcome → Laptop setup\n- Swimlanes: HR, IT, Manager, New Hire\n- Use soft colours', 'lanes'))
      .toBe('swimlanes: HR, IT, Manager, New Hire');
  });
  it('reads "show X, Y and Z as lanes"', () => {
    expect(roster('Claims process from report to payout. Show the policyholder, the claims handler and the finance team as lanes.', 'lanes'))
      .toBe('as-lanes: Policyholder, Claims handler, Finance team');
  });
  it('reads "who owns each step: A, B and C"', () => {
    expect(roster('Release process: build, test, approve, deploy. Show who owns each step: the developer, the QA lead and the release manager.', 'lanes'))
      .toBe('owners: Developer, QA lead, Release manager');
  });
  it('reads "one lane per role (A, B, C)" and a Chinese roles bracket', () => {
    expect(roster('Hotel check-in with one lane per role (guest, receptionist, porter): the guest arrives, the receptionist checks the booking.', 'lanes'))
      .toBe('paren: Guest, Receptionist, Porter');
    expect(roster('退货流程：用户申请，仓库验货，财务退款。这是一个多角色（用户、仓库、财务）的流程', 'lanes')).toBe('paren: 用户, 仓库, 财务');
  });
  it('takes as many bullets as "with three swimlanes" announces', () => {
    expect(roster('LAYOUT: flow with three swimlanes:\n- Shopper\n- Storefront\n- Warehouse\n- Invoices', 'lanes')).toBe('swimlanes: Shopper, Storefront, Warehouse');
  });
  it('reads "through A, B, and C services" with their head, and prefers "one lane per role (…)" to a place after "through"', () => {
    expect(roster('/swimlanes claim handling through intake, assessment, and payout teams', 'lanes')).toBe('across: Intake team, Assessment team, Payout team');
    expect(roster('Visitor journey through the museum, the shop and the cafe, one lane per role (visitor, guide, cashier): the visitor arrives.', 'lanes')).toBe('paren: Visitor, Guide, Cashier');
  });
  it('reads "across HR, IT and the manager"', () => {
    expect(roster('Employee transfer across HR, payroll and the new manager: HR updates the record.', 'lanes')).toBe('across: HR, Payroll, New manager');
  });
});
