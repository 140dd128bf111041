// Off-thread rendering: layout + SVG and rasterizing run in a pool of worker threads (piscina), so one
// process uses every core and the event loop stays free for HTTP and the database. Once the pool is started,
// every task goes to it (queued while the workers load), so the main thread never loads the layout, the fonts
// or the rasterizer: each would be a second copy in memory (~50 MB). Where no pool is started (command line,
// tests on sources, DIAGRAM_RENDER_THREADS=0), the same tasks run on the calling thread.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Piscina } from 'piscina';
import type { RasterOptions } from '../render/png.js';
import type { DiagramSpec } from '../spec/diagram-spec.js';
import type { ComposeResult, RenderTask } from './render-tasks.js';
import { type TaskOutcome, unwrapOutcome } from './task-outcome.js';

// piscina loads with the pool; the tasks (layout, rasterizer) only where they run on this thread.
let tasksModule: Promise<typeof import('./render-tasks.js')> | undefined;
const tasks = () => (tasksModule ??= import('./render-tasks.js'));

let pool: Piscina<RenderTask, TaskOutcome<unknown>> | undefined;
let ready = false;
/** Tasks handed to the pool and not settled yet (running on a worker, or waiting for one). */
let pending = 0;

/** The compiled worker entry; absent when running from sources through tsx (then everything stays in-thread). */
const WORKER_FILE = fileURLToPath(new URL('./render-worker.js', import.meta.url));

export interface RenderPoolState {
  threads: number;
  ready: boolean;
  /** Tasks the workers have finished (or that were aborted). */
  completed: number;
  /** Tasks on a worker now, and tasks waiting for one. */
  running: number;
  queued: number;
}

/**
 * Starts `threads` workers (0: none) and warms them in the background. Resolves, once they are started, to
 * the number of threads (0 when the worker entry is not built).
 */
export async function startRenderPool(threads: number, onError?: (err: unknown) => void): Promise<number> {
  if (pool || threads <= 0 || !fs.existsSync(WORKER_FILE)) return 0;
  const { Piscina } = await import('piscina');
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
  const threads = pool?.maxThreads ?? 0;
  // An abortable task has a worker to itself, so at most one task runs per thread.
  const running = Math.min(pending, threads);
  return { threads, ready, completed: pool?.completed ?? 0, running, queued: pending - running };
}

/**
 * Runs a task on a worker when the pool is started, else here; its value, or its error thrown again here.
 * `signal` stops the task: one still waiting leaves the queue, and the worker running one is ended (piscina
 * terminates the thread and starts another), so a task nobody waits for any more uses no CPU. On this thread
 * a task cannot be stopped once begun; only one not yet begun is refused.
 */
async function run<T>(task: RenderTask, signal?: AbortSignal): Promise<T> {
  signal?.throwIfAborted();
  if (!pool) return unwrapOutcome<T>(await (await tasks()).runRenderTask(task));
  pending++;
  try {
    return unwrapOutcome<T>(await pool.run(task, signal ? { signal } : {}));
  } finally {
    pending--;
  }
}

const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** Layout and SVG of a spec (AppError on invalid content, as in-thread). */
export async function composeOffThread(spec: DiagramSpec, signal?: AbortSignal): Promise<ComposeResult> {
  return run<ComposeResult>({ op: 'compose', spec }, signal);
}

/** PNG bytes of an SVG. */
export async function rasterizeOffThread(svg: string, opts: RasterOptions = {}, signal?: AbortSignal): Promise<Buffer> {
  return asBuffer(await run<Uint8Array>({ op: 'rasterize', svg, opts }, signal));
}

/** A vector PDF of an SVG of `width` × `height` px. */
export async function pdfOffThread(svg: string, width: number, height: number, signal?: AbortSignal): Promise<Buffer> {
  return asBuffer(await run<Uint8Array>({ op: 'pdf', svg, width, height }, signal));
}
