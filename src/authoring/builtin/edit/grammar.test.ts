// Every verb of the edit grammar on every kind it applies to: the change made, the ids of what was not touched kept,
// and a clear invalid_instruction (with what was understood) where a kind cannot take the change.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.js';
import { iconCatalog } from '../../../icons/catalog.js';
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import { elementsOf } from '../../edit/elements.js';
import type { DiagramState } from '../../model.js';
import { applyInstruction } from './index.js';
import { FIX } from './test-fixtures.js';

type Obj = Record<string, any>;
type Fixture = keyof typeof FIX;

function run(kind: Fixture, instruction: string): { after: DiagramState; c: Obj; understood: string[] } {
  const before = structuredClone(FIX[kind]);
  const out = applyInstruction(instruction, before, { icons: iconCatalog, suggestIcon: (l) => iconCatalog.suggest(l) });
  // The input is never changed, and the output is valid content of its kind.
  expect(before).toEqual(FIX[kind]);
  expect(CONTENT_SCHEMAS[out.state.kind].safeParse(out.state.content).success).toBe(true);
  return { after: out.state, c: out.state.content as Obj, understood: out.understood };
}

/** Every element of the fixture but those listed is still there with the same id and label. */
function keptExcept(kind: Fixture, after: DiagramState, changed: string[] = []): void {
  const before = elementsOf(kind, FIX[kind].content);
  const now = elementsOf(after.kind, after.content);
  for (const [id, el] of before) {
    if (changed.includes(id) || id.includes('->')) continue;
    expect(now.get(id)?.label, `${kind}: ${id} kept`).toBe(el.label);
  }
}

function refusal(kind: Fixture, instruction: string): { understood: string; reason: string; message: string } {
  try {
    applyInstruction(instruction, structuredClone(FIX[kind]), { icons: iconCatalog });
  } catch (e) {
    if (e instanceof AppError && e.code === 'invalid_instruction') {
      const d = e.details as { understood: string; reason: string };
      return { ...d, message: e.message };
    }
    throw e;
  }
  throw new Error(`expected "${instruction}" to be refused on ${kind}`);
}

const labels = (items: Obj[], key = 'label') => items.map((i) => i[key]);
const link = (list: Obj[], from: string, to: string) => list.find((l) => l.from === from && l.to === to);
const idOf = (items: Obj[], label: string, key = 'label') => items.find((i) => i[key] === label)?.id;

