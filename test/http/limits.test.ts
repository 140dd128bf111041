// Rate limits (per key, per workspace, default; public per address) and capacity (503 over_capacity, not charged).
import { afterEach, describe, expect, it } from 'vitest';
import { createApiKey, setKeyRateLimit } from '../../src/accounts/api-keys.js';
import { buildApp } from '../../src/http/build-app.js';
import { createContext } from '../../src/http/create-context.js';
import { type FakeServer, startFakeOpenAI } from '../support/fake-openai-server.js';
import { createTestApp, FLOW_PROMPT, type TestApp } from '../support/test-app.js';

const opened: (TestApp | FakeServer)[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

describe('rate limits', () => {
  it('limits a key per minute with 429 rate_limited, Retry-After and RateLimit headers on every response', async () => {
    const t = await createTestApp({ DIAGRAM_DEFAULT_RATE_LIMIT: '3' });
    opened.push(t);
    const seen: { status: number; remaining: string | undefined }[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() });
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      seen.push({ status: res.statusCode, remaining: res.headers['ratelimit-remaining'] as string });
      if (res.statusCode === 429) {
        expect(res.json().code).toBe('rate_limited');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(seen).toEqual([
      { status: 200, remaining: '2' }, { status: 200, remaining: '1' }, { status: 200, remaining: '0' }, { status: 429, remaining: '0' },
    ]);
  });

  it('rate-limits before validating and charges nothing when limited', async () => {
    const t = await createTestApp({ DIAGRAM_DEFAULT_RATE_LIMIT: '1' });
    opened.push(t);
    await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() });
    const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: '' } });
    expect(res.statusCode).toBe(429);
    const ws = await t.ctx.db.selectFrom('workspaces').select('balance').where('id', '=', t.workspaceId).executeTakeFirstOrThrow();
    expect(ws.balance).toBe(100);
  });

  it('takes the limit of the key first, then of the workspace, then the default', async () => {
    const t = await createTestApp({ DIAGRAM_DEFAULT_RATE_LIMIT: '50' });
    opened.push(t);
    const ws = await t.addWorkspace('limited', 5, 7);
    const a = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(ws.key) });
    expect(a.headers['ratelimit-limit']).toBe('7');
    expect(a.json().rate_limit).toEqual({ per_minute: 7, source: 'workspace', workspace_per_minute: 250 });
    await setKeyRateLimit(t.ctx.db, ws.keyId, 2);
    const b = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(ws.key) });
    expect(b.headers['ratelimit-limit']).toBe('2');
    const c = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() });
    expect(c.headers['ratelimit-limit']).toBe('50');
  });

  it('limits all keys of a workspace together: more keys do not buy more requests', async () => {
    // Default workspace limit: 5 × the key default.
    const t = await createTestApp({ DIAGRAM_DEFAULT_RATE_LIMIT: '2' });
    opened.push(t);
    const keys = [t.key];
    for (let i = 0; i < 5; i++) keys.push((await createApiKey(t.ctx.db, t.workspaceId, { name: `extra ${i}` })).key);
    const codes: number[] = [];
    for (const key of keys) {
      for (let i = 0; i < 2; i++) codes.push((await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(key) })).statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.slice(10)).toEqual([429, 429]);
    // A new key's own count is fresh; the workspace's is not.
    const fresh = (await createApiKey(t.ctx.db, t.workspaceId, { name: 'fresh' })).key;
    const refused = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(fresh) });
    expect(refused.json()).toMatchObject({ code: 'rate_limited', details: { limit: 10 } });
    expect(refused.json().error).toContain('all keys of this workspace');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-limit']).toBe('10');
    // Another workspace has its own count.
    const other = await t.addWorkspace('other', 1);
    expect((await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(other.key) })).statusCode).toBe(200);
  });

  it('takes DIAGRAM_WORKSPACE_RATE_LIMIT, and its headers when it is nearer than the key\'s', async () => {
    const t = await createTestApp({ DIAGRAM_WORKSPACE_RATE_LIMIT: '3' });
    opened.push(t);
    const second = (await createApiKey(t.ctx.db, t.workspaceId, { name: 'second' })).key;
    const first = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() });
    expect(first.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '2' });
    expect(first.json().rate_limit.workspace_per_minute).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(second) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() })).statusCode).toBe(200);
    const over = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(second), payload: { prompt: FLOW_PROMPT } });
    expect(over.statusCode).toBe(429);
    const ws = await t.ctx.db.selectFrom('workspaces').select('balance').where('id', '=', t.workspaceId).executeTakeFirstOrThrow();
    expect(ws.balance).toBe(100);
  });

  it("gives a workspace the operator set a per-key limit for at least 5 × that limit together", async () => {
    const t = await createTestApp({ DIAGRAM_DEFAULT_RATE_LIMIT: '1' });
    opened.push(t);
    const ws = await t.addWorkspace('granted', 5, 3);
    const a = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(ws.key) });
    expect(a.json().rate_limit).toEqual({ per_minute: 3, source: 'workspace', workspace_per_minute: 15 });
    const keys = [ws.key];
    for (let i = 0; i < 5; i++) keys.push((await createApiKey(t.ctx.db, ws.workspaceId, { name: `k${i}` })).key);
    const codes: number[] = [];
    for (const key of keys) for (let i = 0; i < 3; i++) codes.push((await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(key) })).statusCode);
    // 15 in all (one of them the first request above), whatever the number of keys.
    expect(codes.filter((c) => c === 200)).toHaveLength(14);
  });

  it('shares the workspace count between instances through Redis', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const t = await createTestApp({ DIAGRAM_REDIS_URL: redisUrl, DIAGRAM_WORKSPACE_RATE_LIMIT: '4' });
    opened.push(t);
    // A second instance on the same database and Redis.
    const second = await createContext(t.ctx.config);
    const app2 = await buildApp(second.ctx);
    opened.push({ close: async () => { await app2.close(); await second.close(); } } as FakeServer);
    const keys = [t.key, (await createApiKey(t.ctx.db, t.workspaceId, { name: 'second' })).key];
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const app = i % 2 === 0 ? t.app : app2;
      codes.push((await app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(keys[Math.floor(i / 2) % 2]) })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
  });

  it('limits public endpoints per client address', async () => {
    const t = await createTestApp({ DIAGRAM_PUBLIC_RATE_LIMIT: '2' });
    opened.push(t);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await t.app.inject({ method: 'GET', url: '/rest/v1/export-options' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const other = await t.app.inject({ method: 'GET', url: '/rest/v1/export-options', remoteAddress: '127.0.0.9' });
    expect(other.statusCode).toBe(200);
  });
});

describe('capacity', () => {
  it('answers 503 over_capacity with Retry-After past the running and queued limits, without charging', async () => {
    const fake = await startFakeOpenAI({ handler: () => ({ json: { nodes: [{ id: 'a', label: 'A' }], edges: [] }, delayMs: 600 }) });
    opened.push(fake);
    const t = await createTestApp({
      DIAGRAM_MODEL_PROVIDER: 'openai-compatible', DIAGRAM_MODEL_BASE_URL: fake.url, DIAGRAM_MODEL_NAME: 'fake',
      DIAGRAM_MAX_CONCURRENT_GENERATIONS: '1', DIAGRAM_MAX_QUEUED_GENERATIONS: '1',
    }, 10);
    opened.push(t);
    const send = () => t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: FLOW_PROMPT, design: 'flowchart-vertical' } });
    const results = await Promise.all([send(), send(), send()]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 503]);
    const refused = results.find((r) => r.statusCode === 503)!;
    expect(refused.json().code).toBe('over_capacity');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const ws = await t.ctx.db.selectFrom('workspaces').select('balance').where('id', '=', t.workspaceId).executeTakeFirstOrThrow();
    expect(ws.balance).toBe(8);
  });
});
