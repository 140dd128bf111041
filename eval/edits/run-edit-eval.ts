// `npm run eval:edits`: the thirty user instructions of edit-cases.ts through the builtin model's edit → one line
// each (applied as intended, applied otherwise, or refused with what was understood) and the total.
import { createBuiltinModel } from '../../src/authoring/builtin/index.js';
import { isAppError } from '../../src/errors.js';
import { CASES, DIAGRAMS, type EditCase } from './edit-cases.js';
import type { DiagramState } from '../../src/authoring/model.js';
import { FRESH_CASES, FRESH_DIAGRAMS } from './edit-cases-fresh.js';
import { BLIND_CASES, BLIND_DIAGRAMS } from './edit-cases-blind.js';

export interface EditEvalLine { diagram: string; instruction: string; result: 'intended' | 'other change' | 'refused'; note: string }

export const SETS: Record<string, { cases: EditCase[]; diagrams: Record<string, DiagramState> }> = {
  tuned: { cases: CASES, diagrams: DIAGRAMS },
  fresh: { cases: FRESH_CASES, diagrams: FRESH_DIAGRAMS },
  blind: { cases: BLIND_CASES, diagrams: BLIND_DIAGRAMS },
};

export async function runEditEval(set: keyof typeof SETS = 'tuned'): Promise<EditEvalLine[]> {
  const model = createBuiltinModel();
  const lines: EditEvalLine[] = [];
  const { cases, diagrams } = SETS[set]!;
  for (const c of cases) {
    const before = structuredClone(diagrams[c.diagram]!);
    try {
      const after = await model.edit({ ...before, instruction: c.instruction, signal: new AbortController().signal });
      const ok = c.check(after, before);
      lines.push({ diagram: c.diagram, instruction: c.instruction, result: ok ? 'intended' : 'other change', note: ok ? '' : JSON.stringify(after.content).slice(0, 300) });
    } catch (e) {
      lines.push({ diagram: c.diagram, instruction: c.instruction, result: 'refused', note: isAppError(e) ? `${e.code}: ${e.message}` : String(e) });
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const set = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1]! : 'tuned';
  if (!(set in SETS)) throw new Error(`--set is one of ${Object.keys(SETS).join(', ')}`);
  const lines = await runEditEval(set as keyof typeof SETS);
  for (const l of lines) console.log(`${l.result === 'intended' ? 'ok  ' : 'MISS'}  ${l.diagram.padEnd(16)} ${l.instruction}${l.note ? `\n      ${l.result}: ${l.note}` : ''}`);
  const good = lines.filter((l) => l.result === 'intended').length;
  console.log(`\n${good} of ${lines.length} instructions made the intended change.`);
}
