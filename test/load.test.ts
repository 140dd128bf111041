// Load on a real server process with a small capacity (2 running + 2 queued): mixed endpoints at and past capacity
// for about 32 s (autocannon on 127.0.0.1) → no 5xx but 503 over_capacity past capacity, flat memory, exact ledger.
// The model is a slow OpenAI-compatible fake (an outside service): the builtin model is CPU-bound and synchronous,
// so on one event loop its generations never overlap and the capacity limit could not be reached with it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeOpenAI } from './support/fake-openai-server.js';
import { runCli, type ServerProcess, startServer } from './support/processes.js';

interface AcRequest {
  method: string; path: string; headers?: Record<string, string>; body?: string;
  onResponse?: (status: number, body: string) => void;
}
interface AcResult { errors: number; timeouts: number }
/** autocannon ships no types; this is the part of its API the test uses. */
const autocannon = createRequire(import.meta.url)('autocannon') as (o: { url: string; connections: number; duration: number; timeout: number; requests: AcRequest[] }) => Promise<AcResult>;

const CAPACITY = { running: 2, queued: 2 };
const CREDITS = 100_000;
/** Model latency: long enough that generations overlap and the queue fills past capacity. */
const MODEL_DELAY_MS = 150;
const PHASES = { warmup: { posts: 10, seconds: 6 }, at: { posts: CAPACITY.running + CAPACITY.queued, seconds: 10 }, past: { posts: 10, seconds: 16 } };
const PROMPTS = [
  'Receive order -> Check stock -> Pack items -> Ship order -> Send invoice',
  'Open ticket -> Triage -> Fix -> Review -> Close',
];
const CONTENT = {
  title: 'Order handling',
  nodes: [
    { id: 'receive', label: 'Receive order', type: 'start' },
    { id: 'stock', label: 'In stock?', type: 'decision' },
    { id: 'ship', label: 'Ship order' },
    { id: 'reorder', label: 'Reorder items' },
    { id: 'done', label: 'Done', type: 'end' },
  ],
  edges: [
    { from: 'receive', to: 'stock' }, { from: 'stock', to: 'ship', label: 'yes' }, { from: 'stock', to: 'reorder', label: 'no' },
    { from: 'reorder', to: 'stock' }, { from: 'ship', to: 'done' },
  ],
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-load-'));
const dbFile = path.join(dir, 'load.db');
const env = { DIAGRAM_DATABASE_URL: `sqlite:${dbFile}` };
let server: ServerProcess | undefined;
let fake: FakeServer | undefined;

/** Status counts per endpoint, and the error codes of every 503 and 5xx body. */
class Tally {
  readonly statuses = new Map<string, Map<number, number>>();
  readonly codes503: string[] = [];
  readonly bodies5xx: string[] = [];
  count(endpoint: string, status: number, body: string): void {
    const m = this.statuses.get(endpoint) ?? new Map<number, number>();
    m.set(status, (m.get(status) ?? 0) + 1);
    this.statuses.set(endpoint, m);
    if (status === 503) this.codes503.push(`${endpoint} ${codeOf(body)}`);
    else if (status >= 500) this.bodies5xx.push(`${endpoint} ${status} ${body.slice(0, 200)}`);
  }
  of(endpoint: string, status: number): number { return this.statuses.get(endpoint)?.get(status) ?? 0; }
  total(status: number): number { return [...this.statuses.values()].reduce((a, m) => a + (m.get(status) ?? 0), 0); }
  summary(): Record<string, Record<number, number>> {
    return Object.fromEntries([...this.statuses].map(([k, m]) => [k, Object.fromEntries(m)]));
  }
}

function codeOf(body: string): string {
  try { return String((JSON.parse(body) as { code?: unknown }).code); } catch { return 'not-json'; }
}

/** The server's own node process: startServer runs tsx, which runs the server as its child. */
function serverPid(wrapper: number): number {
  try {
    const children = fs.readFileSync(`/proc/${wrapper}/task/${wrapper}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    const server = children.find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts'));
    return server ?? wrapper;
  } catch {
    return wrapper;
  }
}

function rssMB(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb[1]) / 1024;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Resident memory after full garbage collections (SIGUSR2, see support/gc-on-signal.cjs): under load the heap grows
 * in a sawtooth until V8 collects, so uncollected readings would compare random points of two teeth.
 */
async function collectedRss(pid: number): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  await sleep(1000);
  return rssMB(pid);
}

/**
 * Waits until no generation is in flight (every admitted one is stored as running before it waits for a slot),
 * so requests of one phase never count against the capacity of the next.
 */
async function idle(): Promise<void> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const open = db.prepare("SELECT COUNT(*) AS n FROM generations WHERE status IN ('pending', 'running')");
    for (let i = 0; i < 200 && (open.get() as { n: number }).n > 0; i++) await sleep(50);
  } finally {
    db.close();
  }
  await sleep(500);
}

let key = '';
const ids: string[] = [];
const setupCreated = { count: 0 };
const atCapacity = new Tally();
const pastCapacity = new Tally();
const warmup = new Tally();
let clientErrors = 0;
let rssAfterWarmup = 0;
let rssAfterRun = 0;
/** RSS once a second through the run, printed with LOAD_TEST_DEBUG=1 (with the status counts) to see how it moves. */
const rssTrace: number[] = [];

/** POSTs on `postConnections` connections and a mix of reads on four more, at once, for `seconds`. */
async function mixedLoad(tally: Tally, postConnections: number, seconds: number): Promise<void> {
  const url = server!.url;
  const auth = { authorization: `Bearer ${key}` };
  const on = (endpoint: string) => (status: number, body: string) => tally.count(endpoint, status, body);
  const posts: AcRequest[] = PROMPTS.map((prompt) => ({
    method: 'POST', path: '/rest/v1/generations', headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt, design: 'flowchart-vertical' }), onResponse: on('POST /generations'),
  }));
  const reads: AcRequest[] = ids.flatMap((id) => [
    { method: 'GET', path: `/rest/v1/generations/${id}`, headers: auth, onResponse: on('GET /generations/:id') },
    { method: 'GET', path: `/rest/v1/generations/${id}/diagram.svg`, headers: auth, onResponse: on('GET diagram.svg') },
    { method: 'GET', path: `/rest/v1/generations/${id}/diagram.png`, headers: auth, onResponse: on('GET diagram.png') },
    { method: 'GET', path: `/rest/v1/generations/${id}/diagram.png?scale=2`, headers: auth, onResponse: on('GET diagram.png') },
    { method: 'GET', path: '/rest/v1/designs', onResponse: on('GET /designs') },
    { method: 'GET', path: '/rest/v1/designs/flowchart-vertical/preview.png', onResponse: on('GET preview.png') },
    { method: 'GET', path: '/rest/v1/icons?q=data&limit=20', onResponse: on('GET /icons') },
    { method: 'GET', path: '/rest/v1/icons/lucide:database.svg', onResponse: on('GET icon.svg') },
    { method: 'GET', path: '/rest/v1/account', headers: auth, onResponse: on('GET /account') },
  ]);
  const run = (connections: number, requests: AcRequest[]) => autocannon({ url, connections, duration: seconds, timeout: 30, requests });
  const results = await Promise.all([run(postConnections, posts), run(4, reads)]);
  clientErrors += results.reduce((a, r) => a + r.errors + r.timeouts, 0);
}

beforeAll(async () => {
  const created = runCli(['workspace', 'create', 'load', '--credits', String(CREDITS), '--rate-limit', '1000000', '--json'], env);
  expect(created.status, created.stderr).toBe(0);
  const keys = runCli(['keys', 'create', '--workspace', 'load', '--json'], env);
  expect(keys.status, keys.stderr).toBe(0);
  key = (JSON.parse(keys.stdout) as { key: string }).key;
  fake = await startFakeOpenAI({ handler: () => ({ json: CONTENT, delayMs: MODEL_DELAY_MS }) });
  server = await startServer({
    ...env,
    DIAGRAM_MODEL_PROVIDER: 'openai-compatible', DIAGRAM_MODEL_BASE_URL: fake.url, DIAGRAM_MODEL_NAME: 'slow-fake',
    DIAGRAM_MAX_CONCURRENT_GENERATIONS: String(CAPACITY.running),
    DIAGRAM_MAX_QUEUED_GENERATIONS: String(CAPACITY.queued),
    DIAGRAM_PUBLIC_RATE_LIMIT: '1000000',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --require ${path.join(import.meta.dirname, 'support', 'gc-on-signal.cjs')}`.trim(),
  });
  for (const prompt of PROMPTS) {
    const res = await fetch(`${server.url}/rest/v1/generations`, {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ prompt, design: 'flowchart-vertical' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    ids.push((await res.json() as { id: string }).id);
    setupCreated.count++;
  }
  const pid = serverPid(server.child.pid!);
  const sampler = setInterval(() => { try { rssTrace.push(Math.round(rssMB(pid))); } catch { /* server gone */ } }, 1000);
  try {
    // The warm-up has the shape of the run: code compiled, caches (PNGs, previews) and pools filled before measuring.
    await mixedLoad(warmup, PHASES.warmup.posts, PHASES.warmup.seconds);
    await idle();
    rssAfterWarmup = await collectedRss(pid);
    // At capacity: never more generations in flight than running + queued, so none may be refused.
    await mixedLoad(atCapacity, PHASES.at.posts, PHASES.at.seconds);
    await idle();
    // Past capacity: more connections than slots, so some generations are refused with 503.
    await mixedLoad(pastCapacity, PHASES.past.posts, PHASES.past.seconds);
    await idle();
    rssAfterRun = await collectedRss(pid);
  } finally {
    clearInterval(sampler);
  }
  if (process.env.LOAD_TEST_DEBUG) {
    console.log(JSON.stringify({ rssEachSecond: rssTrace.join(' '), rssAfterWarmup, rssAfterRun, clientErrors, warmup: warmup.summary(), at: atCapacity.summary(), past: pastCapacity.summary() }, null, 1));
  }
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('load at and past capacity (real process, 127.0.0.1)', () => {
  it('answers every request: no 5xx other than 503, no connection errors', () => {
    const all = [warmup, atCapacity, pastCapacity];
    expect(clientErrors).toBe(0);
    expect(all.flatMap((t) => t.bodies5xx)).toEqual([]);
    for (const t of all) {
      for (const [endpoint, m] of t.statuses) {
        const expected = endpoint === 'POST /generations' ? [201, 503] : [200];
        expect([...m.keys()].filter((s) => !expected.includes(s)), `${endpoint}: ${JSON.stringify(t.summary())}`).toEqual([]);
      }
    }
    // Every endpoint of the mix was really exercised under load.
    expect(new Set([...atCapacity.statuses.keys(), ...pastCapacity.statuses.keys()]).size, JSON.stringify(pastCapacity.summary())).toBe(9);
    expect(pastCapacity.of('POST /generations', 201)).toBeGreaterThan(0);
  });

  it('refuses with 503 over_capacity only past capacity, and only generation creation', () => {
    expect(atCapacity.total(503), JSON.stringify(atCapacity.summary())).toBe(0);
    expect(atCapacity.of('POST /generations', 201)).toBeGreaterThan(0);
    expect(pastCapacity.of('POST /generations', 503), JSON.stringify(pastCapacity.summary())).toBeGreaterThan(0);
    const refusals = [...warmup.codes503, ...pastCapacity.codes503];
    expect(refusals.length).toBeGreaterThan(0);
    expect(new Set(refusals)).toEqual(new Set(['POST /generations over_capacity']));
  });

  it('keeps resident memory (after full collections) within 20 % of what it was after the warm-up', () => {
    expect(rssAfterWarmup).toBeGreaterThan(0);
    expect(rssAfterRun, `after warm-up ${rssAfterWarmup.toFixed(0)} MB, after the run ${rssAfterRun.toFixed(0)} MB`).toBeLessThanOrEqual(rssAfterWarmup * 1.2);
  });

  it('keeps the ledger exact: balance = sum of the ledger = credits − succeeded generations, one per 201', () => {
    const seen201 = setupCreated.count + [warmup, atCapacity, pastCapacity].reduce((a, t) => a + t.of('POST /generations', 201), 0);
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    let balance: number;
    try {
      const ws = db.prepare('SELECT id, balance FROM workspaces WHERE name = ?').get('load') as { id: string; balance: number };
      const ledger = db.prepare("SELECT COALESCE(SUM(amount), 0) AS sum, SUM(reason = 'charge') AS charges, SUM(reason = 'refund') AS refunds FROM credit_ledger WHERE workspace_id = ?").get(ws.id) as { sum: number; charges: number; refunds: number };
      const gens = db.prepare("SELECT COUNT(*) AS n, SUM(status = 'succeeded') AS ok, SUM(status = 'failed') AS failed, SUM(status IN ('pending', 'running')) AS open FROM generations WHERE workspace_id = ?").get(ws.id) as { n: number; ok: number; failed: number; open: number };
      balance = ws.balance;
      expect(ws.balance).toBe(ledger.sum);
      expect(gens.open).toBe(0);
      // Refused requests (503) were never funded: one charge per stored generation, one refund per failed one.
      expect(ledger.charges).toBe(gens.n);
      expect(ledger.refunds).toBe(gens.failed);
      expect(ws.balance).toBe(CREDITS - gens.ok);
      // autocannon drops the answers still in flight when a phase ends (at most one per connection); every other
      // success reached the client as a 201.
      const inFlightAtStops = PHASES.warmup.posts + PHASES.at.posts + PHASES.past.posts;
      expect(gens.ok).toBeGreaterThanOrEqual(seen201);
      expect(gens.ok).toBeLessThanOrEqual(seen201 + inFlightAtStops);
    } finally {
      db.close();
    }
    const cli = runCli(['credits', 'balance', '--workspace', 'load', '--json'], env);
    expect(cli.status, cli.stderr).toBe(0);
    expect((JSON.parse(cli.stdout) as { balance: number }).balance).toBe(balance);
  });
});
