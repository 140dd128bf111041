// Operations and reference: /healthz, /readyz, /rest/v1/openapi.json and the /docs page.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { redisState } from '../../rate-limits/redis-client.js';
import { renderPoolState } from '../../workers/render-pool.js';
import type { AppContext } from '../app-context.js';
import type { RouteDoc } from '../route-table.js';

export const operationRoutes: RouteDoc[] = [
  { method: 'GET', url: '/rest/v1/openapi.json', auth: 'none', tag: 'Reference', summary: 'This API as an OpenAPI 3.1 document', success: { status: 200, type: 'application/json', description: 'The document.' }, errors: [] },
];

export function registerOperationRoutes(app: FastifyInstance, ctx: AppContext, routes: () => readonly RouteDoc[]): void {
  // The document and the page are built on their first request, their modules loaded then too.
  let doc: Promise<Record<string, any>> | undefined;
  let page: Promise<string> | undefined;
  const openapi = () => (doc ??= import('../openapi.js').then(({ buildOpenApi }) => buildOpenApi(routes())));
  const docsPage = () => (page ??= Promise.all([openapi(), import('../docs-page.js'), import('../docs-guide.js')])
    .then(([document, { renderDocsPage }, { GUIDE_SECTIONS }]) => renderDocsPage(document, GUIDE_SECTIONS)));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, string> = {};
    try {
      await sql`select 1`.execute(ctx.db);
      checks.database = 'ok';
    } catch {
      checks.database = 'unavailable';
    }
    // Without Redis the instance still serves (per-instance rate limits), so Redis alone never makes it unready:
    // a load balancer must not take every instance out because the shared counter store is away.
    if (ctx.redis) checks.redis = redisState(ctx.redis);
    const rateLimits = ctx.redis && checks.redis === 'ok' ? 'shared' : 'per_instance';
    const ready = checks.database === 'ok';
    // The backlog as it is: generations and downloads admitted, and the tasks the render workers really hold
    // (a timed-out task is stopped on its worker, so it is counted nowhere once its answer is sent).
    const { threads, running, queued } = renderPoolState();
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready', checks, rate_limits: rateLimits,
      generations: ctx.capacity.stats, downloads: ctx.downloads.stats, render: { threads, running, queued },
    });
  });
  app.get('/rest/v1/openapi.json', async () => openapi());
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(await docsPage()));
}
