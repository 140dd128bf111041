// Generations: create (1 credit), list and fetch, within the key's workspace only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBalance } from '../../billing/ledger.js';
import { AppError } from '../../errors.js';
import { type GenerationRow, type GenerationSummary, toGenerationRecord } from '../../generations/generation-record.js';
import { createGenerationBody, listQuery } from '../../generations/requests.js';
import { claimIdempotencyKey, completeIdempotencyKey, parseIdempotencyKey, releaseIdempotencyKey, requestHash } from '../../generations/idempotency.js';
import { listGenerations } from '../../generations/list-generations.js';
import { runGeneration } from '../../generations/run-generation.js';
import { validateCreate, zodDetails } from '../../generations/validate-create.js';
import { findGenerationSummary, findGenerationWithSvg } from '../../storage/generation-rows.js';
import type { AppContext } from '../app-context.js';
import { authOf, baseUrlOf, requireApiKey } from '../guards.js';
import type { RouteDoc } from '../route-table.js';

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
  const deps = {
    db: ctx.db, model: ctx.model, capacity: ctx.capacity, timeoutMs: ctx.config.model.timeoutMs, owner: ctx.owner,
    billingUrl: `${ctx.config.appUrl}/billing`, inflight: ctx.inflight,
  };

  /** Runs one creation and gives the status and JSON body to send. */
  async function create(request: FastifyRequest): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
    const { key, workspace } = authOf(request);
    try {
      const valid = validateCreate(request.body, ctx.model);
      const outcome = await runGeneration({ ...deps, log: request.log }, workspace.id, key.id, valid);
      const record = toGenerationRecord(outcome.row, outcome.balance, baseUrlOf(request));
      if (!outcome.error) return { status: 201, body: record, headers: { Location: `/rest/v1/generations/${record.id}` } };
      const e = outcome.error;
      const details = e.details && typeof e.details === 'object' && !Array.isArray(e.details) ? { ...e.details, generation: record } : { ...(e.details === undefined ? {} : { reason: e.details }), generation: record };
      const failed = new AppError(e.code, e.message, details, e.headers);
      return { status: failed.status, body: failed.toBody(), headers: failed.headers };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return { status: e.status, body: e.toBody(), headers: e.headers };
    }
  }

  app.post('/rest/v1/generations', { onRequest }, async (request, reply) => {
    const { workspace } = authOf(request);
    const idemKey = parseIdempotencyKey(request.headers['idempotency-key']);
    if (idemKey) {
      const claim = await claimIdempotencyKey(ctx.db, workspace.id, idemKey, requestHash(request.body), ctx.config.model.timeoutMs + 30_000, ctx.owner);
      if (claim.kind === 'replay') {
        return reply.code(claim.status).header('Idempotent-Replayed', 'true').type('application/json; charset=utf-8').send(claim.body);
      }
    }
    let result: Awaited<ReturnType<typeof create>>;
    try {
      result = await create(request);
    } catch (e) {
      if (idemKey) await releaseIdempotencyKey(ctx.db, workspace.id, idemKey);
      throw e;
    }
    if (idemKey) {
      const code = (result.body as { code?: string }).code;
      // Requests that never ran (no capacity, no credits) are not remembered, so the same key can be retried.
      if (code === 'over_capacity' || code === 'insufficient_credits' || code === 'internal_error') await releaseIdempotencyKey(ctx.db, workspace.id, idemKey);
      else await completeIdempotencyKey(ctx.db, workspace.id, idemKey, result.status, JSON.stringify(result.body));
    }
    for (const [k, v] of Object.entries(result.headers)) reply.header(k, v);
    return reply.code(result.status).type('application/json; charset=utf-8').send(result.body);
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
