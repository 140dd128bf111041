// PNG and PDF downloads drawn on the render workers within bounds: a slot per worker thread, a capped queue and
// a timeout (waiting included); past the queue or the time, 503 over_capacity with Retry-After.
import { AppError } from '../errors.js';
import { raceAbort } from '../generations/capacity.js';
import type { AppContext } from './app-context.js';

const RETRY_AFTER_SECONDS = '5';

/**
 * Runs `draw` once a download slot is free. When the timeout passes, `draw`'s signal aborts (the render
 * worker drawing it is stopped, see workers/render-pool.ts) and the request is answered 503: the work a
 * client gave up on does not keep a worker busy. Errors of `draw` itself pass through.
 */
export async function boundedDownload<T>(ctx: AppContext, what: string, draw: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const ticket = ctx.downloads.enter();
  if (!ticket) {
    throw new AppError('over_capacity', `Too many downloads are being drawn on this instance; retry the ${what} later.`, { queue: ctx.downloads.maxQueued }, { 'Retry-After': RETRY_AFTER_SECONDS });
  }
  const timeoutMs = ctx.config.downloadTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AppError('over_capacity', `The ${what} was not drawn within ${timeoutMs} ms; retry later, or ask for a smaller size.`, { timeout_ms: timeoutMs }, { 'Retry-After': RETRY_AFTER_SECONDS })), timeoutMs);
  let release: (() => void) | undefined;
  try {
    release = await raceAbort(ticket.ready, controller.signal);
    return await raceAbort(draw(controller.signal), controller.signal);
  } finally {
    clearTimeout(timer);
    release?.();
    ticket.cancel();
  }
}
