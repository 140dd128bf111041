// Generation rows without their SVG (30–70 KB each): records and lists never show it, only downloads do.
import type { Insertable, QueryResult, Selectable, Updateable } from 'kysely';
import { compiledOnce } from './compiled-queries.js';
import type { Db } from './database.js';
import type { GenerationsTable } from './schema.js';

export type StoredGeneration = Selectable<GenerationsTable>;
/** Everything of a generation row but its SVG. */
export type GenerationSummary = Omit<StoredGeneration, 'svg'>;

/** Every column but `svg`, in table order. */
export const SUMMARY_COLUMNS = [
  'id', 'workspace_id', 'api_key_id', 'status', 'prompt', 'design_requested', 'design', 'kind', 'title', 'content_json',
  'params_json', 'style_json', 'model_json', 'revision', 'credits_charged', 'credits_refunded', 'width', 'height',
  'error_json', 'owner', 'created_at', 'updated_at', 'revision_cause', 'revision_instruction', 'revision_source', 'last_edit_json',
] as const satisfies ReadonlyArray<keyof GenerationSummary>;

// Fails to compile when a column is added to the table but not to the list above.
type Missing = Exclude<keyof GenerationSummary, (typeof SUMMARY_COLUMNS)[number]>;
const allColumnsListed: [Missing] extends [never] ? true : Missing = true;
void allColumnsListed;

const ALL_COLUMNS = [...SUMMARY_COLUMNS, 'svg'] as const;

const insertRow = compiledOnce((db, row: StoredGeneration) =>
  db.insertInto('generations').values(Object.fromEntries(ALL_COLUMNS.map((c) => [c, row[c]])) as StoredGeneration));

/** Columns with a default in the table: a fixed insert of every column must say it. */
const DEFAULTS: Partial<StoredGeneration> = { revision_cause: 'created' };

/** Inserts a generation row (a column left out is null, or its default). */
export async function insertGeneration(db: Db, row: Insertable<GenerationsTable>): Promise<void> {
  const complete = Object.fromEntries(ALL_COLUMNS.map((c) => [c, row[c] ?? DEFAULTS[c] ?? null])) as StoredGeneration;
  await insertRow(db, complete);
}

/** An update that sets the SVG (to a new one, or to null): the whole row is then known without reading it back. */
export type GenerationUpdate = Updateable<GenerationsTable> & { svg: string | null };

type UpdateParams = Record<string, unknown> & { where_id: string; where_revision: number };
/** One compiled update per set of columns (a handful: success, failure, re-render) and revision check. */
const updates = new Map<string, (db: Db, params: UpdateParams) => Promise<QueryResult<GenerationSummary>>>();

function compiledUpdate(columns: string[], checkRevision: boolean) {
  const key = `${columns.join(',')}${checkRevision ? '@revision' : ''}`;
  let update = updates.get(key);
  if (!update) {
    update = compiledOnce((db, p: UpdateParams) => {
      const set = Object.fromEntries(columns.map((c) => [c, p[c]])) as Updateable<GenerationsTable>;
      let q = db.updateTable('generations').set(set).where('id', '=', p.where_id);
      if (checkRevision) q = q.where('revision', '=', p.where_revision);
      return q.returning(SUMMARY_COLUMNS);
    });
    updates.set(key, update);
  }
  return update;
}

/**
 * Updates one generation and returns its whole row: the stored columns come back from the update itself
 * (RETURNING, in SQLite and PostgreSQL alike) and the SVG from what was written, so it is never read back.
 * With `revision`, only that revision is updated (optimistic concurrency); undefined when no row matched.
 */
export async function updateGeneration(db: Db, id: string, values: GenerationUpdate, opts: { revision?: number } = {}): Promise<StoredGeneration | undefined> {
  // Like Kysely, an undefined value leaves its column alone.
  const columns = Object.keys(values).filter((c) => values[c as keyof GenerationUpdate] !== undefined);
  const update = compiledUpdate(columns, opts.revision !== undefined);
  const { rows } = await update(db, { ...values, where_id: id, where_revision: opts.revision ?? 0 });
  const row = rows[0];
  return row && { ...row, svg: values.svg };
}

const selectSummary = compiledOnce((db, p: { workspaceId: string; id: string }) =>
  db.selectFrom('generations').select(SUMMARY_COLUMNS).where('id', '=', p.id).where('workspace_id', '=', p.workspaceId));

/** One generation of a workspace, without its SVG. */
export async function findGenerationSummary(db: Db, workspaceId: string, id: string): Promise<GenerationSummary | undefined> {
  const { rows } = await selectSummary(db, { workspaceId, id });
  return rows[0];
}

/** One generation of a workspace with its SVG, for downloads. */
export async function findGenerationWithSvg(db: Db, workspaceId: string, id: string): Promise<StoredGeneration | undefined> {
  return db.selectFrom('generations').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
}
