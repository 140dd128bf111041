// DIAGRAM_REDIS_URL → an ioredis client that fails fast (so rate limiting falls back instead of hanging), and its state.
import type { Redis } from 'ioredis';

/** Commands give up after this long: a stalled Redis costs a request at most this much before the fallback. */
const COMMAND_TIMEOUT_MS = 1_000;

export type RedisState = 'ok' | 'unavailable';

export interface RedisEvents {
  /** The connection was lost or could not be made (told on each failed attempt; callers log once). */
  onDown?: (err: unknown) => void;
  /** Connected and ready to serve commands (also at the first connection). */
  onUp?: () => void;
}

/**
 * Connects in the background and reconnects for ever (backing off to 2 s); resolves once connected, or
 * after `waitMs` without a connection (the service then starts with per-instance limits).
 */
export async function connectRedis(url: string, events: RedisEvents = {}, waitMs = 2_000): Promise<Redis> {
  // Loaded only when DIAGRAM_REDIS_URL is set: ioredis costs about 0.15 s of start-up.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    // No queue of commands while disconnected and one try each: the rate limiter answers from memory instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
  });
  redis.on('error', (err) => events.onDown?.(err));
  redis.on('close', () => events.onDown?.(new Error('connection to Redis closed')));
  redis.on('ready', () => events.onUp?.());
  if (redis.status !== 'ready') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, waitMs);
      function done() {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      }
      redis.once('ready', done);
    });
  }
  return redis;
}

export function redisState(redis: Redis): RedisState {
  return redis.status === 'ready' ? 'ok' : 'unavailable';
}

/** Closes at shutdown without reporting the closed connection as a loss. */
export function disconnectRedis(redis: Redis): void {
  redis.removeAllListeners('close');
  redis.disconnect();
}
