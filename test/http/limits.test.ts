// Rate limits (per key, per workspace, default; public per address) and capacity (503 over_capacity, not charged).
import { afterEach, describe, expect, it } from 'vitest';
import { setKeyRateLimit } from '../../src/accounts/api-keys.js';
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
    expect(a.json().rate_limit).toEqual({ per_minute: 7, source: 'workspace' });
    await setKeyRateLimit(t.ctx.db, ws.keyId, 2);
    const b = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(ws.key) });
    expect(b.headers['ratelimit-limit']).toBe('2');
    const c = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() });
    expect(c.headers['ratelimit-limit']).toBe('50');
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
