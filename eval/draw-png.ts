// An authored diagram → PNG bytes, for `npm run eval -- --png DIR` (looking at what the model made).
import type { AuthoringResult } from '../src/authoring/model.js';
import { composeDiagram } from '../src/generations/compose-diagram.js';
import { rasterizeSvg } from '../src/render/png.js';

export async function drawPng(r: Pick<AuthoringResult, 'design' | 'kind' | 'content' | 'style'>): Promise<Buffer> {
  const composed = await composeDiagram({ version: 1, design: r.design, kind: r.kind, content: r.content, params: {}, style: r.style ?? {} });
  return Buffer.from(rasterizeSvg(composed.svg, { scale: 1.5 }));
}