describe('add', () => {
  it('adds a node, and a step after, before and between steps of a flowchart, rewiring the flow', () => {
    let r = run('flowchart', 'add a step Verify email after Send welcome email');
    expect(labels(r.c.nodes)).toContain('Verify email');
    const v = idOf(r.c.nodes, 'Verify email');
    expect(link(r.c.edges, 'mail', v)).toBeDefined();
    expect(link(r.c.edges, v, 'end')).toBeDefined();
    expect(link(r.c.edges, 'mail', 'end')).toBeUndefined();
    expect(r.c.nodes.find((n: Obj) => n.id === v).group).toBe('backend');
    keptExcept('flowchart', r.after);

    r = run('flowchart', 'insert "Show terms" before Fill in form');
    const t = idOf(r.c.nodes, 'Show terms');
    expect([link(r.c.edges, 'start', t), link(r.c.edges, t, 'form')].every(Boolean)).toBe(true);
    expect(link(r.c.edges, 'start', 'form')).toBeUndefined();

    r = run('flowchart', 'add a decision "Email taken?" between Valid? and Save account');
    const d = r.c.nodes.find((n: Obj) => n.label === 'Email taken?');
    expect(d.type).toBe('decision');
    expect(link(r.c.edges, 'valid', d.id)?.label).toBe('yes');
    expect(link(r.c.edges, d.id, 'save')).toBeDefined();

    r = run('flowchart', 'add a note "Takes a minute" connected to Send welcome email');
    expect(r.c.nodes.find((n: Obj) => n.label === 'Takes a minute').type).toBe('note');
    expect(link(r.c.edges, 'mail', idOf(r.c.nodes, 'Takes a minute'))).toBeDefined();
  });

  it('adds a component between two components of an architecture, with an icon', () => {
    const r = run('architecture', 'add a Redis cache between the API and the database');
    const cache = r.c.components.find((n: Obj) => n.label === 'Redis cache');
    expect(cache.icon).toBe('simple:redis');
    expect(link(r.c.connections, 'api', cache.id)).toBeDefined();
    expect(link(r.c.connections, cache.id, 'db')).toBeDefined();
    expect(link(r.c.connections, 'api', 'db')).toBeUndefined();
    keptExcept('architecture', r.after);
  });

  it('adds a state and a transition to a state machine', () => {
    let r = run('state', 'add a state Broken after Locked');
    expect(link(r.c.transitions, 'locked', idOf(r.c.states, 'Broken'))).toBeDefined();
    r = run('state', 'add a transition from Locked to Closed on unlock');
    expect(link(r.c.transitions, 'locked', 'closed')?.label).toBe('unlock');
    r = run('state', 'add a final state Scrapped');
    expect(r.c.states.find((s: Obj) => s.label === 'Scrapped').type).toBe('final');
    keptExcept('state', r.after);
  });

  it('adds a step in a lane, a lane, and an entity with an attribute', () => {
    let r = run('swimlane', 'add Check receipt after Review request');
    const s = r.c.steps.find((x: Obj) => x.label === 'Check receipt');
    expect(s.lane).toBe('support');
    expect(link(r.c.flows, 'review', s.id)?.label).toBe('approved');
    expect(link(r.c.flows, s.id, 'pay')).toBeDefined();
    r = run('swimlane', 'add a lane Bank');
    expect(labels(r.c.lanes)).toEqual(['Customer', 'Support', 'Finance', 'Bank']);
    const lanes = applyInstruction('add a lane Bank; add Transfer money to the Bank lane after Pay back', structuredClone(FIX.swimlane), {});
    const transfer = (lanes.state.content as Obj).steps.find((x: Obj) => x.label === 'Transfer money');
    expect(transfer.lane).toBe('bank');
    expect(refusal('swimlane', 'add Transfer money to the Bank lane').reason).toBe('there is no lane called "Bank".');

    r = run('er', 'add an entity Comment linked to Post');
    expect(link(r.c.relationships, 'post', idOf(r.c.entities, 'Comment'))).toBeDefined();
    r = run('er', 'add a created_at attribute of type timestamp to Post');
    expect(r.c.entities[1].attributes.at(-1)).toEqual({ name: 'created_at', type: 'timestamp' });
    r = run('er', 'add column email to the authors table');
    expect(r.c.entities[0].attributes.map((a: Obj) => a.name)).toEqual(['id', 'name', 'email']);
    keptExcept('er', r.after, ['author']);
  });

  it('adds a participant and messages to a sequence, keeping notes and fragments on their messages', () => {
    let r = run('sequence', 'add a participant Fraud check');
    expect(labels(r.c.participants)).toEqual(['User', 'Shop', 'Payment provider', 'Fraud check']);
    r = run('sequence', 'add a message from Shop to Payment provider: Refund after Place order');
    expect(r.c.messages.map((m: Obj) => m.label)).toEqual(['Place order', 'Refund', 'Charge card', 'Charged', 'Confirmation']);
    expect(r.c.notes[0].after).toBe(2);
    expect(r.c.fragments[0]).toMatchObject({ first: 3, last: 4 });
    r = run('sequence', 'Shop replies to User with Receipt');
    expect(r.c.messages.at(-1)).toMatchObject({ from: 'shop', to: 'user', label: 'Receipt', type: 'reply' });
    keptExcept('sequence', r.after);
  });

  it('adds a child under a parent in a mind map and an org chart', () => {
    let r = run('mindmap', 'add Museums under Food');
    expect(r.c.nodes.find((n: Obj) => n.label === 'Museums').parent).toBe('food');
    r = run('mindmap', 'add a branch Budget');
    expect(r.c.nodes.find((n: Obj) => n.label === 'Budget').parent).toBeUndefined();
    r = run('hierarchy', 'add a Designer reporting to the team lead');
    expect(r.c.nodes.find((n: Obj) => n.label === 'Designer').parent).toBe('lead');
    r = run('hierarchy', 'add Junior tester under Tester');
    expect(r.c.nodes.find((n: Obj) => n.label === 'Junior tester').parent).toBe('qa');
    keptExcept('hierarchy', r.after);
  });

  it('adds a level, a stage, an item, a spoke and a step at the position said', () => {
    let r = run('pyramid', 'add a level Manual at the top');
    expect(labels(r.c.levels)).toEqual(['Manual', 'End-to-end', 'Integration', 'Unit']);
    r = run('pyramid', 'add Contract tests below Integration');
    expect(labels(r.c.levels)).toEqual(['End-to-end', 'Integration', 'Contract tests', 'Unit']);
    r = run('funnel', 'add a stage Trials with 400 between Sign-ups and Paid');
    expect(r.c.stages[2]).toMatchObject({ label: 'Trials', value: 400 });
    r = run('list', 'add Sunscreen as the second item');
    expect(labels(r.c.items)).toEqual(['Passport', 'Sunscreen', 'Charger', 'Shoes']);
    r = run('hub', 'add a spoke Desktop');
    expect(labels(r.c.spokes)).toEqual(['Web', 'iOS', 'Android', 'Desktop']);
    r = run('cycle', 'add Learn between Act and Plan');
    expect(labels(r.c.steps)).toEqual(['Plan', 'Do', 'Check', 'Act', 'Learn']);
    keptExcept('cycle', r.after);
  });

  it('adds a dated event in time order, a part with its value, and a task after a task', () => {
    let r = run('timeline', 'add Version 2.5 in 2023');
    expect(labels(r.c.events, 'title')).toEqual(['Version 1', 'Version 2', 'Version 2.5', 'Version 3']);
    r = run('timeline', 'add 2020: Beta');
    expect(r.c.events[0]).toMatchObject({ title: 'Beta', date: '2020' });
    r = run('proportion', 'add Edge with 5%');
    expect(r.c.parts.at(-1)).toMatchObject({ label: 'Edge', value: 5 });
    r = run('gantt', 'add a task Docs after Code for 3 days');
    const docs = r.c.tasks.find((t: Obj) => t.label === 'Docs');
    expect(docs).toMatchObject({ depends_on: ['code'], duration_days: 3 });
    keptExcept('gantt', r.after);
  });

  it('adds a set, items to sets and overlaps, items to quadrants, columns, rows, pros and cons', () => {
    let r = run('venn', 'add a set Product');
    expect(labels(r.c.sets)).toEqual(['Design', 'Code', 'Product']);
    r = run('venn', 'add Sketch to Design');
    expect(r.c.sets[0].items).toEqual(['Figma', 'Sketch']);
    r = run('venn', 'add HTML to the overlap of Design and Code');
    expect(r.c.overlaps[0].items).toEqual(['CSS', 'HTML']);
    r = run('matrix', 'add Audit log to the bottom right');
    expect(r.c.items.at(-1)).toMatchObject({ label: 'Audit log', quadrant: 'bottom-right' });
    r = run('comparison', 'add a column Team');
    expect(labels(r.c.options)).toEqual(['Free', 'Pro', 'Team']);
    expect(r.c.criteria.every((x: Obj) => x.values.length === 3)).toBe(true);
    r = run('comparison', 'add a row Support');
    expect(r.c.criteria.at(-1)).toMatchObject({ label: 'Support', values: ['', ''] });
    r = run('comparison', "add a con 'Pricey' to Pro");
    expect(r.c.options[1].cons).toEqual(['Pricey']);
    keptExcept('comparison', r.after, ['pro']);
  });

  it('adds several elements said as a list, one after the other where the first goes', () => {
    let r = run('flowchart', 'add Check email, Check phone and Check address after Fill in form');
    const [e, p, a] = ['Check email', 'Check phone', 'Check address'].map((l) => idOf(r.c.nodes, l));
    expect([link(r.c.edges, 'form', e), link(r.c.edges, e, p), link(r.c.edges, p, a), link(r.c.edges, a, 'valid')].every(Boolean)).toBe(true);
    r = run('list', 'add apples, pears and plums at the top');
    expect(labels(r.c.items)).toEqual(['Apples', 'Pears', 'Plums', 'Passport', 'Charger', 'Shoes']);
    r = run('er', 'add email, phone and birthday to Author');
    expect(r.c.entities[0].attributes.map((x: Obj) => x.name)).toEqual(['id', 'name', 'email', 'phone', 'birthday']);
    // Without a comma, "and" is part of one name.
    expect(labels(run('list', 'add Sun and rain gear').c.items)).toContain('Sun and rain gear');
  });

  it('refuses an addition without a name, or placed next to something the diagram does not have', () => {
    expect(refusal('comparison', 'add a row').reason).toMatch(/say what the new row is called/);
    expect(refusal('list', 'add Sunscreen after Towel').reason).toBe('nothing in the diagram is called "Towel".');
    // Lower-case words after "after" are part of the name.
    expect(labels(run('list', 'add Call home after landing').c.items)).toContain('Call home after landing');
  });

  it('adds a group with its members', () => {
    const r = run('flowchart', 'create a group Frontend with Fill in form and Valid?');
    const g = r.c.groups.find((x: Obj) => x.label === 'Frontend');
    expect(r.c.nodes.filter((n: Obj) => n.group === g.id).map((n: Obj) => n.id)).toEqual(['form', 'valid']);
  });
});

