import { describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from './doc.js';
import { titleFromLead, titleFromTailHead } from './title.js';

const titleOf = (prompt: string) => { const b = readBrief(prompt); return b.title ?? analyze(b.content).title; };

describe('title shapes', () => {
  it('a document and who it is for ("Toolbox talk poster for the quarry crew") names no subject; the tail\'s "X pyramid –" does', () => {
    expect(titleFromLead('Toolbox talk poster for the quarry crew')).toBeUndefined();
    expect(titleFromTailHead('hierarchy of controls pyramid – Elimination, Substitution')).toBe('Hierarchy of controls');
    expect(titleOf('Toolbox talk poster for the quarry crew: hierarchy of controls pyramid – Elimination, Substitution, Engineering controls, Administrative controls, PPE')).toBe('Hierarchy of controls');
  });

  it('"checklist graphic, outdoor pool season opening": the subject after the drawing named first', () => {
    expect(titleFromLead('checklist graphic, outdoor pool season opening')).toBe('Outdoor pool season opening');
  });

  it('"compare 3 wedding venues - barn, castle, beach hotel - on price": the things compared, named before their list', () => {
    expect(titleFromLead('compare 3 wedding venues - barn, castle, beach hotel - on price, capacity')).toBe('Wedding venues');
  });

  it('"… and a big title \'Ready Before the Storm\'" is the title asked for, and the look sentence holding it is no item', () => {
    const b = readBrief("Could you make a simple visual list of what every household should do? 1) Know your evacuation zone. 2) Plan for your pets. 3) Sign up for county emergency alerts. Friendly icons, navy and orange, and a big title 'Ready Before the Storm'.");
    expect(b.title).toBe('Ready Before the Storm');
    expect(b.content).not.toMatch(/Friendly icons/);
  });
});

describe('titles of requests in other languages', () => {
  it('"Hazme una línea de tiempo con la historia de X": the history after "con la", not the preposition', () => {
    expect(titleFromLead('Hazme una línea de tiempo con la historia de la Cooperativa Olivarera San Isidro')).toBe('Historia de la Cooperativa Olivarera San Isidro');
  });
});
