// Billing: balance and the ledger (with the generations charged or refunded), and owners adding credits.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getBalance, grantCredits, listLedger } from '../../billing/ledger.js';
import type { AppContext } from '../../http/app-context.js';
import { requireOwner, requireSession, sessionOf } from '../web-auth.js';
import { parseBody } from './session-routes.js';

export const GRANT_MAX = 1_000_000;
const ledgerQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  before: z.coerce.number().int().min(1).optional(),
});
const grantBody = z.strictObject({ amount: z.number().int().min(1).max(GRANT_MAX), note: z.string().trim().max(200).optional() });

export function registerBillingRoutes(web: FastifyInstance, ctx: AppContext): void {
  const onRequest = requireSession(ctx.db);

  web.get('/app/api/billing', { onRequest }, async (request) => {
    const s = sessionOf(request);
    const q = parseBody(ledgerQuery, request.query);
    const rows = await listLedger(ctx.db, s.workspace.id, { limit: q.limit + 1, ...(q.before ? { before: q.before } : {}) });
    const page = rows.slice(0, q.limit);
    const ids = [...new Set(page.map((r) => r.generation_id).filter((id): id is string => id !== null))];
    const gens = ids.length
      ? await ctx.db.selectFrom('generations').select(['id', 'title', 'prompt', 'status', 'design']).where('id', 'in', ids).where('workspace_id', '=', s.workspace.id).execute()
      : [];
    const byId = new Map(gens.map((g) => [g.id, { ...g, prompt: g.prompt.slice(0, 140) }]));
    return {
      object: 'billing',
      balance: await getBalance(ctx.db, s.workspace.id),
      can_add_credits: s.user.role === 'owner',
      entries: page.map((r) => ({ ...r, generation: r.generation_id ? byId.get(r.generation_id) ?? null : null })),
      next_before: rows.length > q.limit ? page[page.length - 1]!.id : null,
    };
  });

  web.post('/app/api/credits', { onRequest }, async (request) => {
    const s = requireOwner(request, 'add credits');
    const body = parseBody(grantBody, request.body);
    const balance = await grantCredits(ctx.db, s.workspace.id, body.amount, body.note || `added by ${s.user.email}`);
    return { balance, added: body.amount };
  });
}
