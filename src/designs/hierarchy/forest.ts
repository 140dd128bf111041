// Flat tree content (nodes with parent ids) in, a forest of linked items out, in content order.

export interface FlatNode {
  id: string;
  label: string;
  parent?: string | undefined;
  description?: string | undefined;
  icon?: string | undefined;
}

export interface TreeItem<T extends FlatNode = FlatNode> {
  node: T;
  children: TreeItem<T>[];
  depth: number;
  /** Index of the top-level branch the item belongs to (its own index for a root). */
  branch: number;
}

/** Roots are nodes without a (known) parent; a parent link that would close a cycle is treated as absent. */
export function buildForest<T extends FlatNode>(nodes: readonly T[]): TreeItem<T>[] {
  const items = new Map<string, TreeItem<T>>();
  for (const n of nodes) if (!items.has(n.id)) items.set(n.id, { node: n, children: [], depth: 0, branch: 0 });
  const roots: TreeItem<T>[] = [];
  for (const item of items.values()) {
    const p = item.node.parent;
    if (p !== undefined && items.has(p) && !closesCycle(item.node.id, p, items)) items.get(p)!.children.push(item);
    else roots.push(item);
  }
  roots.forEach((r, i) => setDepth(r, 0, i));
  return roots;
}

function closesCycle<T extends FlatNode>(id: string, parent: string, items: Map<string, TreeItem<T>>): boolean {
  const seen = new Set<string>([id]);
  let cur: string | undefined = parent;
  while (cur !== undefined) {
    if (seen.has(cur)) return true;
    seen.add(cur);
    const next: string | undefined = items.get(cur)?.node.parent;
    cur = next !== undefined && items.has(next) ? next : undefined;
  }
  return false;
}

function setDepth<T extends FlatNode>(item: TreeItem<T>, depth: number, branch: number): void {
  const stack: [TreeItem<T>, number][] = [[item, depth]];
  while (stack.length) {
    const [it, d] = stack.pop()!;
    it.depth = d;
    it.branch = branch;
    for (const c of it.children) stack.push([c, d + 1]);
  }
}

/** Every item of the forest, parents before children (pre-order). */
export function flatten<T extends FlatNode>(roots: TreeItem<T>[]): TreeItem<T>[] {
  const out: TreeItem<T>[] = [];
  const walk = (it: TreeItem<T>): void => { out.push(it); it.children.forEach(walk); };
  roots.forEach(walk);
  return out;
}

export function leafCount(item: TreeItem): number {
  return item.children.length ? item.children.reduce((s, c) => s + leafCount(c), 0) : 1;
}
