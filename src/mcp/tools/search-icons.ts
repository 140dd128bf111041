// search_icons: icons of the catalog (Lucide, Simple Icons brand logos) matching a query. Free.
import { z } from 'zod';
import { searchIcons as findIcons } from '../operations.js';
import { defineTool } from '../tool.js';

export const searchIcons = defineTool({
  name: 'search_icons',
  title: 'Search icons',
  description: `Search the icon catalog (Lucide icons and Simple Icons brand logos) by name or tag. Diagrams get icons from their labels in architecture, hub, list, timeline and flowchart designs: label a part the way its icon is named (e.g. "PostgreSQL", "Kafka", "Database", "User") to have it drawn with that icon. Returns ids like lucide:database with names, tags and links to their SVGs.
Cost: free (0 credits).`,
  args: z.strictObject({
    query: z.string().min(1).max(200).describe('A name or tag, e.g. "database", "postgres", "user".'),
    set: z.enum(['lucide', 'simple']).optional().describe('Only Lucide icons, or only Simple Icons brand logos.'),
    limit: z.number().int().min(1).max(200).default(20).describe('How many (1..200, default 20).'),
    cursor: z.string().regex(/^\d{1,6}$/).optional().describe('next_cursor of the previous page.'),
  }),
  output: z.object({
    icons: z.array(z.object({ id: z.string(), name: z.string(), set: z.string(), tags: z.array(z.string()), svg_url: z.string(), license: z.string() })),
    next_cursor: z.string().nullable(),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(backend, args) {
    const page = await findIcons(backend, { q: args.query, set: args.set, limit: args.limit, cursor: args.cursor });
    const icons = page.data.map((i) => ({ id: i.id, name: i.name, set: i.set, tags: [...i.tags], svg_url: i.svg_url, license: i.license }));
    return { structured: { icons, next_cursor: page.next_cursor } };
  },
});
