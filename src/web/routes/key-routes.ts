// Settings → API keys of the signed-in workspace: list, create (the secret is returned once), change a rate limit, revoke (owners).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ApiKeyInfo, createApiKey, listApiKeys, revokeApiKey, setKeyRateLimit } from '../../accounts/api-keys.js';
import { AppError } from '../../errors.js';
import type { AppContext } from '../../http/app-context.js';
import type { Db } from '../../storage/database.js';
import { requireOwner, requireSession, sessionOf } from '../web-auth.js';
import { parseBody } from './session-routes.js';

export const RATE_LIMIT_MAX = 100_000;
const rateLimit = z.number().int().min(1).max(RATE_LIMIT_MAX).nullable();
const createBody = z.strictObject({ name: z.string().trim().min(1, 'give the key a name, such as "Production server", to tell it apart in the key list and the ledger').max(80), rate_limit: rateLimit.optional() });
const patchBody = z.strictObject({ rate_limit: rateLimit });

function keyView(k: ApiKeyInfo, defaultLimit: number) {
  const { workspace_id: _ws, ...rest } = k;
  return { ...rest, object: 'api_key', effective_rate_limit: k.rate_limit ?? defaultLimit };
}

async function ownKey(db: Db, workspaceId: string, id: string): Promise<ApiKeyInfo> {
  const key = (await listApiKeys(db, workspaceId)).find((k) => k.id === id);
  if (!key) throw new AppError('not_found', 'This key does not exist in your workspace.');
  return key;
}

export function registerKeyRoutes(web: FastifyInstance, ctx: AppContext): void {
  const onRequest = requireSession(ctx.db);
  const defaultLimit = (ws: { rate_limit: number | null }) => ws.rate_limit ?? ctx.config.defaultRateLimit;

  web.get('/app/api/keys', { onRequest }, async (request) => {
    const s = sessionOf(request);
    const keys = await listApiKeys(ctx.db, s.workspace.id);
    return { object: 'list', data: keys.reverse().map((k) => keyView(k, defaultLimit(s.workspace))), default_rate_limit: defaultLimit(s.workspace), next_cursor: null };
  });

  web.post('/app/api/keys', { onRequest }, async (request, reply) => {
    const s = sessionOf(request);
    const body = parseBody(createBody, request.body);
    if (body.rate_limit != null) requireOwner(request, 'set a rate limit');
    const { key, info } = await createApiKey(ctx.db, s.workspace.id, { name: body.name, rateLimit: body.rate_limit ?? null });
    return reply.code(201).send({ key, api_key: keyView(info, defaultLimit(s.workspace)) });
  });

  web.patch<{ Params: { id: string } }>('/app/api/keys/:id', { onRequest }, async (request) => {
    const s = requireOwner(request, "change a key's rate limit");
    const body = parseBody(patchBody, request.body);
    const key = await ownKey(ctx.db, s.workspace.id, request.params.id);
    if (key.revoked_at) throw new AppError('validation_failed', 'This key is revoked; its rate limit no longer matters.');
    await setKeyRateLimit(ctx.db, key.id, body.rate_limit);
    return keyView({ ...key, rate_limit: body.rate_limit }, defaultLimit(s.workspace));
  });

  web.delete<{ Params: { id: string } }>('/app/api/keys/:id', { onRequest }, async (request) => {
    const s = requireOwner(request, 'revoke keys');
    const key = await ownKey(ctx.db, s.workspace.id, request.params.id);
    await revokeApiKey(ctx.db, key.id);
    return keyView((await ownKey(ctx.db, s.workspace.id, key.id)), defaultLimit(s.workspace));
  });
}