describe('remove', () => {
  it('removes a node of each graph kind, joining its one predecessor to its one successor', () => {
    let r = run('flowchart', 'remove Save account');
    expect(idOf(r.c.nodes, 'Save account')).toBeUndefined();
    expect(link(r.c.edges, 'valid', 'mail')?.label).toBe('yes');
    keptExcept('flowchart', r.after, ['save']);
    r = run('architecture', 'delete billing');
    expect(r.c.connections.some((c: Obj) => c.to === 'billing')).toBe(false);
    r = run('state', 'remove the Locked state');
    expect(r.c.transitions.some((t: Obj) => t.to === 'locked')).toBe(false);
    r = run('swimlane', 'remove Pay back');
    expect(link(r.c.flows, 'review', 'done')?.label).toBe('approved');
    r = run('er', 'drop the Post entity');
    expect(r.c.relationships).toEqual([]);
    r = run('gantt', 'remove Test');
    expect(r.c.tasks.find((t: Obj) => t.id === 'release').depends_on).toEqual(['code']);
  });

  it('removes a group (its members stay), a lane (with its steps), an attribute, a participant with its messages', () => {
    let r = run('flowchart', 'remove the Backend group');
    expect(r.c.groups).toEqual([]);
    expect(r.c.nodes.some((n: Obj) => n.group)).toBe(false);
    r = run('swimlane', 'remove the Finance lane');
    expect(labels(r.c.steps)).toEqual(['Ask for refund', 'Review request', 'Refunded']);
    r = run('er', 'remove the name attribute from Author');
    expect(r.c.entities[0].attributes.map((a: Obj) => a.name)).toEqual(['id']);
    r = run('sequence', 'remove the payment provider');
    expect(r.c.messages.map((m: Obj) => m.label)).toEqual(['Place order', 'Confirmation']);
    expect(r.c.notes).toEqual([]);
    expect(r.c.fragments[0]).toMatchObject({ first: 1, last: 1 });
    r = run('sequence', 'delete the Charged message');
    expect(r.c.messages.map((m: Obj) => m.id)).toEqual(['m1', 'm2', 'm4']);
  });

  it('removes tree nodes (children move up), items, levels, events, parts, sets, items of sets, options and rows', () => {
    let r = run('mindmap', 'remove Travel');
    expect(r.c.nodes.find((n: Obj) => n.id === 'train').parent).toBeUndefined();
    r = run('hierarchy', 'remove the tester');
    expect(labels(r.c.nodes)).toEqual(['Team lead', 'Backend developer', 'Frontend developer']);
    r = run('pyramid', 'remove integration');
    expect(labels(r.c.levels)).toEqual(['End-to-end', 'Unit']);
    r = run('list', 'remove charger and shoes');
    expect(labels(r.c.items)).toEqual(['Passport']);
    r = run('timeline', 'delete version 2');
    expect(labels(r.c.events, 'title')).toEqual(['Version 1', 'Version 3']);
    r = run('proportion', 'remove firefox');
    expect(labels(r.c.parts)).toEqual(['Chrome', 'Safari']);
    r = run('venn', 'remove SQL from Code');
    expect(r.c.sets[1].items).toEqual(['TypeScript']);
    r = run('matrix', 'remove dark mode');
    expect(labels(r.c.items)).toEqual(['SSO']);
    r = run('comparison', 'remove the storage row');
    expect(labels(r.c.criteria)).toEqual(['Price']);
    r = run('comparison', "remove the con 'Ads' from Free");
    expect(r.c.options[0].cons).toEqual([]);
  });

  it('refuses to go below what a kind needs, saying so', () => {
    expect(refusal('cycle', 'remove Do and Check').reason).toMatch(/at least 3 steps/);
    expect(refusal('venn', 'remove the Design set').reason).toMatch(/at least 2 sets/);
    expect(refusal('comparison', 'remove Pro').reason).toMatch(/at least 2 options/);
  });
});

