// The CPU-heavy work of a request as plain-data tasks: a diagram spec → SVG, an SVG → PNG. Runs in a worker
// thread (render-worker.ts) or, before the pool is ready and in the command line, on the calling thread.
import v8 from 'node:v8';
import vm from 'node:vm';
import { isMainThread } from 'node:worker_threads';
import { getDesign } from '../designs/registry.js';
import { AppError, isAppError, type ErrorCode } from '../errors.js';
import { composeInProcess } from '../generations/compose-diagram.js';
import { rasterizeSvg, type RasterOptions } from '../render/png.js';
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
 * resvg (2.6) keeps each rendered image in native memory that V8 does not count, so a worker rasterizing
 * back to back grows by the image size per PNG until some unrelated collection happens (thx/resvg-js#216).
 * In a worker, a full collection of its small heap takes a few ms: run one after every ~32 MB of pixels.
 * The native memory is returned when the finalizers run, on the worker's next turn of its event loop.
 */
const COLLECT_EVERY_BYTES = 32 * 1024 * 1024;
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
        const png = rasterizeSvg(task.svg, task.opts);
        collectIfDue(png);
        return { ok: true, value: png };
      }
      case 'warm': {
        // Loads the layout, fonts and rasterizer once, so the first real task is not the slow one.
        const c = await composeInProcess(warmSpec());
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
