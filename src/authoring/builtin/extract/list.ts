// PromptDoc → list content: the prompt's items in order, with descriptions and icons.
import type { ListContent } from '../../../spec/content/index.js';
import { flatItems, itemLabel, leaves, tooFew, validated, type ExtractContext } from './common.js';

// "Center: YOUR TEAM" (a hub's middle, when too few spokes made it a list): the marker says where, not what.
const CENTRE_KEY = /^\s*(?:cent(?:er|re)|hub|core)\s*[:：]\s*(?=\S)/i;

const NUMBERED = /^\s*(?:\d{1,2}|[a-z])[.)]\s+\S|^\s*\(\d{1,2}\)\s+\S|^\s*[①-⑳]/u;

export function extractList(ctx: ExtractContext): ListContent {
  const { doc } = ctx;
  // The centre on the first line was read as the lead ("Center") and its tail ("YOUR TEAM"): it heads the list.
  const centre = doc.itemSource === 'lines' && doc.lead && doc.tail && CENTRE_KEY.test(`${doc.lead}: ${doc.tail}`) ? leaves([doc.tail]) : [];
  // "Could someone turn these into cards …? We get a few new nurses … 1) Find your preceptor … 2) …": when the prose
  // numbers its items, the sentences around the numbered run are the request and its context, not items.
  const flat = flatItems(doc, 2);
  const numbered = flat.filter((it) => NUMBERED.test(it.text));
  const chosen = doc.itemSource === 'sentences' && numbered.length >= 3 && numbered.length < flat.length ? numbered : flat;
  const items = [...centre, ...chosen].slice(0, 30).map((it) => {
    const l = itemLabel({ ...it, text: it.text.replace(CENTRE_KEY, '') });
    return { label: l.label, description: l.description, icon: ctx.icon(l.label) };
  }).filter((x) => x.label);
  if (items.length < 1) throw tooFew('list', 1, 0, 'items');
  return validated('list', { title: doc.title, items });
}
