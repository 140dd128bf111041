// A page of a workspace's generations, newest first, after an opaque cursor: rows without their SVG, and the next cursor.
import { AppError } from '../errors.js';
import type { Db } from '../storage/database.js';
import { type GenerationSummary, SUMMARY_COLUMNS } from '../storage/generation-rows.js';

function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { created_at: string; id: string } {
  const [created_at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!created_at || !id || Number.isNaN(Date.parse(created_at))) throw new AppError('validation_failed', 'The cursor is not valid.', { issues: [{ path: 'cursor', message: 'not a cursor from next_cursor' }] });
  return { created_at, id };
}

export async function listGenerations(db: Db, workspaceId: string, page: { limit: number; cursor?: string | undefined }): Promise<{ rows: GenerationSummary[]; next_cursor: string | null }> {
  const { limit, cursor } = page;
  let q = db.selectFrom('generations').select(SUMMARY_COLUMNS).where('workspace_id', '=', workspaceId);
  if (cursor) {
    const c = decodeCursor(cursor);
    q = q.where((eb) => eb.or([eb('created_at', '<', c.created_at), eb.and([eb('created_at', '=', c.created_at), eb('id', '<', c.id)])]));
  }
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const shown = rows.slice(0, limit);
  return { rows: shown, next_cursor: rows.length > limit ? encodeCursor(shown[shown.length - 1]!) : null };
}
