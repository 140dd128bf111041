// PromptDoc → mind map content: a central idea and branches (nested items, "topic: a, b", "topic (a, b)").
import type { MindmapContent } from '../../../spec/content/index.js';
import { concise, IdMaker } from '../text/label.js';
import { findEnumeration } from '../text/lists.js';
import { flatItems, leaves, validated, type ExtractContext } from './common.js';
import { nodesFromItems, nodesFromRelations, relationsFromSentences } from './tree.js';

export function extractMindmap(ctx: ExtractContext): MindmapContent {
  const { doc } = ctx;
  const ids = new IdMaker();
  let items = doc.itemSource === 'lines' ? doc.items : flatItems(doc, 2);
  let center = doc.title;
  if (items.length === 1 && items[0].children.length > 0) {
    center = concise(items[0].text).label;
    items = items[0].children;
  }
  // Prose: each sentence that enumerates ("For social media we could use Instagram and TikTok") becomes a branch.
  const enumerating = doc.sentences.filter((s) => findEnumeration(s, 2)).length;
  let branched = false;
  if (doc.itemSource === 'sentences' || (doc.itemSource === 'enumeration' && enumerating >= 2)) {
    const branches = doc.sentences.map((s) => {
      const e = findEnumeration(s, 2);
      const head = e?.before.replace(/^(?:for|in|on|about|under)\s+/i, '').replace(/\b(?:we|you|they)\s+(?:could|can|should|might|will)\s+(?:use|try|do|have)?$/i, '')
        .replace(/\s+(?:include|includes|are|is|cover|covers|involve|involves|consist\s+of|such\s+as)$/i, '').trim();
      return e ? { text: head || s, children: leaves(e.items), header: false } : { text: s, children: [], header: false };
    });
    if (branches.some((b) => b.children.length > 0)) { items = branches; branched = true; }
  }
  const rels = relationsFromSentences(doc);
  // "venue, guests, catering. Catering includes menu, ...": the listed topics stay, the relations add their children.
  const listed = doc.itemSource === 'inline' ? items.filter((i) => i.children.length === 0).map((i) => i.text) : [];
  // Branches read from enumerating sentences already hold what the relations say, and the sentences that are not
  // relations ("Guidelines: a, b") too.
  const nodes = rels.length >= 2 && doc.itemSource !== 'lines' && !branched ? nodesFromRelations(rels, ids, ctx.icon, listed) : nodesFromItems(items, ids, ctx.icon);
  center ??= doc.lead ? concise(doc.lead).label : nodes.length > 0 ? 'Ideas' : concise(doc.text).label;
  return validated('mindmap', { title: doc.title && doc.title !== center ? doc.title : undefined, center, nodes: nodes.filter((n) => n.label !== center || n.parent) });
}
