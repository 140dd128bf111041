import { describe, expect, it } from 'vitest';
import { briefCtxFor } from '../test/helpers.js';
import { extractProportion } from './proportion.js';

const read = (prompt: string) => extractProportion(briefCtxFor(prompt));

describe('proportion shapes', () => {
  it('reads "Budget split (total $8.4M)" over lines in percent as the whole, not a part', () => {
    const c = read('Town of Elmsford – FY2024 budget split (total $8.4M)\npublic safety 38%\nroads & infrastructure 22%\nadministration 20%\nparks and recreation 12%\nlibrary 8%\npie chart for the handout');
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([['Public safety', 38], ['Roads & infrastructure', 22], ['Administration', 20], ['Parks and recreation', 12], ['Library', 8]]);
    expect(c.unit).toBe('%');
    expect(c.title).toMatch(/budget split/);
  });

  it('reads "Club income, 240,000 in total" over percentages as the whole', () => {
    const c = read('Club income this season, 240,000 in total\nmemberships 45%\nsponsors 30%\nbar 15%\nevents 10%');
    expect(c.parts.map((p) => p.label)).toEqual(['Memberships', 'Sponsors', 'Bar', 'Events']);
    expect(c.unit).toBe('%');
  });
});
