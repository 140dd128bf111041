// Off-thread rendering: layout + SVG and rasterizing run in a pool of worker threads (piscina), so one
// process uses every core and the event loop stays free for HTTP and the database. Until the pool has warmed
// up, and where it is not started (command line, tests on sources), the same tasks run on the calling thread.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Piscina } from 'piscina';
import type { RasterOptions } from '../render/png.js';
import type { DiagramSpec } from '../spec/diagram-spec.js';
import type { ComposeResult, RenderTask, TaskOutcome } from './render-tasks.js';

// piscina, the rasterizer and their tasks load with the pool or the first task, not with the server's start.
let tasksModule: Promise<typeof import('./render-tasks.js')> | undefined;
const tasks = () => (tasksModule ??= import('./render-tasks.js'));

let pool: Piscina<RenderTask, TaskOutcome<unknown>> | undefined;
let ready = false;

/** The compiled worker entry; absent when running from sources through tsx (then everything stays in-thread). */
const WORKER_FILE = fileURLToPath(new URL('./render-worker.js', import.meta.url));

export interface RenderPoolState { threads: number; ready: boolean; /** Tasks the workers have finished. */ completed: number }

/**
 * Starts `threads` workers (0: none) and warms them in the background. Resolves, once they are started, to
 * the number of threads (0 when the worker entry is not built).
 */
export async function startRenderPool(threads: number, onError?: (err: unknown) => void): Promise<number> {
  if (pool || threads <= 0 || !fs.existsSync(WORKER_FILE)) return 0;
  const [{ Piscina }, { unwrapOutcome }] = await Promise.all([import('piscina'), tasks()]);
  if (pool) return 0;
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

/** Runs a task on a worker when the pool is warm, else here; its value, or its error thrown again here. */
async function run<T>(task: RenderTask): Promise<T> {
  const { runRenderTask, unwrapOutcome } = await tasks();
  return unwrapOutcome<T>(await (pool && ready ? pool.run(task) : runRenderTask(task)));
}

/** Layout and SVG of a spec (AppError on invalid content, as in-thread). */
export async function composeOffThread(spec: DiagramSpec): Promise<ComposeResult> {
  return run<ComposeResult>({ op: 'compose', spec });
}

/** PNG bytes of an SVG. */
export async function rasterizeOffThread(svg: string, opts: RasterOptions = {}): Promise<Buffer> {
  const bytes = await run<Uint8Array>({ op: 'rasterize', svg, opts });
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
