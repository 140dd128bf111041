// Three server processes on one PostgreSQL schema and the real Redis: credits exact, limits shared, everything readable everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { getBalance, grantCredits, ledgerSum } from '../../src/billing/ledger.js';
import { MIGRATIONS } from '../../src/storage/migrations.js';
import { type OpenedDatabase, openDatabase } from '../../src/storage/database.js';
import { freshPostgres, type TestDatabase } from '../support/databases.js';
import { type ServerProcess, startServer } from '../support/processes.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let tdb: TestDatabase;
let opened: OpenedDatabase;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  tdb = await freshPostgres();
  // Started together on an empty schema: they migrate and bootstrap at the same moment.
  servers = await Promise.all([0, 1, 2].map(() => startServer({ DIAGRAM_DATABASE_URL: tdb.url, DIAGRAM_REDIS_URL: REDIS_URL })));
  opened = openDatabase(tdb.url);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await opened?.close();
  await tdb?.drop();
});

interface Funded { workspaceId: string; credits: number; keys: string[] }

async function fundedWorkspace(name: string, credits: number, keys: number, rateLimit: number): Promise<Funded> {
  const ws = await createWorkspace(opened.db, `${name}`);
  await grantCredits(opened.db, ws.id, credits, 'test');
  const made = await Promise.all(Array.from({ length: keys }, (_, i) => createApiKey(opened.db, ws.id, { name: `k${i}`, rateLimit })));
  return { workspaceId: ws.id, credits, keys: made.map((m) => m.key) };
}

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

