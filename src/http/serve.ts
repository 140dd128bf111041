// The service once its configuration is read and its render pool started (server.ts): database, first-start key,
// crash recovery, listen, graceful SIGTERM.
import type { FastifyBaseLogger } from 'fastify';
import { bootstrapIfEmpty } from '../accounts/bootstrap.js';
import type { AppConfig } from '../config.js';
import { AppError } from '../errors.js';
import { recoverOrphans } from '../generations/recover-orphans.js';
import { abortAll } from '../generations/run-generation.js';
import { stopRenderPool } from '../workers/render-pool.js';
import { buildApp } from './build-app.js';
import { createContext } from './create-context.js';
import { loggerOptions } from './logging.js';
import { bootstrapOwnerIfNone, firstOwnerMessage } from '../web/bootstrap-owner.js';
import { webApp } from '../web/web-app.js';

const SHUTDOWN_GRACE_MS = 10_000;
const MODEL_WARM_UP_DELAY_MS = 1_000;

/**
 * `pool`: the render pool's start (server.ts begins it before this module loads, so the workers load on the
 * other cores meanwhile); awaited before listen, so that from then on no render task runs on this thread.
 * `setLogger` receives the logger once it exists (for the pool's errors).
 */
export async function serve(config: AppConfig, pool: Promise<unknown>, setLogger: (log: FastifyBaseLogger) => void): Promise<void> {
  const logger = loggerOptions(config.logLevel);
  // Redis loss is logged once per outage; Redis can be reported down before the app (and its logger) exists.
  let redisDown = false;
  let log: FastifyBaseLogger | undefined;
  const { ctx, close } = await createContext(config, {
    onRedisFallback: (err) => {
      if (!redisDown) log?.warn({ err: String(err) }, 'Redis unreachable: rate limits fall back to per-instance counters');
      redisDown = true;
    },
    onRedisReady: () => {
      if (redisDown) log?.info('Redis reachable again: rate limits are shared');
      redisDown = false;
    },
  });
  const app = await buildApp(ctx, { logger, extend: webApp(ctx) });
  log = app.log;
  setLogger(app.log);
  if (redisDown) app.log.warn('Redis unreachable at start: rate limits fall back to per-instance counters');

  const recovered = await recoverOrphans(ctx.db, { self: ctx.owner, staleAfterMs: config.model.timeoutMs + 60_000 });
  if (recovered.length) app.log.warn({ generations: recovered }, 'failed and refunded generations left running by a stopped process');
  const sweep = setInterval(() => {
    recoverOrphans(ctx.db, { self: ctx.owner, staleAfterMs: config.model.timeoutMs + 60_000 })
      .catch((err) => app.log.error({ err }, 'orphan sweep failed'));
  }, 60_000);
  sweep.unref();

  const first = await bootstrapIfEmpty(ctx.db);
  const firstOwner = await bootstrapOwnerIfNone(ctx.db);
  await pool;
  await app.listen({ port: config.port, host: config.host });
  // What the model loads lazily (compromise for prose, a provider's SDK) is loaded after listen, a moment later so
  // the first requests (health checks, a first generation from diagram code) do not share the CPU with it.
  // A request that needs it sooner waits for the same load.
  setTimeout(() => {
    ctx.model.prepare?.().catch((err: unknown) => app.log.error({ err }, 'loading the model failed'));
  }, MODEL_WARM_UP_DELAY_MS).unref();
  if (first) {
    // Printed once, on the first start with an empty database; only its hash is stored.
    process.stdout.write(`\nFirst start: created workspace "${first.workspace}" with 100 credits.\nYour API key (shown once, keep it secret):\n\n  ${first.key}\n\n`);
  }
  if (firstOwner) process.stdout.write(firstOwnerMessage(config.appUrl, firstOwner));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new requests; finishing in-flight generations');
    clearInterval(sweep);
    const grace = setTimeout(() => abortAll(ctx.inflight, new AppError('internal_error', 'The service is shutting down; the credit was refunded.')), SHUTDOWN_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(grace);
      await stopRenderPool();
      await close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

