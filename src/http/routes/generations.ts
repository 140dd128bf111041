// Generations: create (1 credit), list and fetch, within the key's workspace only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBalance } from '../../billing/ledger.js';
import { AppError } from '../../errors.js';
import { type GenerationRow, type GenerationSummary, toGenerationRecord } from '../../generations/generation-record.js';
import { createGenerationBody, listQuery } from '../../generations/requests.js';
import { listGenerations } from '../../generations/list-generations.js';
import { runGeneration } from '../../generations/run-generation.js';
import { validateCreate, zodDetails } from '../../generations/validate-create.js';
import { findGenerationSummary, findGenerationWithSvg } from '../../storage/generation-rows.js';
import type { AppContext } from '../app-context.js';
import { authOf, baseUrlOf, requireApiKey } from '../guards.js';
import type { RouteDoc } from '../route-table.js';
import { runnerDeps, runResult, sendIdempotent } from '../run-request.js';

const KEY_ERRORS = ['unauthorized', 'rate_limited'];
export const generationRoutes: RouteDoc[] = [
  {
    method: 'POST', url: '/rest/v1/generations', auth: 'key', tag: 'Generations', summary: 'Create a generation (1 credit)',
    description: 'Admission order: authentication (401) → rate limit (429) → validation (400) → capacity (503) → funding (402, else 1 credit taken) → execution. After funding, any failure (502, 504, 500) is refunded before the response is sent; the failed generation is stored and its record is in `details.generation`. Send an `Idempotency-Key` header (1..255 visible ASCII characters) to make retries safe: the same key with the same body within 24 hours returns the first response (with `Idempotent-Replayed: true`) and charges once, also when both requests arrive together; the same key with another body is `409 idempotency_conflict`. Requests refused for capacity (503) or credits (402) are not remembered.',
    body: createGenerationBody,
    success: { status: 201, type: 'application/json', description: 'The generation record, with inline content and file URLs.' },
    errors: [...KEY_ERRORS, 'validation_failed', 'invalid_parameters', 'idempotency_conflict', 'invalid_options', 'payload_too_large', 'over_capacity', 'insufficient_credits', 'generation_provider_failed', 'design_selection_failed', 'generation_invalid_output', 'renderer_failed', 'generation_timeout', 'internal_error'],
  },
  { method: 'GET', url: '/rest/v1/generations', auth: 'key', tag: 'Generations', summary: "List the workspace's generations, newest first", query: listQuery, success: { status: 200, type: 'application/json', description: 'A list with `next_cursor`.' }, errors: [...KEY_ERRORS, 'validation_failed'] },
  { method: 'GET', url: '/rest/v1/generations/:id', auth: 'key', tag: 'Generations', summary: 'Fetch one generation', success: { status: 200, type: 'application/json', description: 'The generation record.' }, errors: [...KEY_ERRORS, 'not_found'] },
];

/**
 * The generation if it belongs to the caller's workspace; another workspace's id is exactly like an unknown one.
 * Without its SVG unless asked for (only downloads need it).
 */
export async function loadOwnGeneration(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>): Promise<GenerationSummary>;
export async function loadOwnGeneration(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>, opts: { svg: true }): Promise<GenerationRow>;
export async function loadOwnGeneration(ctx: AppContext, request: FastifyRequest<{ Params: { id: string } }>, opts?: { svg: true }): Promise<GenerationSummary> {
  const { workspace } = authOf(request);
  const row = opts?.svg
    ? await findGenerationWithSvg(ctx.db, workspace.id, request.params.id)
    : await findGenerationSummary(ctx.db, workspace.id, request.params.id);
  if (!row) throw new AppError('not_found', `No generation "${request.params.id}".`);
  return row;
}

export function registerGenerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = requireApiKey(ctx);
  const deps = runnerDeps(ctx);

  app.post('/rest/v1/generations', { onRequest }, async (request, reply) => {
    const { key, workspace } = authOf(request);
    return sendIdempotent(ctx, request, reply, request.body, () => runResult(request, async () => {
      const valid = validateCreate(request.body, ctx.model);
      return runGeneration({ ...deps, log: request.log }, workspace.id, key.id, valid);
    }, (record) => ({ status: 201, headers: { Location: `/rest/v1/generations/${record.id}` } })));
  });

  app.get('/rest/v1/generations', { onRequest }, async (request) => {
    const { workspace } = authOf(request);
    const parsed = listQuery.safeParse(request.query);
    if (!parsed.success) throw new AppError('validation_failed', 'The query string is not valid.', zodDetails(parsed.error));
    const { rows, next_cursor } = await listGenerations(ctx.db, workspace.id, parsed.data);
    const balance = await getBalance(ctx.db, workspace.id);
    const base = baseUrlOf(request);
    return { object: 'list', data: rows.map((r) => toGenerationRecord(r, balance, base)), next_cursor };
  });

  app.get<{ Params: { id: string } }>('/rest/v1/generations/:id', { onRequest }, async (request) => {
    const row = await loadOwnGeneration(ctx, request);
    return toGenerationRecord(row, await getBalance(ctx.db, row.workspace_id), baseUrlOf(request));
  });
}
