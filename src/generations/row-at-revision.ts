// A generation row with its SVG + `?revision=n` as asked → the row as it was at that revision (for downloads).
import { AppError } from '../errors.js';
import type { Db } from '../storage/database.js';
import { findRevision, findRevisionSvg } from '../storage/revision-rows.js';
import { type GenerationRow, revisionAsRow } from './generation-record.js';
import { revisionQuery } from './requests.js';

/** The latest row when nothing is asked; 400 export_error for a malformed revision, 404 for one not kept. */
export async function rowAtRevision(db: Db, row: GenerationRow, asked: unknown): Promise<GenerationRow> {
  if (asked === undefined) return row;
  const parsed = revisionQuery.safeParse(asked);
  if (!parsed.success) throw new AppError('export_error', 'revision must be a revision number of this generation.', { issues: [{ path: 'revision', message: 'a positive integer' }] });
  const n = parsed.data;
  if (n === row.revision) return row;
  const rev = await findRevision(db, row, n);
  if (!rev) throw new AppError('not_found', `This generation has no revision ${n}; it is at revision ${row.revision}.`, { revision: n, latest: row.revision });
  return { ...revisionAsRow(row, rev), svg: (await findRevisionSvg(db, row.id, n)) ?? null };
}
