// PromptDoc → list content: the prompt's items in order, with descriptions and icons.
import type { ListContent } from '../../../spec/content/index.js';
import { flatItems, itemLabel, tooFew, validated, type ExtractContext } from './common.js';

export function extractList(ctx: ExtractContext): ListContent {
  const items = flatItems(ctx.doc, 2).slice(0, 30).map((it) => {
    const l = itemLabel(it);
    return { label: l.label, description: l.description, icon: ctx.icon(l.label) };
  }).filter((x) => x.label);
  if (items.length < 1) throw tooFew('list', 1, 0, 'items');
  return validated('list', { title: ctx.doc.title, items });
}
