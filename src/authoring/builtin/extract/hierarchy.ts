// PromptDoc → hierarchy content: an org chart or taxonomy from nesting, "reports to" sentences or arrows.
import type { HierarchyContent } from '../../../spec/content/index.js';
import { IdMaker } from '../text/label.js';
import { flatItems, tooFew, validated, type ExtractContext } from './common.js';
import { expandInline, nodesFromItems, nodesFromRelations, relationsFromSentences, topOf, type TreeNode } from './tree.js';
import { matchKey } from '../text/label.js';

const TOP_ROLE = /^(?:the\s+)?(?:ceo|chief executive|president|founder|owner|board|director|head|principal|chair(?:man|woman|person)?|managing director|general manager|gm|root|company|organi[sz]ation)\b/i;

export function extractHierarchy(ctx: ExtractContext): HierarchyContent {
  const { doc } = ctx;
  const ids = new IdMaker();
  let nodes: TreeNode[] = [];
  const rels = relationsFromSentences(doc);
  const arrowEdges = doc.arrows.flatMap((a) => a.chain.edges);
  if (rels.length >= 2 || (rels.length >= 1 && doc.itemSource !== 'lines')) {
    nodes = nodesFromRelations(rels, ids, ctx.icon);
  } else if (arrowEdges.length >= 1 && doc.itemSource !== 'lines') {
    nodes = nodesFromRelations(arrowEdges.map((e) => ({ parent: e.from, child: e.to })), ids, ctx.icon);
  } else {
    let items = doc.itemSource === 'lines' ? doc.items : flatItems(doc, 2);
    items = items.map(expandInline);
    const flat = items.every((i) => i.children.length === 0);
    // A flat list that opens with a top role ("CEO, CTO, CFO") hangs the rest under it.
    const top = topOf(doc);
    if (top && items.length >= 2 && !items.some((i) => matchKey(i.text) === matchKey(top))) {
      // "X at the top" with the groups listed after it: the groups hang under X.
      items = [{ text: top, children: items, header: false }];
    } else if (flat && items.length >= 3 && TOP_ROLE.test(items[0].text)) {
      const [root, ...rest] = items;
      items = [{ ...root, children: rest }];
    }
    nodes = nodesFromItems(items, ids, ctx.icon);
  }
  if (nodes.length < 1) throw tooFew('hierarchy', 1, 0, 'nodes');
  return validated('hierarchy', { title: doc.title, nodes });
}