function create(server: ServerProcess, key: string, prompt: string, extra: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/rest/v1/generations`, {
    method: 'POST', headers: { ...auth(key), 'content-type': 'application/json', ...extra }, body: JSON.stringify({ prompt, design: 'auto' }),
  });
}

const created: { id: string; key: string }[] = [];

describe('three instances on one PostgreSQL and one Redis', () => {
  it('migrate once and bootstrap once when they start together, and report ready with shared limits', async () => {
    const printed = servers.filter((s) => /diagram_sk_[0-9A-Za-z]+/.test(s.output()));
    expect(printed).toHaveLength(1);
    expect(servers.filter((s) => s.output().includes('Web application:'))).toHaveLength(1);
    const defaults = await opened.db.selectFrom('workspaces').select('id').where('name', '=', 'default').execute();
    expect(defaults).toHaveLength(1);
    const migrated = await opened.db.selectFrom('kysely_migration' as any).select('name').execute();
    expect(migrated.map((r: any) => r.name).sort()).toEqual(Object.keys(MIGRATIONS).sort());
    for (const s of servers) {
      // An instance whose Redis connection is not up yet serves with per-instance limits; wait for it.
      const deadline = Date.now() + 10_000;
      let res: Response;
      let body: any;
      do {
        res = await fetch(`${s.url}/readyz`);
        body = await res.json();
        if (body.checks?.redis !== 'ok') await new Promise((r) => setTimeout(r, 100));
      } while (body.checks?.redis !== 'ok' && Date.now() < deadline);
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'ok' }, rate_limits: 'shared' });
    }
  });

  it('never sells more credits than a workspace has, with requests racing across instances and keys', async () => {
    const workspaces = await Promise.all([
      fundedWorkspace('race-a', 4, 2, 1000),
      fundedWorkspace('race-b', 6, 3, 1000),
      fundedWorkspace('race-c', 2, 2, 1000),
    ]);
    const perWorkspace = 12;
    const jobs = workspaces.flatMap((w, wi) => Array.from({ length: perWorkspace }, (_, i) => ({ w, key: w.keys[i % w.keys.length]!, server: servers[(i + wi) % 3]!, i })));
    const results = await Promise.all(jobs.map(async (j) => {
      const res = await create(j.server, j.key, `Receive order ${j.i} -> Check stock -> Pack -> Ship`);
      return { ...j, status: res.status, body: await res.json() };
    }));

    for (const w of workspaces) {
      const mine = results.filter((r) => r.w === w);
      const won = mine.filter((r) => r.status === 201);
      expect(mine.filter((r) => r.status !== 201).map((r) => [r.status, r.body.code])).toEqual(Array(perWorkspace - w.credits).fill([402, 'insufficient_credits']));
      expect(won).toHaveLength(w.credits);
      // Each success saw its own balance: the charges were serialized, none reused a credit.
      expect(won.map((r) => r.body.credits.balance).sort((a, b) => a - b)).toEqual(Array.from({ length: w.credits }, (_, i) => i));
      // Every instance took part (the spread is fixed by the job's index, whatever the race's outcome).
      expect(new Set(mine.map((r) => r.server)).size).toBe(3);
      for (const r of won) created.push({ id: r.body.id, key: r.key });

      expect(await getBalance(opened.db, w.workspaceId)).toBe(0);
      expect(await ledgerSum(opened.db, w.workspaceId)).toBe(0);
      const ledger = await opened.db.selectFrom('credit_ledger').select(['reason', 'amount']).where('workspace_id', '=', w.workspaceId).execute();
      expect(ledger.filter((l) => l.reason === 'charge')).toHaveLength(w.credits);
      expect(ledger.filter((l) => l.reason === 'refund')).toHaveLength(0);
      const rows = await opened.db.selectFrom('generations').select('status').where('workspace_id', '=', w.workspaceId).execute();
      expect(rows.map((r) => r.status)).toEqual(Array(w.credits).fill('succeeded'));
      for (const s of servers) {
        const account = await (await fetch(`${s.url}/rest/v1/account`, { headers: auth(w.keys[0]!) })).json();
        expect(account.balance).toBe(0);
      }
    }
  });

  it('charges once for one Idempotency-Key sent to every instance at once', async () => {
    const w = await fundedWorkspace('idem', 5, 1, 1000);
    const res = await Promise.all(servers.map((s) => create(s, w.keys[0]!, 'Plan -> Build -> Test', { 'idempotency-key': 'same-request-everywhere' })));
    const bodies = await Promise.all(res.map((r) => r.json()));
    expect(res.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(res.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    expect(await getBalance(opened.db, w.workspaceId)).toBe(4);
    expect(await ledgerSum(opened.db, w.workspaceId)).toBe(4);
  });

  it('serves every generation, its SVG and its PNG from every instance', async () => {
    expect(created.length).toBe(12);
    for (const g of created) {
      const svgs = new Set<string>();
      for (const s of servers) {
        const record = await fetch(`${s.url}/rest/v1/generations/${g.id}`, { headers: auth(g.key) });
        expect(record.status).toBe(200);
        expect(await record.json()).toMatchObject({ id: g.id, status: 'succeeded', revision: 1 });
        const svg = await fetch(`${s.url}/rest/v1/generations/${g.id}/diagram.svg`, { headers: auth(g.key) });
        expect(svg.status).toBe(200);
        svgs.add(await svg.text());
        const png = await fetch(`${s.url}/rest/v1/generations/${g.id}/diagram.png`, { headers: auth(g.key) });
        expect(png.status).toBe(200);
        expect(png.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await png.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);
      }
      expect(svgs.size).toBe(1);
      expect([...svgs][0]).toMatch(/^<svg[\s\S]*Check stock[\s\S]*<\/svg>\s*$/);
    }
  });

  it('never serves a stale PNG from another instance after a restyle', async () => {
    const g = created[0]!;
    const png = async (s: ServerProcess) => {
      const res = await fetch(`${s.url}/rest/v1/generations/${g.id}/diagram.png`, { headers: auth(g.key) });
      return { etag: res.headers.get('etag'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const before = await Promise.all(servers.map(png));
    const restyled = await fetch(`${servers[0]!.url}/rest/v1/generations/${g.id}/style`, {
      method: 'POST', headers: { ...auth(g.key), 'content-type': 'application/json' }, body: JSON.stringify({ theme: 'dark' }),
    });
    expect(restyled.status).toBe(200);
    expect((await restyled.json()).revision).toBe(2);
    const after = await Promise.all(servers.map(png));
    for (let i = 0; i < 3; i++) {
      expect(after[i]!.etag).not.toBe(before[i]!.etag);
      expect(after[i]!.bytes.equals(before[i]!.bytes)).toBe(false);
      expect(after[i]!.bytes.equals(after[0]!.bytes)).toBe(true);
    }
  });

  it('holds a key to its per-minute limit across all instances together', async () => {
    const limit = 7;
    const w = await fundedWorkspace('limited', 50, 1, limit);
    const key = w.keys[0]!;
    const requests = Array.from({ length: 30 }, (_, i) => {
      const s = servers[i % 3]!;
      return i % 5 === 0 ? create(s, key, `Idea ${i} -> Plan -> Launch`) : fetch(`${s.url}/rest/v1/account`, { headers: auth(key) });
    });
    const res = await Promise.all(requests);
    const admitted = res.filter((r) => r.status !== 429);
    expect(admitted).toHaveLength(limit);
    expect(admitted.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    for (const r of res.filter((x) => x.status === 429)) {
      expect((await r.json()).code).toBe('rate_limited');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.headers.get('ratelimit-limit')).toBe(String(limit));
    }
    // Only admitted generations were charged.
    const charged = res.filter((r) => r.status === 201).length;
    expect(await getBalance(opened.db, w.workspaceId)).toBe(50 - charged);
    expect(await ledgerSum(opened.db, w.workspaceId)).toBe(50 - charged);
  });

  it('logged no error on any instance', () => {
    for (const s of servers) expect(s.output()).not.toMatch(/"level":(50|60)/);
  });
});
