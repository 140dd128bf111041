// How far V8 lets a heap grow past what the last full collection kept. V8's default on a large machine is up to
// 4 × the live size: under a flood of requests the main thread's heap, mostly garbage, reached ~180 MB (live
// ~50 MB) before a full collection, which put the server over 400 MB resident.
// The flag is one for the whole process, and the render workers pull the other way: each PNG adds ~13 MB of
// pixels outside the heap, which counts toward the same limit, so a small factor starts a full collection
// (~20 ms of marking) after every PNG. Measured with `npm run bench -- --only=http` (cold 50-node PNG, one at a
// time / server peak RSS): 1.3 × 62-80 ms / 248-274 MB; 1.45 × 50-64 ms / 275-282 MB; 1.6 × 40-44 ms /
// 288-291 MB; V8's own 45-50 ms / 322 MB. 1.5 × keeps both under their targets.
// The young generation's size can only be set when a heap is made: for the main thread that is the
// `--max-semi-space-size` flag of `npm start` and the Dockerfile (see README, "Memory"); render workers get
// theirs in render-pool.ts.
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 50;

/** Process-wide (every isolate, the workers too): V8 reads it at every full collection. Call once, early. */
export function limitHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
