// Re-render (another design of the same kind, other params) and restyle a stored generation: 0 credits.
import type { FastifyInstance } from 'fastify';
import { getBalance } from '../../billing/ledger.js';
import { AppError } from '../../errors.js';
import { toGenerationRecord } from '../../generations/generation-record.js';
import { renderBody } from '../../generations/requests.js';
import { renderAgain, restyle } from '../../generations/rerender.js';
import { parseStyle, zodDetails } from '../../generations/validate-create.js';
import { styleSchema } from '../../spec/style.js';
import type { AppContext } from '../app-context.js';
import { baseUrlOf, requireApiKey } from '../guards.js';
import type { RouteDoc } from '../route-table.js';
import { loadOwnGeneration } from './generations.js';

const ERRORS = ['unauthorized', 'rate_limited', 'not_found', 'validation_failed', 'payload_too_large', 'renderer_failed'];
export const rerenderRoutes: RouteDoc[] = [
  { method: 'POST', url: '/rest/v1/generations/:id/render', auth: 'key', tag: 'Generations', summary: 'Re-render the stored content (0 credits)', description: 'Optionally with another `design` of the same kind and other `params`. An empty body re-renders as it is. `revision` grows by one.', body: renderBody, success: { status: 200, type: 'application/json', description: 'The re-rendered generation record.' }, errors: [...ERRORS, 'invalid_parameters'] },
  { method: 'POST', url: '/rest/v1/generations/:id/style', auth: 'key', tag: 'Generations', summary: 'Change the style and re-render (0 credits)', description: 'The body is a style object (or `{"style": {...}}`); its fields are merged over the current style. `revision` grows by one.', body: styleSchema, success: { status: 200, type: 'application/json', description: 'The restyled generation record.' }, errors: [...ERRORS, 'invalid_options'] },
];

/** An absent body is the same as {}: render needs no fields. */
function bodyOrEmpty(body: unknown): unknown {
  return body === undefined || body === null ? {} : body;
}

export function registerRerenderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = requireApiKey(ctx);
  app.post<{ Params: { id: string } }>('/rest/v1/generations/:id/render', { onRequest }, async (request) => {
    const row = await loadOwnGeneration(ctx, request);
    const parsed = renderBody.safeParse(bodyOrEmpty(request.body));
    if (!parsed.success) throw new AppError('validation_failed', 'The request body is not valid.', zodDetails(parsed.error));
    const updated = await renderAgain(ctx.db, row, parsed.data);
    return toGenerationRecord(updated, await getBalance(ctx.db, row.workspace_id), baseUrlOf(request));
  });
  app.post<{ Params: { id: string } }>('/rest/v1/generations/:id/style', { onRequest }, async (request) => {
    const row = await loadOwnGeneration(ctx, request);
    const body = bodyOrEmpty(request.body) as Record<string, unknown>;
    const input = body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 1 && 'style' in body ? body.style : body;
    const style = parseStyle(input);
    const updated = await restyle(ctx.db, row, style);
    return toGenerationRecord(updated, await getBalance(ctx.db, row.workspace_id), baseUrlOf(request));
  });
}
