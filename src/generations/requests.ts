// Request bodies of the generation endpoints, as zod schemas (validation, types and the OpenAPI document).
import { z } from 'zod';

export const PROMPT_MAX = 20_000;

export const createGenerationBody = z.strictObject({
  prompt: z.string().describe('Free-text description of the diagram, or diagram code (Mermaid, PlantUML, DOT). 1..20,000 characters after trimming.'),
  design: z.string().default('auto').describe('A design id from /rest/v1/designs, or `auto` to let the service choose.'),
  params: z.record(z.string(), z.unknown()).optional().describe("Design parameters, validated against the design's params_schema. Needs a named design."),
  style: z.record(z.string(), z.unknown()).optional().describe('The style object (theme, palette, font, corner_radius, connector).'),
});
export type CreateGenerationBody = z.infer<typeof createGenerationBody>;

export const renderBody = z.strictObject({
  design: z.string().optional().describe('Another design of the same kind; default: the current design.'),
  params: z.record(z.string(), z.unknown()).optional().describe('Design parameters; default: the current ones when the design stays, else the new design\'s defaults.'),
});

export const INSTRUCTION_MAX = 4_000;

export const editBody = z.strictObject({
  instruction: z.string().describe('What to change, as you would say it ("add a Redis cache between the API and the database", "rename Billing to Payments", "turn it left to right"), or diagram code that replaces the content. 1..4,000 characters after trimming.'),
});

export const revertBody = z.strictObject({
  revision: z.number().int().min(1).describe('The revision to go back to; it becomes the next revision, unchanged.'),
});

export const revisionsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  cursor: z.string().max(20).regex(/^\d+$/, 'a next_cursor value').optional(),
});

/** `?revision=n` on downloads: that revision's file instead of the latest. */
export const revisionQuery = z.coerce.number().int().min(1).max(1_000_000);
export const fileQuery = z.object({ revision: revisionQuery.optional().describe('a revision of the generation; default: the latest') });

export const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const pngQuery = z.strictObject({
  revision: revisionQuery.optional().describe('a revision of the generation; default: the latest'),
  scale: z.coerce.number().min(0.25).max(4).optional(),
  width: z.coerce.number().int().min(1).max(10_000).optional(),
  height: z.coerce.number().int().min(1).max(10_000).optional(),
  background: z.string().regex(/^(transparent|#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}))$/, 'transparent or a CSS hex colour').optional(),
});
export type PngQuery = z.infer<typeof pngQuery>;
