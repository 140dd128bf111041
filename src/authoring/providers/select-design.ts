// Prompt + design catalog → ranked design choices from one structured model call (unknown ids rejected).
import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { Kind } from '../../spec/kinds.js';
import type { DesignChoice } from '../model.js';
import { fenceUserPrompt, renderTemplate } from '../prompts/index.js';
import { parseJsonAnswer } from './content-schema.js';
import { redactSecrets } from './secrets.js';
import type { JsonSchema } from './content-schema.js';
import { callStructured } from './structured-call.js';
import type { StructuredAnswer, StructuredCall } from './structured-call.js';

/** What a model needs to know of a design to choose it. */
export interface CatalogEntry { id: string; kind: Kind; name: string; description: string }

export const MAX_RANKED = 3;

export function selectionSchema(catalog: readonly CatalogEntry[]): JsonSchema {
  return {
    type: 'object',
    properties: {
      ranking: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_RANKED,
        items: {
          type: 'object',
          properties: {
            design: { type: 'string', enum: catalog.map((d) => d.id) },
            score: { type: 'number', minimum: 0, maximum: 1 },
            reason: { type: 'string', maxLength: 200 },
          },
          required: ['design', 'score', 'reason'],
          additionalProperties: false,
        },
      },
    },
    required: ['ranking'],
    additionalProperties: false,
  };
}

export function selectionSystemPrompt(catalog: readonly CatalogEntry[]): string {
  const lines = catalog.map((d) => `${d.id} | ${d.kind} | ${oneLine(d.description)}`);
  return renderTemplate('selectDesign', { catalog: lines.join('\n') });
}

// Lenient on score and reason (they only inform), strict on the design id.
const answerSchema = z.object({
  ranking: z.array(z.object({
    design: z.string(),
    score: z.number().catch(0),
    reason: z.string().catch(''),
  })).min(1),
});

export interface Selection { ranking: DesignChoice[]; answer: StructuredAnswer }

export async function selectDesign(
  base: Pick<StructuredCall, 'model' | 'signal' | 'errors'>,
  catalog: readonly CatalogEntry[],
  prompt: string,
): Promise<Selection> {
  if (catalog.length === 0) throw new AppError('design_selection_failed', 'No design is registered to choose from.');
  const answer = await callStructured({
    ...base,
    system: selectionSystemPrompt(catalog),
    messages: [{ role: 'user', content: fenceUserPrompt(prompt) }],
    schema: selectionSchema(catalog),
    name: 'design_choice',
  });
  const parsed = parseJsonAnswer(answer.text);
  const checked = parsed.ok ? answerSchema.safeParse(parsed.value) : undefined;
  if (!checked?.success) {
    throw new AppError('design_selection_failed', 'The model did not answer with a design choice.', {
      provider: base.errors.provider,
      answer: redactSecrets(answer.text.slice(0, 200), base.errors.secrets),
    });
  }
  const known = new Set(catalog.map((d) => d.id));
  const best = checked.data.ranking[0];
  if (!known.has(best.design)) {
    throw new AppError('design_selection_failed', 'The model chose a design that is not in the catalog.', {
      provider: base.errors.provider,
      design: redactSecrets(best.design.slice(0, 100), base.errors.secrets),
    });
  }
  const seen = new Set<string>();
  const ranking: DesignChoice[] = [];
  for (const c of checked.data.ranking) {
    if (!known.has(c.design) || seen.has(c.design)) continue;
    seen.add(c.design);
    ranking.push({ design: c.design, score: Math.min(1, Math.max(0, c.score)), reason: c.reason.slice(0, 200) });
  }
  return { ranking: ranking.slice(0, MAX_RANKED), answer };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
