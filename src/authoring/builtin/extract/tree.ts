// Items and relation sentences → tree nodes with parent links (shared by mindmap and hierarchy).
import type { PromptDoc } from '../text/doc.js';
import { capitalize, concise, IdMaker, matchKey, nounPhrase } from '../text/label.js';
import { distributeHead, splitList } from '../text/lists.js';
import type { Item } from '../text/outline.js';
import { singular } from './er-model.js';

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
  { re: /^(.+?)\s+(?:had|have|has)\s+(?:(?:\w+|\d+)\s+)?(?:children|sons|daughters|kids|child|son|daughter|kid|subsidiaries|divisions|departments|teams|direct\s+reports)\s*(?::|,|—|-)?\s*(?:named\s+|called\s+)?(.+)$/i, childFirst: false },
  // "Component B has two sub-components": counted, unnamed children.
  { re: /^(?:where\s+)?(.+?)\s+(?:has|have|had|contains?|includes?|gets?)\s+((?:two|three|four|five|six|[2-6])\s+[\w-]+s)$/i, childFirst: false },
  // "a top-level component branching into A and B", "land vehicles split into cars and trucks"
  { re: /^(.+?)\s+(?:(?:is|are)\s+)?(?:branch(?:es|ing|ed)?\s+(?:out\s+)?into|splits?\s+into|split\s+into|splitting\s+into|divides?\s+into|dividing\s+into|breaks?\s+down\s+into|fans?\s+out\s+(?:into|to))\s+(?:the\s+)?(.+)$/i, childFirst: false },
  // "Commis work under the chefs de partie"
  { re: /^(.+?)\s+(?:work|works|sit|sits|are|is|fall|falls|come|comes)\s+(?:directly\s+)?(?:under|below|beneath)\s+(?:the\s+)?(.+)$/i, childFirst: true },
  // child → parent
  { re: /^(.+?)\s+(?:reports?|reporting)\s+(?:directly\s+)?(?:in)?to\s+(?:the\s+)?(.+)$/i, childFirst: true },
  { re: /^(.+?)\s+(?:is|are)\s+(?:managed|led|headed|supervised|overseen|run)\s+by\s+(?:the\s+)?(.+)$/i, childFirst: true },
  { re: /^(.+?)\s+(?:is|are)\s+(?:a\s+)?(?:part|parts|member|members|subsidiar(?:y|ies)|subclass(?:es)?|child(?:ren)?|kind|type|types)\s+of\s+(?:the\s+)?(.+)$/i, childFirst: true },
  { re: /^(.+?)\s+(?:sits?|sit|falls?|fall|belongs?)\s+(?:under|within|in)\s+(?:the\s+)?(.+)$/i, childFirst: true },
  // parent → children
  { re: /^(.+?)\s+(?:manages|managing|leads|leading|oversees|overseeing|looks\s+after|looking\s+after|takes\s+care\s+of|is\s+in\s+charge\s+of|coordinates|heads(?:\s+up)?|heading|supervises|supervising|runs|covers|is\s+responsible\s+for|has\s+(?:\w+\s+)?(?:direct\s+reports|reports|teams|departments|divisions)(?::|,)?|is\s+(?:divided|split|subdivided|broken\s+down|organi[sz]ed)\s+into|splits\s+into|consists?\s+of|contains?|includes?|comprises?|has\s+(?:two|three|four|five|six|several|many)\s+\w+(?::|,)?)\s+(?:the\s+)?(.+)$/i, childFirst: false },
  { re: /^(?:under|below|beneath|(?:all\s+)?reporting\s+(?:directly\s+)?to|(?:direct\s+)?reports\s+(?:of|to))\s+(?:the\s+)?(.+?)\s*(?:,|:|\s+(?:are|is|sit|sits|come|comes|we\s+have))\s+(?:the\s+)?(.+)$/i, childFirst: false },
  // "Kitchen has Cookware and Knives", "Garden has Tools, Seeds and Planters": a short name that has a list of short names.
  { re: /^((?:[^\s,]+\s+){0,2}[^\s,]+)\s+(?:has|have|holds?)\s+(?!(?:a|an|one|no|to|been|the\s+\w+\s+of)\s)((?:[^\s,]+(?:\s+[^\s,]+){0,2},\s+)*[^\s,]+(?:\s+[^\s,]+){0,2},?\s+(?:and|&)\s+[^\s,]+(?:\s+[^\s,]+){0,2})$/i, childFirst: false },
  // The same in French, German, Spanish, Portuguese and Italian ("le trésorier gère la comptabilité").
  { re: /^(?:(?:le|la|les|l'|der|die|das|el|los|las|o|a|os|as|il|lo|gli)\s*)?(.+?)\s+(?:gère|gèrent|dirige|dirigent|supervise|supervisent|encadre|encadrent|s'occupe\s+de|s'occupent\s+de|est\s+responsable\s+de|leitet|leiten|führt|verwaltet|betreut|ist\s+verantwortlich\s+für|gestiona|gestionan|supervisa|se\s+encarga\s+de|gerencia|coordena|cuida\s+d[aeo]s?|gestisce|gestiscono|supervisiona|si\s+occupa\s+di|coordina)\s+(?:(?:la|le|les|l'|des|du|de\s+la|de|den|die|das|el|los|las|la|o|a|os|as|il|lo|gli|i)\s*)?(.+)$/iu, childFirst: false },
];

