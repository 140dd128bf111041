// File downloads of a generation: SVG as stored, PNG rendered (and cached) per options, vector PDF. 0 credits.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { GenerationRow } from '../../generations/generation-record.js';
import { fileQuery, pngQuery } from '../../generations/requests.js';
import { rowAtRevision } from '../../generations/row-at-revision.js';
import { zodDetails } from '../../generations/validate-create.js';
import { RASTER_LIMITS } from '../../render/raster-limits.js';
import type { AppContext } from '../app-context.js';
import { requireApiKey } from '../guards.js';
import type { RouteDoc } from '../route-table.js';
import { loadOwnGeneration } from './generations.js';
import { pdfOffThread, rasterizeOffThread } from '../../workers/render-pool.js';
import { boundedDownload } from '../download-renders.js';

const ERRORS = ['unauthorized', 'rate_limited', 'not_found', 'validation_failed'];
export const downloadRoutes: RouteDoc[] = [
  { method: 'GET', url: '/rest/v1/generations/:id/diagram.svg', auth: 'key', tag: 'Downloads', summary: 'Download the SVG (0 credits)', description: '`revision` picks an earlier revision (default: the latest).', query: fileQuery, success: { status: 200, type: 'image/svg+xml', description: 'The diagram; ETag and If-None-Match supported.' }, errors: ERRORS },
  { method: 'GET', url: '/rest/v1/generations/:id/diagram.png', auth: 'key', tag: 'Downloads', summary: 'Download a PNG (0 credits)', description: '`scale` 0.25..4, or `width`/`height` up to 10,000 px (aspect kept), `background` `transparent` or a CSS hex colour; `revision` picks an earlier revision (default: the latest). A size that cannot be met (a side over 10,000 px, over 50 megapixels) is 400 export_error, never shrunk. Without a size the diagram is drawn at its own size, or as large as those limits allow; `X-Image-Width` and `X-Image-Height` give the size drawn. Past the download queue or time limit of the instance: 503 over_capacity with Retry-After.', query: pngQuery, success: { status: 200, type: 'image/png', description: 'The diagram as PNG; ETag and If-None-Match supported.' }, errors: [...ERRORS, 'export_error', 'renderer_failed', 'over_capacity'] },
  { method: 'GET', url: '/rest/v1/generations/:id/diagram.pdf', auth: 'key', tag: 'Downloads', summary: 'Download a vector PDF (0 credits)', description: '`revision` picks an earlier revision (default: the latest).', query: fileQuery, success: { status: 200, type: 'application/pdf', description: 'The diagram as PDF.' }, errors: [...ERRORS, 'renderer_failed', 'over_capacity'] },
];

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

/**
 * The PNG's size in px for the asked `scale`, `width` or `height`. An asked size that cannot be drawn (a side
 * over 10,000 px, more than 50 megapixels, under 1 px) is `400 export_error`: it is never shrunk silently.
 * Without any of them the diagram is drawn at its own size, or as large as the limits allow when it is
 * bigger; the response's X-Image-Width and X-Image-Height say which size it got.
 */
export function pngSize(width: number, height: number, q: { scale?: number | undefined; width?: number | undefined; height?: number | undefined }): { width: number; height: number } {
  const { maxSide, maxPixels } = RASTER_LIMITS;
  if (q.scale === undefined && q.width === undefined && q.height === undefined) {
    const fit = Math.min(1, maxSide / width, maxSide / height, Math.sqrt(maxPixels / (width * height)));
    return { width: Math.max(1, Math.floor(width * fit)), height: Math.max(1, Math.floor(height * fit)) };
  }
  let scale = q.scale ?? 1;
  if (q.width !== undefined) scale = q.width / width;
  else if (q.height !== undefined) scale = q.height / height;
  const out = { width: Math.round(width * scale), height: Math.round(height * scale) };
  if (out.width > maxSide || out.height > maxSide || out.width < 1 || out.height < 1) {
    throw new AppError('export_error', `The PNG would be ${out.width}×${out.height} px; each side must be 1..${maxSide}.`, { width: out.width, height: out.height, max: maxSide });
  }
  if (out.width * out.height > maxPixels) {
    throw new AppError('export_error', `The PNG would be ${out.width}×${out.height} px, ${((out.width * out.height) / 1e6).toFixed(1)} megapixels; at most ${maxPixels / 1e6} are drawn.`, { width: out.width, height: out.height, max_pixels: maxPixels });
  }
  return out;
}

/** A download's PNG, drawn on a render worker within the download bounds (503 past them). */
export function drawPng(ctx: AppContext, svg: string, width: number, background: string | undefined): Promise<Buffer> {
  return boundedDownload(ctx, 'PNG', async (signal) => {
    try {
      return await rasterizeOffThread(svg, { width, ...(background ? { background } : {}) }, signal);
    } catch (e) {
      if (signal.aborted) throw e;
      throw new AppError('renderer_failed', 'The PNG could not be rendered.', { reason: e instanceof Error ? e.message : String(e) });
    }
  });
}

/** A download's PDF, drawn on a render worker within the download bounds: pdfkit would hold the event loop. */
export function drawPdf(ctx: AppContext, svg: string, width: number, height: number): Promise<Buffer> {
  return boundedDownload(ctx, 'PDF', async (signal) => {
    try {
      return await pdfOffThread(svg, width, height, signal);
    } catch (e) {
      if (signal.aborted) throw e;
      throw new AppError('renderer_failed', 'The PDF could not be rendered.', { reason: e instanceof Error ? e.message : String(e) });
    }
  });
}

/** The size a PNG really has (its IHDR), for the X-Image-Width and X-Image-Height headers. */
export function imageSizeHeaders(reply: FastifyReply, png: Buffer): FastifyReply {
  return reply.header('X-Image-Width', String(png.readUInt32BE(16))).header('X-Image-Height', String(png.readUInt32BE(20)));
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
    if (cached) return imageSizeHeaders(reply, cached).type('image/png').send(cached);
    const png = await drawPng(ctx, svg, size.width, parsed.data.background);
    ctx.pngCache.set(key, png);
    return imageSizeHeaders(reply, png).type('image/png').send(png);
  });

  app.get<{ Params: { id: string } }>('/rest/v1/generations/:id/diagram.pdf', { onRequest }, async (request, reply) => {
    const row = await loadRevisionForDownload(ctx, request);
    const { svg, width, height } = servable(row);
    if (conditional(request, reply, `"${row.id}-r${row.revision}-pdf"`, row, 'pdf')) return reply;
    return reply.type('application/pdf').send(await drawPdf(ctx, svg, width, height));
  });
}
