// Sign-in attempt limits (rate-limiter-flexible): per address and email, and per address; shared through Redis when configured.
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from '../rate-limits/rate-limiters.js';

export interface LoginLimits {
  /** Attempts for one email from one address, per window. */
  perEmail: number;
  /** Attempts from one address, whatever the email, per window. */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perEmail: 10, perAddress: 50, windowSeconds: 15 * 60 };

export interface LoginLimiter {
  /** Counts one attempt; returns the seconds to wait when the limit is reached, else 0. */
  attempt(address: string, email: string): Promise<number>;
  /** A successful sign-in clears the count for that email and address. */
  succeeded(address: string, email: string): Promise<void>;
}

function make(points: number, duration: number, prefix: string, redis: Redis | undefined): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration, keyPrefix: `${prefix}:mem` });
  if (!redis) return memory;
  return new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix: prefix, insuranceLimiter: memory, useRedisPackage: false });
}

export function createLoginLimiter(redis: Redis | undefined, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginLimiter {
  const byEmail = make(limits.perEmail, limits.windowSeconds, 'login:email', redis);
  const byAddress = make(limits.perAddress, limits.windowSeconds, 'login:ip', redis);
  const emailKey = (address: string, email: string) => `${address}|${email}`;
  return {
    async attempt(address, email) {
      try {
        await byAddress.consume(address, 1);
        await byEmail.consume(emailKey(address, email), 1);
        return 0;
      } catch (e) {
        if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
        throw e;
      }
    },
    async succeeded(address, email) {
      await byEmail.delete(emailKey(address, email));
    },
  };
}
