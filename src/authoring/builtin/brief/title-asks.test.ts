import { describe, expect, it } from 'vitest';
import { readBrief } from './read-brief.js';

describe('a title asked for inside a paragraph', () => {
  it('reads \'Title: "Lift Smart".\' and \'Heading: Lift Smart.\' between sentences as the title, and leaves them out of the content', () => {
    const a = readBrief('Make a list of 5 tips for lifting safely. Title: "Lift Smart". Bend your knees, keep the load close, avoid twisting.');
    expect(a.title).toBe('Lift Smart');
    expect(a.content).not.toMatch(/Lift Smart/);
    const b = readBrief('Tips card. Heading: Lift Smart. Bend your knees; keep the load close; avoid twisting.');
    expect(b.title).toBe('Lift Smart');
    expect(b.content).not.toMatch(/Lift Smart/);
  });
  it('reads \', call it "X"\', \'header "X"\', \'Title it X.\' and \'The heading should say X.\'', () => {
    expect(readBrief('Poster for the warehouse, call it "Lift Smart": bend your knees, keep the load close.').title).toBe('Lift Smart');
    expect(readBrief('Timeline, header "Shots that changed history": 1796 smallpox, 1885 rabies, 1955 polio.').title).toBe('Shots that changed history');
    expect(readBrief('Title it Shots that changed history. 1796 smallpox, 1885 rabies, 1955 polio.').title).toBe('Shots that changed history');
    expect(readBrief('The heading should say Lift Smart. Tips: bend your knees, keep the load close.').title).toBe('Lift Smart');
  });
  it('reads "Timeline titled X: …" with the title before the colon, and the list after it as the content', () => {
    const b = readBrief('Timeline titled Shots that changed history: 1796 smallpox, 1885 rabies, 1955 polio.');
    expect(b.title).toBe('Shots that changed history');
    expect(b.content).toMatch(/^Timeline: 1796 smallpox/);
  });
  it('takes no title from \'Bold headline "Write first"\' on a card of a brief', () => {
    expect(readBrief('1. **WRITE FIRST** — Yellow sticky note. Bold headline "Write first". Body: "Draft before email."').title).not.toBe('Write first');
  });
});
