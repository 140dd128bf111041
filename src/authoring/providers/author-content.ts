// Prompt + chosen design → content valid for the design's kind: one structured call, at most one repair round.
import type { ModelMessage } from 'ai';
import { AppError } from '../../errors.js';
import { fenceUserPrompt, renderTemplate } from '../prompts/index.js';
import { checkContent, contentJsonSchema, formatIssues, parseJsonAnswer } from './content-schema.js';
import type { Checked, ContentIssue } from './content-schema.js';
import type { CatalogEntry } from './select-design.js';
import { addUsage, callStructured } from './structured-call.js';
import type { StructuredAnswer, StructuredCall, Usage } from './structured-call.js';

export interface Authored { content: unknown; usage: Usage; attempts: number }

const MAX_REPORTED_ISSUES = 30;

export function authorRequestMessage(design: CatalogEntry, prompt: string): string {
  return renderTemplate('authorRequest', {
    kind: design.kind,
    design: design.name,
    description: design.description.replace(/\s+/g, ' ').trim(),
    user_prompt: fenceUserPrompt(prompt),
  });
}

export async function authorContent(
  base: Pick<StructuredCall, 'model' | 'signal' | 'errors'>,
  design: CatalogEntry,
  prompt: string,
): Promise<Authored> {
  const call = {
    ...base,
    system: renderTemplate('authorContent'),
    schema: contentJsonSchema(design.kind),
    name: 'diagram_content',
  };
  const request: ModelMessage = { role: 'user', content: authorRequestMessage(design, prompt) };

  const first = await callStructured({ ...call, messages: [request] });
  const firstCheck = check(design, first);
  if (firstCheck.ok) return { content: firstCheck.value, usage: first.usage, attempts: 1 };

  // The repair round shows the model its own answer and exactly what is wrong with it.
  const second = await callStructured({
    ...call,
    messages: [
      request,
      { role: 'assistant', content: first.text.trim() || '(no answer)' },
      { role: 'user', content: renderTemplate('repairContent', { issues: formatIssues(firstCheck.issues) }) },
    ],
  });
  const usage = addUsage(first.usage, second.usage);
  const secondCheck = check(design, second);
  if (secondCheck.ok) return { content: secondCheck.value, usage, attempts: 2 };

  throw new AppError('generation_invalid_output', undefined, {
    provider: base.errors.provider,
    design: design.id,
    attempts: 2,
    issues: secondCheck.issues.slice(0, MAX_REPORTED_ISSUES),
  });
}

function check(design: CatalogEntry, answer: StructuredAnswer): Checked<unknown> {
  const parsed = parseJsonAnswer(answer.text);
  if (!parsed.ok) {
    const cut: ContentIssue[] = answer.finishReason === 'length'
      ? [{ path: '', message: 'the answer was cut off at the output limit: write a smaller diagram' }]
      : [];
    return { ok: false, issues: [...cut, ...parsed.issues] };
  }
  return checkContent(design.kind, parsed.value);
}