const TRAILING_ADVERB = /\s+(?:then|in\s+turn|also|further|again|itself|themselves|later|next|each|both|all)$/i;

// A lead that introduces a list of children ("Acme Corp has three divisions: Retail, Wholesale and Online").
const HAS_LIST = /\s(?:has|have|had|consists\s+of|is\s+(?:divided|split|organi[sz]ed)\s+into|includes?|comprises?)\s+(?:(?:two|three|four|five|six|seven|eight|several|many|\d+)\s+)?[\w-]+$/i;
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

const TOP = /^(?:the\s+)?(.+?)\s+(?:is\s+|sits\s+)?at\s+the\s+(?:top|head|apex)(?:\s*,\s*(?:then|followed\s+by|and\s+below\s+(?:it|them)\s+(?:is|are))\s+(?:the\s+)?(.+)|\s*,.*)?$/i;

// "top is Shared Drive", "at the top is the CEO", "the root is Animals": the node named after "is".
export const TOP_IS = /^(?:(?:the|at\s+the)\s+)?(?:top|root|apex)(?:\s+(?:level|node))?(?:\s+is\s+|\s*[=:]\s*)(?:the\s+)?(.+)$/i;

/** The node a prompt puts "at the top", if any. */
export function topOf(doc: PromptDoc): string | undefined {
  for (const st of doc.statements) {
    for (const t of st.text.split(/;\s*|\.\s+/)) {
      const m = TOP.exec(t.trim().replace(/[.!]+$/, '').replace(/^.*?:\s*/, '')) ?? TOP_IS.exec(t.trim().replace(/[.!]+$/, ''));
      if (m) return nounPhrase(m[1]);
    }
  }
  const lead = TOP.exec(doc.tail.replace(/[.!]+$/, ''));
  return lead ? nounPhrase(lead[1]) : undefined;
}

/** Parent links read from sentences such as "The CTO reports to the CEO" or "The CFO manages finance and legal". */
export function relationsFromSentences(doc: PromptDoc): { parent: string; child: string }[] {
  return relationsIn([...(doc.lead && doc.tail && HAS_LIST.test(doc.lead) ? [`${doc.lead}: ${doc.tail}`] : []), ...doc.statements.map((s) => s.text)]);
}

