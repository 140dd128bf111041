// Prompt templates (files beside this one) → rendered messages, the fenced user prompt, and PROMPT_VERSION.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Bump with the file names when the instructions change in meaning; the hash catches silent edits. */
const TEMPLATE_GENERATION = 'v1';

const FILES = {
  selectDesign: 'select-design.v1.md',
  authorContent: 'author-content.v1.md',
  authorRequest: 'author-request.v1.md',
  repairContent: 'repair-content.v1.md',
  editContent: 'edit-content.v1.md',
  editRequest: 'edit-request.v1.md',
} as const;

export type TemplateName = keyof typeof FILES;

// Read once at start: the templates are part of the program, not of the request.
// (A build that copies src/ to dist/ must copy these *.md files too.)
const TEMPLATES = Object.fromEntries(
  Object.entries(FILES).map(([key, file]) => [key, readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').trim()]),
) as Record<TemplateName, string>;

/** Stored on every generation made by a provider: the template generation and a hash of their text. */
export const PROMPT_VERSION = `${TEMPLATE_GENERATION}.${createHash('sha256')
  .update(Object.values(FILES).map((f, i) => `${f}\n${Object.values(TEMPLATES)[i]}`).join('\n\0'))
  .digest('hex')
  .slice(0, 8)}`;

/**
 * Fills `{{name}}` placeholders in one pass, so a value that itself contains `{{...}}`
 * (the user's text) is never expanded again. A placeholder without a value is a bug.
 */
export function renderTemplate(name: TemplateName, vars: Record<string, string> = {}): string {
  return TEMPLATES[name].replace(/\{\{([a-z_]+)\}\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`prompt template ${name}: no value for {{${key}}}`);
    return value;
  });
}

/** An edit instruction as content, fenced like a prompt (the tag name differs so each fence is clear to the model). */
export function fenceInstruction(text: string): string {
  const defused = text.replace(/<(\s*\/?\s*(?:user_instruction|current_content))/gi, '‹$1');
  return `<user_instruction>\n${defused}\n</user_instruction>`;
}

/**
 * The user's text as content: inside <user_prompt> tags, with any tag of that name in the
 * text defused so the text cannot close the fence and speak as the instructions.
 */
export function fenceUserPrompt(text: string): string {
  const defused = text.replace(/<(\s*\/?\s*user_prompt)/gi, '‹$1');
  return `<user_prompt>\n${defused}\n</user_prompt>`;
}
