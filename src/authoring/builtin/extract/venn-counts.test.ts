import { describe, expect, it } from 'vitest';
import { countedVenn } from './venn-counts.js';
import { extractVenn } from './venn.js';
import { briefCtxFor } from '../test/helpers.js';

describe('venn diagrams told as head counts', () => {
  it('"X has 142 members, Y 208, Z 251. 37 are in x and y only, … and 48 do all three – we call them T"', () => {
    const c = extractVenn(briefCtxFor('An overlapping-circles graphic of our club sections. Swimming has 142 members, Cycling 208, Running 251. 37 people are in swimming and cycling only, 22 in swimming and running only, 64 in cycling and running only, and 48 do all three - we call them the Triathletes.'));
    expect(c.sets.map((s) => s.label)).toEqual(['Swimming (142)', 'Cycling (208)', 'Running (251)']);
    expect(c.overlaps.map((o) => `${o.sets.join('+')}: ${o.label}`)).toEqual(['swimming+cycling: 37', 'swimming+running: 22', 'cycling+running: 64', 'swimming+cycling+running: Triathletes (48)']);
  });
  it('"Venn of two groups: Python 120 students, R 45 students; 30 students are in Python and R" — two sets and their overlap', () => {
    const c = countedVenn('Venn of the course: Python has 120 students, Statistics 45 students. 30 students are in Python and Statistics.');
    expect(c?.sets.map((s) => s.label)).toEqual(['Python (120)', 'Statistics (45)']);
    expect(c?.overlaps.map((o) => o.label)).toEqual(['30']);
  });
  it('reads nothing when no overlap is counted: "Apples 12, Pears 9" is no Venn of head counts', () => {
    expect(countedVenn('Apples 12, Pears 9, Plums 4.')).toBeUndefined();
  });
});
