// Revisions of a generation: the next one stored (the current one archived in the same transaction), the list of all,
// and one revision as it was (with or without its SVG).
import { sql } from 'kysely';
import type { Db } from './database.js';
import { type GenerationSummary, type StoredGeneration, SUMMARY_COLUMNS } from './generation-rows.js';
import type { GenerationRevisionsTable, RevisionCause } from './schema.js';

/** The state a new revision gives the generation row. */
export interface NextRevision {
  cause: RevisionCause;
  instruction: string | null;
  source: number | null;
  design: string;
  kind: string;
  title: string | null;
  content_json: string;
  params_json: string;
  style_json: string;
  model_json: string | null;
  width: number;
  height: number;
  svg: string;
  last_edit_json: string | null;
  updated_at: string;
  /** The edit that made it: marked succeeded in the same transaction. */
  edit_id?: string | undefined;
}

class Superseded extends Error {}

/**
 * Stores `next` as revision current.revision + 1 and archives the current revision, in one transaction, only if the
 * generation is still at the revision read (optimistic, as on several instances at once). Returns the new row, or
 * undefined when another change came first (the caller reads again and retries).
 */
export async function storeNextRevision(db: Db, current: GenerationSummary, next: NextRevision): Promise<StoredGeneration | undefined> {
  try {
    return await db.transaction().execute(async (tx) => {
      await tx.insertInto('generation_revisions')
        .columns(['generation_id', 'revision', 'cause', 'instruction', 'source_revision', 'design', 'kind', 'title', 'content_json', 'params_json',
          'style_json', 'model_json', 'credits_charged', 'credits_refunded', 'width', 'height', 'svg', 'last_edit_json', 'created_at'])
        .expression((eb) => eb.selectFrom('generations').select([
          'id', 'revision', 'revision_cause', 'revision_instruction', 'revision_source', 'design', 'kind', 'title', 'content_json', 'params_json',
          'style_json', 'model_json', 'credits_charged', 'credits_refunded', 'width', 'height', 'svg', 'last_edit_json', 'updated_at',
        ]).where('id', '=', current.id).where('revision', '=', current.revision))
        .onConflict((oc) => oc.columns(['generation_id', 'revision']).doNothing())
        .execute();
      const row = await tx.updateTable('generations').set({
        revision: sql`revision + 1`, revision_cause: next.cause, revision_instruction: next.instruction, revision_source: next.source,
        design: next.design, kind: next.kind, title: next.title, content_json: next.content_json, params_json: next.params_json,
        style_json: next.style_json, model_json: next.model_json, width: next.width, height: next.height, svg: next.svg,
        last_edit_json: next.last_edit_json, updated_at: next.updated_at,
      }).where('id', '=', current.id).where('revision', '=', current.revision).returning(SUMMARY_COLUMNS).executeTakeFirst();
      if (!row) throw new Superseded();
      if (next.edit_id) {
        await tx.updateTable('generation_edits').set({ status: 'succeeded', revision: row.revision, owner: null, updated_at: next.updated_at })
          .where('id', '=', next.edit_id).execute();
      }
      return { ...row, svg: next.svg };
    });
  } catch (e) {
    if (e instanceof Superseded) return undefined;
    throw e;
  }
}

export type RevisionRow = GenerationRevisionsTable;
export type RevisionSummary = Omit<RevisionRow, 'svg'>;

const REVISION_SUMMARY = [
  'generation_id', 'revision', 'cause', 'instruction', 'source_revision', 'design', 'kind', 'title', 'content_json', 'params_json', 'style_json',
  'model_json', 'credits_charged', 'credits_refunded', 'width', 'height', 'last_edit_json', 'created_at',
] as const;

/** The generation row seen as a revision (the current one). */
export function currentAsRevision(row: GenerationSummary): RevisionSummary {
  return {
    generation_id: row.id, revision: row.revision, cause: row.revision_cause, instruction: row.revision_instruction, source_revision: row.revision_source,
    design: row.design, kind: row.kind, title: row.title, content_json: row.content_json, params_json: row.params_json, style_json: row.style_json,
    model_json: row.model_json, credits_charged: row.credits_charged, credits_refunded: row.credits_refunded, width: row.width, height: row.height,
    last_edit_json: row.last_edit_json, created_at: row.updated_at,
  };
}

/** Revisions from `after` + 1 on, oldest first, at most `limit` (the current one last). */
export async function listRevisions(db: Db, row: GenerationSummary, opts: { limit: number; after?: number }): Promise<RevisionSummary[]> {
  const after = opts.after ?? 0;
  const archived = await db.selectFrom('generation_revisions').select(REVISION_SUMMARY)
    .where('generation_id', '=', row.id).where('revision', '>', after).where('revision', '<', row.revision)
    .orderBy('revision', 'asc').limit(opts.limit).execute();
  const out: RevisionSummary[] = archived;
  if (out.length < opts.limit && row.revision > after) out.push(currentAsRevision(row));
  return out;
}

/** Revision n of a generation (without its SVG), or undefined when it was not kept. */
export async function findRevision(db: Db, row: GenerationSummary, n: number): Promise<RevisionSummary | undefined> {
  if (n === row.revision) return currentAsRevision(row);
  if (n > row.revision || n < 1) return undefined;
  return db.selectFrom('generation_revisions').select(REVISION_SUMMARY).where('generation_id', '=', row.id).where('revision', '=', n).executeTakeFirst();
}

/** The SVG of an archived revision. */
export async function findRevisionSvg(db: Db, generationId: string, n: number): Promise<string | null | undefined> {
  const r = await db.selectFrom('generation_revisions').select('svg').where('generation_id', '=', generationId).where('revision', '=', n).executeTakeFirst();
  return r?.svg;
}
