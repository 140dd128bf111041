// Org chart people named by their unit and first name ("North (Priya)"), groups "under him", roles "Head of X".
import { describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { extractHierarchy } from './hierarchy.js';

function nodes(prompt: string): string[] {
  const ns = extractHierarchy({ doc: analyze(readBrief(prompt).content), design: 'test', icon: () => undefined }).nodes;
  const l = new Map(ns.map((n) => [n.id, n.label]));
  return ns.map((n) => `${n.parent ? l.get(n.parent) : '(root)'} > ${n.label}${n.description ? ` (${n.description})` : ''}`);
}

describe('org chart units and groups', () => {
  it('reads "X has two Ys under him, North (Priya) and South (Jamie)" as two people in the group Y', () => {
    expect(nodes('The head chef is Marco Bellini. Reporting to him are the Head of Pastry, Ines Duarte, and the Head of Grill, Kofi Mensah. Ines has two pastry cooks under her, Mornings (Talia) and Evenings (Rowan).')).toEqual([
      '(root) > Marco Bellini (Head chef)', 'Marco Bellini > Ines Duarte (Head of Pastry)', 'Ines Duarte > Talia (Pastry cook, Mornings)',
      'Ines Duarte > Rowan (Pastry cook, Evenings)', 'Marco Bellini > Kofi Mensah (Head of Grill)',
    ]);
  });

  it('reads "The Coordinator is Maya Lin" (a first name the lexicon knows as a noun, a known surname) as a person', () => {
    expect(nodes('The Coordinator is Maya Lin. Reporting to her are the Head of Outreach, Nora Diaz, and the Head of Stock, Sam Ortiz.')).toEqual([
      '(root) > Maya Lin (Coordinator)', 'Maya Lin > Nora Diaz (Head of Outreach)', 'Maya Lin > Sam Ortiz (Head of Stock)',
    ]);
  });

  it('keeps "Head of Field Operations" whole and gives it to its holder only', () => {
    expect(nodes('Our director is Ruth Adler. Reporting to her are the Head of Member Services, Omar Haddad, and the Head of Finance, Julia Stein.')).toEqual([
      '(root) > Ruth Adler (Director)', 'Ruth Adler > Omar Haddad (Head of Member Services)', 'Ruth Adler > Julia Stein (Head of Finance)',
    ]);
  });
});
