// Current content with its ids + the design + an instruction → the whole new content from the provider: one structured
// call with the kind's JSON Schema, at most one repair round, the same validation as authoring, and kept ids checked.
import type { ModelMessage } from 'ai';
import { AppError } from '../../errors.js';
import type { Kind } from '../../spec/kinds.js';
import { lostIds } from '../edit/diff.js';
import { ensureElementIds } from '../edit/ensure-ids.js';
import { fenceInstruction, renderTemplate } from '../prompts/index.js';
import { checkContent, contentJsonSchema, formatIssues, parseJsonAnswer } from './content-schema.js';
import type { Checked, ContentIssue } from './content-schema.js';
import type { CatalogEntry } from './select-design.js';
import { addUsage, callStructured } from './structured-call.js';
import type { StructuredAnswer, StructuredCall, Usage } from './structured-call.js';

export interface Edited { content: unknown; usage: Usage; attempts: number }

const MAX_REPORTED_ISSUES = 30;

export function editRequestMessage(design: CatalogEntry, content: unknown, instruction: string): string {
  return renderTemplate('editRequest', {
    kind: design.kind,
    design: design.name,
    content: JSON.stringify(content),
    user_instruction: fenceInstruction(instruction),
  });
}

/** Schema issues, and one issue per kept element whose id changed. */
export function checkEdited(kind: Kind, before: unknown, answer: StructuredAnswer): Checked<unknown> {
  const parsed = parseJsonAnswer(answer.text);
  if (!parsed.ok) {
    const cut: ContentIssue[] = answer.finishReason === 'length'
      ? [{ path: '', message: 'the answer was cut off at the output limit: answer with the whole content, compact' }]
      : [];
    return { ok: false, issues: [...cut, ...parsed.issues] };
  }
  const checked = checkContent(kind, parsed.value);
  if (!checked.ok) return checked;
  const lost = lostIds(kind, before, checked.value);
  if (lost.length) {
    return { ok: false, issues: lost.map((l) => ({ path: '', message: `the element "${l.label}" must keep its id "${l.id}" (it has "${l.now}" now)` })) };
  }
  return { ok: true, value: ensureElementIds(kind, checked.value) };
}

export async function editContent(
  base: Pick<StructuredCall, 'model' | 'signal' | 'errors'>,
  design: CatalogEntry,
  content: unknown,
  instruction: string,
): Promise<Edited> {
  const call = { ...base, system: renderTemplate('editContent'), schema: contentJsonSchema(design.kind), name: 'diagram_content' };
  const request: ModelMessage = { role: 'user', content: editRequestMessage(design, content, instruction) };

  const first = await callStructured({ ...call, messages: [request] });
  const firstCheck = checkEdited(design.kind, content, first);
  if (firstCheck.ok) return { content: firstCheck.value, usage: first.usage, attempts: 1 };

  const second = await callStructured({
    ...call,
    messages: [
      request,
      { role: 'assistant', content: first.text.trim() || '(no answer)' },
      { role: 'user', content: renderTemplate('repairContent', { issues: formatIssues(firstCheck.issues) }) },
    ],
  });
  const usage = addUsage(first.usage, second.usage);
  const secondCheck = checkEdited(design.kind, content, second);
  if (secondCheck.ok) return { content: secondCheck.value, usage, attempts: 2 };

  throw new AppError('generation_invalid_output', 'The model did not produce valid content for this edit.', {
    provider: base.errors.provider,
    design: design.id,
    attempts: 2,
    issues: secondCheck.issues.slice(0, MAX_REPORTED_ISSUES),
  });
}
