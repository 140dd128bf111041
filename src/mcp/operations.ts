// The operations the tools share, each in its local form (the same use cases as the REST routes) and its remote form
// (the REST API): create, fetch, list, re-render, restyle and download generations; search designs and icons.
import { getBalance } from '../billing/ledger.js';
import { AppError } from '../errors.js';
import { type GenerationRecord, toGenerationRecord } from '../generations/generation-record.js';
import { listGenerations } from '../generations/list-generations.js';
import type { PngQuery } from '../generations/requests.js';
import { renderAgain, restyle } from '../generations/rerender.js';
import { type GenerationDeps, runGeneration } from '../generations/run-generation.js';
import { parseStyle, validateCreate } from '../generations/validate-create.js';
import { designRecord, findDesigns, findIcons, iconRecord } from '../http/catalog-records.js';
import { drawPdf, drawPng, pngSize } from '../http/routes/downloads.js';
import { findGenerationSummary, findGenerationWithSvg, type GenerationSummary, type StoredGeneration } from '../storage/generation-rows.js';
import { type Backend, type LocalAccess, via } from './backend.js';

export type DesignRecord = ReturnType<typeof designRecord>;
export type IconRecordOut = ReturnType<typeof iconRecord>;
export interface CreateInput { prompt: unknown; design?: unknown; params?: unknown; style?: unknown }
export type Format = 'png' | 'svg' | 'pdf';
/** `width` and `height`: the PNG's pixels, or the diagram's size for SVG and PDF (when known). */
export interface FileDownload { format: Format; mediaType: string; data: Buffer; width?: number | undefined; height?: number | undefined }

const path = (id: string, rest = ''): string => `/rest/v1/generations/${encodeURIComponent(id)}${rest}`;
const defined = (o: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The caller's generation (another workspace's is unknown, as over REST). */
export async function ownRow(l: LocalAccess, id: string): Promise<GenerationSummary> {
  const row = await findGenerationSummary(l.ctx.db, l.workspaceId, id);
  if (!row) throw new AppError('not_found', `No generation "${id}".`);
  return row;
}

export async function recordOf(l: LocalAccess, row: GenerationSummary): Promise<GenerationRecord> {
  return toGenerationRecord(row, await getBalance(l.ctx.db, l.workspaceId), l.baseUrl);
}

/** A failure after funding, as POST /generations reports it: the stored (refunded) generation in `details.generation`. */
export function failureWith(e: AppError, record: GenerationRecord): AppError {
  const details = e.details && typeof e.details === 'object' && !Array.isArray(e.details)
    ? { ...e.details, generation: record }
    : { ...(e.details === undefined ? {} : { reason: e.details }), generation: record };
  return new AppError(e.code, e.message, details, e.headers);
}

/** What a paid use case needs, as the REST route gives it (capacity, time limit, crash-recovery owner, shutdown). */
export function generationDeps(l: LocalAccess): GenerationDeps {
  const { ctx } = l;
  return {
    db: ctx.db, model: ctx.model, capacity: ctx.capacity, timeoutMs: ctx.config.model.timeoutMs, owner: ctx.owner,
    billingUrl: `${ctx.config.appUrl}/billing`, inflight: ctx.inflight, ...(l.log ? { log: l.log } : {}),
  };
}

/** 1 credit; the admission order, capacity, time limit and refunds of POST /rest/v1/generations. */
export function createGeneration(b: Backend, input: CreateInput): Promise<GenerationRecord> {
  return via(b, {
    local: async (l) => {
      const valid = validateCreate(defined({ ...input }), l.ctx.model);
      const outcome = await runGeneration(generationDeps(l), l.workspaceId, l.keyId, valid);
      const record = toGenerationRecord(outcome.row, outcome.balance, l.baseUrl);
      if (outcome.error) throw failureWith(outcome.error, record);
      return record;
    },
    remote: (r) => r.json<GenerationRecord>('POST', '/rest/v1/generations', defined({ ...input })),
  });
}

export function getGeneration(b: Backend, id: string): Promise<GenerationRecord> {
  return via(b, {
    local: async (l) => recordOf(l, await ownRow(l, id)),
    remote: (r) => r.json<GenerationRecord>('GET', path(id)),
  });
}

