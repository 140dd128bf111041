import { describe, expect, it } from 'vitest';
import { isLookInstruction } from './instructions.js';
import { isLayoutSentence } from './layout-sentences.js';

describe('sentences that place or shape the layout\'s parts', () => {
  it.each([
    'Root node at top center — largest, most prominent',
    '3 main branches spreading down and outward',
    'Each branch splits into 2-3 leaf nodes',
    'Bottom tier is widest, top is narrowest — classic pyramid shape.',
    '4 horizontal tiers stacking upward, each tier a clean card.',
    'Cards decrease in width from left to right.',
    'Large white card floating prominently in the center with deep shadow.',
    'The arrows run clockwise',
    'Narrower than Level 1.',
    'Narrower still.',
    'Cleaner — wireframes, sketches, organized sticky notes.',
  ])('reads "%s" as a look', (s) => {
    expect(isLayoutSentence(s)).toBe(true);
    expect(isLookInstruction(s, true)).toBe(true);
  });
  it.each([
    'The top level is the CEO',
    'The CEO sits at the top',
    'Each step has an owner',
    'Level 1 at the bottom: basic needs',
    'Steps: plan, do, check',
    'A card with "Video Calls" at the top',
  ])('keeps "%s" (it names what sits there)', (s) => {
    expect(isLayoutSentence(s)).toBe(false);
  });
});
