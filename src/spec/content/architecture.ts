// Content of architecture designs: components with icons in zones, labelled connections.
import { z } from 'zod';
import { color, description, icon, id, label, title } from './common.js';
import { checkRef, checkUniqueIds } from './refs.js';

export const architectureContent = z.object({
  title,
  zones: z.array(z.object({ id, label })).max(20).default([]),
  components: z.array(z.object({ id, label, icon, zone: id.optional(), description, color })).min(1).max(200),
  connections: z.array(z.object({ from: id, to: id, label: label.optional() })).max(500).default([]),
}).superRefine((c, ctx) => {
  const zones = checkUniqueIds(ctx, c.zones, 'zones');
  const ids = checkUniqueIds(ctx, c.components, 'components');
  c.components.forEach((n, i) => checkRef(ctx, zones, n.zone, ['components', i, 'zone']));
  c.connections.forEach((e, i) => {
    checkRef(ctx, ids, e.from, ['connections', i, 'from']);
    checkRef(ctx, ids, e.to, ['connections', i, 'to']);
  });
});
export type ArchitectureContent = z.infer<typeof architectureContent>;
