// PromptDoc → proportion content: parts of a whole with their values and unit.
import type { ProportionContent } from '../../../spec/content/index.js';
import { concise } from '../text/label.js';
import { flatItems, splitValue, tooFew, validated, type ExtractContext } from './common.js';

export function extractProportion(ctx: ExtractContext): ProportionContent {
  const { doc } = ctx;
  const units = new Set<string>();
  let source = flatItems(doc, 1).map((it) => it.text);
  if (doc.table && doc.table.header.length === 2) source = doc.table.rows.map((r) => `${r[0]} ${r[1]}`);
  const parsed = source.map((t) => {
    const v = splitValue(t);
    if (v.unit) units.add(v.unit);
    return { label: concise(v.value !== undefined ? v.text : t).label, value: v.value };
  }).filter((p) => p.label);
  const withValues = parsed.filter((p) => p.value !== undefined);
  // Without any number the parts are drawn equal rather than dropped; with some numbers, unvalued parts are left out.
  const parts = (withValues.length > 0 ? withValues : parsed.map((p) => ({ ...p, value: 1 }))).slice(0, 20);
  if (parts.length < 1) throw tooFew('proportion chart', 1, 0, 'parts');
  return validated('proportion', { title: doc.title, unit: units.size === 1 ? [...units][0] : undefined, parts });
}
