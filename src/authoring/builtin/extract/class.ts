// PromptDoc → UML class content (filled in below).
import type { ClassContent } from '../../../spec/content/index.js';
import { flatItems, validated, type ExtractContext } from './common.js';

export function extractClass(ctx: ExtractContext): ClassContent {
  const items = flatItems(ctx.doc, 1);
  return validated('class', { classes: items.map((it, i) => ({ id: `c${i + 1}`, label: it.text })), relations: [] });
}
