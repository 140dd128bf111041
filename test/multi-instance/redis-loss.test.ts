// A server process whose Redis goes away: it keeps serving with per-instance limits, logs it once, and readiness says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer } from '../support/processes.js';
import { type RedisChild, redisChild } from './redis-child.js';

const LOST = 'Redis unreachable: rate limits fall back to per-instance counters';
const dirs: string[] = [];
const servers: ServerProcess[] = [];
let redis: RedisChild | undefined;

afterAll(async () => {
  for (const s of servers) await s.stop();
  await redis?.kill();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function sqliteUrl(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-redis-'));
  dirs.push(dir);
  return `sqlite:${path.join(dir, 'server.db')}`;
}

async function readiness(server: ServerProcess): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}/readyz`);
  return { status: res.status, body: await res.json() };
}

async function until<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('an instance that loses Redis', () => {
  it('keeps serving with per-instance limits, logs the loss once and the return, and readiness reports Redis', async () => {
    redis = await redisChild();
    const server = await startServer({ DIAGRAM_DATABASE_URL: sqliteUrl(), DIAGRAM_REDIS_URL: redis.url, DIAGRAM_DEFAULT_RATE_LIMIT: '5', DIAGRAM_LOG_LEVEL: 'info' });
    servers.push(server);
    const key = /diagram_sk_[0-9A-Za-z]+/.exec(server.output())![0];
    const auth = { authorization: `Bearer ${key}` };
    const account = () => fetch(`${server.url}/rest/v1/account`, { headers: auth });

    expect(await readiness(server)).toEqual({ status: 200, body: expect.objectContaining({ status: 'ready', checks: { database: 'ok', redis: 'ok' }, rate_limits: 'shared' }) });
    const shared = await Promise.all([account(), account()]);
    expect(shared.map((r) => r.status)).toEqual([200, 200]);
    expect(shared.map((r) => r.headers.get('ratelimit-remaining')).sort()).toEqual(['3', '4']);

    await redis.kill();
    const down = await until('readiness to notice', () => readiness(server), (r) => r.body.checks.redis === 'unavailable');
    // Still ready: the instance serves on, so a load balancer keeps it.
    expect(down).toEqual({ status: 200, body: expect.objectContaining({ status: 'ready', checks: { database: 'ok', redis: 'unavailable' }, rate_limits: 'per_instance' }) });

    // The key's limit now holds in this instance's memory: a fresh window of 5, then 429 (never a 5xx).
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await account()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(server.output().split(LOST).length - 1).toBe(1);

    await redis.start();
    await until('readiness to see Redis again', () => readiness(server), (r) => r.body.checks.redis === 'ok' && r.body.rate_limits === 'shared');
    await until('the return to be logged', async () => server.output(), (out) => out.includes('Redis reachable again: rate limits are shared'));
    // The restarted Redis kept nothing (--save ''): counting starts over there, shared again.
    const back = await account();
    expect(back.status).toBe(200);
    expect(back.headers.get('ratelimit-remaining')).toBe('4');
  });

  it('starts and serves when Redis cannot be reached at start', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const server = await startServer({ DIAGRAM_DATABASE_URL: sqliteUrl(), DIAGRAM_REDIS_URL: nowhere });
    servers.push(server);
    const key = /diagram_sk_[0-9A-Za-z]+/.exec(server.output())![0];
    expect(server.output()).toContain('Redis unreachable at start');
    const res = await fetch(`${server.url}/rest/v1/account`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-limit')).toBe('60');
    expect(await readiness(server)).toEqual({ status: 200, body: expect.objectContaining({ checks: { database: 'ok', redis: 'unavailable' }, rate_limits: 'per_instance' }) });
  });
});
