// PromptDoc → hub content: a centre (the title or the named centre) and 3–12 spokes.
import type { HubContent } from '../../../spec/content/index.js';
import { nounPhrase } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { flatItems, itemLabel, leaves, tooFew, validated, type ExtractContext } from './common.js';

// Where a prompt names its centre: "X at the center", "X is the hub", "centered on X", "around X".
const CENTER_FIRST = [
  /^(?:with\s+)?(?:the\s+|a\s+|an\s+|our\s+)?(.{2,50}?)\s+(?:is\s+|sits\s+|stands\s+)?(?:at|in)\s+the\s+(?:cent(?:er|re)|middle|heart|core|hub)\b/i,
  /^(?:the\s+|a\s+|an\s+|our\s+)?(.{2,50}?)\s+(?:is|as|acts\s+as|serves\s+as)\s+(?:the|a|an)\s+(?:hub|cent(?:er|re)|core)\b/i,
  /^(?:the\s+|a\s+|an\s+|our\s+)?(.{2,50}?),?\s+surrounded\s+by\b/i,
  /\bwith\s+(?:the\s+|a\s+|an\s+)?(.{2,40}?)\s+(?:at|in)\s+the\s+(?:cent(?:er|re)|middle)\b/i,
];
const CENTER = /\b(?:cent(?:er|re)d?\s+(?:on|around)|around|hub(?:\s+is|\s+of)?|at\s+the\s+cent(?:er|re)\s+(?:is|sits|of)?|in\s+the\s+(?:cent(?:er|re)|middle)\s*(?:is|sits)?|with|connect(?:s|ed)?\s+to|surrounded\s+by)\s+(?:the\s+|a\s+|an\s+|our\s+)?([^,.;:]{2,50}?)(?=\s*(?:[,.;:]|$|\s(?:with|and\s+its|surrounded|connected|linked|feeding|that|which)\b))/i;

export function extractHub(ctx: ExtractContext): HubContent {
  const { doc } = ctx;
  let items = flatItems(doc, 3);
  let center: string | undefined;
  // "Center: X" lines and a single root with children name the centre themselves.
  if (doc.items.length === 1 && doc.items[0].children.length >= 3) {
    center = nounPhrase(doc.items[0].text);
    items = doc.items[0].children;
  }
  const centerLine = items.find((it) => /^(?:cent(?:er|re)|hub|core|middle)\s*[:=-]/i.test(it.text));
  if (centerLine) {
    center = nounPhrase(centerLine.text.replace(/^[^:=-]+[:=-]\s*/, ''));
    items = items.filter((it) => it !== centerLine);
  }
  if (!center) {
    for (const text of [doc.lead, doc.tail, doc.statements[0]?.text ?? ''].filter(Boolean)) {
      const m = CENTER_FIRST.map((re) => re.exec(text)).find((x) => x && !/^(?:it|this|that|spokes?)$/i.test(x[1].trim()));
      if (!m) continue;
      center = nounPhrase(m[1].replace(/^(?:hub\s+and\s+spoke\s+\w+\s+for\s+)/i, ''));
      // The spokes are what the sentence lists after naming the centre.
      const rest = text.slice(m.index + m[0].length).replace(/^[^,:;]*?(?:[,:;]|\s(?:connected|connecting|linked|linking|joining|surrounded|with|to|by|around)\b)\s*/i, '')
        .replace(/^(?:(?:connected|linked|joined|tied)\s+to|surrounded\s+by|with|around\s+it|and|connecting|linking|joining)\s*:?\s*/i, '').replace(/^(?:the\s+)?(?:\w+\s+)?(?:around\s+it|spokes|satellites)\s*:\s*/i, '');
      const parts = splitList(rest.replace(/[.!]+$/, ''));
      if (parts.length >= 3 && parts.every((p) => p.split(/\s+/).length <= 6)) items = leaves(parts);
      break;
    }
  }
  if (!center) {
    const m = CENTER.exec(doc.lead) ?? CENTER.exec(doc.statements[0]?.text ?? '');
    if (m && !/^(?:spokes?|\d+)/i.test(m[1])) center = nounPhrase(m[1]);
  }
  center ??= doc.title ?? (items.length > 3 ? nounPhrase(items[0].text) : undefined);
  if (center && !doc.title && items.length > 3 && nounPhrase(items[0].text) === center) items = items.slice(1);
  const spokes = items.map((it) => {
    const l = itemLabel(it);
    return { label: l.label, description: l.description, icon: ctx.icon(l.label) };
  }).filter((s) => s.label && s.label.toLowerCase() !== center?.toLowerCase()).slice(0, 12);
  if (spokes.length < 3) throw tooFew('hub', 3, spokes.length, 'spokes');
  const c = center ?? 'Hub';
  return validated('hub', { title: doc.title && doc.title !== c ? doc.title : undefined, center: { label: c, icon: ctx.icon(c) }, spokes });
}
