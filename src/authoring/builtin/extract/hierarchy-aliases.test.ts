import { describe, expect, it } from 'vitest';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';

const nodesOf = (prompt: string) => (runEngine(prompt, 'hierarchy-org-chart', { designs: plannedDesigns }).content as { nodes: { id: string; label: string; parent?: string }[] }).nodes;

describe('people named in brackets after their role', () => {
  it('reads "the head chef (Luca) … Luca manages the line cooks" as the head chef managing them', () => {
    const nodes = nodesOf('The owner manages the head chef (Luca) and the bar manager (Priya). Luca manages the line cooks. Priya manages the bartenders.');
    const chef = nodes.find((n) => n.label === 'Head chef')!;
    expect(nodes.find((n) => n.label === 'Line cooks')?.parent).toBe(chef.id);
    expect(nodes.some((n) => n.label === 'Luca')).toBe(false);
  });
  it('reads "Dishwashers report to the sous chef too" without "too"', () => {
    const nodes = nodesOf('The head chef manages the sous chef. The line cooks report to the sous chef. Dishwashers report to the sous chef too.');
    expect(nodes.map((n) => n.label)).not.toContain('Sous chef too');
  });
});
