// Taxonomy prose: kinds listed in brackets after a branch, "there's X – just Y" branches, a tree "of X for …".
import { describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { extractHierarchy } from './hierarchy.js';

function links(prompt: string): string[] {
  const ns = extractHierarchy({ doc: analyze(readBrief(prompt).content), design: 'test', icon: () => undefined }).nodes;
  const l = new Map(ns.map((n) => [n.id, n.label]));
  return ns.map((n) => `${n.parent ? l.get(n.parent) : '(root)'} > ${n.label}`);
}

describe('taxonomy branches in prose', () => {
  it('reads "A splits into B (x, y) and C (z, w), and then there\'s D – just E" under the tree\'s subject', () => {
    expect(links('make a tree of our garden plants for the school fair: vegetables split into roots (carrots, beets) and leaves (lettuce, kale), and then there\'s the herbs – just the mint.')).toEqual([
      '(root) > Garden plants', 'Garden plants > Vegetables', 'Vegetables > Roots', 'Roots > Carrots', 'Roots > Beets', 'Vegetables > Leaves',
      'Leaves > Lettuce', 'Leaves > Kale', 'Garden plants > Herbs', 'Herbs > Mint',
    ]);
  });

  it('keeps one bracketed word as a note: "Mammals split into Monotremes (platypus) and Marsupials (kangaroo)"', () => {
    expect(links('Vertebrates splits into Fish and Mammals. Mammals then split into Monotremes (platypus) and Marsupials (kangaroo).')).toEqual([
      '(root) > Vertebrates', 'Vertebrates > Fish', 'Vertebrates > Mammals', 'Mammals > Monotremes', 'Mammals > Marsupials',
    ]);
  });

  it('reads "there are also X: A and B" as a branch with its members', () => {
    expect(links('a tree of the school clubs: sports clubs split into football and chess, and there are also music clubs: choir and band.')).toEqual([
      '(root) > School clubs', 'School clubs > Sports clubs', 'Sports clubs > Football', 'Sports clubs > Chess', 'School clubs > Music clubs',
      'Music clubs > Choir', 'Music clubs > Band',
    ]);
  });
});
