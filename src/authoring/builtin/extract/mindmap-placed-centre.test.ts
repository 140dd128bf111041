import { describe, expect, it } from 'vitest';
import type { MindmapContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { extractMindmap } from './mindmap.js';

function tree(prompt: string): string[] {
  const c: MindmapContent = extractMindmap({ doc: analyze(readBrief(prompt).content), design: 'test', icon: () => undefined });
  const l = new Map(c.nodes.map((n) => [n.id, n.label]));
  return [c.center, ...c.nodes.map((n) => `${n.parent ? l.get(n.parent) : '*'} > ${n.label}`)];
}

const CLIMATE = ['Climate change', '* > Causes', 'Causes > Burning fossil fuels', 'Causes > Deforestation', '* > Effects', 'Effects > Sea level rise', 'Effects > Heatwaves', '* > Solutions', 'Solutions > Renewables', 'Solutions > Public transport'];

describe('a centre placed by words ("in the centre \'X\'", "with \'X\' in the centre") and "N branches: A (a, b), B (c) and C (d)"', () => {
  it.each([
    "Mind map. In the centre 'Climate change', with three branches: Causes (burning fossil fuels, deforestation), Effects (sea level rise, heatwaves) and Solutions (renewables, public transport).",
    "Mind map with 'Climate change' in the centre and three branches: Causes (burning fossil fuels, deforestation), Effects (sea level rise, heatwaves) and Solutions (renewables, public transport).",
    "Mind map. In the centre 'Climate change', with three branches: Causes (burning fossil fuels, deforestation), Effects (sea level rise, heatwaves) and Solutions (renewables, public transport). Pastel colours would be lovely!",
  ])('%s', (prompt) => {
    expect(tree(prompt)).toEqual(CLIMATE);
  });

  it('Spanish: "En el centro \'X\', con tres ramas: A (a, b), B (c) y C (d). Que sea colorido, por favor 🙂"', () => {
    expect(tree("Quiero un mapa mental sobre el agua para clase. En el centro 'El agua', con tres ramas: Usos (beber, regar), Problemas (sequía, contaminación) y Soluciones (ahorro, reciclaje). Que sea colorido, por favor 🙂")).toEqual([
      'El agua', '* > Usos', 'Usos > Beber', 'Usos > Regar', '* > Problemas', 'Problemas > Sequía', 'Problemas > Contaminación', '* > Soluciones', 'Soluciones > Ahorro', 'Soluciones > Reciclaje',
    ]);
  });

  it('German: "Im Zentrum \'X\', mit drei Ästen: A (a, b), B (c) und C (d). Gerne bunt, bitte!"', () => {
    expect(tree("Mindmap bitte. Im Zentrum 'Klimawandel', mit drei Ästen: Ursachen (Kohle, Öl), Folgen (Hitze, Dürre) und Lösungen (Fahrrad, Solar). Gerne bunt, bitte!")).toEqual([
      'Klimawandel', '* > Ursachen', 'Ursachen > Kohle', 'Ursachen > Öl', '* > Folgen', 'Folgen > Hitze', 'Folgen > Dürre', '* > Lösungen', 'Lösungen > Fahrrad', 'Lösungen > Solar',
    ]);
  });
});
