import { describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { DEV_PROMPTS } from '../test/dev-prompts.js';
import { plannedDesigns } from '../test/helpers.js';
import { classify } from './classify.js';
import { rankDesigns, type DesignSource } from './rank.js';

describe('classify', () => {
  it.each(DEV_PROMPTS.map((d) => [d.kind, d.prompt]))('reads a %s in: %s', (kind, prompt) => {
    expect(classify(analyze(prompt))[0].kind).toBe(kind);
  });

  it.each([
    'The smart doorbell detects motion and pings the home hub. The hub asks the camera for a snapshot, the camera sends back the image, the hub forwards it to the cloud relay, and the cloud relay pushes a notification to the phone.',
    'Draw the flow of the hotel check-in kiosk conversation: the guest scans a passport at the kiosk, the kiosk asks the PMS for the booking, the PMS returns room 412, the kiosk requests a key card from the key encoder, the encoder returns the card.',
  ])('reads "A asks B for X, B returns Y, A forwards it to C" between three or more parties as a sequence, even with a hub: %s', (prompt) => {
    const brief = readBrief(prompt);
    expect(classify(analyze(brief.content), { named: brief.named?.kind, mentions: brief.mentions })[0].kind).toBe('sequence');
  });

  it('reads a chain of arrows that comes back to its first step as a cycle', () => {
    expect(classify(analyze('Sense → Plan → Build → Measure → Sense'))[0].kind).toBe('cycle');
    expect(classify(analyze('Sense → Plan → Build → Measure'))[0].kind).not.toBe('cycle');
  });

  it.each([
    ['venn', 'What do cats and dogs have in common? Cats climb, dogs fetch, both like naps'],
    ['matrix', 'Plot our feature ideas on effort and impact: quick wins, big bets, fillers and money pits'],
    ['matrix', 'Ideas by effort (low/high) and value (low/high): dark mode, SSO, export, emoji reactions'],
    ['sequence', 'How login works between the browser, the API and the database, step by step'],
    ['proportion', 'How I spend my week: 40% coding, 25% meetings, 20% reviews, 15% email'],
    ['architecture', 'Our event-driven order system: web shop, order service, Kafka, inventory service, billing service'],
  ])('reads a hint word shape as a %s: %s', (kind, prompt) => {
    // Hint words reach the classifier as the brief's kind mentions, as in the engine.
    const brief = readBrief(prompt);
    expect(classify(analyze(brief.content), { named: brief.named?.kind, mentions: brief.mentions })[0].kind).toBe(kind);
  });

  it('says why it chose a kind', () => {
    const top = classify(analyze('a funnel of our sales pipeline: visitors, leads, trials, customers'))[0];
    expect(top.reasons[0]).toBe('names a funnel');
  });

  it('is deterministic', () => {
    const doc = analyze('Compare PostgreSQL, MySQL and SQLite on speed and ease of use');
    expect(classify(doc)).toEqual(classify(analyze('Compare PostgreSQL, MySQL and SQLite on speed and ease of use')));
  });

  it('reads a flow with a decision ("decides if") as a flowchart, not as the list its semicolons make', () => {
    const prompt = 'Customer support flow: a ticket arrives, triage decides if it is urgent; urgent tickets go to on-call, '
      + 'others to the queue; both end with resolve and close, then a satisfaction survey';
    expect(classify(analyze(prompt))[0].kind).toBe('flowchart');
  });

  it('reads "an order lifecycle: it is placed, then paid, then shipped" as a state machine, not a cycle', () => {
    expect(classify(analyze('Order lifecycle: an order is placed, then paid, then shipped and finally delivered.'))[0].kind).toBe('state');
    expect(classify(analyze('The water cycle: evaporation, condensation, precipitation, collection, and again'))[0].kind).toBe('cycle');
  });

  it('does not take a hierarchy of needs for an org chart, nor a lifecycle of statuses for a cycle', () => {
    expect(classify(analyze("Maslow's hierarchy of needs: physiological, safety, belonging, esteem, self-actualization"))[0].kind).toBe('pyramid');
    expect(classify(analyze('Ticket status lifecycle: New goes to Open, Open goes to Closed, Closed goes back to Open when reopened.'))[0].kind).toBe('state');
  });
});

describe('classify: who takes part', () => {
  const top = (prompt: string) => classify(analyze(prompt))[0].kind;
  it('reads a "Participants:" list with steps between them as a sequence', () => {
    expect(top('Participants: Phone, Push Gateway, Notification Service. The phone registers a device token; the notification service sends a message to the push gateway.')).toBe('sequence');
  });
  it('reads an interaction between named participants as a sequence', () => {
    expect(top('Model the interaction between a traveller, the booking site and the airline when a seat is reserved')).toBe('sequence');
  });
  it('reads a dialogue in quotes as a sequence', () => {
    expect(top('Maya asks "Is the report ready?", Leo replies "Almost, give me ten minutes", and Maya says "Thanks".')).toBe('sequence');
  });
  it('reads "show who owns each step: A, B and C" as a swimlane', () => {
    expect(top('Explain our month-end close: reconcile accounts, review accruals, approve the journal and publish the report. Show who owns each step: the accountant, the controller and the CFO.')).toBe('swimlane');
  });
  it('reads a process where four people and teams each do steps as a swimlane, even with a decision', () => {
    expect(top('Warranty claim: the customer files the claim. The service desk checks the receipt. If the receipt is missing, the clerk asks the customer for it. Otherwise the technician repairs the device and the courier returns it.')).toBe('swimlane');
  });
  it('reads "IT revokes access" as the IT team acting, and "schedules the interview" as no project plan', () => {
    expect(top('Employee exit across HR, IT and the manager: the manager confirms the last day, HR schedules the exit interview, IT revokes access and HR closes the file.')).toBe('swimlane');
  });
});

describe('classify: states', () => {
  const top = (prompt: string) => classify(analyze(prompt))[0].kind;
  it('reads a workflow\'s list of statuses as a state machine, not a flowchart', () => {
    expect(top('Expense workflow states: Draft, Submitted, Approved, Paid, Archived. Managers can send a report back to Draft.')).toBe('state');
  });
  it('reads "can be A, B, C or D" with statuses as a state machine', () => {
    expect(top('A parcel can be registered, collected, sorted, delivered or returned. A sorted parcel can be returned.')).toBe('state');
  });
  it('reads transitions with their events as a state machine, numbers and all', () => {
    expect(top('Pedestrian signal: walk turns flashing after 20 seconds, flashing turns stop after 5 seconds, stop turns walk when the button is pressed.')).toBe('state');
  });
  it('reads arrows between Chinese status words under a status lead as a state machine', () => {
    expect(top('退款状态：待审核 → 已通过 → 已退款；待审核可以驳回')).toBe('state');
  });
});

describe('rankDesigns', () => {
  it('returns only designs of the source, best first, with a reason', () => {
    const doc = analyze('Pros and cons of remote work. Pros: no commute. Cons: isolation.');
    const ranking = rankDesigns(doc, classify(doc), plannedDesigns);
    expect(ranking[0].design).toBe('comparison-pros-cons');
    expect(ranking[0].reason).toMatch(/^Comparison: /);
    expect(ranking.map((r) => r.score)).toEqual([...ranking.map((r) => r.score)].sort((a, b) => b - a));
  });

  it('skips kinds with no registered design', () => {
    const onlyLists: DesignSource = { get: (id) => (id === 'list-cards' ? { id, kind: 'list' } : undefined), ofKind: (k) => (k === 'list' ? [{ id: 'list-cards', kind: 'list' }] : []) };
    const doc = analyze('a funnel of our sales pipeline: visitors, leads, trials, customers');
    expect(rankDesigns(doc, classify(doc), onlyLists).map((r) => r.design)).toEqual(['list-cards']);
  });

  it('prefers the donut for "what slice of the day each one takes" and "Gráfico circular"', () => {
    for (const prompt of ['My 24 hours: sleep 6h, work 9h, commute 2h and family 7h. Can you show what slice of the day each one takes?', 'Gastos del mes: alquiler 900 €, comida 300 €, ocio 100 €. Gráfico circular']) {
      const doc = analyze(prompt);
      expect(rankDesigns(doc, classify(doc), plannedDesigns)[0].design).toBe('proportion-donut');
    }
  });

  it('prefers the horizontal flowchart when asked left to right', () => {
    const doc = analyze('Draw a left to right flowchart: plan -> build -> ship');
    expect(rankDesigns(doc, classify(doc), plannedDesigns)[0].design).toBe('flowchart-horizontal');
  });
});
