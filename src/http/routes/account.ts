// The key's account: workspace, credit balance and the key's effective rate limit.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { authOf, requireApiKey, workspaceRateLimit } from '../guards.js';
import type { RouteDoc } from '../route-table.js';

export const accountRoutes: RouteDoc[] = [
  { method: 'GET', url: '/rest/v1/account', auth: 'key', tag: 'Account', summary: 'Workspace, credit balance and rate limit of the calling key', success: { status: 200, type: 'application/json', description: 'The account.' }, errors: ['unauthorized', 'rate_limited'] },
];

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/rest/v1/account', { onRequest: requireApiKey(ctx) }, async (request) => {
    const { key, workspace } = authOf(request);
    const fresh = await ctx.db.selectFrom('workspaces').select(['balance']).where('id', '=', workspace.id).executeTakeFirstOrThrow();
    return {
      object: 'account',
      workspace: { id: workspace.id, name: workspace.name },
      balance: fresh.balance,
      key: { id: key.id, name: key.name, prefix: key.prefix },
      rate_limit: {
        per_minute: key.rate_limit ?? workspace.rate_limit ?? ctx.config.defaultRateLimit,
        source: key.rate_limit !== null ? 'key' : workspace.rate_limit !== null ? 'workspace' : 'default',
        // All keys of the workspace together (DIAGRAM_WORKSPACE_RATE_LIMIT).
        workspace_per_minute: workspaceRateLimit(ctx, workspace),
      },
      billing_url: `${ctx.config.appUrl}/billing`,
    };
  });
}
