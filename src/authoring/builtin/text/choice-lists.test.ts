import { describe, expect, it } from 'vitest';
import { choiceList } from './choice-lists.js';
import { splitClauses } from './clauses.js';

describe('a decision between listed choices', () => {
  it('"After X the Y decides between three outcomes: a, b, or c": the trigger, then one decision with three options', () => {
    expect(splitClauses('After assessment the clinician decides between three outcomes: admit to ward, refer to another specialty, or discharge home with advice')).toEqual([
      { role: 'when', text: 'After assessment' },
      { role: 'if', text: 'assessment outcome', options: ['admit to ward', 'refer to another specialty', 'discharge home with advice'], subject: 'clinician' },
    ]);
  });
  it('"chooses between two options: a or b" keeps the options as the question when they are short', () => {
    expect(choiceList('The manager chooses between two options: approve or reject')).toEqual([{ role: 'if', text: 'approve or reject', options: ['approve', 'reject'], subject: 'manager' }]);
  });
  it('"chooses between repair, replace or refund" (no colon) and "there are three outcomes: …"', () => {
    expect(choiceList('the workshop chooses between repair, replace or refund')?.[0]?.options).toEqual(['repair', 'replace', 'refund']);
    expect(choiceList('there are three outcomes: pass, resit or fail')?.[0]).toMatchObject({ role: 'if', text: 'outcome', options: ['pass', 'resit', 'fail'] });
  });
  it('reads the same shape in French, German and Spanish', () => {
    expect(choiceList('Le vendeur décide entre trois issues : expédier, commander chez le fournisseur ou annuler')?.[0]).toMatchObject({ text: 'issue', options: ['expédier', 'commander chez le fournisseur', 'annuler'] });
    expect(choiceList('Die Ärztin entscheidet zwischen drei Möglichkeiten: aufnehmen, überweisen oder entlassen')?.[0]?.options).toEqual(['aufnehmen', 'überweisen', 'entlassen']);
    expect(choiceList('El médico elige entre tres opciones: ingresar, derivar o dar el alta')?.[0]).toMatchObject({ text: 'opción', options: ['ingresar', 'derivar', 'dar el alta'] });
  });
  it('leaves a colon that introduces a sentence, or a "whether" question, alone', () => {
    expect(choiceList('The team decides: we will ship on Friday once QA has signed the release off properly')).toBeUndefined();
    expect(choiceList('She decides whether to go: yes or no')).toBeUndefined();
  });
});
