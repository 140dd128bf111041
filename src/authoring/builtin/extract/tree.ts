// Items and relation sentences → tree nodes with parent links (shared by mindmap and hierarchy).
import type { PromptDoc } from '../text/doc.js';
import { concise, IdMaker, matchKey, nounPhrase } from '../text/label.js';
import { distributeHead, splitList } from '../text/lists.js';
import type { Item } from '../text/outline.js';

export interface TreeNode { id: string; label: string; parent?: string; description?: string; icon?: string }

/** "Social media (Instagram, TikTok)" and "Channels: email, ads" → a parent item with children. */
export function expandInline(item: Item): Item {
  if (item.children.length > 0) return { ...item, children: item.children.map(expandInline) };
  const paren = /^([^()]{2,60}?)\s*\(([^()]+)\)\s*$/.exec(item.text);
  if (paren) {
    const kids = splitList(paren[2]);
    if (kids.length >= 2) return { ...item, text: paren[1], children: kids.map((t) => ({ text: t, children: [], header: false })) };
  }
  const kv = /^([^:]{2,50}):\s+(.+)$/.exec(item.text);
  if (kv) {
    const kids = splitList(kv[2]);
    if (kids.length >= 2 && kids.every((k) => k.split(/\s+/).length <= 8)) {
      return { ...item, text: kv[1], children: kids.map((t) => expandInline({ text: t, children: [], header: false })) };
    }
  }
  return item;
}

/** Flattens items into nodes; `parent` is the id the top-level items hang from (undefined for roots). */
export function nodesFromItems(items: Item[], ids: IdMaker, icon: (l: string) => string | undefined, parent?: string): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (list: Item[], p?: string) => {
    for (const raw of list) {
      const it = expandInline(raw);
      const l = concise(it.text);
      if (!l.label) continue;
      const id = ids.make(l.label);
      out.push({ id, label: l.label, parent: p, description: l.description, icon: icon(l.label) });
      walk(it.children, id);
    }
  };
  walk(items, parent);
  return out.slice(0, 300);
}

