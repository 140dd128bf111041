// The playground's downloads of a generation: SVG as stored, PNG (cached, sized like the API's), vector PDF. 0 credits.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors.js';
import type { GenerationRow } from '../../generations/generation-record.js';
import { pngQuery } from '../../generations/requests.js';
import { zodDetails } from '../../generations/validate-create.js';
import type { AppContext } from '../../http/app-context.js';
import { drawPdf, drawPng, imageSizeHeaders, pngSize } from '../../http/routes/downloads.js';
import { requireSession, sessionOf } from '../web-auth.js';
import { loadWorkspaceGeneration } from './generation-routes.js';

function servable(row: GenerationRow): { svg: string; width: number; height: number } {
  if (row.status !== 'succeeded' || row.svg === null) throw new AppError('not_found', 'This generation has no diagram to download: it did not succeed.');
  return { svg: row.svg, width: row.width ?? 1, height: row.height ?? 1 };
}

function fileName(row: GenerationRow, ext: string): string {
  const slug = (row.title ?? row.design ?? 'diagram').toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'diagram';
  return `${slug}.${ext}`;
}

/** `?download=1` asks for an attachment; without it the file shows inline (the page's preview). */
function disposition(reply: FastifyReply, row: GenerationRow, ext: string, download: boolean): FastifyReply {
  return reply.header('Cache-Control', 'private, no-cache')
    .header('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${fileName(row, ext)}"`);
}

type Req = { Params: { id: string }; Querystring: Record<string, string> };

function split(query: Record<string, string>): { download: boolean; rest: Record<string, string> } {
  const { download, r: _revision, ...rest } = query;
  return { download: download === '1', rest };
}

export function registerDownloadRoutes(web: FastifyInstance, ctx: AppContext): void {
  const onRequest = requireSession(ctx.db);
  const load = (request: { params: { id: string } } & Parameters<typeof sessionOf>[0]) =>
    loadWorkspaceGeneration(ctx.db, sessionOf(request).workspace.id, request.params.id);

  web.get<Req>('/app/api/generations/:id/diagram.svg', { onRequest }, async (request, reply) => {
    const row = await load(request);
    const { svg } = servable(row);
    return disposition(reply, row, 'svg', split(request.query).download).type('image/svg+xml; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:; sandbox").send(svg);
  });

  web.get<Req>('/app/api/generations/:id/diagram.png', { onRequest }, async (request, reply) => {
    const row = await load(request);
    const { download, rest } = split(request.query);
    const parsed = pngQuery.safeParse(rest);
    if (!parsed.success) throw new AppError('export_error', 'The PNG options are out of range.', zodDetails(parsed.error));
    const { svg, width, height } = servable(row);
    const size = pngSize(width, height, parsed.data);
    const key = `${row.id}:${row.revision}:${size.width}x${size.height}:${parsed.data.background ?? 'theme'}`;
    let png = ctx.pngCache.get(key);
    if (!png) {
      png = await drawPng(ctx, svg, size.width, parsed.data.background);
      ctx.pngCache.set(key, png);
    }
    return imageSizeHeaders(disposition(reply, row, 'png', download), png).type('image/png').send(png);
  });

  web.get<Req>('/app/api/generations/:id/diagram.pdf', { onRequest }, async (request, reply) => {
    const row = await load(request);
    const { svg, width, height } = servable(row);
    const pdf = await drawPdf(ctx, svg, width, height);
    return disposition(reply, row, 'pdf', split(request.query).download).type('application/pdf').send(pdf);
  });
}
