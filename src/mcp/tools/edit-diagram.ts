// edit_diagram: change a stored diagram by saying what to change; the result is the next revision. 1 credit.
import { z } from 'zod';
import { validateEdit } from '../../generations/validate-edit.js';
import { runEdit } from '../../generations/run-edit.js';
import { toGenerationRecord, type GenerationRecord } from '../../generations/generation-record.js';
import { via, type Backend } from '../backend.js';
import { chargedFields, diagramSummary, imageArg, withPreview } from '../diagram-summary.js';
import { failureWith, generationDeps, ownRow } from '../operations.js';
import { defineTool } from '../tool.js';

/** The edit use case of POST /rest/v1/generations/:id/edits: same validation, admission, charge and refund. */
function editGeneration(b: Backend, id: string, instruction: string): Promise<GenerationRecord> {
  return via(b, {
    local: async (l) => {
      const row = await ownRow(l, id);
      const valid = await validateEdit({ instruction }, row, l.ctx.model);
      const outcome = await runEdit(generationDeps(l), row, valid);
      const record = toGenerationRecord(outcome.row, outcome.balance, l.baseUrl);
      if (outcome.error) throw failureWith(outcome.error, record);
      return record;
    },
    remote: (r) => r.json<GenerationRecord>('POST', `/rest/v1/generations/${encodeURIComponent(id)}/edits`, { instruction }),
  });
}

export const editDiagram = defineTool({
  name: 'edit_diagram',
  title: 'Change a diagram by instruction',
  description: `Change a stored diagram by saying what to change, in plain words, and return it with a PNG preview (unless \`image\` is false). Examples: "add a Redis cache between the API and the database", "rename Billing to Payments", "remove the retry loop", "make the database red", "put the workers in a group called Background", "turn it left to right". Elements the instruction does not touch keep their ids, so the layout stays recognisable; the change becomes the next revision and every earlier revision is kept (get_diagram with \`revision\` fetches one). An instruction that is itself Mermaid, PlantUML or DOT code replaces the content. An instruction the service cannot apply is refused with what it understood, before any charge.
Cost: 1 credit. An edit that fails is refunded; a refused instruction costs nothing.`,
  args: z.strictObject({
    id: z.string().min(1).max(200).describe('The diagram id from create_diagram or list_diagrams (gen_…).'),
    instruction: z.string().describe('What to change, 1 to 4,000 characters. Example: "add a step Send invoice after Ship order".'),
    image: imageArg,
  }),
  advertise: { instruction: z.string().min(1).max(4000) },
  output: diagramSummary.extend(chargedFields),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run(backend, args) {
    const record = await editGeneration(backend, args.id, args.instruction);
    return withPreview(backend, record, 1, args.image);
  },
});
