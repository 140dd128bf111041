// list_designs: the designs of the catalog (by kind, by words), so the host model can choose one. Free.
import { z } from 'zod';
import { KINDS } from '../../spec/kinds.js';
import { searchDesigns } from '../operations.js';
import { defineTool } from '../tool.js';

export const listDesigns = defineTool({
  name: 'list_designs',
  title: 'List designs',
  description: `List the designs the service draws with, to pick one for create_diagram or restyle_diagram. Filter by \`kind\`, or search with \`query\` (words of the name, description or tags). Each design has an id, the kind of diagram it draws, a description, the params it takes (JSON Schema) and a link to a preview image. restyle_diagram can switch a diagram between designs of the same kind.
Cost: free (0 credits).`,
  args: z.strictObject({
    kind: z.enum(KINDS).optional().describe('Only designs of this kind of diagram.'),
    query: z.string().max(200).optional().describe('Words to look for, e.g. "horizontal" or "org chart".'),
  }),
  output: z.object({
    designs: z.array(z.object({
      id: z.string(),
      name: z.string(),
      kind: z.string(),
      description: z.string(),
      tags: z.array(z.string()),
      params_schema: z.record(z.string(), z.unknown()).describe('JSON Schema of the design parameters (create_diagram and restyle_diagram `params`).'),
      preview_url: z.string(),
    })),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(backend, args) {
    const records = await searchDesigns(backend, { kind: args.kind, q: args.query });
    const designs = records.map((d) => {
      const { $schema: _drop, ...params } = d.params_schema as Record<string, unknown>;
      return { id: d.id, name: d.name, kind: d.kind, description: d.description, tags: [...d.tags], params_schema: params, preview_url: d.preview_url };
    });
    return { structured: { designs } };
  },
});
