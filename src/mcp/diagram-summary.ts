// A generation record → what the tools show of a diagram (and the schema of that), and the PNG preview that
// create_diagram and restyle_diagram return for the host model to look at.
import { z } from 'zod';
import { AppError, type ErrorBody } from '../errors.js';
import type { GenerationRecord } from '../generations/generation-record.js';
import type { PngQuery } from '../generations/requests.js';
import type { Backend } from './backend.js';
import { downloadFile } from './operations.js';
import type { Content, ToolOutput } from './tool.js';

/** What vision models take without scaling down; larger diagrams are previewed at this size on their longer side. */
export const PREVIEW_MAX_SIDE = 1568;

export const diagramSummary = z.object({
  id: z.string().describe('The diagram id (gen_…), for restyle_diagram and get_diagram.'),
  status: z.enum(['pending', 'running', 'succeeded', 'failed']),
  title: z.string().nullable(),
  kind: z.string().nullable().describe('What kind of diagram it is (flowchart, sequence, timeline, ...).'),
  design: z.string().nullable().describe('The design it is drawn with (see list_designs).'),
  params: z.record(z.string(), z.unknown()).describe("The design's parameters."),
  style: z.record(z.string(), z.unknown()).describe('The style applied (theme, palette, font, corner_radius, connector).'),
  revision: z.number().int().describe('1 when created, + 1 per restyle or re-render.'),
  width: z.number().nullable().describe('Size of the drawing in px.'),
  height: z.number().nullable(),
  svg_url: z.string().nullable().describe('Link to the SVG file (needs the API key as a Bearer token).'),
  png_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiagramSummary = z.infer<typeof diagramSummary>;

export function summaryOf(r: GenerationRecord): DiagramSummary {
  return {
    id: r.id, status: r.status, title: r.title, kind: r.kind, design: r.design, params: r.params, style: r.style, revision: r.revision,
    width: r.width, height: r.height, svg_url: r.files?.svg ?? null, png_url: r.files?.png ?? null, pdf_url: r.files?.pdf ?? null,
    created_at: r.created_at, updated_at: r.updated_at,
  };
}

/** The fields create_diagram and restyle_diagram add: what the call cost and what is left. */
export const chargedFields = {
  credits_charged: z.number().int().describe('Credits this call took: 1 for a creation, 0 for a restyle.'),
  credits_left: z.number().int().describe("The workspace's credit balance after this call."),
  preview_error: z.unknown().optional().describe('Why no PNG preview came with the answer (the diagram is stored all the same).'),
};

/** The `image` argument of create_diagram and restyle_diagram. */
export const imageArg = z.boolean().default(true)
  .describe('Return a PNG preview as image content (default true), to look at the result. false saves context when the id and links are enough.');

export function previewQuery(width: number | null, height: number | null): PngQuery {
  if (!width || !height || Math.max(width, height) <= PREVIEW_MAX_SIDE) return {};
  return width >= height ? { width: PREVIEW_MAX_SIDE } : { height: PREVIEW_MAX_SIDE };
}

export function pngContent(data: Buffer): Content {
  return { type: 'image', data: data.toString('base64'), mimeType: 'image/png' };
}

/**
 * The diagram's summary with what the call cost and a PNG preview. A preview that cannot be drawn now (the download
 * queue is full, say) does not fail the call: the diagram is stored and paid for, so it is reported beside it.
 */
export async function withPreview(backend: Backend, record: GenerationRecord, charged: number, image = true): Promise<ToolOutput> {
  const structured: Record<string, unknown> = { ...summaryOf(record), credits_charged: charged, credits_left: record.credits.balance };
  if (!image) return { structured };
  try {
    const png = await downloadFile(backend, record.id, 'png', previewQuery(record.width, record.height));
    return { structured, extra: [pngContent(png.data)] };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const body: ErrorBody = e.toBody();
    return { structured: { ...structured, preview_error: body } };
  }
}
