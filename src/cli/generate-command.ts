// `generate "PROMPT" [--design ID] [--theme NAME] [--font ID] -o out.svg|out.png|out.pdf`: the whole pipeline locally, no server, no credits.
import fs from 'node:fs';
import path from 'node:path';
import { createBuiltinModel } from '../authoring/builtin/index.js';
import { nothingToDraw } from '../authoring/nothing-to-draw.js';
import { composeDiagram } from '../generations/compose-diagram.js';
import { parseStyle } from '../generations/validate-create.js';
import { svgToPdf } from '../render/pdf.js';
import { rasterizeSvg } from '../render/png.js';
import { CliError, type Flags } from './args.js';
import type { Output } from './admin-commands.js';

export async function generate(prompt: string | undefined, flags: Flags): Promise<Output> {
  if (!prompt) throw new CliError('usage: generate "PROMPT" [--design ID] [--theme NAME] [--font ID] [--scale N] -o out.svg|out.png|out.pdf');
  const output = typeof flags.output === 'string' ? flags.output : undefined;
  if (!output) throw new CliError('-o FILE is required (.svg, .png or .pdf)');
  const ext = path.extname(output).toLowerCase();
  if (!['.svg', '.png', '.pdf'].includes(ext)) throw new CliError('-o must end in .svg, .png or .pdf');
  const style = parseStyle({
    ...(typeof flags.theme === 'string' ? { theme: flags.theme } : {}),
    ...(typeof flags.font === 'string' ? { font: flags.font } : {}),
  });
  const nothing = nothingToDraw(prompt);
  if (nothing) throw new CliError(nothing);
  const model = createBuiltinModel();
  const design = typeof flags.design === 'string' ? flags.design : 'auto';
  model.validate?.({ prompt, design });
  const authored = await model.author({ prompt, design, signal: new AbortController().signal });
  // What the prompt says about looks applies where the command's flags say nothing.
  const composed = await composeDiagram({ version: 1, design: authored.design, kind: authored.kind, content: authored.content, params: {}, style: { ...authored.style, ...style } });
  let bytes: Buffer | string = composed.svg;
  if (ext === '.png') bytes = rasterizeSvg(composed.svg, { scale: typeof flags.scale === 'string' ? Math.min(4, Math.max(0.25, Number(flags.scale) || 2)) : 2 });
  if (ext === '.pdf') bytes = await svgToPdf(composed.svg, composed.width, composed.height);
  fs.mkdirSync(path.dirname(path.resolve(output)), { recursive: true });
  fs.writeFileSync(output, bytes);
  return {
    json: { output, design: authored.design, kind: authored.kind, width: composed.width, height: composed.height },
    text: `wrote ${output}: ${authored.kind} diagram, design ${authored.design}, ${composed.width}×${composed.height}`,
  };
}
