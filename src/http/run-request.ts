// The REST requests that run a generation or an edit (POST /generations, POST /generations/:id/edits): the runner's
// deps, its outcome as the answer (a failure carries the record in `details.generation`) and the Idempotency-Key.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { GenerationDeps } from '../generations/admit-and-run.js';
import { type GenerationRecord, type GenerationSummary, toGenerationRecord } from '../generations/generation-record.js';
import { claimIdempotencyKey, completeIdempotencyKey, parseIdempotencyKey, releaseIdempotencyKey, requestHash } from '../generations/idempotency.js';
import type { AppContext } from './app-context.js';
import { authOf, baseUrlOf } from './guards.js';

export interface RunResult { status: number; body: unknown; headers: Record<string, string> }

/** What runGeneration and runEdit need from the app, without the request's log. */
export function runnerDeps(ctx: AppContext): GenerationDeps {
  return {
    db: ctx.db, model: ctx.model, capacity: ctx.capacity, timeoutMs: ctx.config.model.timeoutMs, owner: ctx.owner,
    billingUrl: `${ctx.config.appUrl}/billing`, inflight: ctx.inflight,
  };
}

/**
 * Runs (validation included) and gives the status, JSON body and headers to send: on success the record with
 * `success`'s status and headers; a settled failure as its error with the record in `details.generation`; an
 * AppError thrown before funding (validation, capacity, credits) as itself. Any other error is thrown.
 */
export async function runResult(
  request: FastifyRequest,
  run: () => Promise<{ row: GenerationSummary; balance: number; error: AppError | null }>,
  success: (record: GenerationRecord) => { status: number; headers: Record<string, string> },
): Promise<RunResult> {
  try {
    const outcome = await run();
    const record = toGenerationRecord(outcome.row, outcome.balance, baseUrlOf(request));
    if (!outcome.error) {
      const { status, headers } = success(record);
      return { status, body: record, headers };
    }
    const failed = failureWithRecord(outcome.error, record);
    return { status: failed.status, body: failed.toBody(), headers: failed.headers };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { status: e.status, body: e.toBody(), headers: e.headers };
  }
}

/** A settled failure as the error to answer with: its details keep what they said and carry the record in `generation`. */
export function failureWithRecord(e: AppError, record: unknown): AppError {
  const details = e.details && typeof e.details === 'object' && !Array.isArray(e.details) ? { ...e.details, generation: record } : { ...(e.details === undefined ? {} : { reason: e.details }), generation: record };
  return new AppError(e.code, e.message, details, e.headers);
}

/**
 * Sends `run`'s result under the request's Idempotency-Key, if any: a key seen with the same `hashed` input replays
 * the first response (`Idempotent-Replayed: true`); requests that never ran (no capacity, no credits) and internal
 * errors are not remembered, so the same key can be retried.
 */
export async function sendIdempotent(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, hashed: unknown, run: () => Promise<RunResult>): Promise<FastifyReply> {
  const { workspace } = authOf(request);
  const idemKey = parseIdempotencyKey(request.headers['idempotency-key']);
  if (idemKey) {
    const claim = await claimIdempotencyKey(ctx.db, workspace.id, idemKey, requestHash(hashed), ctx.config.model.timeoutMs + 30_000, ctx.owner);
    if (claim.kind === 'replay') return reply.code(claim.status).header('Idempotent-Replayed', 'true').type('application/json; charset=utf-8').send(claim.body);
  }
  let result: RunResult;
  try {
    result = await run();
  } catch (e) {
    if (idemKey) await releaseIdempotencyKey(ctx.db, workspace.id, idemKey);
    throw e;
  }
  if (idemKey) {
    const code = (result.body as { code?: string }).code;
    if (code === 'over_capacity' || code === 'insufficient_credits' || code === 'internal_error') await releaseIdempotencyKey(ctx.db, workspace.id, idemKey);
    else await completeIdempotencyKey(ctx.db, workspace.id, idemKey, result.status, JSON.stringify(result.body));
  }
  for (const [k, v] of Object.entries(result.headers)) reply.header(k, v);
  return reply.code(result.status).type('application/json; charset=utf-8').send(result.body);
}
