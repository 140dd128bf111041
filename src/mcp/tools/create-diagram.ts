// create_diagram: a description or diagram code → a stored diagram, with a PNG preview and the credits left. 1 credit.
import { z } from 'zod';
import { PROMPT_MAX } from '../../generations/requests.js';
import { styleSchema } from '../../spec/style.js';
import { chargedFields, diagramSummary, imageArg, withPreview } from '../diagram-summary.js';
import { createGeneration } from '../operations.js';
import { defineTool } from '../tool.js';

export const createDiagram = defineTool({
  name: 'create_diagram',
  title: 'Create a diagram',
  description: `Draw a diagram and store it. Give what should be drawn in \`prompt\`: a description in plain words (any language) of the steps, parts, people or events and how they connect, or diagram code (Mermaid, PlantUML, Graphviz DOT), which is drawn exactly as written. The service picks the kind of diagram (flowchart, sequence, timeline, mind map, org chart, architecture, ER, gantt, ...) and a design, unless \`design\` names one from list_designs. Looks go in \`style\` (theme, palette, font, corners, connectors).
Returns the diagram's id (for restyle_diagram and get_diagram), title, kind and design, a PNG preview (unless \`image\` is false), links to its SVG, PNG and PDF files, and the credits left.
Cost: 1 credit. A generation that fails is refunded; a request refused (invalid, no credits, rate limit) is not charged.`,
  args: z.strictObject({
    prompt: z.string().describe(`What to draw, or Mermaid / PlantUML / DOT code. 1 to ${PROMPT_MAX.toLocaleString('en')} characters. Example: "Order process: customer places order -> payment is checked -> if paid, the warehouse ships it, else the order is cancelled".`),
    design: z.string().max(100).optional().describe('A design id from list_designs (e.g. "flowchart-horizontal"), or "auto" (the default) to let the service choose.'),
    params: z.record(z.string(), z.unknown()).optional().describe("The design's parameters (its params_schema in list_designs). Only with a named design."),
    image: imageArg,
    style: z.record(z.string(), z.unknown()).optional().describe('How it looks; every field optional. Example: {"theme": "dark", "font": "source-serif"}.'),
  }),
  // The use case counts the prompt's characters as code points after trimming, as over REST; JSON Schema does too.
  advertise: { prompt: z.string().min(1).max(PROMPT_MAX), style: styleSchema },
  output: diagramSummary.extend(chargedFields),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run(backend, args) {
    const { image, ...request } = args;
    const record = await createGeneration(backend, request);
    return withPreview(backend, record, record.credits.charged - record.credits.refunded, image);
  },
});
