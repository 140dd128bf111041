// Per-minute rate limiting: one fixed 60-second window per key, in memory or shared through Redis.
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from './rate-limiters.js';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiter {
  consume(key: string, limitPerMinute: number): Promise<RateLimitDecision>;
}

type Factory = (points: number) => RateLimiterAbstract;

/** Keeps one limiter per distinct limit value (limits differ per key and workspace). */
class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<number, RateLimiterAbstract>();
  constructor(private readonly make: Factory) {}

  /** Rejects with the store's error when the store fails (a refusal is a decision, not an error). */
  async consume(key: string, limit: number): Promise<RateLimitDecision> {
    let limiter = this.limiters.get(limit);
    if (!limiter) {
      limiter = this.make(limit);
      this.limiters.set(limit, limiter);
    }
    try {
      const res = await limiter.consume(key, 1);
      return { allowed: true, limit, remaining: res.remainingPoints, resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
      }
      throw e;
    }
  }
}

export function createMemoryRateLimiter(prefix = 'rl'): RateLimiter {
  return new FlexibleRateLimiter((points) => new RateLimiterMemory({ points, duration: 60, keyPrefix: `${prefix}:${points}` }));
}

/**
 * Counters shared by every instance through Redis (an atomic increment-with-expiry script, so instances
 * racing on one key never over-admit). When Redis fails or is not connected, this instance counts in its
 * own memory instead and `onFallback` is told on every such request: the service keeps serving, with
 * limits that then hold per instance (N instances admit up to N × the limit while Redis is away).
 */
export function createRedisRateLimiter(redis: Redis, onFallback: (err: unknown) => void, prefix = 'rl'): RateLimiter {
  const shared = new FlexibleRateLimiter((points) => new RateLimiterRedis({
    storeClient: redis,
    points,
    duration: 60,
    keyPrefix: `${prefix}:${points}`,
    // Not connected: answer from memory at once instead of waiting on a dead connection.
    rejectIfRedisNotReady: true,
    useRedisPackage: false,
  }));
  const local = createMemoryRateLimiter(`${prefix}:local`);
  return {
    async consume(key, limit) {
      try {
        return await shared.consume(key, limit);
      } catch (err) {
        onFallback(err);
        return local.consume(key, limit);
      }
    },
  };
}