describe('rename', () => {
  const cases: [Fixture, string, string, string, string?][] = [
    ['flowchart', 'rename Save account to Create account', 'save', 'Create account'],
    ['flowchart', 'change the label of the backend group to Server', 'backend', 'Server'],
    ['architecture', 'rename Billing to Payments', 'billing', 'Payments'],
    ['architecture', 'call the database Postgres', 'db', 'Postgres'],
    ['state', 'Closed should be called Shut', 'closed', 'Shut'],
    ['swimlane', 'rename the Support lane to Help desk', 'support', 'Help desk'],
    ['er', 'rename Author to Writer', 'author', 'Writer'],
    ['gantt', 'rename Code to Build it', 'code', 'Build it'],
    ['sequence', 'rename Shop to Store', 'shop', 'Store'],
    ['sequence', 'change the Charge card message to Authorize card', 'm2', 'Authorize card'],
    ['mindmap', 'rename the centre to Summer holiday', 'center', 'Summer holiday'],
    ['hierarchy', 'replace Tester with QA engineer', 'qa', 'QA engineer'],
    ['cycle', 'rename Act to Adjust', 'act', 'Adjust'],
    ['pyramid', 'rename the top level to UI tests', 'e2e', 'UI tests'],
    ['funnel', 'rename sign-ups to Registrations', 'signups', 'Registrations'],
    ['list', 'rename Shoes to Hiking boots', 'shoes', 'Hiking boots'],
    ['hub', 'rename the hub to Core platform', 'center', 'Core platform'],
    ['timeline', 'rename Version 3 to Version 3.0', 'v3', 'Version 3.0'],
    ['proportion', 'rename Chrome to Google Chrome', 'chrome', 'Google Chrome'],
    ['venn', 'rename Code to Engineering', 'code', 'Engineering'],
    ['venn', 'rename the overlap of Design and Code to Unicorns', 'code&design', 'Unicorns'],
    ['matrix', 'rename the top left quadrant to Do now', 'top-left', 'Do now'],
    ['matrix', 'rename the y axis to Value', 'y_axis', 'Value'],
    ['comparison', 'rename Pro to Plus', 'pro', 'Plus'],
    ['comparison', 'rename the Price row to Monthly price', 'price', 'Monthly price'],
  ];
  it.each(cases)('%s: %s', (kind, instruction, id, label) => {
    const r = run(kind, instruction);
    expect(elementsOf(r.after.kind, r.after.content).get(id)?.label).toBe(label);
    keptExcept(kind, r.after, [id]);
  });

  it('renames the diagram itself', () => {
    expect(run('list', 'change the title to Weekend trip').c.title).toBe('Weekend trip');
  });
});

