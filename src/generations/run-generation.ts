// The generation use case: capacity → funding → authoring → composing → storing → settling (refund on failure);
// admission, timeout and settlement order are admit-and-run.ts's, shared with edits.
import { ensureElementIds } from '../authoring/edit/ensure-ids.js';
import { nowIso, newGenerationId } from '../accounts/ids.js';
import { fundGeneration, refundGeneration } from '../billing/ledger.js';
import { getDesign } from '../designs/registry.js';
import { AppError, type ErrorBody } from '../errors.js';
import { DIAGRAM_SPEC_VERSION } from '../spec/diagram-spec.js';
import type { Db } from '../storage/database.js';
import { updateGeneration } from '../storage/generation-rows.js';
import { AbortReason, admitAndRun, type GenerationDeps } from './admit-and-run.js';
import { raceAbort } from './capacity.js';
import { composeDiagram } from './compose-diagram.js';
import type { GenerationRow } from './generation-record.js';
import type { ValidCreate } from './validate-create.js';

export { AbortReason, type GenerationDeps } from './admit-and-run.js';

export interface GenerationOutcome { row: GenerationRow; balance: number; error: AppError | null }

export async function runGeneration(deps: GenerationDeps, workspaceId: string, apiKeyId: string | null, req: ValidCreate): Promise<GenerationOutcome> {
  const id = newGenerationId();
  return admitAndRun(deps, {
    noun: 'generation',
    fund: () => {
      const now = nowIso();
      return fundGeneration(deps.db, {
        id, workspace_id: workspaceId, api_key_id: apiKeyId, status: 'running', prompt: req.prompt,
        design_requested: req.design, design: null, kind: null, title: null, content_json: null,
        params_json: JSON.stringify(req.params ?? {}), style_json: JSON.stringify(req.style), model_json: null,
        revision: 1, credits_charged: 1, credits_refunded: 0, width: null, height: null, svg: null, error_json: null,
        owner: deps.owner, created_at: now, updated_at: now,
        revision_cause: 'created', revision_instruction: null, revision_source: null, last_edit_json: null,
      });
    },
    run: async (signal, balance) => {
      const authored = await raceAbort(deps.model.author({ prompt: req.prompt, design: req.design, signal }), signal);
      const design = getDesign(authored.design);
      if (!design || design.kind !== authored.kind) throw new AppError('design_selection_failed', `The model chose "${authored.design}", which is not a design of the catalog.`);
      const params = req.params ?? {};
      // Elements of the ordered kinds (steps, levels, events...) get stable ids, so clients and edits can name them.
      const content = ensureElementIds(design.kind, authored.content);
      // What the prompt says about looks applies where the request's style says nothing.
      const style = { ...authored.style, ...req.style };
      const spec = { version: DIAGRAM_SPEC_VERSION, design: design.id, kind: design.kind, content, params, style };
      // The signal also reaches the render worker: a timed-out layout stops there instead of running on unseen.
      const composed = await raceAbort(composeDiagram(spec, signal), signal);
      const title = (content as { title?: string }).title ?? null;
      const model = { ...authored.model, ...(authored.ranking ? { ranking: authored.ranking.slice(0, 3) } : {}) };
      const row = await updateGeneration(deps.db, id, {
        status: 'succeeded', design: design.id, kind: design.kind, title, content_json: JSON.stringify(content),
        params_json: JSON.stringify(params), style_json: JSON.stringify(style), model_json: JSON.stringify(model), width: composed.width, height: composed.height,
        svg: composed.svg, owner: null, updated_at: nowIso(),
      });
      if (!row) throw new Error(`generation ${id} vanished before it was stored`);
      return { row, balance, error: null };
    },
    fail: async (error, cause) => {
      if (error.code === 'internal_error') deps.log?.error({ err: cause, generation: id }, 'generation failed unexpectedly');
      return await failGeneration(deps.db, workspaceId, id, error);
    },
  });
}

/** Refunds first, then stores the failure: the response is only sent after both. */
export async function failGeneration(db: Db, workspaceId: string, id: string, error: AppError): Promise<GenerationOutcome> {
  const { balance } = await refundGeneration(db, workspaceId, id);
  const body: ErrorBody = error.toBody();
  const row = await updateGeneration(db, id, { status: 'failed', error_json: JSON.stringify(body), owner: null, svg: null, updated_at: nowIso() });
  if (!row) throw new Error(`generation ${id} vanished before its failure was stored`);
  return { row, balance, error };
}

/** Used at shutdown: abort what still runs; each aborted generation is refunded by its own settlement. */
export function abortAll(inflight: Set<AbortController>, reason: AppError): void {
  for (const c of inflight) c.abort(new AbortReason(reason));
}
