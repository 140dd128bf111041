// How far V8 lets a heap grow past what the last full collection kept. V8's default on a large machine is up to
// 4 × the live size: under a flood of requests the main thread's heap, mostly garbage, reached ~180 MB (live
// ~50 MB) before a full collection, which put the server over 400 MB resident. At 1.3 × it stays near 100 MB,
// for no measurable CPU per request (`npm run bench -- --only=http`, peak MB column).
// The young generation's size can only be set when a heap is made: for the main thread that is the
// `--max-semi-space-size` flag of `npm start` and the Dockerfile (see README, "Memory"); render workers get
// theirs in render-pool.ts.
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 30;

/** Process-wide (every isolate, the workers too): V8 reads it at every full collection. Call once, early. */
export function limitHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
