// PromptDoc → cycle content: 3–10 steps that return to the first.
import type { CycleContent } from '../../../spec/content/index.js';
import { matchKey } from '../text/label.js';
import { flatItems, itemLabel, tooFew, validated, type ExtractContext } from './common.js';

// A closing "... and back to the start" names no new step.
const BACK = /^(?:(?:and\s+)?(?:then\s+)?(?:go(?:es)?\s+)?back\s+to\s+(?:the\s+)?(?:start|beginning|first\s+\w+)|repeat(?:s)?(?:\s+the\s+cycle)?|and\s+so\s+on|the\s+cycle\s+(?:repeats|begins\s+again|starts\s+over)|start\s+(?:over|again))[.!]?$/i;

export function extractCycle(ctx: ExtractContext): CycleContent {
  const steps = flatItems(ctx.doc, 3).filter((it) => !BACK.test(it.text.trim())).map((it) => {
    const l = itemLabel(it);
    return { label: l.label.replace(/\s*(?:,\s*)?(?:and\s+)?(?:then\s+)?back\s+to\s+(?:the\s+)?(?:start|beginning)$/i, ''), description: l.description, icon: ctx.icon(l.label) };
  }).filter((s) => s.label);
  // "..., then collect feedback again" closes the loop on the first step rather than adding one.
  const key = (l: string) => matchKey(l.replace(/\s+(?:again|once more)$/i, ''));
  while (steps.length > 3 && key(steps[steps.length - 1].label) === key(steps[0].label)) steps.pop();
  steps.splice(10);
  if (steps.length < 3) throw tooFew('cycle', 3, steps.length, 'steps');
  return validated('cycle', { title: ctx.doc.title, steps });
}
