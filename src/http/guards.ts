// onRequest guards: API-key authentication and per-minute rate limits, run before the body is read.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type ApiKeyInfo, findActiveKey, touchKey } from '../accounts/api-keys.js';
import { getWorkspace, type Workspace } from '../accounts/workspaces.js';
import { AppError } from '../errors.js';
import type { RateLimitDecision } from '../rate-limits/rate-limiter.js';
import type { AppContext } from './app-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: { key: ApiKeyInfo; workspace: Workspace };
  }
}

const BEARER = /^Bearer +([^\s]+) *$/;

function refusal(d: RateLimitDecision, scope?: string): AppError {
  return new AppError('rate_limited', `Rate limit of ${d.limit} requests per minute${scope ? ` ${scope}` : ''} exceeded; retry in ${d.resetSeconds} s.`, { limit: d.limit, retry_after: d.resetSeconds }, { 'Retry-After': String(d.resetSeconds) });
}

export function limitHeaders(reply: FastifyReply, d: RateLimitDecision): void {
  reply.header('RateLimit-Limit', String(d.limit));
  reply.header('RateLimit-Remaining', String(d.remaining));
  reply.header('RateLimit-Reset', String(d.resetSeconds));
}

async function applyLimit(ctx: AppContext, reply: FastifyReply, bucket: string, limit: number): Promise<void> {
  const d = await ctx.rateLimiter.consume(bucket, limit);
  limitHeaders(reply, d);
  if (!d.allowed) throw refusal(d);
}

/**
 * Requests per minute for all keys of a workspace together: DIAGRAM_WORKSPACE_RATE_LIMIT (default 5 × the
 * key default). A workspace the operator gave its own per-key limit (`workspace create --rate-limit N`) gets
 * at least 5 × that: the operator's grant is not undone by the shared limit, while an owner who creates keys
 * or raises their limits in the console stays within it.
 */
export function workspaceRateLimit(ctx: AppContext, workspace: Workspace): number {
  const base = ctx.config.workspaceRateLimit;
  return workspace.rate_limit === null ? base : Math.max(base, 5 * workspace.rate_limit);
}

/**
 * Counts one request against the key's own limit, then the workspace's (all its keys together), so that more keys
 * do not buy more requests; without a key (local MCP over stdio on the `default` workspace) only the workspace's.
 * Returns the decision to show in the headers (whichever of the two is nearer to refusing) and the refusal, if any.
 */
export async function consumeKeyLimits(ctx: AppContext, key: ApiKeyInfo | null, workspace: Workspace): Promise<{ shown: RateLimitDecision; refusal: AppError | null }> {
  const own = key ? await ctx.rateLimiter.consume(`key:${key.id}`, key.rate_limit ?? workspace.rate_limit ?? ctx.config.defaultRateLimit) : undefined;
  if (own && !own.allowed) return { shown: own, refusal: refusal(own, 'for this key') };
  const shared = await ctx.rateLimiter.consume(`workspace:${workspace.id}`, workspaceRateLimit(ctx, workspace));
  const shown = own && own.remaining <= shared.remaining ? own : shared;
  return { shown, refusal: shared.allowed ? null : refusal(shared, 'for all keys of this workspace together') };
}

async function applyKeyLimits(ctx: AppContext, reply: FastifyReply, key: ApiKeyInfo, workspace: Workspace): Promise<void> {
  const { shown, refusal: refused } = await consumeKeyLimits(ctx, key, workspace);
  limitHeaders(reply, shown);
  if (refused) throw refused;
}

/** The active key of an `Authorization: Bearer …` header and its workspace; undefined for anything else. */
export async function authenticate(ctx: AppContext, header: unknown): Promise<{ key: ApiKeyInfo; workspace: Workspace } | undefined> {
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  const key = match?.[1] ? await findActiveKey(ctx.db, match[1]) : undefined;
  const workspace = key ? await getWorkspace(ctx.db, key.workspace_id) : undefined;
  return key && workspace ? { key, workspace } : undefined;
}

/** 401 with exactly {"error":"Unauthorized","code":"unauthorized"} for a missing, malformed, unknown or revoked key. */
export function requireApiKey(ctx: AppContext): onRequestHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await authenticate(ctx, request.headers.authorization);
    if (!auth) throw new AppError('unauthorized');
    request.auth = auth;
    await applyKeyLimits(ctx, reply, auth.key, auth.workspace);
    void touchKey(ctx.db, auth.key).catch((err) => request.log.warn({ err }, 'could not record key use'));
  };
}

/** Public endpoints: a per-address limit so the catalog cannot be scraped at any speed. */
export function publicRateLimit(ctx: AppContext): onRequestHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await applyLimit(ctx, reply, `ip:${request.ip}`, ctx.config.publicRateLimit);
  };
}

export function authOf(request: FastifyRequest): { key: ApiKeyInfo; workspace: Workspace } {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
}

export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
