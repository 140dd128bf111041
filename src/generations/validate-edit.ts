// Admission-time validation of an edit: the body, a generation that has a diagram, and the model's own check
// (the builtin model applies the instruction here, so an instruction it cannot apply costs nothing).
import type { DiagramModel, DiagramState } from '../authoring/model.js';
import { AppError } from '../errors.js';
import type { Kind } from '../spec/kinds.js';
import type { GenerationSummary } from '../storage/generation-rows.js';
import { editBody, INSTRUCTION_MAX } from './requests.js';
import { zodDetails } from './validate-create.js';

export interface ValidEdit {
  instruction: string;
  /** The diagram the edit starts from (the same objects are given to validateEdit and edit). */
  state: DiagramState;
}

export function diagramStateOf(row: GenerationSummary): DiagramState {
  if (row.status !== 'succeeded' || row.content_json === null || row.design === null || row.kind === null) {
    throw new AppError('validation_failed', 'This generation has no diagram to change: it did not succeed.', { status: row.status });
  }
  return {
    kind: row.kind as Kind,
    design: row.design,
    content: JSON.parse(row.content_json),
    params: JSON.parse(row.params_json),
    style: JSON.parse(row.style_json),
  };
}

export async function validateEdit(body: unknown, row: GenerationSummary, model: DiagramModel): Promise<ValidEdit> {
  const res = editBody.safeParse(body);
  if (!res.success) throw new AppError('validation_failed', 'The request body is not valid.', zodDetails(res.error));
  const instruction = res.data.instruction.trim();
  if (instruction.length === 0) throw new AppError('validation_failed', 'The instruction is empty.', { issues: [{ path: 'instruction', message: 'must not be empty' }] });
  if (instruction.length > INSTRUCTION_MAX && [...instruction].length > INSTRUCTION_MAX) {
    throw new AppError('validation_failed', `The instruction is longer than ${INSTRUCTION_MAX} characters.`, { issues: [{ path: 'instruction', message: `at most ${INSTRUCTION_MAX} characters` }] });
  }
  const state = diagramStateOf(row);
  await model.validateEdit?.({ ...state, instruction });
  return { instruction, state };
}
