// Opens the database (migrating it), the rate-limit store and the model: the running service's context.
import { Redis } from 'ioredis';
import { createModel } from '../authoring/create-model.js';
import type { DiagramModel } from '../authoring/model.js';
import type { AppConfig } from '../config.js';
import { CapacityGate } from '../generations/capacity.js';
import { processOwner } from '../generations/recover-orphans.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from '../rate-limits/rate-limiter.js';
import { openDatabase } from '../storage/database.js';
import { migrateToLatest } from '../storage/migrations.js';
import type { AppContext } from './app-context.js';
import { PngCache } from './png-cache.js';

export interface ContextOptions {
  /** Use this model instead of the configured one (tests of the service's own behaviour). */
  model?: DiagramModel;
  onRedisFallback?: (err: unknown) => void;
}

export async function createContext(config: AppConfig, opts: ContextOptions = {}): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  let redis: Redis | undefined;
  let rateLimiter = createMemoryRateLimiter();
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    redis.on('error', () => { /* reported through readiness and the fallback notice */ });
    rateLimiter = createRedisRateLimiter(redis, opts.onRedisFallback ?? (() => {}));
  }
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    model: opts.model ?? createModel(config.model),
    rateLimiter,
    capacity: new CapacityGate(config.maxConcurrent, config.maxQueued),
    inflight: new Set(),
    owner: processOwner(),
    pngCache: new PngCache(),
    redis,
  };
  return {
    ctx,
    close: async () => {
      redis?.disconnect();
      await database.close();
    },
  };
}
