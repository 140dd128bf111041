// Rate limiters of two instances on one Redis: one shared count per key; with Redis gone, per-instance counts and a notice.
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter, type RateLimiter } from '../../src/rate-limits/rate-limiter.js';
import { connectRedis, disconnectRedis, redisState } from '../../src/rate-limits/redis-client.js';
import { type RedisChild, redisChild } from './redis-child.js';

async function until(what: string, check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function allowedOf(limiters: RateLimiter[], key: string, limit: number, requests: number): Promise<number[]> {
  const decisions = await Promise.all(Array.from({ length: requests }, (_, i) => limiters[i % limiters.length]!.consume(key, limit)));
  return limiters.map((_, j) => decisions.filter((d, i) => i % limiters.length === j && d.allowed).length);
}

describe('rate limits shared through Redis', () => {
  let server: RedisChild;
  const clients: Redis[] = [];
  const fallbacks = [0, 0, 0];
  let limiters: RateLimiter[];

  beforeAll(async () => {
    server = await redisChild();
    for (let i = 0; i < 3; i++) clients.push(await connectRedis(server.url, {}, 5_000));
    limiters = clients.map((c, i) => createRedisRateLimiter(c, () => { fallbacks[i]!++; }));
  });
  afterAll(async () => {
    for (const c of clients) disconnectRedis(c);
    await server?.kill();
  });

  it('admits exactly the limit across instances racing on one key', async () => {
    expect(clients.map(redisState)).toEqual(['ok', 'ok', 'ok']);
    const perInstance = await allowedOf(limiters, 'key:race', 7, 60);
    expect(perInstance.reduce((a, b) => a + b, 0)).toBe(7);
    const next = await limiters[0]!.consume('key:race', 7);
    expect(next).toMatchObject({ allowed: false, limit: 7, remaining: 0 });
    expect(next.resetSeconds).toBeGreaterThanOrEqual(1);
    expect(next.resetSeconds).toBeLessThanOrEqual(60);
    // Another limit value is another window, and another key another count.
    expect((await limiters[1]!.consume('key:other', 7)).allowed).toBe(true);
    expect(fallbacks).toEqual([0, 0, 0]);
  });

  it('answers from memory instead of waiting when Redis stops answering on an open connection', async () => {
    server.pause();
    try {
      const before = fallbacks[0]!;
      const decision = await limiters[0]!.consume('key:stalled', 2);
      expect(decision).toMatchObject({ allowed: true, limit: 2, remaining: 1 });
      expect(fallbacks[0]).toBe(before + 1);
    } finally {
      server.resume();
    }
    await until('the clients to be ready again', () => clients.every((c) => redisState(c) === 'ok'));
  });

  it('keeps answering from per-instance counters while Redis is gone, and shares again once it is back', async () => {
    await server.kill();
    await until('the clients to notice', () => clients.every((c) => redisState(c) === 'unavailable'));
    const perInstance = await allowedOf(limiters, 'key:outage', 3, 30);
    // Each instance now counts alone: the limit holds per instance.
    expect(perInstance).toEqual([3, 3, 3]);
    expect(fallbacks.every((n) => n >= 10)).toBe(true);

    await server.start();
    await until('the clients to reconnect', () => clients.every((c) => redisState(c) === 'ok'));
    const before = [...fallbacks];
    const shared = await allowedOf(limiters, 'key:after', 4, 12);
    expect(shared.reduce((a, b) => a + b, 0)).toBe(4);
    expect(fallbacks).toEqual(before);
  });
});
