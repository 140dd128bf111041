import { describe, expect, it } from 'vitest';
import { isLookInstruction } from './instructions.js';
import { isMediumRequest } from './medium-requests.js';

describe('requests for the drawing itself', () => {
  it.each(['Make it a slide', 'can you turn into chart', 'pls make slide visual showing narrowing', 'Need diagram with row per team', 'Need a boxes-and-arrows view', 'Draw actors and their use cases', 'make it graphic shows it repeating'])('reads "%s" as asking for the drawing', (line) => {
    expect(isMediumRequest(line)).toBe(true);
  });
  it.each(['Make the payment', 'Draw blood sample', 'Show the receipt to the customer', 'Turn left at the lobby', 'Sales: make a chart of the quarter results and send it'])('keeps "%s" as content', (line) => {
    expect(isMediumRequest(line)).toBe(false);
  });
  it('does not count the English "modern" and "style" twice as look words: "modern equipment" is content', () => {
    expect(isLookInstruction('S: loyal patients, modern equipment', true)).toBe(false);
    expect(isLookInstruction('modern equipment', true)).toBe(false);
  });
});

describe('requests that point at the brief below', () => {
  it.each(['Create a professional infographic following these specifications:', 'Generate the infographic based on the content below:', 'Please design a poster according to the brief below'])('reads "%s" as asking for the drawing', (line) => {
    expect(isMediumRequest(line)).toBe(true);
  });
  it.each(['Create a flowchart following the approval steps', 'Create a diagram of the login flow'])('keeps "%s" (it names what to draw)', (line) => {
    expect(isMediumRequest(line)).toBe(false);
  });
});

describe('form-only lines', () => {
  it('reads "Just points, clean layout" as how to show the content, not an item', () => {
    expect(isMediumRequest('Just points, clean layout')).toBe(true);
    expect(isMediumRequest('really just the bullets')).toBe(true);
    expect(isMediumRequest('Just in time delivery')).toBe(false);
  });
});
