import { describe, expect, it } from 'vitest';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';
import { statedCriteria } from './comparison-records.js';

type Table = { options: { label: string }[]; criteria: { label: string; values: string[] }[] };
const tableOf = (prompt: string) => runEngine(prompt, 'comparison-table', { designs: plannedDesigns }).content as Table;

describe('options told as "Option A, Name: values" with the criteria named after them', () => {
  it('reads "Criteria I care about: cost, distance, hours" as the rows', () => {
    expect(statedCriteria(['Criteria I care about: cost, distance, hours, ratio.'])).toEqual(['cost', 'distance', 'hours', 'ratio']);
    expect(statedCriteria(['What matters to us: price, size and noise.'])).toEqual(['price', 'size', 'noise']);
  });
  it('reads "Option A, Little Acorns nursery: £1,450/month, 5 min walk, …" as the option Little Acorns nursery, its values under the named rows', () => {
    const t = tableOf('We narrowed childcare down to three options. Option A, Little Acorns nursery: £1,450/month, 5 min walk, open 7:30-18:00. Option B, a childminder called Sarah: £1,100/month, 15 min drive, 8:00-17:30. Option C, Grandma 3 days + nursery 2 days: about £600/month, 40 min away, hours flexible. Criteria I care about: cost, distance, hours.');
    expect(t.options.map((o) => o.label)).toEqual(['Little Acorns nursery', 'Childminder called Sarah', 'Grandma 3 days + nursery 2 days']);
    expect(t.criteria.map((c) => c.label)).toEqual(['Cost', 'Distance', 'Hours']);
    expect(t.criteria[0]!.values).toEqual(['£1,450/month', '£1,100/month', 'about £600/month']);
  });
  it('leaves the last row of an option one value short empty', () => {
    const t = tableOf('Two halls for the party. Option 1 - Oak Hall: £900, 80 seats, parking. Option 2 - Mill Barn: £1,200, 120 seats. Criteria: price, capacity, parking.');
    expect(t.criteria.find((c) => c.label === 'Parking')?.values).toEqual(['parking', '']);
  });
});
