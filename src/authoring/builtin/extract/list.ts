// PromptDoc → list content: the prompt's items in order, with descriptions and icons.
import type { ListContent } from '../../../spec/content/index.js';
import { flatItems, itemLabel, leaves, tooFew, validated, type ExtractContext } from './common.js';

// "Center: YOUR TEAM" (a hub's middle, when too few spokes made it a list): the marker says where, not what.
const CENTRE_KEY = /^\s*(?:cent(?:er|re)|hub|core)\s*[:：]\s*(?=\S)/i;

const DANGLING = /,\s*(?:never|not|no|and|or|but|then|also|with|without|in|on|at|to|for|from|the|a|an|always|only|even|just)$/i;
const RUN_ON_NUMBER = /\s+(?=\d{1,2}\)\s+\S)/;
const NUMBERED = /^\s*(?:\d{1,2}|[a-z])[.)]\s+\S|^\s*\(\d{1,2}\)\s+\S|^\s*[①-⑳]/u;

export function extractList(ctx: ExtractContext): ListContent {
  const { doc } = ctx;
  // The centre on the first line was read as the lead ("Center") and its tail ("YOUR TEAM"): it heads the list.
  const centre = doc.itemSource === 'lines' && doc.lead && doc.tail && CENTRE_KEY.test(`${doc.lead}: ${doc.tail}`) ? leaves([doc.tail]) : [];
  // "Could someone turn these into cards …? We get a few new nurses … 1) Find your preceptor … 2) …": when the prose
  // numbers its items, the sentences around the numbered run are the request and its context, not items.
  // "1) Fill in the form 2) DBS check 3) Attend induction": numbered items run together in one sentence.
  const flat = flatItems(doc, 2).flatMap((it) => {
    const parts = it.children.length ? [] : it.text.split(RUN_ON_NUMBER);
    return parts.length >= 3 ? leaves(parts.map((p) => p.trim().replace(/[.!]+$/, ''))) : [it];
  });
  const numbered = flat.filter((it) => NUMBERED.test(it.text));
  const chosen = doc.itemSource === 'sentences' && numbered.length >= 3 && numbered.length < flat.length ? numbered : flat;
  const items = [...centre, ...chosen].slice(0, 30).map((it) => {
    const l = itemLabel({ ...it, text: it.text.replace(CENTRE_KEY, '') });
    // "Wash knives separately, never" (cut from "…, never in the sink pile"): a label does not end on a dangling word.
    const label = l.description ? l.label.replace(DANGLING, '') : l.label;
    return { label, description: l.description, icon: ctx.icon(label) };
  }).filter((x) => x.label);
  if (items.length < 1) throw tooFew('list', 1, 0, 'items');
  return validated('list', { title: doc.title, items });
}
