// HTTP load: autocannon (throughput, p50/p99 in whole ms, errors) and a sequential keep-alive client (sub-ms latency).
import http from 'node:http';
import { createRequire } from 'node:module';
import { summarize, type Timing } from './stats.js';

interface AutocannonRequest { method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: AutocannonRequest) => AutocannonRequest }
interface AutocannonOptions {
  url: string; connections: number; duration?: number; amount?: number; method?: string; headers?: Record<string, string>; body?: string;
  requests?: AutocannonRequest[]; timeout?: number;
}
interface AutocannonResult {
  requests: { average: number; total: number }; latency: { p50: number; p99: number; average: number };
  errors: number; timeouts: number; non2xx: number; statusCodeStats: Record<string, { count: number }>; duration: number;
}
/** autocannon ships no types; this is the part of its API used here. */
export const autocannon = createRequire(import.meta.url)('autocannon') as (o: AutocannonOptions) => Promise<AutocannonResult>;

export interface Target {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** A fixed body, or one per request (the n-th request gets body(n)). */
  body?: string | ((n: number) => string);
  paths: string[];
}

const bodyOf = (t: Target, n: number): string | undefined => (typeof t.body === 'function' ? t.body(n) : t.body);

export interface LoadResult {
  connections: number;
  requests: number;
  /** Requests per second (all statuses), and of 2xx answers only. */
  rps: number;
  okRps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

/** autocannon against base+paths (cycled, each path once per round), for `duration` seconds or `amount` requests. */
export async function load(base: string, t: Target, connections: number, limit: { duration?: number; amount?: number }): Promise<LoadResult> {
  let i = 0;
  const next = (req: AutocannonRequest): AutocannonRequest => {
    const body = bodyOf(t, i);
    return { ...req, path: t.paths[i++ % t.paths.length], ...(body !== undefined ? { body } : {}) };
  };
  const r = await autocannon({ url: base, connections, ...limit, timeout: 30, requests: [{ method: t.method, headers: t.headers, setupRequest: next }] });
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count]));
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const ok = Object.entries(statuses).filter(([k]) => k.startsWith('2')).reduce((a, [, v]) => a + v, 0);
  const secs = Math.max(0.001, r.duration);
  return { connections, requests: total, rps: Math.round(total / secs), okRps: Math.round(ok / secs), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, statuses };
}

/** One request at a time on one kept-alive socket, timed with sub-millisecond resolution. */
export async function sequential(base: string, t: Target, limit: { maxRuns: number; budgetMs: number; warmup?: number }): Promise<{ timing: Timing; statuses: Record<string, number>; sent: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const statuses: Record<string, number> = {};
  let i = 0;
  const once = (): Promise<number> => new Promise((resolve, reject) => {
    const body = bodyOf(t, i);
    const req = http.request(`${base}${t.paths[i++ % t.paths.length]}`, { method: t.method, headers: t.headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
  for (let w = 0; w < (limit.warmup ?? 3); w++) await once();
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < limit.maxRuns && (samples.length < 5 || performance.now() - start < limit.budgetMs)) {
    const t0 = performance.now();
    const status = await once();
    samples.push(performance.now() - t0);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  agent.destroy();
  return { timing: summarize(samples), statuses, sent: i };
}
