// Billing: balance and the ledger (with the generations charged or refunded), and owners adding credits.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getBalance, grantCredits, listLedger } from '../../billing/ledger.js';
import type { AppContext } from '../../http/app-context.js';
import { requireOwner, requireSession, sessionOf } from '../web-auth.js';
import { parseBody } from './session-routes.js';

export const GRANT_MAX = 1_000_000;

/** At most `max` characters, cut after a whole word with an ellipsis (a prompt's first words, never half a word). */
export function clipAtWord(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
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
      ? await ctx.db.selectFrom('generations')
        .leftJoin('api_keys', 'api_keys.id', 'generations.api_key_id')
        .select(['generations.id', 'generations.title', 'generations.prompt', 'generations.status', 'generations.design',
          'api_keys.id as key_id', 'api_keys.name as key_name', 'api_keys.prefix as key_prefix'])
        .where('generations.id', 'in', ids).where('generations.workspace_id', '=', s.workspace.id).execute()
      : [];
    // Who spent the credit: the API key the generation was made with, or (no key) the playground of this console.
    const byId = new Map(gens.map(({ key_id, key_name, key_prefix, ...g }) => [g.id, {
      ...g, prompt: clipAtWord(g.prompt, 140),
      source: key_id ? { type: 'api_key' as const, id: key_id, name: key_name, prefix: key_prefix } : { type: 'playground' as const },
    }]));
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
