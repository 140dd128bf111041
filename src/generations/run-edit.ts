// The edit use case: capacity → funding (1 credit) → the model's edit → composing → storing the next revision →
// settling (refund on any failure), with the timeout and admission order of a generation (admit-and-run.ts).
import { newEditId, nowIso } from '../accounts/ids.js';
import { diffContent, type LastEdit } from '../authoring/edit/diff.js';
import { ensureElementIds } from '../authoring/edit/ensure-ids.js';
import type { DiagramState } from '../authoring/model.js';
import { fundEdit, refundEdit } from '../billing/ledger.js';
import { getDesign } from '../designs/registry.js';
import { AppError, type ErrorBody, isAppError } from '../errors.js';
import { DIAGRAM_SPEC_VERSION } from '../spec/diagram-spec.js';
import { findGenerationSummary, type GenerationSummary } from '../storage/generation-rows.js';
import { storeNextRevision } from '../storage/revision-rows.js';
import { composeDiagram } from './compose-diagram.js';
import type { GenerationRow } from './generation-record.js';
import { admitAndRun, type GenerationDeps } from './admit-and-run.js';
import { raceAbort } from './capacity.js';
import { diagramStateOf, type ValidEdit } from './validate-edit.js';

export interface EditOutcome { row: GenerationRow | GenerationSummary; balance: number; error: AppError | null }

/** A short random pause before applying the instruction again, so edits racing on one generation spread out. */
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, Math.min(200, 5 * 2 ** attempt) * Math.random()));

export async function runEdit(deps: GenerationDeps, row: GenerationSummary, req: ValidEdit): Promise<EditOutcome> {
  const editId = newEditId();
  return admitAndRun(deps, {
    noun: 'edit',
    fund: () => fundEdit(deps.db, {
      editId, generationId: row.id, workspaceId: row.workspace_id, instruction: req.instruction, baseRevision: row.revision, owner: deps.owner,
    }),
    run: async (signal, balance) => {
      let current = row;
      let state = req.state;
      for (let attempt = 1; ; attempt++) {
        const stored = await editOnce(deps, current, state, req.instruction, editId, signal);
        if (stored) return { row: stored, balance, error: null };
        // Another change was stored first: apply the instruction to what the diagram is now (until the timeout).
        await raceAbort(backoff(attempt), signal);
        const fresh = await findGenerationSummary(deps.db, row.workspace_id, row.id);
        if (!fresh) throw new AppError('not_found', `No generation "${row.id}".`);
        current = fresh;
        state = diagramStateOf(fresh);
      }
    },
    fail: async (error, cause) => {
      if (error.code === 'internal_error' && !isAppError(cause)) deps.log?.error({ err: cause, generation: row.id, edit: editId }, 'edit failed unexpectedly');
      return await failEdit(deps, row, editId, error);
    },
  });
}

/** One model edit of `current`, composed and stored as its next revision; undefined when another change came first. */
async function editOnce(deps: GenerationDeps, current: GenerationSummary, state: DiagramState, instruction: string, editId: string, signal: AbortSignal): Promise<GenerationRow | undefined> {
  const edited = await raceAbort(deps.model.edit({ ...state, instruction, signal }), signal);
  const design = getDesign(edited.design);
  if (!design || design.kind !== edited.kind) throw new AppError('generation_invalid_output', `The model chose "${edited.design}", which is not a design of the catalog for ${edited.kind} diagrams.`);
  const content = ensureElementIds(edited.kind, edited.content);
  const params = design.params.safeParse(edited.params).success ? edited.params : {};
  const spec = { version: DIAGRAM_SPEC_VERSION, design: design.id, kind: design.kind, content, params, style: edited.style };
  const composed = await raceAbort(composeDiagram(spec), signal);
  const lastEdit: LastEdit = { instruction, ...diffContent(state.kind, state.content, edited.kind, content) };
  return storeNextRevision(deps.db, current, {
    cause: 'edit', instruction, source: null, design: design.id, kind: design.kind, title: (content as { title?: string }).title ?? null,
    content_json: JSON.stringify(content), params_json: JSON.stringify(params), style_json: JSON.stringify(edited.style),
    model_json: JSON.stringify(edited.model), width: composed.width, height: composed.height, svg: composed.svg,
    last_edit_json: JSON.stringify(lastEdit), updated_at: nowIso(), edit_id: editId,
  });
}

/** Refunds first and records the failed edit; the generation keeps its diagram. The response is sent after both. */
export async function failEdit(deps: Pick<GenerationDeps, 'db'>, row: GenerationSummary, editId: string, error: AppError): Promise<EditOutcome> {
  const body: ErrorBody = error.toBody();
  const { balance } = await refundEdit(deps.db, row.workspace_id, row.id, editId, JSON.stringify(body));
  const fresh = await findGenerationSummary(deps.db, row.workspace_id, row.id);
  return { row: fresh ?? row, balance, error };
}
