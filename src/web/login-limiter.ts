// Sign-in attempt limits (rate-limiter-flexible): per address and email, per address, per account (whatever the
// address), and password-change attempts per user; shared through Redis when configured.
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from '../rate-limits/rate-limiters.js';

export interface LoginLimits {
  /** Attempts for one email from one address, per window. */
  perEmail: number;
  /** Attempts from one address, whatever the email, per window. */
  perAddress: number;
  /**
   * Attempts for one email from any address, per window: one guesser with many addresses (a botnet, or
   * forwarded headers from a proxy that was trusted by mistake) is still stopped. Higher than `perEmail`, so
   * someone who guesses from afar locks the owner out less soon than they lock themselves out.
   */
  perAccount: number;
  /** Wrong current passwords on a password change, per signed-in user, per window. */
  passwordChanges: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perEmail: 10, perAddress: 50, perAccount: 30, passwordChanges: 5, windowSeconds: 15 * 60 };

export interface LoginLimiter {
  /** Counts one attempt; returns the seconds to wait when the limit is reached, else 0. */
  attempt(address: string, email: string): Promise<number>;
  /** A successful sign-in clears the count for that email (from that address, and from anywhere). */
  succeeded(address: string, email: string): Promise<void>;
  /** Counts one password-change attempt of a signed-in user; the seconds to wait when over the limit, else 0. */
  passwordAttempt(userId: string): Promise<number>;
  /** A password changed: that user's count starts over. */
  passwordChanged(userId: string): Promise<void>;
}

function make(points: number, duration: number, prefix: string, redis: Redis | undefined): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration, keyPrefix: `${prefix}:mem` });
  if (!redis) return memory;
  return new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix: prefix, insuranceLimiter: memory, useRedisPackage: false });
}

/** 0 when every limiter admits one more; else the seconds until the refusing one's window ends. */
async function consumeAll(steps: readonly [RateLimiterAbstract, string][]): Promise<number> {
  try {
    for (const [limiter, key] of steps) await limiter.consume(key, 1);
    return 0;
  } catch (e) {
    if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    throw e;
  }
}

export function createLoginLimiter(redis: Redis | undefined, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginLimiter {
  const byEmail = make(limits.perEmail, limits.windowSeconds, 'login:email', redis);
  const byAddress = make(limits.perAddress, limits.windowSeconds, 'login:ip', redis);
  const byAccount = make(limits.perAccount, limits.windowSeconds, 'login:account', redis);
  const byUser = make(limits.passwordChanges, limits.windowSeconds, 'password:user', redis);
  const emailKey = (address: string, email: string) => `${address}|${email}`;
  return {
    attempt: (address, email) => consumeAll([[byAddress, address], [byAccount, email], [byEmail, emailKey(address, email)]]),
    async succeeded(address, email) {
      await byEmail.delete(emailKey(address, email));
      await byAccount.delete(email);
    },
    passwordAttempt: (userId) => consumeAll([[byUser, userId]]),
    async passwordChanged(userId) {
      await byUser.delete(userId);
    },
  };
}
