// onRequest guards: API-key authentication and per-minute rate limits, run before the body is read.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type ApiKeyInfo, findActiveKey, touchKey } from '../accounts/api-keys.js';
import { getWorkspace, type Workspace } from '../accounts/workspaces.js';
import { AppError } from '../errors.js';
import type { AppContext } from './app-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: { key: ApiKeyInfo; workspace: Workspace };
  }
}

const BEARER = /^Bearer +([^\s]+) *$/;

async function applyLimit(ctx: AppContext, reply: FastifyReply, bucket: string, limit: number): Promise<void> {
  const d = await ctx.rateLimiter.consume(bucket, limit);
  reply.header('RateLimit-Limit', String(d.limit));
  reply.header('RateLimit-Remaining', String(d.remaining));
  reply.header('RateLimit-Reset', String(d.resetSeconds));
  if (!d.allowed) {
    throw new AppError('rate_limited', `Rate limit of ${d.limit} requests per minute exceeded; retry in ${d.resetSeconds} s.`, { limit: d.limit, retry_after: d.resetSeconds }, { 'Retry-After': String(d.resetSeconds) });
  }
}

/** 401 with exactly {"error":"Unauthorized","code":"unauthorized"} for a missing, malformed, unknown or revoked key. */
export function requireApiKey(ctx: AppContext): onRequestHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? BEARER.exec(header) : null;
    const key = match?.[1] ? await findActiveKey(ctx.db, match[1]) : undefined;
    const workspace = key ? await getWorkspace(ctx.db, key.workspace_id) : undefined;
    if (!key || !workspace) throw new AppError('unauthorized');
    request.auth = { key, workspace };
    const limit = key.rate_limit ?? workspace.rate_limit ?? ctx.config.defaultRateLimit;
    await applyLimit(ctx, reply, `key:${key.id}`, limit);
    void touchKey(ctx.db, key).catch((err) => request.log.warn({ err }, 'could not record key use'));
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