/** "the principal at the top, two vice principals below, and under them the heads of department for math and science". */
function topChain(t: string): { parent: string; child: string }[] | undefined {
  const m = /^(?:the\s+)?(.+?)\s+(?:is\s+|sits\s+)?at\s+the\s+(?:top|head|apex)\s*,\s*(.+)$/i.exec(t);
  if (!m) return undefined;
  // Levels start with "then", "under them", a count or end with "below"; other commas continue a list.
  const levels: string[] = [];
  for (const seg of m[2]!.split(/\s*,\s*/)) {
    const starts = /^(?:and\s+)?(?:then|under|below|beneath|followed\s+by|next|(?:two|three|four|five|six|several|many|\d+)\b)/i.test(seg) || /\b(?:below|beneath|underneath)$/i.test(seg);
    if (starts || levels.length === 0) levels.push(seg);
    else levels[levels.length - 1] += `, ${seg}`;
  }
  const out: { parent: string; child: string }[] = [];
  let prev = nounPhrase(m[1]!);
  for (const level of levels) {
    const name = level.replace(/^(?:and\s+)?(?:then\s+|followed\s+by\s+|next\s+)?(?:(?:under|below|beneath)\s+(?:them|it|him|her|those|these)\s+(?:are\s+|is\s+|come\s+|sit\s+)?)?(?:the\s+)?/i, '')
      .replace(/\s+(?:below|beneath|underneath|under\s+(?:it|them|him|her))$/i, '').replace(/^(?:two|three|four|five|six|several|many|\d+)\s+/i, '').trim();
    if (!name) continue;
    // "the heads of department for math, science and languages": one group, one child per named subject.
    const group = /^(.+)\s+for\s+(.+)$/i.exec(name) ?? /^(.+?)\s+(?:of|in)\s+(.+)$/i.exec(name);
    const members = group ? splitList(group[2]!) : [];
    if (group && members.length >= 2) {
      out.push({ parent: prev, child: nounPhrase(group[1]!) });
      members.forEach((x) => out.push({ parent: nounPhrase(group[1]!), child: nounPhrase(x) }));
      prev = nounPhrase(group[1]!);
    } else {
      out.push({ parent: prev, child: nounPhrase(name) });
      prev = nounPhrase(name);
    }
  }
  return out;
}

