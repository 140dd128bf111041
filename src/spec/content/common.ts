// Small zod building blocks shared by the content schemas of every kind.
import { z } from 'zod';

/** A short visible label: models are asked to keep it to about six words. */
export const label = z.string().trim().min(1).max(200);
/** Longer text shown under a label, optional everywhere. */
export const description = z.string().trim().max(1000).optional();
/** Node identifier, unique within one diagram. */
export const id = z.string().trim().min(1).max(100);
/** Icon id `<set>:<name>` from /rest/v1/icons, e.g. `lucide:database`. */
export const icon = z.string().regex(/^[a-z0-9-]+:[a-z0-9._-]+$/).max(120).optional()
  .describe('icon id like lucide:database');
export const title = z.string().trim().max(200).optional();
/** A colour chosen for one element (designs of graphs draw it as the element's tint), e.g. `#dc2626`. */
export const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a CSS hex colour like #dc2626').optional()
  .describe('hex colour of this element, e.g. #dc2626; leave out for the theme\'s colour');
/**
 * Identifier of an element in a kind whose elements need none to be drawn (steps, levels, events...): optional,
 * kept stable across edits so clients and edits can refer to the element.
 */
export const elementId = id.optional().describe('stable id of this element; keep it when editing');
