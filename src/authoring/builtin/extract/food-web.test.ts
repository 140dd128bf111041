import { describe, expect, it } from 'vitest';
import { briefCtxFor } from '../test/helpers.js';
import { extractFlowchart } from './flowchart.js';
import { foodWebEdges, organismKey } from './food-web.js';

const arrows = (prompt: string): string[] => {
  const c = extractFlowchart(briefCtxFor(prompt));
  const label = new Map(c.nodes.map((n) => [n.id, n.label]));
  return c.edges.map((e) => `${label.get(e.from)}→${label.get(e.to)}`);
};

describe('food chains and webs', () => {
  it('reads "It includes a mountain lion, a hawk, …, grass, and trees" as the organisms, with arrows from the eaten to the eater', () => {
    const prompt = 'A diagram showing the food chain in a mountainous area. It includes a mountain lion, a hawk, a frog, a deer, a snake, a rabbit, a cricket, a mouse, grass, and trees. The arrows in the diagram indicate the flow of energy.';
    const c = extractFlowchart(briefCtxFor(prompt));
    expect(c.nodes.map((n) => n.label)).toEqual(['Mountain lion', 'Hawk', 'Frog', 'Deer', 'Snake', 'Rabbit', 'Cricket', 'Mouse', 'Grass', 'Trees']);
    const a = arrows(prompt);
    for (const e of ['Grass→Deer', 'Deer→Mountain lion', 'Cricket→Frog', 'Frog→Hawk', 'Mouse→Snake', 'Rabbit→Snake']) expect(a).toContain(e);
    // Nothing eats grass's eaters backwards, and grass eats nothing.
    expect(a.filter((e) => e.endsWith('→Grass') || e.startsWith('Hawk→'))).toEqual([]);
  });

  it('reads "Food chain: grass, grasshopper, frog, snake, hawk" as a chain in the order given', () => {
    expect(arrows('Food chain: grass, grasshopper, frog, snake, hawk')).toEqual(['Grass→Grasshopper', 'Grasshopper→Frog', 'Frog→Snake', 'Snake→Hawk']);
  });

  it('reads plural and compound names: "field mice", "oak trees", "small fish", "orcas"', () => {
    expect(['field mice', 'oak trees', 'small fish', 'orcas', 'a king cobra'].map(organismKey)).toEqual(['mouse', 'tree', 'small fish', 'orca', 'king cobra']);
  });

  it('leaves lists that are not mostly organisms alone: "the food chain of our supply: farm, factory, warehouse, store"', () => {
    expect(foodWebEdges(['Farm', 'Factory', 'Warehouse', 'Store'])).toBeUndefined();
    expect(arrows('the food chain of our supply: farm, factory, warehouse, store')).toEqual(['Farm→Factory', 'Factory→Warehouse', 'Warehouse→Store']);
  });
});
