import { describe, expect, it } from 'vitest';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';
import { withWriterAsRole, writerRole } from './writer-role.js';

describe("the writer's role in an org chart told in the first person", () => {
  it('reads the role from "new GM here", "I\'m the head chef at …", "As the practice manager, I …", "je suis la directrice"', () => {
    expect(writerRole(['hi, new GM here at a 120-cover bistro and I want a chart.'])).toBe('GM');
    expect(writerRole(["I'm the head chef at Rosa's and I need an org chart."])).toBe('head chef');
    expect(writerRole(['As the practice manager, I look after reception.'])).toBe('practice manager');
    expect(writerRole(['Je suis la directrice de la crèche.'])).toBe('directrice');
    expect(writerRole(["I'm trying to draw our team."])).toBeUndefined();
  });
  it('reads "I report to X. Under me are A and B." as the role reporting to X with A and B under it', () => {
    expect(withWriterAsRole('I report to the owner, Maria. Under me are the head chef and the bookkeeper.', 'GM')).toBe('the GM reports to the owner, Maria. Under the GM are the head chef and the bookkeeper.');
  });
  it('draws the writer as a box between the owner and the people under them', () => {
    const r = runEngine('hi, new GM here at a bistro and I want a simple who-reports-to-whom chart for the office wall. I report to the owner, Maria. Under me are the head chef (Luca) and the front-of-house manager (Priya). Luca has a sous chef, Ahmed.', 'auto', { designs: plannedDesigns });
    const nodes = (r.content as { nodes: { id: string; label: string; parent?: string }[] }).nodes;
    const gm = nodes.find((n) => n.label === 'GM');
    expect(gm).toBeDefined();
    expect(nodes.find((n) => n.label === 'Head chef')?.parent).toBe(gm!.id);
    expect(nodes.some((n) => /^(?:I|Me)$/.test(n.label))).toBe(false);
  });
});
