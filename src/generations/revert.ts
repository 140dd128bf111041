// Revert: revision n of a generation, stored again as its next revision (nothing re-drawn, nothing charged).
import { nowIso } from '../accounts/ids.js';
import { AppError } from '../errors.js';
import type { Db } from '../storage/database.js';
import { findGenerationSummary, type GenerationSummary } from '../storage/generation-rows.js';
import { findRevision, findRevisionSvg, storeNextRevision } from '../storage/revision-rows.js';
import type { GenerationRow } from './generation-record.js';

export async function revertTo(db: Db, row: GenerationSummary, n: number, currentSvg?: string | null): Promise<GenerationRow> {
  if (row.status !== 'succeeded') throw new AppError('validation_failed', 'This generation has no diagram to revert: it did not succeed.', { status: row.status });
  const rev = await findRevision(db, row, n);
  if (!rev || rev.content_json === null || rev.design === null || rev.kind === null) {
    throw new AppError('not_found', `This generation has no revision ${n}; it is at revision ${row.revision}.`, { revision: n, latest: row.revision });
  }
  const svg = n === row.revision ? currentSvg ?? (await db.selectFrom('generations').select('svg').where('id', '=', row.id).executeTakeFirst())?.svg : await findRevisionSvg(db, row.id, n);
  if (!svg || rev.width === null || rev.height === null) throw new AppError('not_found', `Revision ${n} has no diagram to go back to.`, { revision: n });
  for (let current = row; ;) {
    const stored = await storeNextRevision(db, current, {
      cause: 'revert', instruction: null, source: n, design: rev.design, kind: rev.kind, title: rev.title, content_json: rev.content_json,
      params_json: rev.params_json, style_json: rev.style_json, model_json: rev.model_json, width: rev.width, height: rev.height, svg,
      last_edit_json: null, updated_at: nowIso(),
    });
    if (stored) return stored;
    const fresh = await findGenerationSummary(db, row.workspace_id, row.id);
    if (!fresh) throw new AppError('not_found', `No generation "${row.id}".`);
    current = fresh;
  }
}