describe('connect and disconnect', () => {
  const connects: [Fixture, string, string, string, string | undefined][] = [
    ['flowchart', 'connect Send welcome email to Start', 'mail', 'start', undefined],
    ['flowchart', 'add an arrow from Valid? to End labelled give up', 'valid', 'end', 'give up'],
    ['architecture', 'connect the email worker to the database with label reads', 'w1', 'db', 'reads'],
    ['architecture', 'Billing should call the database', 'billing', 'db', undefined],
    ['state', 'add a transition from Locked to Open on force', 'locked', 'open', 'force'],
    ['swimlane', 'connect Refunded to Ask for refund', 'done', 'ask', undefined],
    ['er', 'link Post to Author with label belongs to', 'post', 'author', 'belongs to'],
    ['gantt', 'make Release depend on Design', 'design', 'release', undefined],
  ];
  it.each(connects)('%s: %s', (kind, instruction, from, to, label) => {
    const r = run(kind, instruction);
    const c = r.c;
    if (kind === 'gantt') expect(c.tasks.find((t: Obj) => t.id === to).depends_on).toContain(from);
    else {
      const list = c.edges ?? c.connections ?? c.transitions ?? c.flows ?? c.relationships;
      expect(link(list, from, to)?.label).toBe(label);
    }
    keptExcept(kind, r.after);
  });

  it('connects participants of a sequence with a message', () => {
    const r = run('sequence', 'connect User to Payment provider with label 3-D Secure');
    expect(r.c.messages.at(-1)).toMatchObject({ from: 'user', to: 'pay', label: '3-D Secure' });
  });

  const disconnects: [Fixture, string, string, string][] = [
    ['flowchart', 'remove the arrow from Valid? to Fill in form', 'valid', 'form'],
    ['architecture', 'disconnect the API from Billing', 'api', 'billing'],
    ['state', 'remove the transition between Closed and Locked', 'closed', 'locked'],
    ['swimlane', 'Review request should not lead to Pay back', 'review', 'pay'],
    ['er', 'unlink Author and Post', 'author', 'post'],
    ['gantt', 'Test no longer depends on Code', 'code', 'test'],
  ];
  it.each(disconnects)('%s: %s', (kind, instruction, from, to) => {
    const r = run(kind, instruction);
    const c = r.c;
    if (kind === 'gantt') expect(c.tasks.find((t: Obj) => t.id === to).depends_on).not.toContain(from);
    else expect(link(c.edges ?? c.connections ?? c.transitions ?? c.flows ?? c.relationships, from, to)).toBeUndefined();
    keptExcept(kind, r.after);
  });

  it('disconnects participants of a sequence by removing their messages', () => {
    const r = run('sequence', 'disconnect Shop and Payment provider');
    expect(r.c.messages.map((m: Obj) => m.id)).toEqual(['m1', 'm4']);
  });

  it('labels, unlabels and reverses a connection', () => {
    let r = run('flowchart', 'label the arrow from Save account to Send welcome email "then"');
    expect(link(r.c.edges, 'save', 'mail')?.label).toBe('then');
    r = run('architecture', 'remove the label of the connection from Web app to API');
    expect(link(r.c.connections, 'web', 'api')).toEqual({ from: 'web', to: 'api' });
    r = run('architecture', 'reverse the connection between the API and Billing');
    expect(link(r.c.connections, 'billing', 'api')).toBeDefined();
  });

  it('refuses a connection that does not exist, and kinds without connections', () => {
    expect(refusal('flowchart', 'disconnect Start from End').reason).toMatch(/no arrow from "Start" to "End"/);
    expect(refusal('pyramid', 'connect Unit to Integration').reason).toMatch(/has no connections/);
  });
});

