// Re-render and restyle a stored generation: re-compose its stored content as the next revision (the current one is
// kept), 0 credits.
import { nowIso } from '../accounts/ids.js';
import { getDesign } from '../designs/registry.js';
import { AppError } from '../errors.js';
import { DIAGRAM_SPEC_VERSION } from '../spec/diagram-spec.js';
import type { Kind } from '../spec/kinds.js';
import type { Style } from '../spec/style.js';
import type { Db } from '../storage/database.js';
import { SUMMARY_COLUMNS } from '../storage/generation-rows.js';
import { storeNextRevision } from '../storage/revision-rows.js';
import { composeDiagram } from './compose-diagram.js';
import type { GenerationRow, GenerationSummary } from './generation-record.js';
import { zodDetails } from './validate-create.js';

function requireSucceeded(row: GenerationSummary): void {
  if (row.status !== 'succeeded' || row.content_json === null || row.design === null) {
    throw new AppError('validation_failed', 'This generation has no diagram to re-render: it did not succeed.', { status: row.status });
  }
}

async function recompose(db: Db, row: GenerationSummary, design: string, params: Record<string, unknown>, style: Style, cause: 'render' | 'style'): Promise<GenerationRow> {
  const spec = { version: DIAGRAM_SPEC_VERSION, design, kind: row.kind as Kind, content: JSON.parse(row.content_json!), params, style };
  const composed = await composeDiagram(spec);
  // Optimistic: only the revision we read is superseded, so concurrent restyles each get their own revision.
  const updated = await storeNextRevision(db, row, {
    cause, instruction: null, source: null, design, kind: row.kind!, title: row.title, content_json: row.content_json!,
    params_json: JSON.stringify(params), style_json: JSON.stringify(style), model_json: row.model_json, width: composed.width,
    height: composed.height, svg: composed.svg, last_edit_json: null, updated_at: nowIso(),
  });
  if (!updated) {
    const fresh = await db.selectFrom('generations').select(SUMMARY_COLUMNS).where('id', '=', row.id).executeTakeFirstOrThrow();
    return recompose(db, fresh, design, params, style, cause);
  }
  return updated;
}

export async function renderAgain(db: Db, row: GenerationSummary, body: { design?: string | undefined; params?: Record<string, unknown> | undefined }): Promise<GenerationRow> {
  requireSucceeded(row);
  const designId = body.design ?? row.design!;
  const design = getDesign(designId);
  if (!design) throw new AppError('invalid_parameters', `Unknown design "${designId}".`, { issues: [{ path: 'design', message: 'unknown design id' }] });
  if (design.kind !== row.kind) {
    throw new AppError('invalid_parameters', `The design "${designId}" draws ${design.kind} diagrams; this generation is a ${row.kind}.`, { issues: [{ path: 'design', message: `needs a design of kind ${row.kind}` }] });
  }
  const params = body.params ?? (designId === row.design ? JSON.parse(row.params_json) : {});
  const parsed = design.params.safeParse(params);
  if (!parsed.success) throw new AppError('invalid_parameters', `params do not fit the design "${designId}".`, zodDetails(parsed.error));
  return recompose(db, row, designId, params, JSON.parse(row.style_json), 'render');
}

/** Merges the given style fields over the stored style. */
export async function restyle(db: Db, row: GenerationSummary, style: Style): Promise<GenerationRow> {
  requireSucceeded(row);
  const merged: Style = { ...JSON.parse(row.style_json), ...style };
  return recompose(db, row, row.design!, JSON.parse(row.params_json), merged, 'style');
}
