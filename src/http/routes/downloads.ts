// File downloads of a generation: SVG as stored, PNG rendered (and cached) per options, vector PDF. 0 credits.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { GenerationRow } from '../../generations/generation-record.js';
import { fileQuery, pngQuery } from '../../generations/requests.js';
import { rowAtRevision } from '../../generations/row-at-revision.js';
import { zodDetails } from '../../generations/validate-create.js';
import { svgToPdf } from '../../render/pdf.js';
import type { AppContext } from '../app-context.js';
import { requireApiKey } from '../guards.js';
import type { RouteDoc } from '../route-table.js';
import { loadOwnGeneration } from './generations.js';
import { rasterizeOffThread } from '../../workers/render-pool.js';

const ERRORS = ['unauthorized', 'rate_limited', 'not_found', 'validation_failed'];
export const downloadRoutes: RouteDoc[] = [
  { method: 'GET', url: '/rest/v1/generations/:id/diagram.svg', auth: 'key', tag: 'Downloads', summary: 'Download the SVG (0 credits)', description: '`revision` picks an earlier revision (default: the latest).', query: fileQuery, success: { status: 200, type: 'image/svg+xml', description: 'The diagram; ETag and If-None-Match supported.' }, errors: ERRORS },
  { method: 'GET', url: '/rest/v1/generations/:id/diagram.png', auth: 'key', tag: 'Downloads', summary: 'Download a PNG (0 credits)', description: '`scale` 0.25..4 (default 1), or `width`/`height` up to 10,000 px (aspect kept), `background` `transparent` or a CSS hex colour; `revision` picks an earlier revision (default: the latest). Out of range: 400 export_error.', query: pngQuery, success: { status: 200, type: 'image/png', description: 'The diagram as PNG; ETag and If-None-Match supported.' }, errors: [...ERRORS, 'export_error', 'renderer_failed'] },
  { method: 'GET', url: '/rest/v1/generations/:id/diagram.pdf', auth: 'key', tag: 'Downloads', summary: 'Download a vector PDF (0 credits)', description: '`revision` picks an earlier revision (default: the latest).', query: fileQuery, success: { status: 200, type: 'application/pdf', description: 'The diagram as PDF.' }, errors: [...ERRORS, 'renderer_failed'] },
];

const MAX_PIXELS = 10_000;

type FileRequest = FastifyRequest<{ Params: { id: string } }>;

/** The generation with its SVG at the revision asked for by `?revision=n` (default: the latest). */
export async function loadRevisionForDownload(ctx: AppContext, request: FileRequest): Promise<GenerationRow> {
  const row = await loadOwnGeneration(ctx, request, { svg: true });
  return rowAtRevision(ctx.db, row, (request.query as Record<string, unknown> | undefined)?.revision);
}

function fileName(row: GenerationRow, ext: string): string {
  const slug = (row.title ?? row.design ?? 'diagram').toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'diagram';
  return `${slug}-${row.id}.${ext}`;
}

function servable(row: GenerationRow): { svg: string; width: number; height: number } {
  if (row.status !== 'succeeded' || row.svg === null) {
    throw new AppError('not_found', 'This generation has no diagram to download: it did not succeed.', { status: row.status });
  }
  return { svg: row.svg, width: row.width ?? 1, height: row.height ?? 1 };
}

/** ETag, conditional GET and Content-Disposition; returns true when 304 was sent. */
function conditional(request: FastifyRequest, reply: FastifyReply, etag: string, row: GenerationRow, ext: string): boolean {
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache')
    .header('Content-Disposition', `attachment; filename="${fileName(row, ext)}"`);
  if (request.headers['if-none-match'] === etag) {
    reply.code(304).send();
    return true;
  }
  return false;
}

export function pngSize(width: number, height: number, q: { scale?: number | undefined; width?: number | undefined; height?: number | undefined }): { width: number; height: number } {
  let scale = q.scale ?? 1;
  if (q.width !== undefined) scale = q.width / width;
  else if (q.height !== undefined) scale = q.height / height;
  const out = { width: Math.round(width * scale), height: Math.round(height * scale) };
  if (out.width > MAX_PIXELS || out.height > MAX_PIXELS || out.width < 1 || out.height < 1) {
    throw new AppError('export_error', `The PNG would be ${out.width}×${out.height} px; each side must be 1..${MAX_PIXELS}.`, { width: out.width, height: out.height, max: MAX_PIXELS });
  }
  return out;
}

export function registerDownloadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = requireApiKey(ctx);
  app.get<{ Params: { id: string } }>('/rest/v1/generations/:id/diagram.svg', { onRequest }, async (request, reply) => {
    const row = await loadRevisionForDownload(ctx, request);
    const { svg } = servable(row);
    if (conditional(request, reply, `"${row.id}-r${row.revision}-svg"`, row, 'svg')) return reply;
    return reply.type('image/svg+xml; charset=utf-8').header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:; sandbox").send(svg);
  });

  app.get<{ Params: { id: string } }>('/rest/v1/generations/:id/diagram.png', { onRequest }, async (request, reply) => {
    const row = await loadRevisionForDownload(ctx, request);
    const parsed = pngQuery.safeParse(request.query);
    if (!parsed.success) throw new AppError('export_error', 'The PNG options are out of range.', zodDetails(parsed.error));
    const { svg, width, height } = servable(row);
    const size = pngSize(width, height, parsed.data);
    const bg = parsed.data.background ?? 'theme';
    const key = `${row.id}:${row.revision}:${size.width}x${size.height}:${bg}`;
    if (conditional(request, reply, `"${key.replace(/[^A-Za-z0-9:x_-]/g, '')}"`, row, 'png')) return reply;
    const cached = ctx.pngCache.get(key);
    if (cached) return reply.type('image/png').send(cached);
    let png: Buffer;
    try {
      png = await rasterizeOffThread(svg, { width: size.width, ...(parsed.data.background ? { background: parsed.data.background } : {}) });
    } catch (e) {
      throw new AppError('renderer_failed', 'The PNG could not be rendered.', { reason: e instanceof Error ? e.message : String(e) });
    }
    ctx.pngCache.set(key, png);
    return reply.type('image/png').send(png);
  });

  app.get<{ Params: { id: string } }>('/rest/v1/generations/:id/diagram.pdf', { onRequest }, async (request, reply) => {
    const row = await loadRevisionForDownload(ctx, request);
    const { svg, width, height } = servable(row);
    if (conditional(request, reply, `"${row.id}-r${row.revision}-pdf"`, row, 'pdf')) return reply;
    try {
      return reply.type('application/pdf').send(await svgToPdf(svg, width, height));
    } catch (e) {
      throw new AppError('renderer_failed', 'The PDF could not be rendered.', { reason: e instanceof Error ? e.message : String(e) });
    }
  });
}
