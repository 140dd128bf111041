// The playground's generations: create and edit (the same use cases and charges as the REST API), list, fetch, re-render,
// restyle, revisions and reverts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { getBalance } from '../../billing/ledger.js';
import { AppError } from '../../errors.js';
import { type GenerationRow, toGenerationRecord } from '../../generations/generation-record.js';
import { toRevisionEntry } from '../../generations/generation-record.js';
import { listQuery, renderBody, revertBody, revisionsQuery } from '../../generations/requests.js';
import { renderAgain, restyle } from '../../generations/rerender.js';
import { revertTo } from '../../generations/revert.js';
import { runEdit } from '../../generations/run-edit.js';
import { runGeneration } from '../../generations/run-generation.js';
import { validateEdit } from '../../generations/validate-edit.js';
import { listRevisions } from '../../storage/revision-rows.js';
import { parseStyle, validateCreate } from '../../generations/validate-create.js';
import type { AppContext } from '../../http/app-context.js';
import { sendError } from '../../http/error-handling.js';
import { failureWithRecord, runnerDeps } from '../../http/run-request.js';
import { CONNECTORS, FONT_IDS, THEME_IDS } from '../../spec/style.js';
import type { Db } from '../../storage/database.js';
import { SUMMARY_COLUMNS, type GenerationSummary } from '../../storage/generation-rows.js';
import { requireSession, sessionOf } from '../web-auth.js';
import type { WebSession } from '../sessions.js';
import { parseBody } from './session-routes.js';

const styleBody = z.strictObject({ style: z.record(z.string(), z.unknown()) });

const FONT_NAMES: Record<string, string> = { inter: 'Inter', 'source-serif': 'Source Serif', 'jetbrains-mono': 'JetBrains Mono', caveat: 'Caveat (handwritten)' };

/** What the restyle panel offers, from the style schema itself. */
export const STYLE_OPTIONS = {
  themes: [...THEME_IDS],
  fonts: FONT_IDS.map((id) => ({ id, name: FONT_NAMES[id] ?? id })),
  connectors: [...CONNECTORS],
  corner_radius: { min: 0, max: 40 },
};

/** The API's generation record, with file links the signed-in page can open (the /rest/v1 ones need an API key). */
export function webRecord(row: GenerationSummary, balance: number) {
  const record = toGenerationRecord(row, balance, '');
  const base = `/app/api/generations/${row.id}`;
  const files = record.files ? { svg: `${base}/diagram.svg?r=${row.revision}`, png: `${base}/diagram.png?r=${row.revision}`, pdf: `${base}/diagram.pdf?r=${row.revision}` } : null;
  return { ...record, files };
}

export async function loadWorkspaceGeneration(db: Db, workspaceId: string, id: string): Promise<GenerationRow> {
  const row = await db.selectFrom('generations').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
  if (!row) throw new AppError('not_found', 'This diagram does not exist in your workspace.');
  return row;
}

/** The same per-minute limit as the workspace's keys, counted per signed-in person. */
async function limitPerMinute(ctx: AppContext, session: WebSession, reply: FastifyReply): Promise<void> {
  const limit = session.workspace.rate_limit ?? ctx.config.defaultRateLimit;
  const d = await ctx.rateLimiter.consume(`user:${session.user.id}`, limit);
  reply.header('RateLimit-Limit', String(d.limit)).header('RateLimit-Remaining', String(d.remaining)).header('RateLimit-Reset', String(d.resetSeconds));
  if (!d.allowed) {
    throw new AppError('rate_limited', `Too many requests: wait ${d.resetSeconds} seconds and try again.`, { limit: d.limit, retry_after: d.resetSeconds }, { 'Retry-After': String(d.resetSeconds) });
  }
}

