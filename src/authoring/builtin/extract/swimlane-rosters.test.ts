import { describe, expect, it } from 'vitest';
import { laneFlows as flows, lanePlaced as placed } from '../test/content-views.js';
import { briefCtxFor } from '../test/helpers.js';
import { abbreviates, extractSwimlane } from './swimlane.js';


describe('lanes named in a request line, by abbreviation, and branches that go back to a role', () => {
  it('"…? Roles: A, B, C, D." on the request line are the lanes, not steps; "the HoD" is the Head of Department; "if there are problems it goes back to A" loops back', () => {
    const c = extractSwimlane(briefCtxFor('Could you make a lanes chart (one lane per role) for how we prepare mock exams? Roles: Class Teacher, Head of Department, Exams Officer, Reprographics.\n\n1. Class Teacher drafts the paper and mark scheme.\n2. Head of Department checks it against the spec. If there are problems it goes back to the Class Teacher for changes; otherwise the HoD signs off.\n3. Exams Officer adds the paper to the exam timetable.\n4. Reprographics prints the papers.'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Class Teacher', 'Head of Department', 'Exams Officer', 'Reprographics']);
    expect(placed(c)).toEqual([
      'Class Teacher: Drafts paper and mark scheme', 'Head of Department: Checks it against spec', 'Head of Department: Problems?',
      'Head of Department: Signs off', 'Exams Officer: Adds paper to exam timetable', 'Reprographics: Prints the papers',
    ]);
    expect(flows(c)).toEqual(expect.arrayContaining(['Problems? -> Drafts paper and mark scheme [Yes]', 'Problems? -> Signs off [No]']));
  });
  it('"lanes = A / B / C / D" in the request the brief sets apart; "customs" is the Customs Authority beside the Customs Broker; "if selected: A, then B; if not: straight to B" inside arrows', () => {
    const c = extractSwimlane(briefCtxFor('Swimlane please, lanes = Shipping Line / Customs Broker / Customs Authority / Haulier. Shipping line sends arrival notice → broker lodges import declaration → customs does risk check → if selected: physical inspection, then release; if not: straight to release → shipping line issues delivery order → haulier collects the container'));
    expect(c.lanes.map((l) => l.label)).toEqual(['Shipping Line', 'Customs Broker', 'Customs Authority', 'Haulier']);
    expect(placed(c)).toContain('Customs Authority: Does risk check');
    expect(flows(c)).toEqual([
      'Sends arrival notice -> Lodges import declaration', 'Lodges import declaration -> Does risk check', 'Does risk check -> Selected?',
      'Selected? -> Physical inspection [Yes]', 'Physical inspection -> Release', 'Selected? -> Release [No]',
      'Release -> Issues delivery order', 'Issues delivery order -> Collects the container',
    ]);
  });
  it('abbreviations: "HoD", "HOD", "CT", "EO" stand for their names; a single capital, or other letters, do not', () => {
    expect(abbreviates('HoD', 'Head of Department')).toBe(true);
    expect(abbreviates('HD', 'Head of Department')).toBe(true);
    expect(abbreviates('HOD', 'Head of Department')).toBe(false);
    expect(abbreviates('CT', 'Class Teacher')).toBe(true);
    expect(abbreviates('EO', 'Exams Officer')).toBe(true);
    expect(abbreviates('Ex', 'Exams Officer')).toBe(false);
    expect(abbreviates('CT', 'Teacher')).toBe(false);
  });
});