describe('move into and out of groups', () => {
  it('puts elements in a group (made when it is named as new), and takes them out', () => {
    let r = run('flowchart', 'put Fill in form and Valid? in a new group called Frontend');
    const g = r.c.groups.find((x: Obj) => x.label === 'Frontend');
    expect(r.c.nodes.filter((n: Obj) => n.group === g.id).length).toBe(2);
    r = run('flowchart', 'move Send welcome email out of the Backend group');
    expect(r.c.nodes.find((n: Obj) => n.id === 'mail').group).toBeUndefined();
    r = run('architecture', 'put the workers in a group called Background');
    const bg = r.c.zones.find((z: Obj) => z.label === 'Background');
    expect(r.c.components.filter((n: Obj) => n.zone === bg.id).map((n: Obj) => n.id)).toEqual(['w1', 'w2']);
    r = run('architecture', 'move Billing out of its zone');
    expect(r.c.components.find((n: Obj) => n.id === 'billing').zone).toBeUndefined();
    r = run('swimlane', 'move Pay back to the Support lane');
    expect(r.c.steps.find((s: Obj) => s.id === 'pay').lane).toBe('support');
    r = run('state', 'put Open and Locked inside a composite state called Active');
    const active = r.c.states.find((s: Obj) => s.label === 'Active');
    expect(r.c.states.filter((s: Obj) => s.parent === active.id).map((s: Obj) => s.id)).toEqual(['open', 'locked']);
    r = run('gantt', 'move Test into the Build section');
    expect(r.c.tasks.find((t: Obj) => t.id === 'test').section).toBe('build');
    keptExcept('gantt', r.after);
  });

  it('moves tree nodes under another, and up a level', () => {
    let r = run('mindmap', 'move Hotel under Travel');
    expect(r.c.nodes.find((n: Obj) => n.id === 'hotel').parent).toBe('travel');
    r = run('mindmap', 'move Train tickets out of Travel');
    expect(r.c.nodes.find((n: Obj) => n.id === 'train').parent).toBeUndefined();
    r = run('hierarchy', 'Tester now reports to Backend developer');
    expect(r.c.nodes.find((n: Obj) => n.id === 'qa').parent).toBe('dev1');
    expect(refusal('hierarchy', 'move Team lead under Tester').reason).toMatch(/below it/);
  });

  it('moves items between sets and quadrants', () => {
    let r = run('venn', 'move Figma to the overlap of Design and Code');
    expect(r.c.sets[0].items).toEqual([]);
    expect(r.c.overlaps[0].items).toEqual(['CSS', 'Figma']);
    r = run('matrix', 'move SSO to the bottom left quadrant');
    expect(r.c.items[0]).toEqual({ id: 'sso', label: 'SSO', quadrant: 'bottom-left' });
  });

  it('refuses a lane-less step and kinds without groups', () => {
    expect(refusal('swimlane', 'move Pay back out of its lane').reason).toMatch(/every step/);
    expect(refusal('er', 'put Author in a group called Core').reason).toMatch(/has no groups/);
  });
});

