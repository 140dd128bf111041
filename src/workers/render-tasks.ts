// The CPU-heavy work of a request as plain-data tasks: a diagram spec → SVG, an SVG → PNG or PDF. Runs in a worker
// thread (render-worker.ts) or, before the pool is ready and in the command line, on the calling thread.
import v8 from 'node:v8';
import vm from 'node:vm';
import { isMainThread } from 'node:worker_threads';
import { getDesign } from '../designs/registry.js';
import { isAppError } from '../errors.js';
import { composeInProcess } from '../generations/compose-diagram.js';
import type { RasterOptions } from '../render/png.js';
import type { DiagramSpec } from '../spec/diagram-spec.js';
import type { TaskOutcome } from './task-outcome.js';

export type RenderTask =
  | { op: 'compose'; spec: DiagramSpec }
  | { op: 'rasterize'; svg: string; opts: RasterOptions }
  | { op: 'pdf'; svg: string; width: number; height: number }
  | { op: 'warm' };

export interface ComposeResult { svg: string; width: number; height: number }


function warmSpec(): DiagramSpec {
  const design = getDesign('flowchart-vertical')!;
  return { version: 1, design: design.id, kind: design.kind, content: design.sample, params: {}, style: {} };
}

/**
 * resvg (2.6) keeps each rendered image in native memory that V8 does not count, and `pixels` is a second,
 * counted copy; both are freed by finalizers after a collection, on a later turn of the worker's event loop
 * (thx/resvg-js#216). Left to V8, a worker rasterizing back to back took the process to ~440 MB; a full
 * collection every ~32 MB of pixels held it near 380 MB but cost +40 % per 50-node PNG (tens of ms each).
 * The wrappers are young when the task ends, so a minor collection (a scavenge of the worker's 8 MB young
 * generation, well under 1 ms) after every PNG frees them: 60 PNGs of the 50-node chart in a row peaked at
 * ~160 MB instead of ~225 MB (one process, measured for the issue 9 note). A full collection every
 * ~256 MB of pixels still catches wrappers that a collection during the render promoted.
 */
const FULL_COLLECTION_EVERY_BYTES = 256 * 1024 * 1024;
let renderedBytes = 0;
let collect: ((opts?: { type: 'minor' | 'major' }) => void) | null | undefined;

function collectAfter(png: Buffer): void {
  if (isMainThread) return;
  if (collect === undefined) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as typeof collect;
  }
  if (!collect) return;
  // The PNG's IHDR holds its size; each render held about twice width × height × 4 bytes.
  renderedBytes += png.readUInt32BE(16) * png.readUInt32BE(20) * 8;
  if (renderedBytes < FULL_COLLECTION_EVERY_BYTES) return collect({ type: 'minor' });
  renderedBytes = 0;
  collect({ type: 'major' });
}

const RASTER_WARM_UP_DELAY_MS = 1_000;

/** Rasterizes the warm-up's SVG once, to load resvg and the glyph outlines. */
async function warmRasterizer(svg: string): Promise<void> {
  try {
    const { rasterizeSvgStreaming } = await import('../render/png.js');
    await rasterizeSvgStreaming(svg, { scale: 0.5 });
  } catch {
    // A real PNG task reports whatever is wrong with the rasterizer.
  }
}

let warming: Promise<void> | undefined;

/**
 * Loads the layout and the fonts once, so the first real task is not the slow one. The rasterizer (resvg,
 * glyph outlines: ~150 ms more) loads a second later, unless a PNG asks for it first, so that the first
 * generation after a start does not wait for it. Once per thread: a worker starts it itself (render-worker.ts),
 * and the pool's warm-up task waits for the same.
 */
export function warmUp(): Promise<void> {
  warming ??= composeInProcess(warmSpec()).then(({ svg }) => {
    if (!isMainThread) setTimeout(() => void warmRasterizer(svg), RASTER_WARM_UP_DELAY_MS).unref();
  });
  return warming;
}

export async function runRenderTask(task: RenderTask): Promise<TaskOutcome<unknown>> {
  try {
    switch (task.op) {
      case 'compose': {
        const c = await composeInProcess(task.spec);
        return { ok: true, value: { svg: c.svg, width: c.width, height: c.height } satisfies ComposeResult };
      }
      case 'rasterize': {
        const { rasterizeSvgStreaming } = await import('../render/png.js');
        const png = await rasterizeSvgStreaming(task.svg, task.opts);
        collectAfter(png);
        return { ok: true, value: png };
      }
      case 'pdf': {
        const { svgToPdf } = await import('../render/pdf.js');
        return { ok: true, value: await svgToPdf(task.svg, task.width, task.height) };
      }
      case 'warm': {
        await warmUp();
        return { ok: true, value: null };
      }
    }
  } catch (e) {
    if (isAppError(e)) return { ok: false, error: { code: e.code, message: e.message, details: e.details } };
    return { ok: false, error: { message: e instanceof Error ? e.message : String(e) } };
  }
}
