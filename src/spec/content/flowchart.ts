// Content of flowchart designs: typed nodes, directed labelled edges, optional groups.
import { z } from 'zod';
import { color, description, icon, id, label, title } from './common.js';
import { checkRef, checkUniqueIds } from './refs.js';

export const FLOW_NODE_TYPES = ['process', 'decision', 'start', 'end', 'io', 'note'] as const;

export const flowchartContent = z.object({
  title,
  nodes: z.array(z.object({
    id,
    label,
    type: z.enum(FLOW_NODE_TYPES).default('process'),
    description,
    icon,
    group: id.optional(),
    color,
  })).min(1).max(500),
  edges: z.array(z.object({ from: id, to: id, label: label.optional() })).max(2000).default([]),
  groups: z.array(z.object({ id, label })).max(50).default([]),
}).superRefine((c, ctx) => {
  const ids = checkUniqueIds(ctx, c.nodes, 'nodes');
  const groups = checkUniqueIds(ctx, c.groups, 'groups');
  c.nodes.forEach((n, i) => checkRef(ctx, groups, n.group, ['nodes', i, 'group']));
  c.edges.forEach((e, i) => {
    checkRef(ctx, ids, e.from, ['edges', i, 'from']);
    checkRef(ctx, ids, e.to, ['edges', i, 'to']);
  });
});
export type FlowchartContent = z.infer<typeof flowchartContent>;
