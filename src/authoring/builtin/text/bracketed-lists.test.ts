import { describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { findEnumeration, splitList } from './lists.js';

describe('lists whose items carry details in brackets', () => {
  it('splits "A (x; y), B (z)" at its commas, never at the semicolon inside the brackets', () => {
    expect(splitList('Mix (flour; water), proof (2 h), bake (40 min)')).toEqual(['Mix (flour; water)', 'proof (2 h)', 'bake (40 min)']);
  });
  it('reads "…, and then either Habit (proud) or Cancel (embarrassed)" as two items without "either"', () => {
    expect(splitList('First month (motivated), and then either Habit (proud) or Cancel (embarrassed)')).toEqual(['First month (motivated)', 'Habit (proud)', 'Cancel (embarrassed)']);
  });
  it('counts the words of "Discover (see us on Insta or a friend mentions us - curious), Trial class (nervous), …" outside the brackets', () => {
    const e = findEnumeration('Discover (see us on Insta or a friend mentions us - curious), Trial class (nervous, a bit intimidated by the regulars), Sign up (excited but the contract paperwork is annoying), First month (motivated, lots of energy)');
    expect(e?.items.map((x) => x.replace(/\s*\(.*$/, ''))).toEqual(['Discover', 'Trial class', 'Sign up', 'First month']);
  });
  it('still counts bracket words where only some items carry brackets ("testing takes two weeks, then the shoot (1 week)")', () => {
    expect(findEnumeration('recipe testing takes the first two weeks of April and then some more, then the photo shoot (1 week) and menu printing (10 days, cant start before the photos are done)')).toBeUndefined();
  });
});

describe('a lead-in that says where a list comes from', () => {
  it('drops "From our interviews:" before the stages', () => {
    expect(readBrief('Map the member journey. From our interviews: Discover (curious), Trial class (nervous), Sign up (excited).').content).not.toMatch(/interviews/);
  });
});
