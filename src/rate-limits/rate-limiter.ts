// Per-minute rate limiting: one fixed 60-second window per key, in memory or shared through Redis.
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

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
 * Counters shared by every instance through Redis. When Redis cannot be reached the limiter falls back
 * to per-instance memory counters (the insurance limiter) and `onFallback` is told, so the service keeps
 * serving with limits that hold per instance rather than failing every request.
 */
export function createRedisRateLimiter(redis: Redis, onFallback: (err: unknown) => void, prefix = 'rl'): RateLimiter {
  return new FlexibleRateLimiter((points) => {
    const insurance = new RateLimiterMemory({ points, duration: 60, keyPrefix: `${prefix}:mem:${points}` });
    const limiter = new RateLimiterRedis({
      storeClient: redis,
      points,
      duration: 60,
      keyPrefix: `${prefix}:${points}`,
      insuranceLimiter: insurance,
      useRedisPackage: false,
    });
    const consume = limiter.consume.bind(limiter);
    // Notice when the insurance limiter answers: Redis is down.
    limiter.consume = async (key: string | number, pts?: number) => {
      if (redis.status !== 'ready') onFallback(new Error(`redis status ${redis.status}`));
      return consume(key, pts);
    };
    return limiter;
  });
}
