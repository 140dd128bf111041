// The pipeline the bench times: from dist/ (the compiled code `npm start` runs) when it is built and fresh, else src/ via tsx.
import fs from 'node:fs';
import path from 'node:path';
import type { DiagramModel } from '../../src/authoring/model.js';
import type * as Compose from '../../src/generations/compose-diagram.js';
import type { IconCatalog } from '../../src/icons/icon-catalog.js';
import type * as Png from '../../src/render/png.js';
import type * as Svg from '../../src/render/svg.js';

export interface Pipeline {
  /** Where the code came from: `dist` (tsc output) or `src` (TypeScript through tsx, which adds a little overhead). */
  origin: 'dist' | 'src';
  layoutDiagram: typeof Compose.layoutDiagram;
  composeDiagram: typeof Compose.composeDiagram;
  renderSvg: typeof Svg.renderSvg;
  rasterizeSvg: typeof Png.rasterizeSvg;
  iconCatalog: IconCatalog;
  /** The builtin model, or why it could not be loaded (another part of the project may still be building it). */
  builtin: { model?: DiagramModel; reason?: string };
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

async function builtinFrom(dir: string): Promise<Pipeline['builtin']> {
  try {
    const mod = await import(path.join(dir, 'authoring/builtin/index.js')) as { createBuiltinModel?: () => DiagramModel };
    if (typeof mod.createBuiltinModel !== 'function') return { reason: 'authoring/builtin/index exports no createBuiltinModel' };
    return { model: mod.createBuiltinModel() };
  } catch (e) {
    return { reason: `builtin model not loadable: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` };
  }
}

/** `useDist`: the caller has checked that dist/ is fresh (see ensureBuild). */
export async function loadPipeline(useDist: boolean): Promise<Pipeline> {
  const dir = useDist && fs.existsSync(path.join(ROOT, 'dist', 'generations', 'compose-diagram.js')) ? path.join(ROOT, 'dist') : path.join(ROOT, 'src');
  const origin = dir.endsWith('dist') ? 'dist' : 'src';
  // tsx resolves the .js names of src/ to their .ts files, so one set of paths serves both.
  const compose = await import(path.join(dir, 'generations/compose-diagram.js')) as typeof Compose;
  const svg = await import(path.join(dir, 'render/svg.js')) as typeof Svg;
  const png = await import(path.join(dir, 'render/png.js')) as typeof Png;
  const icons = await import(path.join(dir, 'icons/catalog.js')) as { iconCatalog: IconCatalog };
  return {
    origin, layoutDiagram: compose.layoutDiagram, composeDiagram: compose.composeDiagram, renderSvg: svg.renderSvg,
    rasterizeSvg: png.rasterizeSvg, iconCatalog: icons.iconCatalog, builtin: await builtinFrom(dir),
  };
}
