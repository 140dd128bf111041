// One tree from several sources: nested items, then parent links read from sentences and keyed lines, each name a
// single node however often the prompt repeats it ("CTO" in a list and in "(under CTO)").
import type { Item } from '../text/outline.js';
import { concise, IdMaker, matchKey, type Labelled } from '../text/label.js';
import { expandInline, type TreeNode } from './tree.js';

interface Node { key: string; label: string; description?: string; parent?: Node }

export class TreeBuilder {
  private list: Node[] = [];

  /** `label`: how an item's text becomes a box (by default `concise`; an org chart of people puts the name first). */
  constructor(private icon: (label: string) => string | undefined, private label?: (text: string) => Labelled | undefined) {}

  private labelled(name: string): Labelled {
    return this.label?.(name) ?? concise(name);
  }

  find(name: string): Node | undefined {
    const k = matchKey(this.labelled(name).label);
    return this.list.find((n) => n.key === k) ?? this.byShortName(name);
  }

  /** "the CFO" for "Chief Fire Officer", "Operations" for "Deputy Chief (Operations)" or "Director of Operations":
   *  a short name that only one box's label can mean. */
  private byShortName(name: string): Node | undefined {
    const bare = name.trim().replace(/^(?:the|our)\s+/i, '');
    const hits = (test: (n: Node) => boolean) => { const h = this.list.filter(test); return h.length === 1 ? h[0] : undefined; };
    if (/^[A-Z]{2,5}$/.test(bare)) {
      return hits((n) => n.label.split(/[\s-]+/).filter((w) => !/^(?:of|and|&|the|for)$/i.test(w) && /^\p{Lu}/u.test(w)).map((w) => w[0]).join('') === bare);
    }
    const k = matchKey(bare);
    if (!k || k.split(' ').length > 3) return undefined;
    return hits((n) => { const m = /\(([^()]+)\)$|\b(?:of|for)\s+(.+)$/i.exec(n.label); return (!!m && matchKey(m[1] ?? m[2]!) === k) || (!!n.description && matchKey(n.description) === k); });
  }

  node(name: string, description?: string): Node {
    const found = this.find(name);
    if (found) {
      if (description && !found.description) found.description = description;
      return found;
    }
    const l = this.labelled(name);
    const n: Node = { key: matchKey(l.label), label: l.label, description: description ?? l.description };
    this.list.push(n);
    return n;
  }

  /** "both chiefs", "all managers", "the deans": every node whose label holds the word. */
  group(name: string): Node[] | undefined {
    const m = /^(?:both|all|the|each\s+of\s+the|all\s+(?:of\s+)?the|both\s+(?:of\s+)?the)\s+([\p{L}-]+?)(?:e?s)$/iu.exec(name.trim());
    if (!m || this.find(name)) return undefined;
    const w = m[1]!.toLowerCase();
    const hits = this.list.filter((n) => n.key.split(' ').some((x) => x === w || x === `${w}s`));
    return hits.length >= 2 ? hits : undefined;
  }

  /** Hangs `child` under `parent` when it has no parent yet and the link closes no cycle: the first link wins. */
  link(parent: Node, child: Node): void {
    if (parent === child || child.parent) return;
    for (let p: Node | undefined = parent; p; p = p.parent) if (p === child) return;
    child.parent = parent;
  }

  addItems(items: Item[], parent?: Node): void {
    for (const raw of items) {
      const it = expandInline(raw);
      if (!this.labelled(it.text).label) continue;
      const n = this.node(it.text);
      if (parent) this.link(parent, n);
      this.addItems(it.children, n);
    }
  }

  roots(): Node[] {
    return this.list.filter((n) => !n.parent);
  }

  get size(): number {
    return this.list.length;
  }

  /** Parents first, in the order the prompt named them. */
  result(ids: IdMaker): TreeNode[] {
    const id = new Map(this.list.map((n) => [n, ids.make(n.label)]));
    const out: TreeNode[] = [];
    const placed = new Set<Node>();
    const place = (n: Node) => {
      if (placed.has(n)) return;
      placed.add(n);
      out.push({ id: id.get(n)!, label: n.label, parent: n.parent ? id.get(n.parent) : undefined, description: n.description, icon: this.icon(n.label) });
      this.list.filter((x) => x.parent === n).forEach(place);
    };
    this.roots().forEach(place);
    this.list.forEach(place);
    return out.slice(0, 300);
  }
}
