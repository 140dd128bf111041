// The playground's downloads of a generation: SVG as stored, PNG (cached, sized like the API's), vector PDF. 0 credits.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors.js';
import type { GenerationRow } from '../../generations/generation-record.js';
import { pngQuery } from '../../generations/requests.js';
import { zodDetails } from '../../generations/validate-create.js';
import type { AppContext } from '../../http/app-context.js';
import { drawPdf, drawPng, imageSizeHeaders, pngSize } from '../../http/routes/downloads.js';
import { requireSession, sessionOf } from '../web-auth.js';
import { rowAtRevision } from '../../generations/row-at-revision.js';
import { clipAtWord } from './billing-routes.js';
import { loadWorkspaceGeneration } from './generation-routes.js';

function servable(row: GenerationRow): { svg: string; width: number; height: number } {
  if (row.status !== 'succeeded' || row.svg === null) throw new AppError('not_found', 'This generation has no diagram to download: it did not succeed.');
  return { svg: row.svg, width: row.width ?? 1, height: row.height ?? 1 };
}

/** The diagram's title, else the first line of its prompt shortened at a word (what the console shows). */
function displayTitle(row: Pick<GenerationRow, 'title' | 'prompt'>): string {
  if (row.title?.trim()) return row.title.trim();
  const first = row.prompt.split('\n').map((l) => l.trim()).find((l) => l && !/^(```|~~~|---$|%%|\/\/|#)/.test(l)) ?? '';
  return clipAtWord(first, 60);
}

/**
 * `<title>-<end of the id>[-r<revision>].<ext>`, the name the console saves downloads under (web/src/format.ts,
 * downloadName): named after the diagram, and two diagrams or two revisions never overwrite each other.
 */
export function downloadFileName(row: Pick<GenerationRow, 'id' | 'title' | 'prompt' | 'revision'>, ext: string): string {
  const slug = displayTitle(row).toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '') || 'diagram';
  const id = row.id.replace(/^gen_/, '').slice(-6).toLowerCase();
  return `${slug}-${id}${row.revision > 1 ? `-r${row.revision}` : ''}.${ext}`;
}

/** `?download=1` asks for an attachment; without it the file shows inline (the page's preview). */
function disposition(reply: FastifyReply, row: GenerationRow, ext: string, download: boolean): FastifyReply {
  return reply.header('Cache-Control', 'private, no-cache')
    .header('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${downloadFileName(row, ext)}"`);
}

type Req = { Params: { id: string }; Querystring: Record<string, string> };

function split(query: Record<string, string>): { download: boolean; rest: Record<string, string> } {
  const { download, r: _cacheKey, revision: _revision, ...rest } = query;
  return { download: download === '1', rest };
}

export function registerDownloadRoutes(web: FastifyInstance, ctx: AppContext): void {
  const onRequest = requireSession(ctx.db);
  // `?revision=n` serves an earlier revision (the revision strip's thumbnails); `?r=` only busts caches.
  const load = async (request: { params: { id: string }; query: Record<string, string> } & Parameters<typeof sessionOf>[0]) =>
    rowAtRevision(ctx.db, await loadWorkspaceGeneration(ctx.db, sessionOf(request).workspace.id, request.params.id), request.query.revision);

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
