// Public catalog: designs (list, one, preview), export options, icons (list, one SVG).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getDesign } from '../../designs/registry.js';
import { AppError } from '../../errors.js';
import { composeDiagram } from '../../generations/compose-diagram.js';
import { iconCatalog } from '../../icons/catalog.js';
import { KINDS } from '../../spec/kinds.js';
import type { AppContext } from '../app-context.js';
import { designRecord, EXPORT_OPTIONS, findDesigns, findIcons, iconRecord } from '../catalog-records.js';
import { baseUrlOf, publicRateLimit } from '../guards.js';
import type { RouteDoc } from '../route-table.js';
import { zodDetails } from '../../generations/validate-create.js';
import { rasterizeOffThread } from '../../workers/render-pool.js';

export const designsQuery = z.strictObject({
  kind: z.enum(KINDS).optional(),
  q: z.string().max(200).optional(),
});
export const iconsQuery = z.strictObject({
  q: z.string().max(200).optional(),
  set: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().regex(/^\d{1,6}$/).optional(),
});

const PUBLIC_ERRORS = ['rate_limited', 'validation_failed'];
export const catalogRoutes: RouteDoc[] = [
  { method: 'GET', url: '/rest/v1/designs', auth: 'none', tag: 'Catalog', summary: 'List designs', description: 'Filter by `kind`, search with `q` (name, description, tags).', query: designsQuery, success: { status: 200, type: 'application/json', description: 'A list of design records.' }, errors: PUBLIC_ERRORS },
  { method: 'GET', url: '/rest/v1/designs/:id', auth: 'none', tag: 'Catalog', summary: 'Get one design', success: { status: 200, type: 'application/json', description: 'A design record.' }, errors: [...PUBLIC_ERRORS, 'not_found'] },
  { method: 'GET', url: '/rest/v1/designs/:id/preview.png', auth: 'none', tag: 'Catalog', summary: "PNG preview of a design, drawn from its sample", success: { status: 200, type: 'image/png', description: 'The preview (ETag, Cache-Control).' }, errors: [...PUBLIC_ERRORS, 'not_found'] },
  { method: 'GET', url: '/rest/v1/export-options', auth: 'none', tag: 'Catalog', summary: 'List export formats and their options', success: { status: 200, type: 'application/json', description: 'A list of export options.' }, errors: PUBLIC_ERRORS },
  { method: 'GET', url: '/rest/v1/icons', auth: 'none', tag: 'Catalog', summary: 'Search icons', description: '`q` searches names and tags; `set` is `lucide` or `simple`; `limit` 1..200 (default 50); `cursor` from `next_cursor`.', query: iconsQuery, success: { status: 200, type: 'application/json', description: 'A list of icon records.' }, errors: PUBLIC_ERRORS },
  { method: 'GET', url: '/rest/v1/icons/:id.svg', auth: 'none', tag: 'Catalog', summary: "One icon's SVG", success: { status: 200, type: 'image/svg+xml', description: 'The icon, drawn with currentColor.' }, errors: [...PUBLIC_ERRORS, 'not_found'] },
];

const previews = new Map<string, { png: Buffer; etag: string }>();

async function previewOf(id: string): Promise<{ png: Buffer; etag: string }> {
  const hit = previews.get(id);
  if (hit) return hit;
  const design = getDesign(id);
  if (!design) throw new AppError('not_found', `No design "${id}".`);
  const composed = await composeDiagram({ version: 1, design: design.id, kind: design.kind, content: design.sample, params: {}, style: {} });
  const png = await rasterizeOffThread(composed.svg, { width: Math.min(800, Math.round(composed.width)) });
  const entry = { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
  previews.set(id, entry);
  return entry;
}

function parseQuery<T>(schema: z.ZodType<T>, query: unknown): T {
  const res = schema.safeParse(query);
  if (!res.success) throw new AppError('validation_failed', 'The query string is not valid.', zodDetails(res.error));
  return res.data;
}

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = publicRateLimit(ctx);
  app.get('/rest/v1/designs', { onRequest }, async (request) => {
    const q = parseQuery(designsQuery, request.query);
    const data = findDesigns(q).map((d) => designRecord(d, baseUrlOf(request)));
    return { object: 'list', data, next_cursor: null };
  });
  app.get<{ Params: { id: string } }>('/rest/v1/designs/:id', { onRequest }, async (request) => {
    const design = getDesign(request.params.id);
    if (!design) throw new AppError('not_found', `No design "${request.params.id}".`);
    return designRecord(design, baseUrlOf(request));
  });
  app.get<{ Params: { id: string } }>('/rest/v1/designs/:id/preview.png', { onRequest }, async (request, reply) => {
    const { png, etag } = await previewOf(request.params.id);
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=3600');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/png').send(png);
  });
  app.get('/rest/v1/export-options', { onRequest }, async () => ({ object: 'list', data: EXPORT_OPTIONS, next_cursor: null }));
  app.get('/rest/v1/icons', { onRequest }, async (request) => {
    const q = parseQuery(iconsQuery, request.query);
    const { icons, next_cursor } = findIcons(q);
    return { object: 'list', data: icons.map((i) => iconRecord(i, baseUrlOf(request))), next_cursor };
  });
  app.get<{ Params: { file: string } }>('/rest/v1/icons/:file', { onRequest }, async (request, reply) => {
    const file = request.params.file;
    const svg = file.endsWith('.svg') ? iconCatalog.svg(file.slice(0, -4)) : undefined;
    if (!svg) throw new AppError('not_found', `No icon "${file}".`);
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'").send(svg);
  });
}

