import { describe, expect, it } from 'vitest';
import { flowEdges as edgeList } from '../test/helpers.js';

describe('numbered steps: "Clerk asks: is X?" then "No → A" and "Yes → check for B or C", "If either → D", "Otherwise → E"', () => {
  it('asks the question the speaker asks, and makes the check a decision answered by "if either" and "otherwise"', () => {
    const e = edgeList('Flowchart for the library help desk:\n1. Visitor comes to the desk\n2. Librarian asks: does the visitor have a library card?\n3. No → send to the registration counter\n4. Yes → check for overdue books or unpaid fines\n5. If either → settle at the cash desk\n6. Otherwise → find the book and print a slip\n7. Visitor leaves');
    expect(e).toEqual([
      'Visitor comes to desk -> Does visitor have library card?',
      'Does visitor have library card? -> Send to registration counter [No]',
      'Does visitor have library card? -> Overdue books or unpaid fines? [Yes]',
      'Overdue books or unpaid fines? -> Settle at cash desk [Yes]',
      'Overdue books or unpaid fines? -> Find the book [No]',
      'Find the book -> Print a slip',
      'Settle at cash desk -> Visitor leaves',
      'Print a slip -> Visitor leaves',
    ]);
  });
});
