// restyle_diagram: another style and/or another design of the same kind for a stored diagram. Free.
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { styleSchema } from '../../spec/style.js';
import { chargedFields, diagramSummary, imageArg, withPreview } from '../diagram-summary.js';
import { rerenderGeneration, restyleGeneration } from '../operations.js';
import { defineTool } from '../tool.js';

export const restyleDiagram = defineTool({
  name: 'restyle_diagram',
  title: 'Restyle a diagram',
  description: `Change how a stored diagram looks without changing what it says, and return it with a PNG preview (unless \`image\` is false). Give \`style\` (theme, palette, font, corner_radius, connector: merged over the current style) and/or \`design\`, another design of the same kind (list_designs with the diagram's kind shows them, e.g. flowchart-vertical → flowchart-horizontal), with its \`params\`. Nothing is generated again: the content stays as it is.
Cost: free (0 credits). Each call adds a revision (two when it changes both the design and the style).`,
  args: z.strictObject({
    id: z.string().min(1).max(200).describe('The diagram id from create_diagram or list_diagrams (gen_…).'),
    style: z.record(z.string(), z.unknown()).optional().describe('Style fields to change; the others stay. Example: {"theme": "sketch", "connector": "curved"}.'),
    design: z.string().max(100).optional().describe('Another design of the same kind, from list_designs.'),
    params: z.record(z.string(), z.unknown()).optional().describe("The design's parameters (its params_schema in list_designs)."),
    image: imageArg,
  }),
  advertise: { style: styleSchema },
  output: diagramSummary.extend(chargedFields),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(backend, args) {
    if (args.style === undefined && args.design === undefined && args.params === undefined) {
      throw new AppError('validation_failed', 'Say what to change: style, design or params.', { issues: [{ path: 'style', message: 'give style, design or params' }] });
    }
    let record = args.design !== undefined || args.params !== undefined
      ? await rerenderGeneration(backend, args.id, { design: args.design, params: args.params })
      : undefined;
    if (args.style !== undefined) record = await restyleGeneration(backend, args.id, args.style);
    return withPreview(backend, record!, 0, args.image);
  },
});