const REL = [
  // "Charles's sons are William and Harry", "X and Y had four children: A, B, C"
  { re: /^(.+?)['’]s\s+(?:children|sons|daughters|kids|sons\s+and\s+daughters|subsidiaries|divisions|teams|departments|direct\s+reports|reports|members)\s+(?:are|were|include|includes)\s*:?\s+(.+)$/i, childFirst: false },
  { re: /^(.+?)\s+(?:had|have|has)\s+(?:(?:\w+|\d+)\s+)?(?:children|sons|daughters|kids|subsidiaries|divisions|departments|teams|direct\s+reports)\s*(?::|,|—|-)?\s*(?:named\s+|called\s+)?(.+)$/i, childFirst: false },
  // "Commis work under the chefs de partie"
  { re: /^(.+?)\s+(?:work|works|sit|sits|are|is|fall|falls|come|comes)\s+(?:directly\s+)?(?:under|below|beneath)\s+(?:the\s+)?(.+)$/i, childFirst: true },
  // child → parent
  { re: /^(.+?)\s+(?:reports?|reporting)\s+(?:directly\s+)?(?:in)?to\s+(?:the\s+)?(.+)$/i, childFirst: true },
  { re: /^(.+?)\s+(?:is|are)\s+(?:managed|led|headed|supervised|overseen|run)\s+by\s+(?:the\s+)?(.+)$/i, childFirst: true },
  { re: /^(.+?)\s+(?:is|are)\s+(?:a\s+)?(?:part|parts|member|members|subsidiar(?:y|ies)|subclass(?:es)?|child(?:ren)?|kind|type|types)\s+of\s+(?:the\s+)?(.+)$/i, childFirst: true },
  { re: /^(.+?)\s+(?:sits?|sit|falls?|fall|belongs?)\s+(?:under|within|in)\s+(?:the\s+)?(.+)$/i, childFirst: true },
  // parent → children
  { re: /^(.+?)\s+(?:manages|leads|oversees|heads(?:\s+up)?|supervises|runs|is\s+responsible\s+for|has\s+(?:\w+\s+)?(?:direct\s+reports|reports|teams|departments|divisions)(?::|,)?|is\s+(?:divided|split|subdivided|broken\s+down|organi[sz]ed)\s+into|splits\s+into|consists?\s+of|contains?|includes?|comprises?|has\s+(?:two|three|four|five|six|several|many)\s+\w+(?::|,)?)\s+(?:the\s+)?(.+)$/i, childFirst: false },
  { re: /^(?:under|below|beneath)\s+(?:the\s+)?(.+?)\s*(?:,|:|\s+(?:are|is|sit|sits|come|comes|we\s+have))\s+(?:the\s+)?(.+)$/i, childFirst: false },
];

const TOP = /^(?:the\s+)?(.+?)\s+(?:is\s+|sits\s+)?at\s+the\s+(?:top|head|apex)(?:\s*,\s*(?:then|followed\s+by|and\s+below\s+(?:it|them)\s+(?:is|are))\s+(?:the\s+)?(.+)|\s*,.*)?$/i;

/** The node a prompt puts "at the top", if any. */
export function topOf(doc: PromptDoc): string | undefined {
  for (const st of doc.statements) {
    for (const t of st.text.split(/;\s*|\.\s+/)) {
      const m = TOP.exec(t.trim().replace(/[.!]+$/, '').replace(/^.*?:\s*/, ''));
      if (m) return nounPhrase(m[1]);
    }
  }
  const lead = TOP.exec(doc.tail.replace(/[.!]+$/, ''));
  return lead ? nounPhrase(lead[1]) : undefined;
}

/** Parent links read from sentences such as "The CTO reports to the CEO" or "The CFO manages finance and legal". */
export function relationsFromSentences(doc: PromptDoc): { parent: string; child: string }[] {
  const out: { parent: string; child: string }[] = [];
  const texts = doc.statements.flatMap((s) => s.text.split(/;\s*|\.\s+|,\s+and\s+(?=(?:the\s+|a\s+|an\s+)?\S+(?:\s+\S+){0,3}\s+(?:reports?|manages|leads|oversees|heads|works?|sits?)\b)/i));
  let previous = '';
  for (const t0 of texts.flatMap((x) => x.split(/,\s+(?=under\s+(?:him|her|them|it)\b)/i))) {
    const t = t0.trim().replace(/[.!]+$/, '');
    // "Maria (lead), under her Tom and Ana": the pronoun is whoever was named just before.
    const underPronoun = /^(?:and\s+)?(?:under|below|reporting\s+to)\s+(?:him|her|them|it)\s*[,:]?\s*(?:are\s+|is\s+|sit\s+|work\s+)?(.+)$/i.exec(t);
    if (underPronoun && previous) {
      for (const c of splitList(underPronoun[1]).flatMap((x) => x.split(/\s+and\s+/i))) out.push({ parent: previous, child: nounPhrase(c) });
      continue;
    }
    const head = /^(?:the\s+)?([^,(;:]+?)(?:\s*\(|\s+(?:is|are|leads|manages|heads|runs|oversees|reports)\b|$)/i.exec(t.replace(/^.*?:\s*/, ''));
    if (head && head[1].split(/\s+/).length <= 4) previous = nounPhrase(head[1]);
    // "The executive chef is at the top, then the sous chef": a chain from the top down.
    const chain = TOP.exec(t);
    if (chain) {
      if (chain[2]) out.push({ parent: nounPhrase(chain[1]), child: nounPhrase(chain[2]) });
      continue;
    }
    for (const r of REL) {
      const m = r.re.exec(t);
      if (!m) continue;
      const [a, b] = [m[1], m[2]];
      if (r.childFirst) {
        for (const c of distributeHead(splitList(a).flatMap((x) => x.split(/\s+and\s+/i)))) out.push({ parent: nounPhrase(b), child: nounPhrase(c) });
      } else {
        // "Under X are the chefs de partie: A, B and C": the group hangs under X, its members under the group.
        const group = /^(.+?):\s*(.+)$/.exec(b);
        if (group) {
          out.push({ parent: nounPhrase(a), child: nounPhrase(group[1]) });
          for (const c of splitList(group[2])) out.push({ parent: nounPhrase(group[1]), child: nounPhrase(c) });
        } else {
          for (const c of distributeHead(splitList(b).flatMap((x) => splitList(x).length > 1 ? splitList(x) : x.split(/\s+and\s+/i)))) out.push({ parent: nounPhrase(a), child: nounPhrase(c) });
        }
      }
      break;
    }
  }
  return out.filter((r) => r.parent && r.child && matchKey(r.parent) !== matchKey(r.child));
}

/** Nodes from parent links, keeping the first mention order; cycles are broken by ignoring the closing link. */
/** `roots`: names listed before the relations ("venue, guests, catering"), kept in their order, each once. */
export function nodesFromRelations(rels: { parent: string; child: string }[], ids: IdMaker, icon: (l: string) => string | undefined, roots: string[] = []): TreeNode[] {
  const byKey = new Map<string, TreeNode>();
  const order: TreeNode[] = [];
  const node = (name: string) => {
    const k = matchKey(name);
    let n = byKey.get(k);
    if (!n) {
      const l = concise(name);
      n = { id: ids.make(l.label), label: l.label, description: l.description, icon: icon(l.label) };
      byKey.set(k, n);
      order.push(n);
    }
    return n;
  };
  roots.forEach(node);
  for (const r of rels) {
    const p = node(r.parent);
    const c = node(r.child);
    if (c.parent !== undefined) continue;
    // Refuse a link that would close a cycle.
    let cur: TreeNode | undefined = p;
    let loops = false;
    while (cur) {
      if (cur === c) { loops = true; break; }
      cur = cur.parent ? order.find((x) => x.id === cur!.parent) : undefined;
    }
    if (!loops) c.parent = p.id;
  }
  // Parents first: a stable order that reads top-down.
  const out: TreeNode[] = [];
  const placed = new Set<string>();
  const place = (n: TreeNode) => {
    if (placed.has(n.id)) return;
    placed.add(n.id);
    out.push(n);
    order.filter((x) => x.parent === n.id).forEach(place);
  };
  order.filter((n) => !n.parent).forEach(place);
  order.forEach(place);
  return out;
}
