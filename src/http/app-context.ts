// Everything the HTTP layer needs, built once by the server (or a test) and passed to buildApp.
import type { Redis } from 'ioredis';
import type { DiagramModel } from '../authoring/model.js';
import type { AppConfig } from '../config.js';
import type { CapacityGate } from '../generations/capacity.js';
import type { RateLimiter } from '../rate-limits/rate-limiter.js';
import type { Db, DbKind } from '../storage/database.js';
import type { PngCache } from './png-cache.js';

export interface AppContext {
  config: AppConfig;
  db: Db;
  dbKind: DbKind;
  model: DiagramModel;
  rateLimiter: RateLimiter;
  capacity: CapacityGate;
  /** PNG and PDF renders of downloads: one per render thread at once, a capped queue (http/download-renders.ts). */
  downloads: CapacityGate;
  inflight: Set<AbortController>;
  /** This process, as written on the generations it runs. */
  owner: string;
  pngCache: PngCache;
  redis?: Redis | undefined;
}
