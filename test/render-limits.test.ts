// Render work that nobody waits for stops: the compiled service with real render workers (dist/, built by the
// global setup). A timed-out generation's layout is stopped on its worker, so the next small one is served;
// PDFs are drawn on the workers; download renders have a queue cap and a timeout (503 over_capacity).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dist = (p: string): string => pathToFileURL(path.resolve(import.meta.dirname, '..', 'dist', p)).href;

type PoolModule = typeof import('../src/workers/render-pool.js');
let pool: PoolModule;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-render-limits-'));
const closers: (() => Promise<void>)[] = [];

interface Service { app: FastifyInstance; auth: { authorization: string } }

/** The compiled app on a database of its own, with one funded key. */
async function service(name: string, env: Record<string, string>): Promise<Service> {
  const { loadConfig } = await import(dist('config.js')) as typeof import('../src/config.js');
  const { createContext } = await import(dist('http/create-context.js')) as typeof import('../src/http/create-context.js');
  const { buildApp } = await import(dist('http/build-app.js')) as typeof import('../src/http/build-app.js');
  const { createWorkspace } = await import(dist('accounts/workspaces.js')) as typeof import('../src/accounts/workspaces.js');
  const { grantCredits } = await import(dist('billing/ledger.js')) as typeof import('../src/billing/ledger.js');
  const { createApiKey } = await import(dist('accounts/api-keys.js')) as typeof import('../src/accounts/api-keys.js');
  const config = loadConfig({ DIAGRAM_DATABASE_URL: `sqlite:${path.join(dir, `${name}.db`)}`, DIAGRAM_LOG_LEVEL: 'silent', DIAGRAM_RENDER_THREADS: '1', DIAGRAM_DEFAULT_RATE_LIMIT: '10000', ...env });
  const { ctx, close } = await createContext(config);
  const app = await buildApp(ctx);
  closers.push(async () => { await app.close(); await close(); });
  const ws = await createWorkspace(ctx.db, 'main');
  await grantCredits(ctx.db, ws.id, 1000, 'test');
  const { key } = await createApiKey(ctx.db, ws.id);
  return { app, auth: { authorization: `Bearer ${key}` } };
}

/** A 500-node Mermaid flowchart (the most one diagram takes): its layout is the slowest work a request can ask. */
function bigMermaid(seed: number): string {
  const lines = ['flowchart TD'];
  // Prompts stay under 20,000 characters; the seed varies the edges.
  for (let i = 1; i < 500; i++) {
    const from = Math.max(0, i - 1 - ((i * 7 + seed) % 4));
    lines.push(`  n${from}[Step ${from}] --> n${i}[Step ${i}]`);
  }
  return lines.join('\n');
}

const TINY = 'flowchart TD\n  a[Start] --> b[Done]';

const post = (s: Service, prompt: string) => s.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: s.auth, payload: { prompt } });

beforeAll(async () => {
  pool = await import(dist('workers/render-pool.js')) as PoolModule;
  expect(await pool.startRenderPool(1)).toBe(1);
  for (let i = 0; i < 600 && !pool.renderPoolState().ready; i++) await new Promise((r) => setTimeout(r, 50));
  expect(pool.renderPoolState().ready).toBe(true);
});

afterAll(async () => {
  for (const close of closers) await close();
  await pool.stopRenderPool();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a generation timeout', () => {
  it('stops the timed-out layouts on the worker: the backlog is gone and a small generation succeeds', async () => {
    // How long one big layout takes here decides how many make a backlog several timeouts long.
    // Measured warm (the first layout on a fresh worker is several times slower than the rest), and the timeout
    // scales with it, so a fast machine still gets a backlog of about eight timeouts (four was too few on a loaded CI
    // machine: work done on the request thread counts too, and only 34 of 70 timed out once).
    const probe = await service('probe', {});
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      expect((await post(probe, bigMermaid(1000 + i))).statusCode).toBe(201);
      times.push(performance.now() - started);
    }
    const one = Math.min(...times.slice(1));
    const timeoutMs = Math.round(Math.min(4_000, Math.max(1_000, one * 10)));
    const count = Math.min(300, Math.max(12, Math.ceil((8 * timeoutMs) / one)));

    const s = await service('timeouts', { DIAGRAM_GENERATION_TIMEOUT_MS: String(timeoutMs), DIAGRAM_MAX_CONCURRENT_GENERATIONS: String(count) });
    const results = await Promise.all(Array.from({ length: count }, (_, i) => post(s, bigMermaid(i + 1))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 504).length, `${count} × ${Math.round(one)} ms, timeout ${timeoutMs} ms`).toBeGreaterThan(count / 2);
    expect(codes.every((c) => c === 201 || c === 504)).toBe(true);
    for (const r of results.filter((x) => x.statusCode === 504)) expect(r.json().details.generation.credits).toMatchObject({ charged: 1, refunded: 1 });

    // Nothing of them is left on the worker or waiting for it, and readiness says so.
    expect(pool.renderPoolState()).toMatchObject({ running: 0, queued: 0 });
    const ready = (await s.app.inject({ method: 'GET', url: '/readyz' })).json();
    expect(ready).toMatchObject({ generations: { running: 0, queued: 0 }, render: { threads: 1, running: 0, queued: 0 } });

    // A small generation now gets the worker (a fresh one) well within the timeout.
    const tiny = await post(s, TINY);
    expect(tiny.statusCode, tiny.body).toBe(201);
  });
});

describe('downloads', () => {
  let s: Service;
  let big: { id: string; width: number };
  let small: { id: string };
  beforeAll(async () => {
    s = await service('downloads', { DIAGRAM_MAX_QUEUED_DOWNLOADS: '1' });
    big = (await post(s, bigMermaid(99))).json();
    small = (await post(s, TINY)).json();
  });
  const get = (id: string, file: string) => s.app.inject({ method: 'GET', url: `/rest/v1/generations/${id}/${file}`, headers: s.auth });

  it('draws PDFs on the render workers, not on the thread that answers requests', async () => {
    const before = pool.renderPoolState().completed;
    const res = await get(big.id, 'diagram.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.renderPoolState().completed - before).toBe(1);
  });

  it('refuses downloads past the queue with 503 over_capacity and Retry-After', async () => {
    // One drawing (one render thread) and one waiting; the others are refused at once. Distinct sizes: no cache.
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => get(big.id, `diagram.png?width=${2000 + i}`)));
    const refused = results.filter((r) => r.statusCode === 503);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) {
      expect(r.json().code).toBe('over_capacity');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('stops a download render that takes longer than DIAGRAM_DOWNLOAD_TIMEOUT_MS: 503, and the worker is free', async () => {
    const quick = await service('download-timeout', { DIAGRAM_DOWNLOAD_TIMEOUT_MS: '20' });
    const gen = (await post(quick, bigMermaid(7))).json();
    const res = await quick.app.inject({ method: 'GET', url: `/rest/v1/generations/${gen.id}/diagram.pdf`, headers: quick.auth });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'over_capacity', details: { timeout_ms: 20 } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(pool.renderPoolState()).toMatchObject({ running: 0, queued: 0 });
    // The next download is drawn as usual.
    expect((await get(small.id, 'diagram.pdf')).statusCode).toBe(200);
  });
});
