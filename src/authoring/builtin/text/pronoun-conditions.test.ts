import { describe, expect, it } from 'vitest';
import { splitClauses } from './clauses.js';

describe('conditions with a pronoun main clause, objects joined by "and", and the end of a process', () => {
  it('"if there are problems it goes back to the teacher": a condition with no comma, then a pronoun and its verb', () => {
    expect(splitClauses('If there are problems it goes back to the Class Teacher for changes')).toEqual([
      { role: 'if', text: 'there are problems' }, { role: 'loop', text: 'it goes back to the Class Teacher for changes' },
    ]);
    // Not a pronoun after "before": "dry overnight before it is used" stays one step.
    expect(splitClauses('After painting everything has to dry overnight before it is used').map((c) => c.role)).toEqual(['when']);
  });
  it('"X drafts the paper and mark scheme": two things drafted, not a second verb "mark"', () => {
    expect(splitClauses('Class Teacher drafts the paper and mark scheme')).toEqual([{ role: 'step', text: 'Class Teacher drafts the paper and mark scheme' }]);
    expect(splitClauses('The clerk checks the form and signs it').map((c) => c.text)).toEqual(['The clerk checks the form', 'signs it']);
  });
  it('"The process ends when E", "le processus se termine quand E", "der Ablauf endet, wenn E": E ends the process', () => {
    expect(splitClauses('The process ends when the patient leaves the department')).toEqual([{ role: 'end', text: 'the patient leaves the department' }]);
    expect(splitClauses('Le processus se termine quand le client reçoit un email')).toEqual([{ role: 'end', text: 'le client reçoit un email' }]);
    expect(splitClauses('Der Ablauf endet, wenn die Ware geliefert ist')).toEqual([{ role: 'end', text: 'die Ware geliefert ist' }]);
  });
});
