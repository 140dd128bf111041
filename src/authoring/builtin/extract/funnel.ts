// PromptDoc → funnel content: stages from the wide top to the narrow end, with values when written.
import type { FunnelContent } from '../../../spec/content/index.js';
import { concise } from '../text/label.js';
import { flatItems, splitValue, tooFew, validated, type ExtractContext } from './common.js';

export function extractFunnel(ctx: ExtractContext): FunnelContent {
  const { doc } = ctx;
  const units = new Set<string>();
  const stages = flatItems(doc, 2).map((it) => {
    const v = splitValue(it.text);
    if (v.unit) units.add(v.unit);
    const l = concise(v.value !== undefined ? v.text : it.text);
    const kids = it.children.map((c) => c.text).join('; ');
    return { label: l.label, description: [l.description, kids].filter(Boolean).join('; ') || undefined, value: v.value };
  }).filter((s) => s.label).slice(0, 10);
  if (stages.length < 2) throw tooFew('funnel', 2, stages.length, 'stages');
  return validated('funnel', { title: doc.title, stages, unit: units.size === 1 ? [...units][0] : undefined });
}