/** Parent links in texts (each a sentence or a line). */
export function relationsIn(all: string[]): { parent: string; child: string }[] {
  const out: { parent: string; child: string }[] = [];
  const texts = all
    .flatMap((t) => {
      // A chain from the top down is read whole: its commas separate levels, not sentences.
      const levels = topChain(t.trim().replace(/[.!]+$/, '').replace(/^[^:]{1,60}:\s*(?=.*\bat\s+the\s+(?:top|head|apex)\b)/i, ''));
      if (levels?.length) { out.push(...levels); return []; }
      return [t];
    })
    .flatMap((t) => t.split(/;\s*|\.\s+|,\s+(?:and\s+)?where\s+|,\s+(?:and\s+)?(?=(?:the\s+|a\s+|an\s+)?\S+(?:\s+\S+){0,3}\s+(?:reports?|manages|leads|oversees|heads|runs|owns|handles|supervises|works?|sits?|branch(?:es|ing)|splits?|has|holds|contains)\b)/i));
  let previous = '';
  for (const t0 of texts.flatMap((x) => x.split(/,\s+(?=under\s+(?:him|her|them|it)\b)/i)).flatMap((x) => x.split(THERE_IS_SPLIT))) {
    const t = t0.trim().replace(/[.!]+$/, '');
    // "(and then) there's the pets – just the sheepdog": one more branch with its members.
    const there = THERE_IS.exec(t);
    if (there) {
      const members = splitList(there[2]!);
      for (const c of members.length > 1 ? members : there[2]!.split(/\s+(?:and|&)\s+/i)) out.push(...childWithKinds(nounPhrase(there[1]!), c));
      continue;
    }
    // "Maria (lead), under her Tom and Ana": the pronoun is whoever was named just before.
    // "The Head Nurse has three ward nurses under her": the group below its parent, without the count or the pronoun.
    const hasUnder = /^(?:the\s+)?(.+?)\s+(?:has|have|had)\s+(?:(?:two|three|four|five|six|seven|eight|nine|ten|several|many|some|a\s+few|\d+)\s+)?(.+?)\s+(?:under|below|beneath|reporting\s+to)\s+(?:him|her|them|it)$/i.exec(t);
    if (hasUnder) {
      previous = nounPhrase(hasUnder[1]);
      for (const c of splitList(hasUnder[2])) out.push({ parent: previous, child: nounPhrase(c) });
      continue;
    }
    // "top is Shared Drive. under it Marketing, Finance": the top is what "it" means next.
    const topIs = TOP_IS.exec(t);
    if (topIs) { previous = nounPhrase(topIs[1]!); continue; }
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
      // "Draw a system diagram with a top-level component branching into ...": the part after "with a" names it.
      // "Mammals then split into …", "Each team in turn has …": the adverb is no part of the name.
      let a = (r.childFirst ? m[1] : m[1].replace(/^.*\bwith\s+(?:a|an|the|one)\s+/i, '').replace(/^(?:the|a|an)\s+/i, '')).replace(TRAILING_ADVERB, '');
      // "split into three areas – North, South and Control": the count and its noun only announce the list.
      let b = m[2].replace(/^(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+[\w-]+\s*(?:[–—:]|\s-)\s*(?=\S)/i, '').replace(/\s+(?:too|as\s+well|also)$/i, '');
      // "a CEO, a CTO managing 3 engineers, and a head of sales": the relation is one item of a list.
      if (!r.childFirst && /,\s/.test(a)) {
        a = a.split(/,\s*(?:and\s+)?/).pop()!.replace(/^(?:the|a|an)\s+/i, '');
        b = b.split(/,\s/)[0]!;
      }
      if (r.childFirst) {
        for (const c of distributeHead(splitList(a).flatMap((x) => x.split(/\s+and\s+/i)))) out.push({ parent: nounPhrase(b), child: nounPhrase(c) });
      } else {
        // "Under X are the chefs de partie: A, B and C": the group hangs under X, its members under the group.
        const group = /^(.+?):\s*(.+)$/.exec(b);
        if (group) {
          out.push({ parent: nounPhrase(a), child: nounPhrase(group[1]) });
          for (const c of splitList(group[2])) out.push({ parent: nounPhrase(group[1]), child: nounPhrase(c) });
        } else {
          // "Component B has two sub-components": as many numbered children as the prompt counts.
          const counted = /^(two|three|four|five|six|[2-6])\s+([\w-]+s)$/i.exec(b.trim());
          if (counted) {
            const n = NUMBERS[counted[1]!.toLowerCase()] ?? Number(counted[1]);
            for (let k = 1; k <= n; k++) out.push({ parent: nounPhrase(a), child: `${capitalize(singular(counted[2]!))} ${k}` });
          } else {
            // "la comptabilité et les cotisations", "Buchhaltung und die Löhne": "and" and an article in other languages too.
            const and = /\s+(?:and|et|und|y|e)\s+(?:(?:the|les|la|le|des|du|die|der|das|den|los|las|el|os|as|o|a|i|gli|il|lo)\s+|l')?/i;
            for (const c of distributeHead(splitList(b).flatMap((x) => splitList(x).length > 1 ? splitList(x) : x.split(and)))) out.push(...childWithKinds(nounPhrase(a), c));
          }
        }
      }
      break;
    }
  }
  return out.filter((r) => r.parent && r.child && matchKey(r.parent) !== matchKey(r.child));
}

// ", and then there's the pets – just the sheepdog": an existential clause opens a branch of its own.
const THERE_IS_SPLIT = /,?\s+(?:and\s+)?(?:then\s+)?(?=there(?:'s|’s|\s+is|\s+are)\s+(?:also\s+)?(?:the\s+|our\s+|some\s+)?[^,–—:]{2,40}(?:\s[–—-]\s|:\s))/i;
const THERE_IS = /^there(?:'s|’s|\s+is|\s+are)\s+(?:also\s+)?(?:the\s+|our\s+|some\s+)?([^,–—:]{2,40}?)\s*(?:\s[–—-]\s|:\s)\s*(?:(?:just|only|simply|namely)\s+)?(?:(?:the|our|a|an|one)\s+)?(.+)$/i;

/** "cattle (dairy cows, beef cattle)" under livestock: the branch, and the kinds it lists in brackets under it. */
function childWithKinds(parent: string, child: string): { parent: string; child: string }[] {
  const m = /^(.+?)\s*\(([^()]+)\)$/.exec(child.trim());
  const kinds = m ? splitList(m[2]!) : [];
  if (!m || kinds.length < 2 || kinds.some((k) => k.split(/\s+/).length > 4)) return [{ parent, child: nounPhrase(child) }];
  const branch = nounPhrase(m[1]!);
  return [{ parent, child: branch }, ...kinds.map((k) => ({ parent: branch, child: nounPhrase(k) }))];
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
