// The thirty user instructions of eval/edits (and the thirty held out): at least 27 of each set make the intended
// change through the builtin model, and every one that does not is refused with what was understood, never applied
// as another change.
import { describe, expect, it } from 'vitest';
import { runEditEval } from '../../eval/edits/run-edit-eval.js';

describe('edit instructions as users write them', () => {
  for (const set of ['tuned', 'fresh', 'blind'] as const) {
    it(`${set} set: at least 27 of 30 give the intended change, and none gives another change`, async () => {
      const lines = await runEditEval(set);
      expect(lines).toHaveLength(30);
      const intended = lines.filter((l) => l.result === 'intended').length;
      expect(intended, lines.filter((l) => l.result !== 'intended').map((l) => `${l.instruction}: ${l.note}`).join('\n')).toBeGreaterThanOrEqual(27);
      expect(lines.filter((l) => l.result === 'other change')).toEqual([]);
      for (const l of lines.filter((x) => x.result === 'refused')) expect(l.note).toMatch(/^invalid_instruction: /);
    });
  }
});
