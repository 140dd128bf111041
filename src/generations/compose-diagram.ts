// DiagramSpec → SVG: picks the design, resolves the theme, lays out the scene and renders it. Never calls a model.
import { getDesign } from '../designs/registry.js';
import type { LayoutContext } from '../designs/types.js';
import { AppError, isAppError } from '../errors.js';
import { iconCatalog } from '../icons/catalog.js';
import { textMeasurer } from '../layout/text.js';
import { renderSvg } from '../render/svg.js';
import type { Scene } from '../scene/scene.js';
import { resolveTheme } from '../scene/themes.js';
import type { DiagramSpec } from '../spec/diagram-spec.js';

export interface ComposedDiagram { svg: string; width: number; height: number; scene: Scene }

/**
 * Layout + SVG, on a render worker when the pool runs (see workers/render-pool.ts), else on this thread.
 * `signal` stops the work on the worker (a timeout).
 */
export async function composeDiagram(spec: DiagramSpec, signal?: AbortSignal): Promise<{ svg: string; width: number; height: number }> {
  const { composeOffThread } = await import('../workers/render-pool.js');
  return composeOffThread(spec, signal);
}

export async function layoutDiagram(spec: DiagramSpec): Promise<Scene> {
  const design = getDesign(spec.design);
  if (!design) throw new AppError('invalid_parameters', `Unknown design "${spec.design}".`);
  const ctx: LayoutContext = { theme: resolveTheme(spec.style), text: textMeasurer, icons: iconCatalog };
  const params = design.params.parse(spec.params ?? {});
  return design.layout(spec.content as never, params, ctx);
}

/** Layout + SVG on this thread (what a render worker runs). */
export async function composeInProcess(spec: DiagramSpec): Promise<ComposedDiagram> {
  try {
    const scene = await layoutDiagram(spec);
    const svg = renderSvg(scene, { icons: iconCatalog });
    return { svg, width: scene.width, height: scene.height, scene };
  } catch (e) {
    if (isAppError(e)) throw e;
    throw new AppError('renderer_failed', 'The diagram could not be laid out or drawn.', { reason: e instanceof Error ? e.message : String(e) });
  }
}
