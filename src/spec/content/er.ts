// Content of entity-relationship designs: entities with attributes, relationships with cardinalities.
import { z } from 'zod';
import { id, label, title } from './common.js';
import { checkRef, checkUniqueIds } from './refs.js';

export const CARDINALITIES = ['one', 'zero_or_one', 'many', 'one_or_many', 'zero_or_many'] as const;

export const erContent = z.object({
  title,
  entities: z.array(z.object({
    id,
    label,
    attributes: z.array(z.object({
      name: label,
      type: z.string().trim().max(60).optional(),
      key: z.enum(['pk', 'fk', 'uk']).optional(),
      /** Every key the attribute is part of, when it is more than one (`PK, FK`); `key` is the first. */
      keys: z.array(z.enum(['pk', 'fk', 'uk'])).max(3).optional(),
      /** The attribute's comment (Mermaid `"…"` after the name). */
      comment: z.string().trim().max(200).optional(),
    })).max(60).default([]),
  })).min(1).max(100),
  relationships: z.array(z.object({
    from: id,
    to: id,
    from_card: z.enum(CARDINALITIES).default('one'),
    to_card: z.enum(CARDINALITIES).default('many'),
    label: label.optional(),
    /** False for a non-identifying relationship (Mermaid `..`, drawn dashed); left out or true: identifying. */
    identifying: z.boolean().optional(),
    /**
     * The attribute of `from` (resp. `to`) this end attaches at: the foreign key on the entity that holds it
     * ("owner_id"), the key it references on the other ("id"). Left out: read from the attribute names.
     */
    from_attribute: label.optional(),
    to_attribute: label.optional(),
  })).max(300).default([]),
}).superRefine((c, ctx) => {
  const ids = checkUniqueIds(ctx, c.entities, 'entities');
  c.relationships.forEach((r, i) => {
    checkRef(ctx, ids, r.from, ['relationships', i, 'from']);
    checkRef(ctx, ids, r.to, ['relationships', i, 'to']);
  });
});
export type ErContent = z.infer<typeof erContent>;
