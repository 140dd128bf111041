// Off-thread rendering: layout + SVG and rasterizing run in a pool of worker threads (piscina), so one
// process uses every core and the event loop stays free for HTTP and the database. Until the pool has warmed
// up, and where it is not started (command line, tests on sources), the same tasks run on the calling thread.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { RasterOptions } from '../render/png.js';
import type { DiagramSpec } from '../spec/diagram-spec.js';
import { runRenderTask, unwrapOutcome, type ComposeResult, type RenderTask, type TaskOutcome } from './render-tasks.js';

let pool: Piscina<RenderTask, TaskOutcome<unknown>> | undefined;
let ready = false;

/** The compiled worker entry; absent when running from sources through tsx (then everything stays in-thread). */
const WORKER_FILE = fileURLToPath(new URL('./render-worker.js', import.meta.url));

export interface RenderPoolState { threads: number; ready: boolean; /** Tasks the workers have finished. */ completed: number }

/**
 * Starts `threads` workers (0: none) and warms them in the background; resolves at once. Returns the number
 * of threads started (0 when the worker entry is not built).
 */
export function startRenderPool(threads: number, onError?: (err: unknown) => void): number {
  if (pool || threads <= 0 || !fs.existsSync(WORKER_FILE)) return 0;
  const p = new Piscina<RenderTask, TaskOutcome<unknown>>({ filename: WORKER_FILE, minThreads: threads, maxThreads: threads, idleTimeout: Infinity,
    // 'sync' would run queued tasks back to back without a turn of the worker's event loop, and resvg's native
    // images are freed only by finalizers that run on such a turn (see render-tasks.ts).
    atomics: 'async',
    // A render task allocates little that lives long: a small young generation keeps each worker's heap small.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  pool = p;
  for (let i = 0; i < threads; i++) {
    p.run({ op: 'warm' }).then((o) => { unwrapOutcome(o); if (pool === p) ready = true; }).catch((err: unknown) => onError?.(err));
  }
  return threads;
}

export async function stopRenderPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  ready = false;
  await p?.destroy();
}

export function renderPoolState(): RenderPoolState {
  return { threads: pool?.maxThreads ?? 0, ready, completed: pool?.completed ?? 0 };
}

async function run(task: RenderTask): Promise<TaskOutcome<unknown>> {
  return pool && ready ? pool.run(task) : runRenderTask(task);
}

/** Layout and SVG of a spec (AppError on invalid content, as in-thread). */
export async function composeOffThread(spec: DiagramSpec): Promise<ComposeResult> {
  return unwrapOutcome<ComposeResult>(await run({ op: 'compose', spec }));
}

/** PNG bytes of an SVG. */
export async function rasterizeOffThread(svg: string, opts: RasterOptions = {}): Promise<Buffer> {
  const bytes = unwrapOutcome<Uint8Array>(await run({ op: 'rasterize', svg, opts }));
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
