// A server on PostgreSQL whose connections are cut (through a TCP relay the test controls): the request on a cut
// connection fails with 500 and charges nothing, the process stays up, readiness says 503, then all comes back.
import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, POSTGRES_URL, type TestDatabase } from '../support/databases.js';
import { type ServerProcess, startServer } from '../support/processes.js';

/** Relays 127.0.0.1:port to PostgreSQL; `cut()` drops every connection and refuses new ones until `restore()`. */
async function relay(target: URL): Promise<{ port: number; cut(): void; restore(): void; close(): Promise<void> }> {
  let open = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => { client.destroy(); upstream.destroy(); });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() { open = true; },
    close: () => new Promise((resolve) => { for (const s of sockets) s.destroy(); server.close(() => resolve()); }),
  };
}

let tdb: TestDatabase | undefined;
let server: ServerProcess | undefined;
let link: Awaited<ReturnType<typeof relay>> | undefined;
afterAll(async () => {
  await server?.stop();
  await link?.close();
  await tdb?.drop();
});

async function readiness(s: ServerProcess): Promise<{ status: number; body: any }> {
  const res = await fetch(`${s.url}/readyz`);
  return { status: res.status, body: await res.json() };
}

async function until(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('an instance that loses PostgreSQL', () => {
  it('reports not ready while the database is away, stays up, and serves again when it is back', async () => {
    tdb = await freshPostgres();
    const target = new URL(POSTGRES_URL);
    link = await relay(target);
    const via = new URL(tdb.url);
    via.host = `127.0.0.1:${link.port}`;
    server = await startServer({ DIAGRAM_DATABASE_URL: via.toString() });
    const key = /diagram_sk_[0-9A-Za-z]+/.exec(server.output())![0];
    const account = () => fetch(`${server!.url}/rest/v1/account`, { headers: { authorization: `Bearer ${key}` } });
    expect(await readiness(server)).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: 'ok' } } });
    expect((await account()).status).toBe(200);

    // A request holding a connection when it dies: its charge waits on a row this test has locked.
    const locker = new pg.Client({ connectionString: tdb.url });
    // Another connection watches (statistics seen inside a transaction are a snapshot taken once).
    const watcher = new pg.Client({ connectionString: tdb.url });
    await Promise.all([locker.connect(), watcher.connect()]);
    try {
      await locker.query('begin');
      await locker.query(`select balance from workspaces where name = 'default' for update`);
      const pending = fetch(`${server.url}/rest/v1/generations`, {
        method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'A -> B' }),
      });
      await until('the charge to wait for the lock', async () => (await watcher.query(
        // Funding inserts the generation (its foreign key locks the workspace row for key share) before the update.
        `select 1 from pg_stat_activity where wait_event_type = 'Lock' and (query like 'update "workspaces"%' or query like 'insert into "generations"%')`,
      )).rowCount! > 0);
      link.cut();
      const failed = await pending;
      expect(failed.status).toBe(500);
      expect((await failed.json()).code).toBe('internal_error');
      await locker.query('rollback');
    } finally {
      await Promise.all([locker.end(), watcher.end()]);
    }

    await until('readiness to fail', async () => (await readiness(server!)).status === 503);
    expect(await readiness(server)).toMatchObject({ status: 503, body: { status: 'not_ready', checks: { database: 'unavailable' } } });
    expect((await account()).status).toBeGreaterThanOrEqual(500);
    // Cut connections of the pool must not end the process.
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    link.restore();
    await until('readiness to return', async () => (await readiness(server!)).status === 200);
    const back = await account();
    expect(back.status).toBe(200);
    // The request that failed with the connection charged nothing.
    expect((await back.json()).balance).toBe(100);
  });
});
