// Edits and revisions of a generation: change it by instruction (1 credit), list and fetch its revisions, revert to one.
import type { FastifyInstance } from 'fastify';
import { getBalance } from '../../billing/ledger.js';
import { AppError } from '../../errors.js';
import { revisionAsRow, toGenerationRecord, toRevisionEntry } from '../../generations/generation-record.js';
import { editBody, revertBody, revisionsQuery } from '../../generations/requests.js';
import { revertTo } from '../../generations/revert.js';
import { runEdit } from '../../generations/run-edit.js';
import { validateEdit } from '../../generations/validate-edit.js';
import { zodDetails } from '../../generations/validate-create.js';
import { findRevision, listRevisions } from '../../storage/revision-rows.js';
import type { AppContext } from '../app-context.js';
import { baseUrlOf, requireApiKey } from '../guards.js';
import type { RouteDoc } from '../route-table.js';
import { runnerDeps, runResult, sendIdempotent } from '../run-request.js';
import { loadOwnGeneration } from './generations.js';

const KEY_ERRORS = ['unauthorized', 'rate_limited', 'not_found'];
export const editRoutes: RouteDoc[] = [
  {
    method: 'POST', url: '/rest/v1/generations/:id/edits', auth: 'key', tag: 'Edits and revisions', summary: 'Change a diagram by instruction (1 credit)',
    description: 'Applies the instruction to the stored content and stores the result as the next revision; every earlier revision is kept. The same admission order as a generation: authentication (401) → rate limit (429) → validation (400: `validation_failed` for the body; `invalid_instruction` when the builtin model cannot apply the instruction, with `details.understood` saying what it understood and `details.reason` why) → capacity (503) → funding (402, else 1 credit taken) → execution. After funding any failure (502, 504, 500) is refunded before the response is sent; the generation keeps its diagram and its record is in `details.generation`. The answer is the generation record at its new revision, whose `last_edit` lists the element ids `added`, `removed`, `renamed` and `changed` (connections are named `from->to`). Element ids are stable: an edit keeps the id of every element it does not remove. An instruction that is itself Mermaid, PlantUML or DOT code replaces the content. An `Idempotency-Key` header makes retries safe, as on `POST /generations`.',
    body: editBody,
    success: { status: 200, type: 'application/json', description: 'The generation record at its new revision, with `last_edit`.' },
    errors: [...KEY_ERRORS, 'validation_failed', 'invalid_instruction', 'invalid_parameters', 'idempotency_conflict', 'payload_too_large', 'over_capacity', 'insufficient_credits', 'generation_provider_failed', 'generation_invalid_output', 'renderer_failed', 'generation_timeout', 'internal_error'],
  },
  {
    method: 'GET', url: '/rest/v1/generations/:id/revisions', auth: 'key', tag: 'Edits and revisions', summary: 'List the revisions of a generation, oldest first',
    description: 'Each entry: `revision`, `cause` (`created`, `edit`, `render`, `style` or `revert`), `instruction` (for edits, else null), `credits` (what the revision cost), `source_revision` (for reverts: the revision copied, else null), `created_at`. `limit` 1..100 (default 100) and `cursor` (from `next_cursor`) page through long histories.',
    query: revisionsQuery,
    success: { status: 200, type: 'application/json', description: 'A list of revisions with `next_cursor`.' },
    errors: [...KEY_ERRORS, 'validation_failed'],
  },
  {
    method: 'GET', url: '/rest/v1/generations/:id/revisions/:n', auth: 'key', tag: 'Edits and revisions', summary: 'The generation record as it was at revision n',
    description: 'Its `files` download that revision (`?revision=n`).',
    success: { status: 200, type: 'application/json', description: 'The generation record at that revision.' },
    errors: [...KEY_ERRORS, 'validation_failed'],
  },
  {
    method: 'POST', url: '/rest/v1/generations/:id/revert', auth: 'key', tag: 'Edits and revisions', summary: 'Go back to a revision (0 credits)',
    description: 'Stores revision `revision` again as the next revision (nothing is lost: the revisions after it stay in the list). A revision that does not exist is 404 `not_found`.',
    body: revertBody,
    success: { status: 200, type: 'application/json', description: 'The generation record at its new revision.' },
    errors: [...KEY_ERRORS, 'validation_failed', 'payload_too_large'],
  },
];

function parseRevision(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new AppError('validation_failed', 'A revision is a number from 1.', { issues: [{ path: 'n', message: 'a positive integer' }] });
  return Number(text);
}

export function registerEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = requireApiKey(ctx);
  const deps = runnerDeps(ctx);

  app.post<{ Params: { id: string } }>('/rest/v1/generations/:id/edits', { onRequest }, async (request, reply) =>
    sendIdempotent(ctx, request, reply, { edit: request.params.id, body: request.body }, () => runResult(request, async () => {
      const row = await loadOwnGeneration(ctx, request);
      const valid = await validateEdit(request.body, row, ctx.model);
      return runEdit({ ...deps, log: request.log }, row, valid);
    }, () => ({ status: 200, headers: {} }))));

  app.get<{ Params: { id: string } }>('/rest/v1/generations/:id/revisions', { onRequest }, async (request) => {
    const row = await loadOwnGeneration(ctx, request);
    const parsed = revisionsQuery.safeParse(request.query);
    if (!parsed.success) throw new AppError('validation_failed', 'The query string is not valid.', zodDetails(parsed.error));
    const { limit, cursor } = parsed.data;
    const page = await listRevisions(ctx.db, row, { limit: limit + 1, ...(cursor ? { after: Number(cursor) } : {}) });
    const data = page.slice(0, limit).map((r) => toRevisionEntry(r, row.status));
    return { object: 'list', data, next_cursor: page.length > limit ? String(data[data.length - 1]!.revision) : null };
  });

  app.get<{ Params: { id: string; n: string } }>('/rest/v1/generations/:id/revisions/:n', { onRequest }, async (request) => {
    const n = parseRevision(request.params.n);
    const row = await loadOwnGeneration(ctx, request);
    const rev = await findRevision(ctx.db, row, n);
    if (!rev) throw new AppError('not_found', `This generation has no revision ${n}; it is at revision ${row.revision}.`, { revision: n, latest: row.revision });
    const asRow = n === row.revision ? row : revisionAsRow(row, rev);
    return toGenerationRecord(asRow, await getBalance(ctx.db, row.workspace_id), baseUrlOf(request), { fileRevision: n });
  });

  app.post<{ Params: { id: string } }>('/rest/v1/generations/:id/revert', { onRequest }, async (request) => {
    const row = await loadOwnGeneration(ctx, request);
    const parsed = revertBody.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError('validation_failed', 'The request body is not valid.', zodDetails(parsed.error));
    const updated = await revertTo(ctx.db, row, parsed.data.revision);
    return toGenerationRecord(updated, await getBalance(ctx.db, row.workspace_id), baseUrlOf(request));
  });
}