export function registerGenerationRoutes(web: FastifyInstance, ctx: AppContext): void {
  const onRequest = requireSession(ctx.db);
  const deps = runnerDeps(ctx);

  web.get('/app/api/style-options', { onRequest }, async () => STYLE_OPTIONS);

  web.post('/app/api/generations', { onRequest }, async (request, reply) => {
    const s = sessionOf(request);
    await limitPerMinute(ctx, s, reply);
    const valid = validateCreate(request.body, ctx.model);
    const outcome = await runGeneration({ ...deps, log: request.log }, s.workspace.id, null, valid);
    const record = webRecord(outcome.row, outcome.balance);
    if (outcome.error) return sendError(reply, failureWithRecord(outcome.error, record));
    return reply.code(201).send(record);
  });

  web.get('/app/api/generations', { onRequest }, async (request) => {
    const s = sessionOf(request);
    const { limit, cursor } = parseBody(listQuery, request.query);
    // The list never shows the SVG: leave its 30–70 KB per row in the database.
    let q = ctx.db.selectFrom('generations').select(SUMMARY_COLUMNS).where('workspace_id', '=', s.workspace.id);
    if (cursor) {
      const [created_at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
      if (!created_at || !id) throw new AppError('validation_failed', 'The list position is not valid; reload the page.');
      q = q.where((eb) => eb.or([eb('created_at', '<', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '<', id)])]));
    }
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
    const page = rows.slice(0, limit);
    const balance = await getBalance(ctx.db, s.workspace.id);
    const last = page[page.length - 1];
    return {
      object: 'list',
      data: page.map((r) => webRecord(r, balance)),
      next_cursor: rows.length > limit && last ? Buffer.from(`${last.created_at}|${last.id}`).toString('base64url') : null,
    };
  });

  web.get<{ Params: { id: string } }>('/app/api/generations/:id', { onRequest }, async (request) => {
    const s = sessionOf(request);
    const row = await loadWorkspaceGeneration(ctx.db, s.workspace.id, request.params.id);
    return webRecord(row, await getBalance(ctx.db, s.workspace.id));
  });

  web.post<{ Params: { id: string } }>('/app/api/generations/:id/render', { onRequest }, async (request, reply) => {
    const s = sessionOf(request);
    await limitPerMinute(ctx, s, reply);
    const row = await loadWorkspaceGeneration(ctx.db, s.workspace.id, request.params.id);
    const updated = await renderAgain(ctx.db, row, parseBody(renderBody, request.body));
    return webRecord(updated, await getBalance(ctx.db, s.workspace.id));
  });

  // The page always holds the whole style, so it replaces the stored one (the API merges; a merge could never clear a palette).
  web.post<{ Params: { id: string } }>('/app/api/generations/:id/style', { onRequest }, async (request, reply) => {
    const s = sessionOf(request);
    await limitPerMinute(ctx, s, reply);
    const row = await loadWorkspaceGeneration(ctx.db, s.workspace.id, request.params.id);
    const style = parseStyle(parseBody(styleBody, request.body).style);
    const updated = await restyle(ctx.db, { ...row, style_json: '{}' }, style);
    return webRecord(updated, await getBalance(ctx.db, s.workspace.id));
  });

  // Edits cost 1 credit, like the API's; an instruction the model cannot apply is refused before any charge.
  web.post<{ Params: { id: string } }>('/app/api/generations/:id/edits', { onRequest }, async (request, reply) => {
    const s = sessionOf(request);
    await limitPerMinute(ctx, s, reply);
    const row = await loadWorkspaceGeneration(ctx.db, s.workspace.id, request.params.id);
    const valid = await validateEdit(request.body, row, ctx.model);
    const outcome = await runEdit({ ...deps, log: request.log }, row, valid);
    const record = webRecord(outcome.row, outcome.balance);
    if (outcome.error) return sendError(reply, failureWithRecord(outcome.error, record));
    return record;
  });

  web.get<{ Params: { id: string } }>('/app/api/generations/:id/revisions', { onRequest }, async (request) => {
    const s = sessionOf(request);
    const row = await loadWorkspaceGeneration(ctx.db, s.workspace.id, request.params.id);
    const { limit, cursor } = parseBody(revisionsQuery, request.query);
    const page = await listRevisions(ctx.db, row, { limit: limit + 1, ...(cursor ? { after: Number(cursor) } : {}) });
    const data = page.slice(0, limit).map((r) => toRevisionEntry(r, row.status));
    return { object: 'list', data, next_cursor: page.length > limit ? String(data[data.length - 1]!.revision) : null };
  });

  web.post<{ Params: { id: string } }>('/app/api/generations/:id/revert', { onRequest }, async (request, reply) => {
    const s = sessionOf(request);
    await limitPerMinute(ctx, s, reply);
    const row = await loadWorkspaceGeneration(ctx.db, s.workspace.id, request.params.id);
    const updated = await revertTo(ctx.db, row, parseBody(revertBody, request.body).revision, row.svg);
    return webRecord(updated, await getBalance(ctx.db, s.workspace.id));
  });
}
