import { describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { classify } from './classify.js';
import { requestedParts } from './request-parts.js';

const kindOf = (prompt: string) => {
  const b = readBrief(prompt);
  return classify(analyze(b.content), { named: b.named?.kind, mentions: b.mentions, requests: b.requests })[0]!.kind;
};

describe('requests that name the parts to draw', () => {
  it.each([
    ['can you draw the states?', 'state'],
    ['Show the overlaps so the committee can see the clashes.', 'venn'],
    ['How would you sketch the components and how they\'re wired?', 'architecture'],
    ['Can you show who does what?', 'swimlane'],
    ['Can you draw who talks to whom here, in order?', 'sequence'],
    ['Put it in a 4-box.', 'matrix'],
  ])('reads "%s" as asking for a %s', (request, kind) => {
    expect(requestedParts(request.toLowerCase())).toContain(kind);
  });
  it('chooses a state machine for statuses told with time limits when the request asks for "the states" (no Gantt from "in 21 days")', () => {
    expect(kindOf('A library book starts Available, becomes On Loan when someone borrows it, Overdue if not returned in 21 days, back to Available when returned. Lost if overdue for 3 months. Can you draw the states?')).toBe('state');
  });
});

describe('one-liners people type', () => {
  it('chooses a Gantt chart for tasks that span months ("lit review oct-nov, experiments dec-feb")', () => {
    expect(kindOf('thesis plan: lit review oct-nov, experiments dec-feb, writing mar-may, defense june')).toBe('gantt');
  });
  it('chooses a mind map for "map of my thesis ideas: …"', () => {
    expect(kindOf('map of my thesis ideas: climate migration -> causes (drought, sea level), effects (urban growth, conflict), policy (visas, aid)')).toBe('mindmap');
  });
});
