// The CPU-heavy work of a request as plain-data tasks: a diagram spec → SVG, an SVG → PNG. Runs in a worker
// thread (render-worker.ts) or, before the pool is ready and in the command line, on the calling thread.
import v8 from 'node:v8';
import vm from 'node:vm';
import { isMainThread } from 'node:worker_threads';
import { getDesign } from '../designs/registry.js';
import { AppError, isAppError, type ErrorCode } from '../errors.js';
import { composeInProcess } from '../generations/compose-diagram.js';
import type { RasterOptions } from '../render/png.js';
import type { DiagramSpec } from '../spec/diagram-spec.js';

export type RenderTask =
  | { op: 'compose'; spec: DiagramSpec }
  | { op: 'rasterize'; svg: string; opts: RasterOptions }
  | { op: 'warm' };

export interface ComposeResult { svg: string; width: number; height: number }

/** Errors cross the thread boundary as data (a structured clone drops the AppError class). */
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; error: { code: ErrorCode; message: string; details: unknown } | { message: string } };

function warmSpec(): DiagramSpec {
  const design = getDesign('flowchart-vertical')!;
  return { version: 1, design: design.id, kind: design.kind, content: design.sample, params: {}, style: {} };
}

/**
 * resvg (2.6) keeps each rendered image in native memory that V8 does not count; it is freed by a finalizer
 * after a collection, on a later turn of the worker's event loop (thx/resvg-js#216). V8 collects on its own
 * (the pixel copies are counted), which bounded a worker rasterizing back to back at ~440 MB of process RSS
 * in `npm run bench`; a forced full collection after every ~128 MB of pixels brought that to ~375 MB for
 * ~7 % more time per 50-node PNG (every ~32 MB: ~380 MB, but +40 %: each full collection costs tens of ms).
 */
const COLLECT_EVERY_BYTES = 128 * 1024 * 1024;
let renderedBytes = 0;
let collect: (() => void) | null | undefined;

function collectIfDue(png: Buffer): void {
  if (isMainThread) return;
  // The PNG's IHDR holds its size; each render held about twice width × height × 4 bytes.
  renderedBytes += png.readUInt32BE(16) * png.readUInt32BE(20) * 8;
  if (renderedBytes < COLLECT_EVERY_BYTES) return;
  renderedBytes = 0;
  if (collect === undefined) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as (() => void) | null;
  }
  collect?.();
}

export async function runRenderTask(task: RenderTask): Promise<TaskOutcome<unknown>> {
  try {
    switch (task.op) {
      case 'compose': {
        const c = await composeInProcess(task.spec);
        return { ok: true, value: { svg: c.svg, width: c.width, height: c.height } satisfies ComposeResult };
      }
      case 'rasterize': {
        const { rasterizeSvg } = await import('../render/png.js');
        const png = rasterizeSvg(task.svg, task.opts);
        collectIfDue(png);
        return { ok: true, value: png };
      }
      case 'warm': {
        // Loads the layout, fonts and rasterizer once, so the first real task is not the slow one.
        const c = await composeInProcess(warmSpec());
        const { rasterizeSvg } = await import('../render/png.js');
        rasterizeSvg(c.svg, { scale: 0.5 });
        return { ok: true, value: null };
      }
    }
  } catch (e) {
    if (isAppError(e)) return { ok: false, error: { code: e.code, message: e.message, details: e.details } };
    return { ok: false, error: { message: e instanceof Error ? e.message : String(e) } };
  }
}

/** The value of an outcome, or its error thrown again on this side (AppError when it was one). */
export function unwrapOutcome<T>(outcome: TaskOutcome<unknown>): T {
  if (outcome.ok) return outcome.value as T;
  const err = outcome.error;
  if ('code' in err) throw new AppError(err.code, err.message, err.details);
  throw new Error(err.message);
}
