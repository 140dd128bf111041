// Admission-time validation of POST /generations: fields, prompt size, design, params and style.
import { z } from 'zod';
import type { DiagramModel } from '../authoring/model.js';
import { nothingToDraw } from '../authoring/nothing-to-draw.js';
import { getDesign } from '../designs/registry.js';
import { AppError } from '../errors.js';
import { type Style, styleSchema } from '../spec/style.js';
import { createGenerationBody, PROMPT_MAX } from './requests.js';

export interface ValidCreate {
  prompt: string;
  design: string;
  params: Record<string, unknown> | undefined;
  style: Style;
}

export function zodDetails(error: z.ZodError): { issues: { path: string; message: string }[] } {
  return { issues: error.issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message })) };
}

export function parseStyle(input: unknown): Style {
  const res = styleSchema.safeParse(input ?? {});
  if (!res.success) throw new AppError('invalid_options', 'The style object is not valid.', zodDetails(res.error));
  return res.data;
}

export function validateCreate(body: unknown, model: DiagramModel): ValidCreate {
  const res = createGenerationBody.safeParse(body);
  if (!res.success) throw new AppError('validation_failed', 'The request body is not valid.', zodDetails(res.error));
  const prompt = res.data.prompt.trim();
  if (prompt.length === 0) throw new AppError('validation_failed', 'The prompt is empty.', { issues: [{ path: 'prompt', message: 'must not be empty' }] });
  // Characters are counted as Unicode code points, as people count them (an emoji is one).
  if (prompt.length > PROMPT_MAX && [...prompt].length > PROMPT_MAX) {
    throw new AppError('validation_failed', `The prompt is longer than ${PROMPT_MAX} characters.`, { issues: [{ path: 'prompt', message: `at most ${PROMPT_MAX} characters` }] });
  }
  const nothing = nothingToDraw(prompt);
  if (nothing) throw new AppError('validation_failed', nothing, { issues: [{ path: 'prompt', message: 'nothing to draw' }] });
  const designId = res.data.design.trim();
  let params: Record<string, unknown> | undefined;
  if (designId === 'auto') {
    if (res.data.params !== undefined) {
      throw new AppError('invalid_parameters', 'params need a named design: with design "auto" the design is not known in advance.', { issues: [{ path: 'params', message: 'not allowed with design auto' }] });
    }
  } else {
    const design = getDesign(designId);
    if (!design) throw new AppError('invalid_parameters', `Unknown design "${designId}". See GET /rest/v1/designs.`, { issues: [{ path: 'design', message: 'unknown design id' }] });
    const p = design.params.safeParse(res.data.params ?? {});
    if (!p.success) throw new AppError('invalid_parameters', `params do not fit the design "${designId}".`, zodDetails(p.error));
    params = res.data.params ?? {};
  }
  const style = parseStyle(res.data.style);
  model.validate?.({ prompt, design: designId });
  return { prompt, design: designId, params, style };
}
