// Cross-reference checks for content: ids unique, references point at known ids.
import type { z } from 'zod';

type Ctx = z.RefinementCtx;

export function checkUniqueIds(ctx: Ctx, items: { id: string }[], path: string): Set<string> {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [path, i, 'id'], message: `duplicate id "${item.id}"` });
    seen.add(item.id);
  });
  return seen;
}

/** Ids that are optional (elements of ordered kinds): those given must be unique. */
export function checkOptionalIds(ctx: Ctx, items: { id?: string | undefined }[], path: string): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (item.id === undefined) return;
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [path, i, 'id'], message: `duplicate id "${item.id}"` });
    seen.add(item.id);
  });
}

export function checkRef(ctx: Ctx, known: Set<string>, ref: string | undefined, path: (string | number)[]): void {
  if (ref !== undefined && !known.has(ref)) ctx.addIssue({ code: 'custom', path, message: `unknown id "${ref}"` });
}

/** Parent links must form a forest: every parent known and no cycles. */
export function checkForest(ctx: Ctx, nodes: { id: string; parent?: string | undefined }[], path: string): void {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  nodes.forEach((node, i) => {
    if (node.parent === undefined) return;
    if (!byId.has(node.parent)) {
      ctx.addIssue({ code: 'custom', path: [path, i, 'parent'], message: `unknown parent "${node.parent}"` });
      return;
    }
    const seen = new Set<string>([node.id]);
    let cur = byId.get(node.parent);
    while (cur) {
      if (seen.has(cur.id)) {
        ctx.addIssue({ code: 'custom', path: [path, i, 'parent'], message: 'parent links form a cycle' });
        return;
      }
      seen.add(cur.id);
      cur = cur.parent === undefined ? undefined : byId.get(cur.parent);
    }
  });
}
