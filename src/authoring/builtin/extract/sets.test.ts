import { describe, expect, it } from 'vitest';
import { ctxFor, labels } from '../test/helpers.js';
import { extractComparison } from './comparison.js';
import { extractMatrix } from './matrix.js';
import { extractVenn } from './venn.js';

describe('venn', () => {
  it('reads set lines and a "Both" line as the overlap', () => {
    const c = extractVenn(ctxFor('Venn diagram\nCats: independent, climb trees\nDogs: loyal, need walks\nBoth: pets, fur'));
    expect(c.sets.map((s) => [s.label, s.items])).toEqual([['Cats', ['Independent', 'Climb trees']], ['Dogs', ['Loyal', 'Need walks']]]);
    expect(c.overlaps).toEqual([{ sets: ['cats', 'dogs'], items: ['Pets', 'Fur'] }]);
  });
  it('reads named overlaps in prose', () => {
    const c = extractVenn(ctxFor('Venn of people, process and technology. People and process overlap in culture; all three together are transformation.'));
    expect(labels(c.sets)).toEqual(['People', 'Process', 'Technology']);
    expect(c.overlaps.map((o) => [o.sets.length, o.label])).toEqual([[2, 'Culture'], [3, 'Transformation']]);
  });
});

describe('matrix', () => {
  it('places Eisenhower tasks by "important not urgent" and "neither", and names the quadrants no entry named', () => {
    const c = extractMatrix(ctxFor('Eisenhower matrix: urgent and important: fix the outage; important not urgent: plan the roadmap; urgent not important: answer emails; neither: browse social media.'));
    expect(c.items.map((i) => [i.label, i.quadrant])).toEqual([['Fix the outage', 'top-right'], ['Plan the roadmap', 'top-left'], ['Answer emails', 'bottom-right'], ['Browse social media', 'bottom-left']]);
    expect(c.quadrants).toMatchObject({ 'top-right': { label: 'Do' }, 'top-left': { label: 'Schedule' }, 'bottom-right': { label: 'Delegate' }, 'bottom-left': { label: 'Eliminate' } });
    const named = extractMatrix(ctxFor('Eisenhower matrix. Do first: urgent and important. Schedule: important, not urgent. Delegate: urgent, not important. Eliminate: neither.'));
    expect(named.quadrants['top-right']?.label).toBe('Do first');
    expect(named.items).toEqual([]);
  });
  it('takes "A vs B" as the vertical and horizontal axes and places items by high / low', () => {
    const c = extractMatrix(ctxFor('Impact vs effort 2x2: search (high impact, low effort), offline mode (high impact, high effort), themes (low impact, low effort)'));
    expect([c.y_axis.label, c.x_axis.label]).toEqual(['Impact', 'Effort']);
    expect(c.items).toEqual([{ label: 'Search', quadrant: 'top-left' }, { label: 'Offline mode', quadrant: 'top-right' }, { label: 'Themes', quadrant: 'bottom-left' }]);
  });
  it('reads axes written with their ends', () => {
    const c = extractMatrix(ctxFor('Quadrant chart with x-axis cost (low to high) and y-axis value (low to high)'));
    expect(c.x_axis).toEqual({ label: 'Cost', low: 'Low', high: 'High' });
  });
  it('knows where SWOT quadrants go and fills them', () => {
    const c = extractMatrix(ctxFor('SWOT for a food truck: strengths - low rent, mobility; weaknesses - small menu'));
    expect(c.quadrants['top-left']?.label).toBe('Strengths');
    expect(c.items.filter((i) => i.quadrant === 'top-left').map((i) => i.label)).toEqual(['Low rent', 'Mobility']);
  });
});

describe('comparison', () => {
  it('reads a Markdown table: options in the header, criteria in the rows', () => {
    const c = extractComparison(ctxFor('Laptop vs tablet\n| | Laptop | Tablet |\n|---|---|---|\n| Weight | 1.4 kg | 0.5 kg |'));
    expect(labels(c.options)).toEqual(['Laptop', 'Tablet']);
    expect(c.criteria).toEqual([{ label: 'Weight', values: ['1.4 kg', '0.5 kg'] }]);
  });
  it('reads options and criteria named in a request', () => {
    const c = extractComparison(ctxFor('Compare AWS, Azure and Google Cloud on pricing, regions and support.'));
    expect(labels(c.options)).toEqual(['AWS', 'Azure', 'Google Cloud']);
    expect(c.criteria.map((x) => x.label)).toEqual(['Pricing', 'Regions', 'Support']);
  });
  it('turns the pros and cons of one subject into two columns', () => {
    const c = extractComparison(ctxFor('Pros and cons of microservices. Pros: independent deploys, team autonomy. Cons: operational complexity.'));
    expect(c.options).toEqual([{ label: 'Pros', pros: ['Independent deploys', 'Team autonomy'], cons: [] }, { label: 'Cons', pros: [], cons: ['Operational complexity'] }]);
    expect(c.title).toBe('Microservices');
  });
});