describe('change a label or description', () => {
  const cases: [Fixture, string, string, string][] = [
    ['flowchart', 'set the description of Save account to writes the users table', 'save', 'writes the users table'],
    ['architecture', "describe the API as 'REST, JSON over HTTPS'", 'api', 'REST, JSON over HTTPS'],
    ['state', 'add a description to Locked: needs a key', 'locked', 'needs a key'],
    ['mindmap', 'describe Food as local dishes only', 'food', 'local dishes only'],
    ['hierarchy', "give the team lead the description 'Hiring and planning'", 'lead', 'Hiring and planning'],
    ['cycle', 'describe Plan as set goals', 'plan', 'set goals'],
    ['pyramid', 'set the description of Unit to fast and many', 'unit', 'fast and many'],
    ['funnel', 'describe Paid as first invoice settled', 'paid', 'first invoice settled'],
    ['list', 'describe Passport as check the expiry date', 'passport', 'check the expiry date'],
    ['hub', 'describe iOS as iPhone and iPad', 'ios', 'iPhone and iPad'],
    ['timeline', 'describe Version 1 as the first public release', 'v1', 'the first public release'],
    ['comparison', 'describe Pro as for power users', 'pro', 'for power users'],
    ['matrix', 'describe the Big bets quadrant as plan these carefully', 'top-right', 'plan these carefully'],
  ];
  it.each(cases)('%s: %s', (kind, instruction, id, text) => {
    const r = run(kind, instruction);
    const el = r.c.quadrants?.[id] ?? (r.c.nodes ?? r.c.components ?? r.c.states ?? r.c.steps ?? r.c.levels ?? r.c.stages ?? r.c.items ?? r.c.spokes ?? r.c.events ?? r.c.options).find((n: Obj) => n.id === id);
    expect(el.description).toBe(text);
    keptExcept(kind, r.after);
  });

  it('removes a description, and refuses kinds without descriptions', () => {
    const r = run('flowchart', 'add a description to Start: from the landing page');
    const again = applyInstruction('remove the description of Start', r.after, {});
    expect((again.state.content as Obj).nodes[0].description).toBeUndefined();
    expect(refusal('er', 'describe Author as a person').reason).toMatch(/has no descriptions/);
  });

  it('changes values, dates, cells, types and order', () => {
    expect(run('proportion', 'set Chrome to 60%').c.parts[0].value).toBe(60);
    expect(run('funnel', 'change the value of Visits to 12,000').c.stages[0].value).toBe(12000);
    expect(run('timeline', 'move Version 2 to 2020').c.events.map((e: Obj) => e.id)).toEqual(['v2', 'v1', 'v3']);
    expect(run('gantt', 'change the start of Design to 2025-02-03').c.tasks[0].start).toBe('2025-02-03');
    expect(run('comparison', 'set the price of Pro to $12').c.criteria[0].values).toEqual(['$0', '$12']);
    expect(run('flowchart', 'make Send welcome email an end step').c.nodes.find((n: Obj) => n.id === 'mail').type).toBe('end');
    expect(run('state', 'make Locked a final state').c.states.find((s: Obj) => s.id === 'locked').type).toBe('final');
    expect(run('sequence', 'make the Confirmation message async').c.messages[3].type).toBe('async');
    expect(run('list', 'move Shoes to the top').c.items.map((i: Obj) => i.id)).toEqual(['shoes', 'passport', 'charger']);
    expect(run('cycle', 'swap Do and Check').c.steps.map((i: Obj) => i.id)).toEqual(['plan', 'check', 'do', 'act']);
    expect(run('sequence', 'move Payment provider before Shop').c.participants.map((p: Obj) => p.id)).toEqual(['user', 'pay', 'shop']);
    expect(run('comparison', 'move Pro before Free').c.criteria[0].values).toEqual(['$9', '$0']);
    // A step of a flow moves in the flow: out of its place, in again before the other, with its id, type and group.
    const moved = run('flowchart', 'move Send welcome email before Save account').c;
    expect([link(moved.edges, 'valid', 'mail')?.label, Boolean(link(moved.edges, 'mail', 'save')), Boolean(link(moved.edges, 'save', 'end'))]).toEqual(['yes', true, true]);
    expect(moved.nodes.find((n: Obj) => n.id === 'mail')).toEqual({ id: 'mail', label: 'Send welcome email', type: 'process', group: 'backend' });
    expect(refusal('flowchart', 'move Save account to the top').reason).toMatch(/say which step "Save account" goes after or before/);
  });
});

describe('colours and icons', () => {
  it('colours elements of flowcharts, architectures and state machines, and clears a colour', () => {
    expect(run('flowchart', 'make the decision orange').c.nodes.find((n: Obj) => n.id === 'valid').color).toBe('#ea580c');
    expect(run('architecture', 'make the database red').c.components.find((n: Obj) => n.id === 'db').color).toBe('#dc2626');
    expect(run('architecture', 'colour the workers #22aa88').c.components.filter((n: Obj) => n.color === '#22aa88').length).toBe(2);
    expect(run('state', 'set the colour of Locked to dark blue').c.states.find((s: Obj) => s.id === 'locked').color).toBe('#1e40af');
    const r = run('flowchart', 'make Start green and Valid? yellow');
    const cleared = applyInstruction('remove the colour from Start', r.after, {});
    expect((cleared.state.content as Obj).nodes[0].color).toBeUndefined();
    expect((cleared.state.content as Obj).nodes[2].color).toBe('#ca8a04');
  });

  it('refuses colours where the designs cannot draw them, saying what it understood', () => {
    const r = refusal('pyramid', 'make Unit red');
    expect(r.understood).toBe('colour "Unit" red');
    expect(r.reason).toMatch(/cannot colour single elements/);
  });

  it('gives icons where the designs draw them', () => {
    const cases: [Fixture, string, string, string][] = [
      ['flowchart', 'give Send welcome email a mail icon', 'mail', 'lucide:mail'],
      ['architecture', 'use the lucide:server icon for the API', 'api', 'lucide:server'],
      ['mindmap', 'give Travel a plane icon', 'travel', 'lucide:plane'],
      ['hierarchy', 'set the icon of the team lead to user', 'lead', 'lucide:user'],
      ['cycle', 'give Plan a calendar icon', 'plan', 'lucide:calendar'],
      ['hub', 'use a smartphone icon for iOS', 'ios', 'lucide:smartphone'],
      ['list', 'give the passport a book icon', 'passport', 'lucide:book'],
      ['timeline', 'give Version 1 a rocket icon', 'v1', 'lucide:rocket'],
    ];
    for (const [kind, instruction, id, icon] of cases) {
      const r = run(kind, instruction);
      const items: Obj[] = r.c.nodes ?? r.c.components ?? r.c.steps ?? r.c.spokes ?? r.c.items ?? r.c.events;
      expect(items.find((n) => n.id === id)?.icon, instruction).toBe(icon);
    }
    const hub = run('hub', 'give the hub a server icon');
    expect(hub.c.center.icon).toBe('lucide:server');
    expect(run('architecture', 'remove the icon from the web app').c.components[0].icon).toBeUndefined();
    expect(refusal('er', 'give Author a user icon').reason).toMatch(/draws no icons/);
    expect(refusal('flowchart', 'give Start the lucide:no-such-icon icon').reason).toMatch(/no icon "lucide:no-such-icon"/);
  });
});