export function listGenerationRecords(b: Backend, page: { limit: number; cursor?: string | undefined }): Promise<{ data: GenerationRecord[]; next_cursor: string | null }> {
  return via(b, {
    local: async (l) => {
      const { rows, next_cursor } = await listGenerations(l.ctx.db, l.workspaceId, page);
      const balance = await getBalance(l.ctx.db, l.workspaceId);
      return { data: rows.map((r) => toGenerationRecord(r, balance, l.baseUrl)), next_cursor };
    },
    remote: (r) => r.json('GET', `/rest/v1/generations?${new URLSearchParams(defined(page) as Record<string, string>)}`),
  });
}

/** Another design of the same kind and/or other params: 0 credits, revision + 1. */
export function rerenderGeneration(b: Backend, id: string, body: { design?: string | undefined; params?: Record<string, unknown> | undefined }): Promise<GenerationRecord> {
  return via(b, {
    local: async (l) => recordOf(l, await renderAgain(l.ctx.db, await ownRow(l, id), body)),
    remote: (r) => r.json<GenerationRecord>('POST', path(id, '/render'), defined(body)),
  });
}

/** Style fields merged over the stored style: 0 credits, revision + 1. */
export function restyleGeneration(b: Backend, id: string, style: unknown): Promise<GenerationRecord> {
  return via(b, {
    local: async (l) => {
      const row = await ownRow(l, id);
      return recordOf(l, await restyle(l.ctx.db, row, parseStyle(style)));
    },
    remote: (r) => r.json<GenerationRecord>('POST', path(id, '/style'), { style }),
  });
}

function servable(row: StoredGeneration | undefined, id: string): StoredGeneration & { svg: string } {
  if (!row) throw new AppError('not_found', `No generation "${id}".`);
  if (row.status !== 'succeeded' || row.svg === null) {
    throw new AppError('not_found', 'This generation has no diagram to download: it did not succeed.', { status: row.status });
  }
  return row as StoredGeneration & { svg: string };
}

/** The latest revision's file, drawn (PNG, PDF) on the render workers within the download bounds. 0 credits. */
export function downloadFile(b: Backend, id: string, format: Format, png: PngQuery = {}): Promise<FileDownload> {
  return via(b, {
    local: async (l) => {
      const { ctx } = l;
      const row = servable(await findGenerationWithSvg(ctx.db, l.workspaceId, id), id);
      const width = row.width ?? 1;
      const height = row.height ?? 1;
      if (format === 'svg') return { format, mediaType: 'image/svg+xml', data: Buffer.from(row.svg), width, height };
      if (format === 'pdf') return { format, mediaType: 'application/pdf', data: await drawPdf(ctx, row.svg, width, height), width, height };
      const size = pngSize(width, height, png);
      // The key of the PNG download route's cache, so either path reuses what the other drew.
      const key = `${row.id}:${row.revision}:${size.width}x${size.height}:${png.background ?? 'theme'}`;
      let data = ctx.pngCache.get(key);
      if (!data) {
        data = await drawPng(ctx, row.svg, size.width, png.background);
        ctx.pngCache.set(key, data);
      }
      return { format, mediaType: 'image/png', data, width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
    },
    remote: async (r) => {
      const query = format === 'png' ? new URLSearchParams(defined({ ...png }) as Record<string, string>).toString() : '';
      const file = await r.file(path(id, `/diagram.${format}${query ? `?${query}` : ''}`));
      const media = { png: 'image/png', svg: 'image/svg+xml', pdf: 'application/pdf' }[format];
      const side = (h: string) => Number(file.headers.get(h)) || undefined;
      return { format, mediaType: media, data: file.data, width: side('x-image-width'), height: side('x-image-height') };
    },
  });
}

export function searchDesigns(b: Backend, q: { kind?: string | undefined; q?: string | undefined }): Promise<DesignRecord[]> {
  return via(b, {
    local: async (l) => findDesigns(q).map((d) => designRecord(d, l.baseUrl)),
    remote: async (r) => (await r.json<{ data: DesignRecord[] }>('GET', `/rest/v1/designs?${new URLSearchParams(defined(q) as Record<string, string>)}`)).data,
  });
}

export function searchIcons(b: Backend, q: { q?: string | undefined; set?: string | undefined; limit: number; cursor?: string | undefined }): Promise<{ data: IconRecordOut[]; next_cursor: string | null }> {
  return via(b, {
    local: async (l) => {
      const { icons, next_cursor } = findIcons(q);
      return { data: icons.map((i) => iconRecord(i, l.baseUrl)), next_cursor };
    },
    remote: (r) => r.json('GET', `/rest/v1/icons?${new URLSearchParams(defined({ ...q, limit: String(q.limit) }) as Record<string, string>)}`),
  });
}
