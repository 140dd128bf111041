// Content of tree-shaped kinds (mindmap, hierarchy): flat nodes with parent links.
import { z } from 'zod';
import { description, icon, id, label, title } from './common.js';
import { checkForest, checkUniqueIds } from './refs.js';

const treeNode = z.object({ id, label, parent: id.optional(), description, icon });

/** Mind map: a central idea; nodes without parent hang off the centre. */
export const mindmapContent = z.object({
  title,
  center: label,
  nodes: z.array(treeNode).max(300).default([]),
}).superRefine((c, ctx) => {
  checkUniqueIds(ctx, c.nodes, 'nodes');
  checkForest(ctx, c.nodes, 'nodes');
});
export type MindmapContent = z.infer<typeof mindmapContent>;

/** Hierarchy (org chart, taxonomy): nodes without parent are roots. */
export const hierarchyContent = z.object({
  title,
  nodes: z.array(treeNode).min(1).max(300),
}).superRefine((c, ctx) => {
  checkUniqueIds(ctx, c.nodes, 'nodes');
  checkForest(ctx, c.nodes, 'nodes');
});
export type HierarchyContent = z.infer<typeof hierarchyContent>;
