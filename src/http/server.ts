// The service process: configuration, database, first-start key, crash recovery, listen, graceful SIGTERM.
import type { FastifyBaseLogger } from 'fastify';
import { bootstrapIfEmpty } from '../accounts/bootstrap.js';
import { loadConfig } from '../config.js';
import { AppError } from '../errors.js';
import { recoverOrphans } from '../generations/recover-orphans.js';
import { abortAll } from '../generations/run-generation.js';
import { startRenderPool, stopRenderPool } from '../workers/render-pool.js';
import { buildApp } from './build-app.js';
import { createContext } from './create-context.js';
import { bootstrapOwnerIfNone, firstOwnerMessage } from '../web/bootstrap-owner.js';
import { webApp } from '../web/web-app.js';

const SHUTDOWN_GRACE_MS = 10_000;
const MODEL_WARM_UP_DELAY_MS = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = { level: config.logLevel, redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'], censor: '[redacted]' } };
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
  await app.listen({ port: config.port, host: config.host });
  // What the model loads lazily (compromise for prose, a provider's SDK) is loaded after listen, a moment later so
  // the first requests (health checks, a first generation from diagram code) do not share the CPU with it.
  // A request that needs it sooner waits for the same load.
  // Layout, SVG and PNG move to worker threads once these have warmed up; until then they run here. The workers
  // start with the warm-up, for the same reason.
  setTimeout(() => {
    ctx.model.prepare?.().catch((err: unknown) => app.log.error({ err }, 'loading the model failed'));
    startRenderPool(config.renderThreads, (err) => app.log.error({ err }, 'a render worker failed to start'))
      .catch((err: unknown) => app.log.error({ err }, 'the render pool could not start: rendering stays on the main thread'));
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

main().catch((err) => {
  process.stderr.write(`diagram service failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
