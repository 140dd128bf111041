// get_diagram: a stored diagram's file: PNG as an image, SVG as text, PDF as an embedded resource. Free.
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { pngQuery } from '../../generations/requests.js';
import { diagramSummary, pngContent, summaryOf } from '../diagram-summary.js';
import { downloadFile, getGeneration } from '../operations.js';
import { defineTool } from '../tool.js';

export const getDiagram = defineTool({
  name: 'get_diagram',
  title: 'Download a diagram',
  description: `Fetch a stored diagram's file: \`png\` (the default) comes back as an image, \`svg\` as SVG markup text (to save or embed), \`pdf\` as an embedded PDF file. For PNG, \`width\` or \`scale\` set the size (at most 10,000 px a side) and \`background\` a colour or "transparent"; without them it has the diagram's own size.
Cost: free (0 credits).`,
  args: z.strictObject({
    id: z.string().min(1).max(200).describe('The diagram id (gen_…).'),
    format: z.enum(['png', 'svg', 'pdf']).default('png'),
    revision: z.number().int().min(1).optional().describe('Which revision; only the latest one is stored for now, so this must be it (or left out).'),
    width: pngQuery.shape.width.describe('PNG width in px (1..10,000); the height follows.'),
    scale: pngQuery.shape.scale.describe('PNG pixels per SVG unit (0.25..4).'),
    background: pngQuery.shape.background.describe('PNG background: "transparent" or a CSS hex colour like "#ffffff"; default: the theme\'s.'),
  }),
  output: diagramSummary.extend({
    format: z.enum(['png', 'svg', 'pdf']),
    media_type: z.string(),
    bytes: z.number().int().describe('Size of the file.'),
    image_width: z.number().optional().describe('PNG: its size in pixels.'),
    image_height: z.number().optional(),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(backend, args) {
    const record = await getGeneration(backend, args.id);
    if (args.revision !== undefined && args.revision !== record.revision) {
      throw new AppError('not_found', `Revision ${args.revision} of "${args.id}" is not stored: only the latest, revision ${record.revision}, can be downloaded.`, { revision: record.revision });
    }
    if (args.format !== 'png' && (args.width !== undefined || args.scale !== undefined || args.background !== undefined)) {
      throw new AppError('export_error', 'width, scale and background are PNG options.', { issues: [{ path: 'format', message: 'must be png with width, scale or background' }] });
    }
    const file = await downloadFile(backend, args.id, args.format, { width: args.width, scale: args.scale, background: args.background });
    const structured = {
      ...summaryOf(record), format: file.format, media_type: file.mediaType, bytes: file.data.length,
      ...(file.format === 'png' && file.width && file.height ? { image_width: file.width, image_height: file.height } : {}),
    };
    const extra = file.format === 'png'
      ? [pngContent(file.data)]
      : file.format === 'svg'
        ? [{ type: 'text' as const, text: file.data.toString('utf8') }]
        : [{ type: 'resource' as const, resource: { uri: record.files?.pdf ?? `diagram:${record.id}.pdf`, mimeType: 'application/pdf', blob: file.data.toString('base64') } }];
    return { structured, extra };
  },
});
