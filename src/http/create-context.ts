// Opens the database (migrating it), the rate-limit store and the model: the running service's context.
import { createModel } from '../authoring/create-model.js';
import type { DiagramModel } from '../authoring/model.js';
import type { AppConfig } from '../config.js';
import { CapacityGate } from '../generations/capacity.js';
import { processOwner } from '../generations/recover-orphans.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from '../rate-limits/rate-limiter.js';
import { connectRedis, disconnectRedis } from '../rate-limits/redis-client.js';
import { openDatabase } from '../storage/database.js';
import { migrateToLatest } from '../storage/migrations.js';
import type { AppContext } from './app-context.js';
import { PngCache } from './png-cache.js';

export interface ContextOptions {
  /** Use this model instead of the configured one (tests of the service's own behaviour). */
  model?: DiagramModel;
  /** Told when Redis is lost or unreachable (on every failed attempt or request: log once). */
  onRedisFallback?: (err: unknown) => void;
  /** Told when Redis is connected (again): rate limits are shared. */
  onRedisReady?: () => void;
}

export async function createContext(config: AppConfig, opts: ContextOptions = {}): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  let redis: AppContext['redis'];
  let rateLimiter = createMemoryRateLimiter();
  if (config.redisUrl) {
    const onDown = opts.onRedisFallback ?? (() => {});
    redis = await connectRedis(config.redisUrl, { onDown, onUp: () => opts.onRedisReady?.() });
    rateLimiter = createRedisRateLimiter(redis, onDown);
  }
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    model: opts.model ?? createModel(config.model),
    rateLimiter,
    capacity: new CapacityGate(config.maxConcurrent, config.maxQueued),
    downloads: new CapacityGate(Math.max(1, config.renderThreads), config.maxQueuedDownloads),
    inflight: new Set(),
    owner: processOwner(),
    pngCache: new PngCache(),
    redis,
  };
  return {
    ctx,
    close: async () => {
      if (redis) disconnectRedis(redis);
      await database.close();
    },
  };
}