describe('design, direction and theme', () => {
  it('turns designs and directions', () => {
    expect(run('flowchart', 'turn it left to right').after.design).toBe('flowchart-horizontal');
    expect(run('timeline', 'make it vertical').after.design).toBe('timeline-vertical');
    expect(run('architecture', 'lay it out top to bottom').after.params).toEqual({ direction: 'down' });
    expect(run('state', 'make it horizontal').after.params).toEqual({ direction: 'right' });
    expect(run('er', 'stack the tables top to bottom').after.params).toEqual({ direction: 'down' });
    expect(run('cycle', 'make it counterclockwise').after.params).toEqual({ direction: 'counterclockwise' });
    expect(run('proportion', 'show it as bars').after.design).toBe('proportion-bars');
    expect(run('comparison', 'use the pros and cons design').after.design).toBe('comparison-pros-cons');
    expect(run('mindmap', 'draw it as a tree').after.design).toBe('mindmap-tree');
    expect(run('list', 'switch to cards').after.design).toBe('list-cards');
    expect(run('hierarchy', 'turn it into a mind map').after).toMatchObject({ kind: 'mindmap', design: 'mindmap-radial' });
    expect(refusal('pyramid', 'turn it left to right').reason).toMatch(/no direction/);
  });

  it('changes the theme, font, connectors and spacing of any kind', () => {
    for (const kind of Object.keys(FIX) as Fixture[]) expect(run(kind, 'use the dark theme').after.style, kind).toEqual({ theme: 'dark' });
    expect(run('flowchart', 'make it hand-drawn').after.style).toEqual({ theme: 'sketch' });
    expect(run('flowchart', 'black and white please').after.style).toEqual({ theme: 'monochrome' });
    expect(run('flowchart', 'use a serif font').after.style).toEqual({ font: 'source-serif' });
    expect(run('flowchart', 'use curved lines').after.style).toEqual({ connector: 'curved' });
    expect(run('flowchart', 'make it more compact').after.params).toEqual({ spacing: 'compact' });
    expect(run('list', 'hide the descriptions').after.params).toEqual({ show_descriptions: false });
  });
});

describe('instructions of several parts and loose names', () => {
  it('applies every part in order, with "it" naming what the last part touched', () => {
    const r = run('architecture', 'add a Search service connected to the API and make it purple, then put it in the Backend zone');
    const s = r.c.components.find((n: Obj) => n.label === 'Search service');
    expect(s).toMatchObject({ color: '#9333ea', zone: 'backend' });
    expect(r.understood).toHaveLength(3);
  });

  it('finds names by case, articles, plurals, role nouns and categories', () => {
    expect(run('architecture', 'RENAME THE billing COMPONENT TO Invoices').c.components[3].label).toBe('Invoices');
    expect(run('architecture', 'remove the workers').c.components.map((n: Obj) => n.id)).toEqual(['web', 'api', 'db', 'billing']);
    expect(run('architecture', 'make the db red').c.components[2].color).toBe('#dc2626');
    expect(run('flowchart', 'remove the second step').c.nodes.map((n: Obj) => n.id)).not.toContain('form');
    expect(run('pyramid', 'rename the bottom level to Unit tests').c.levels[2].label).toBe('Unit tests');
  });

  it('changes nothing when one part cannot be applied, and says which', () => {
    const r = refusal('flowchart', 'rename Start to Begin and remove the Payment step');
    expect(r.understood).toBe('rename "Start" to "Begin"; then remove "Payment step"');
    expect(r.reason).toMatch(/nothing in the diagram is called "the Payment step"/);
  });

  it('names the candidates when a name fits several elements', () => {
    const r = refusal('architecture', 'rename the worker to Mailer');
    expect(r.reason).toMatch(/could mean "Email worker", "Report worker"/);
  });
});
