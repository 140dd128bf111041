// Throughput of builtin generations (POST /generations → 201/s) with 1 instance against 3, on one PostgreSQL schema and Redis.
// Usage: npx tsx bench/instances.ts [--instances 1,3] [--connections 12] [--duration 20] [--warmup 150] [--workspaces 1,12]
// (--warmup: generations each instance makes before the measured run, so every process is equally warm;
// --workspaces: how many funded workspaces (one key each) the requests are spread over)
// Needs PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test) and Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApiKey } from '../src/accounts/api-keys.js';
import { randomBase62 } from '../src/accounts/ids.js';
import { createWorkspace } from '../src/accounts/workspaces.js';
import { getBalance, grantCredits, ledgerSum } from '../src/billing/ledger.js';
import { openDatabase } from '../src/storage/database.js';

interface CannonResult { duration: number; latency: { p50: number; p99: number }; errors: number; timeouts: number; statusCodeStats: Record<string, { count: number }> }
interface CannonRequest { method: string; path: string; headers: Record<string, string>; body?: string; setupRequest?: (r: CannonRequest) => CannonRequest }
const autocannon = createRequire(import.meta.url)('autocannon') as (o: { url: string; connections: number; duration?: number; amount?: number; timeout: number; requests: CannonRequest[] }) => Promise<CannonResult>;

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Varied prompts, so the builtin model classifies, extracts and lays out different kinds. */
const PROMPTS = [
  'Receive order -> Check stock -> Pack -> Ship -> Invoice',
  'When an order arrives, the clerk checks stock; if it is missing, reorder it, otherwise ship the order.',
  'The user logs in, the web app sends the credentials to the auth service, which checks them in the database and returns a token.',
  'Compare PostgreSQL and MySQL: pros and cons',
  'Timeline: 2019 founded, 2020 first customer, 2022 series A, 2024 expansion to Europe',
  'Org chart: CEO; CTO and CFO report to the CEO; two engineering managers report to the CTO',
  'Architecture: browser -> load balancer -> three API servers -> PostgreSQL and Redis',
  'Sales funnel: 10000 visitors, 2000 sign-ups, 500 trials, 120 customers',
];

function arg(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

interface Server { child: ChildProcess; url: string; stop(): Promise<void> }

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  let out = '';
  const child = spawn(TSX, [path.join(ROOT, 'src/http/server.ts')], {
    cwd: ROOT, env: { ...process.env, DIAGRAM_LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { out += d; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child, url,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

/** CPU seconds (user + system) used so far by a server: tsx runs the service in a child process of its own. */
function cpuSeconds(server: Server): number {
  const pid = server.child.pid!;
  let pids = [pid];
  try {
    pids = pids.concat(fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch { /* not Linux: no figure */ }
  let ticks = 0;
  for (const p of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch { /* gone */ }
  }
  return ticks / 100;
}

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: POSTGRES_URL });
  await c.connect();
  try { await c.query(sql); } finally { await c.end(); }
}

/** Every instance under load at once, the connections split evenly; 201 answers per second over all of them. */
async function drive(servers: Server[], keys: string[], connections: number, limit: { duration: number } | { amount: number }) {
  let n = 0;
  const request: CannonRequest = {
    method: 'POST', path: '/rest/v1/generations', headers: { 'content-type': 'application/json' },
    setupRequest: (r) => {
      const i = n++;
      return { ...r, headers: { ...r.headers, authorization: `Bearer ${keys[i % keys.length]}` }, body: JSON.stringify({ prompt: PROMPTS[i % PROMPTS.length], design: 'auto' }) };
    },
  };
  const per = Math.max(1, Math.round(connections / servers.length));
  const results = await Promise.all(servers.map((s) => autocannon({ url: s.url, connections: per, ...limit, timeout: 60, requests: [request] })));
  const statuses: Record<string, number> = {};
  for (const r of results) for (const [k, v] of Object.entries(r.statusCodeStats)) statuses[k] = (statuses[k] ?? 0) + v.count;
  const secs = Math.max(...results.map((r) => r.duration));
  return {
    created: statuses['201'] ?? 0,
    perSecond: (statuses['201'] ?? 0) / secs,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((a, r) => a + r.errors + r.timeouts, 0),
    statuses,
  };
}

async function run(instances: number, workspaces: number, connections: number, seconds: number, warmup: number) {
  const schema = `bench_${randomBase62(10).toLowerCase()}`;
  await admin(`create schema ${schema}`);
  const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const servers: Server[] = [];
  const db = openDatabase(url);
  try {
    servers.push(...await Promise.all(Array.from({ length: instances }, () => startServer({ DIAGRAM_DATABASE_URL: url, DIAGRAM_REDIS_URL: REDIS_URL, DIAGRAM_WORKSPACE_RATE_LIMIT: '1000000' }))));
    const funded = await Promise.all(Array.from({ length: workspaces }, async (_, i) => {
      const ws = await createWorkspace(db.db, `bench-${i}`);
      await grantCredits(db.db, ws.id, 1_000_000);
      return { id: ws.id, key: (await createApiKey(db.db, ws.id, { name: 'bench', rateLimit: 1_000_000 })).key };
    }));
    const keys = funded.map((f) => f.key);
    if (warmup > 0) await drive(servers, keys, connections, { amount: warmup });
    const cpuBefore = servers.reduce((a, s) => a + cpuSeconds(s), 0);
    const result = await drive(servers, keys, connections, { duration: seconds });
    const cpu = servers.reduce((a, s) => a + cpuSeconds(s), 0) - cpuBefore;
    // The figures only count if the books still balance, once the requests autocannon left behind are done
    // (a stopping server finishes them first).
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    for (const f of funded) {
      const balance = await getBalance(db.db, f.id);
      const sum = await ledgerSum(db.db, f.id);
      if (balance !== sum) throw new Error(`ledger (${sum}) and balance (${balance}) differ after the run`);
    }
    return { ...result, cpu, perCpuSecond: result.created / Math.max(0.01, cpu) };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.close();
    await admin(`drop schema if exists ${schema} cascade`);
  }
}

const instanceCounts = arg('instances', '1,3').split(',').map(Number);
const connections = Number(arg('connections', '12'));
const seconds = Number(arg('duration', '20'));
const warmup = Number(arg('warmup', '150'));
const workspaceCounts = arg('workspaces', '1,12').split(',').map(Number);
console.log(`builtin generations, ${connections} connections in all, ${seconds} s after ${warmup} warm-up generations per instance; ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}`);
console.log('| instances | workspaces | 201/s | p50 ms | p99 ms | server CPU s | 201 per CPU s | other statuses | errors |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |');
for (const w of workspaceCounts) for (const n of instanceCounts) {
  const r = await run(n, w, connections, seconds, warmup);
  const other = Object.entries(r.statuses).filter(([k]) => k !== '201').map(([k, v]) => `${k}×${v}`).join(' ') || '—';
  console.log(`| ${n} | ${w} | ${r.perSecond.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.cpu.toFixed(1)} | ${r.perCpuSecond.toFixed(1)} | ${other} | ${r.errors} |`);
}
