// Content of flowchart designs: typed nodes (with an optional drawn shape), directed labelled edges (solid, dotted or
// thick), optional groups that may nest.
import { z } from 'zod';
import { color, description, icon, id, label, title } from './common.js';
import { checkForest, checkRef, checkUniqueIds } from './refs.js';

export const FLOW_NODE_TYPES = ['process', 'decision', 'start', 'end', 'io', 'note'] as const;

/**
 * Outlines a node may be drawn with instead of its type's own (diagram code names them: Mermaid `[( )]`, `{{ }}`,
 * `@{ shape: doc }` …). The type keeps the node's meaning and colour; the shape only changes the outline.
 */
export const FLOW_SHAPES = [
  'rect', 'rounded', 'stadium', 'subroutine', 'cylinder', 'horizontal-cylinder', 'circle', 'double-circle',
  'small-circle', 'framed-circle', 'hexagon', 'lean-right', 'lean-left', 'trapezoid', 'trapezoid-alt', 'asymmetric',
  'diamond', 'document', 'documents', 'tag', 'card', 'delay', 'display', 'bolt', 'stacked', 'lined', 'triangle',
  'flipped-triangle', 'notched-pentagon',
] as const;
export type FlowShape = (typeof FLOW_SHAPES)[number];

/** How an edge is drawn: solid (default), dotted (Mermaid `-.->`) or thick (`==>`). */
export const FLOW_EDGE_STYLES = ['solid', 'dotted', 'thick'] as const;

export const flowchartContent = z.object({
  title,
  nodes: z.array(z.object({
    id,
    label,
    type: z.enum(FLOW_NODE_TYPES).default('process'),
    /** The outline drawn; left out, the type's own (box, diamond, pill, parallelogram, note). */
    shape: z.enum(FLOW_SHAPES).optional(),
    description,
    icon,
    group: id.optional(),
    color,
  })).min(1).max(500),
  edges: z.array(z.object({
    from: id,
    to: id,
    label: label.optional(),
    style: z.enum(FLOW_EDGE_STYLES).optional(),
  })).max(2000).default([]),
  /** `parent`: the group this one is drawn inside. */
  groups: z.array(z.object({ id, label, parent: id.optional() })).max(50).default([]),
}).superRefine((c, ctx) => {
  const ids = checkUniqueIds(ctx, c.nodes, 'nodes');
  const groups = checkUniqueIds(ctx, c.groups, 'groups');
  checkForest(ctx, c.groups, 'groups');
  c.nodes.forEach((n, i) => checkRef(ctx, groups, n.group, ['nodes', i, 'group']));
  c.edges.forEach((e, i) => {
    checkRef(ctx, ids, e.from, ['edges', i, 'from']);
    checkRef(ctx, ids, e.to, ['edges', i, 'to']);
  });
});
export type FlowchartContent = z.infer<typeof flowchartContent>;
