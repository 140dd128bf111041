// Edits of tree kinds (mind map, hierarchy): nodes with parent links, and a mind map's centre.
import type { Kind } from '../../../spec/kinds.js';
import { type AddSpec, type EditContext, type Family, fail, quote } from './family.js';
import type { Named } from './names.js';

type Obj = Record<string, any>;

const MINDMAP_NOUNS = ['branch', 'topic', 'idea', 'node', 'subtopic', 'child', 'leaf', 'bubble', 'item'];
const HIERARCHY_NOUNS = ['node', 'person', 'role', 'box', 'position', 'team', 'unit', 'department', 'child', 'level', 'item', 'report'];
const CENTER_NOUNS = ['center', 'centre', 'root', 'main idea', 'central idea', 'topic', 'middle', 'core'];

export function treeFamily(kind: Kind): Family {
  const mindmap = kind === 'mindmap';
  const noun = mindmap ? 'branch' : 'node';
  const centerId = (ctx: EditContext) => (ctx.content.nodes.some((n: Obj) => n.id === 'center') ? '(center)' : 'center');
  const isCenter = (ctx: EditContext, n: Named) => mindmap && n.id === centerId(ctx);
  const node = (ctx: EditContext, n: Named): Obj => {
    const found = ctx.content.nodes.find((x: Obj) => x.id === n.id);
    if (!found) fail(isCenter(ctx, n) ? 'the centre of a mind map can be renamed, not moved or removed.' : `${quote(n)} is not a ${noun}.`);
    return found;
  };
  /** A parent for new children: the centre of a mind map means no parent. */
  const parentId = (ctx: EditContext, n: Named | undefined): string | undefined => (n === undefined || isCenter(ctx, n) ? undefined : node(ctx, n).id);
  const descends = (ctx: EditContext, id: string, ancestor: string): boolean => {
    const byId = new Map(ctx.content.nodes.map((x: Obj) => [x.id, x]));
    for (let cur = byId.get(id) as Obj | undefined; cur; cur = cur.parent ? byId.get(cur.parent) as Obj | undefined : undefined) if (cur.id === ancestor) return true;
    return false;
  };

  function place(ctx: EditContext, item: Obj, spec: { after?: Named | undefined; before?: Named | undefined }): void {
    const nodes = ctx.content.nodes as Obj[];
    const anchor = spec.after ?? spec.before;
    if (!anchor) { nodes.push(item); return; }
    const i = nodes.findIndex((x) => x.id === anchor.id);
    nodes.splice(spec.after ? i + 1 : i, 0, item);
  }

  const family: Family = {
    nouns: { element: noun, group: 'parent' },

    named(ctx) {
      const out: Named[] = ctx.content.nodes.map((n: Obj) => ({ id: n.id, label: n.label, noun, nouns: mindmap ? MINDMAP_NOUNS : HIERARCHY_NOUNS, icon: n.icon }));
      if (mindmap) out.push({ id: centerId(ctx), label: ctx.content.center, noun: 'center', nouns: CENTER_NOUNS });
      return out;
    },

    add(ctx, spec: AddSpec) {
      const nodes = ctx.content.nodes as Obj[];
      const id = ctx.ids.make(spec.label, noun);
      const item: Obj = { id, label: spec.label };
      if (spec.description) item.description = spec.description;
      const sibling = spec.after ?? spec.before ?? spec.between?.[0];
      let parent: string | undefined;
      if (spec.parent ?? spec.from) parent = parentId(ctx, spec.parent ?? spec.from);
      else if (sibling) parent = isCenter(ctx, sibling) ? undefined : node(ctx, sibling).parent;
      else if (!mindmap) {
        // A new node of an org chart goes under its single root, unless there are several.
        const roots = nodes.filter((n) => n.parent === undefined);
        if (roots.length === 1) parent = roots[0]!.id;
      }
      if (parent !== undefined) item.parent = parent;
      place(ctx, item, sibling && !spec.parent ? { after: spec.before ? undefined : sibling, before: spec.before } : {});
      return [id];
    },

    remove(ctx, targets) {
      for (const t of targets) {
        const n = node(ctx, t);
        if (!mindmap && ctx.content.nodes.length <= 1) fail('a hierarchy needs at least one node.');
        // Children move up to the removed node's parent: only the named node goes.
        for (const c of ctx.content.nodes) if (c.parent === n.id) { if (n.parent) c.parent = n.parent; else delete c.parent; }
        ctx.content.nodes = ctx.content.nodes.filter((x: Obj) => x.id !== n.id);
      }
    },

    rename(ctx, target, label) {
      if (isCenter(ctx, target)) ctx.content.center = label;
      else node(ctx, target).label = label;
    },

    describe(ctx, target, text) {
      const n = node(ctx, target);
      if (text) n.description = text; else delete n.description;
    },

    icon(ctx, target, icon) {
      const n = node(ctx, target);
      if (icon) n.icon = icon; else delete n.icon;
    },

    /** "move X under Y", "put X, Y in Z": Z is a node of the tree (a new one when `create`). */
    group(ctx, targets, into, create) {
      const pool = family.named(ctx);
      const lower = into.toLowerCase();
      let parent = pool.find((p) => p.label.toLowerCase() === lower || p.id === lower);
      if (!parent) {
        if (!create) fail(`there is no ${noun} called ${quote(into)}.`);
        const [id] = family.add(ctx, { label: into });
        parent = { id: id!, label: into, noun };
      }
      const pid = parentId(ctx, parent);
      for (const t of targets) {
        const n = node(ctx, t);
        if (pid !== undefined && descends(ctx, pid, n.id)) fail(`${quote(n.label)} cannot go under ${quote(parent.label)}, which is below it.`);
        if (pid === undefined) delete n.parent; else n.parent = pid;
      }
      return [parent.id];
    },

    ungroup(ctx, targets) {
      for (const t of targets) {
        const n = node(ctx, t);
        if (n.parent === undefined) fail(`${quote(n.label)} is already at the top.`);
        // One level up: to its parent's parent.
        const p = ctx.content.nodes.find((x: Obj) => x.id === n.parent);
        if (p?.parent) n.parent = p.parent; else delete n.parent;
      }
    },

    move(ctx, target, to) {
      const nodes = ctx.content.nodes as Obj[];
      const n = node(ctx, target);
      const anchor = to.after ?? to.before;
      if (anchor && !isCenter(ctx, anchor)) {
        const a = node(ctx, anchor);
        if (a.parent === undefined) delete n.parent; else n.parent = a.parent;
      }
      nodes.splice(nodes.indexOf(n), 1);
      const i = anchor && !isCenter(ctx, anchor) ? nodes.findIndex((x) => x.id === anchor.id) + (to.after ? 1 : 0) : to.at === 'start' ? 0 : nodes.length;
      nodes.splice(i, 0, n);
    },
  };
  return family;
}
