// list_diagrams: the workspace's diagrams, most recent first, a page at a time. Free.
import { z } from 'zod';
import { diagramSummary, summaryOf } from '../diagram-summary.js';
import { listGenerationRecords } from '../operations.js';
import { defineTool } from '../tool.js';

const PROMPT_SHOWN = 300;

export const listDiagrams = defineTool({
  name: 'list_diagrams',
  title: 'List diagrams',
  description: `List the diagrams stored in this workspace, most recent first: id, title, kind, design, revision, the start of the prompt each was made from, and links to their files. Pass \`cursor\` (next_cursor of the previous page) for more.
Cost: free (0 credits).`,
  args: z.strictObject({
    limit: z.number().int().min(1).max(100).default(20).describe('How many (1..100, default 20).'),
    cursor: z.string().max(200).optional().describe('next_cursor of the previous page.'),
  }),
  output: z.object({
    diagrams: z.array(diagramSummary.extend({ prompt: z.string().describe(`The prompt (its first ${PROMPT_SHOWN} characters).`) })),
    next_cursor: z.string().nullable().describe('Pass it as cursor for the next page; null on the last page.'),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(backend, args) {
    const page = await listGenerationRecords(backend, args);
    const diagrams = page.data.map((r) => ({ ...summaryOf(r), prompt: [...r.prompt].length > PROMPT_SHOWN ? `${[...r.prompt].slice(0, PROMPT_SHOWN).join('')}…` : r.prompt }));
    return { structured: { diagrams, next_cursor: page.next_cursor } };
  },
});
