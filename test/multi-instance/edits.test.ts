// Edits and revisions across two server processes on one PostgreSQL schema: every instance sees every revision,
// concurrent edits on both become distinct revisions with none lost, reverts and downloads work anywhere, credits exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { getBalance, grantCredits, ledgerSum } from '../../src/billing/ledger.js';
import { type OpenedDatabase, openDatabase } from '../../src/storage/database.js';
import { freshPostgres, type TestDatabase } from '../support/databases.js';
import { type ServerProcess, startServer } from '../support/processes.js';

let tdb: TestDatabase;
let opened: OpenedDatabase;
let servers: ServerProcess[] = [];
let key: string;
let workspaceId: string;

beforeAll(async () => {
  tdb = await freshPostgres();
  servers = await Promise.all([0, 1].map(() => startServer({ DIAGRAM_DATABASE_URL: tdb.url })));
  opened = openDatabase(tdb.url);
  const ws = await createWorkspace(opened.db, 'edits');
  await grantCredits(opened.db, ws.id, 40, 'test');
  workspaceId = ws.id;
  key = (await createApiKey(opened.db, ws.id, { name: 'k', rateLimit: 10_000 })).key;
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await opened?.close();
  await tdb?.drop();
});

function call(server: ServerProcess, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}/rest/v1${path}`, {
    method, headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('edits on two instances sharing PostgreSQL', () => {
  it('keeps every revision, wherever each edit, revert or download runs', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const created = await (await call(a, 'POST', '/generations', { prompt: 'flowchart TD\n  s([Start]) --> p[Pay] --> e([End])' })).json();
    const edited = await call(b, 'POST', `/generations/${created.id}/edits`, { instruction: 'add a step Send receipt after Pay' });
    expect(edited.status).toBe(200);
    expect((await edited.json()).revision).toBe(2);
    const restyled = await (await call(a, 'POST', `/generations/${created.id}/style`, { theme: 'dark' })).json();
    expect(restyled.revision).toBe(3);

    // Edits racing on both instances: each gets its own revision, all changes are in the last one.
    const names = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'];
    const results = await Promise.all(names.map((n, i) => call(servers[i % 2]!, 'POST', `/generations/${created.id}/edits`, { instruction: `add ${n} after End` })));
    expect(results.map((r) => r.status)).toEqual(names.map(() => 200));
    const revisions = await Promise.all(results.map(async (r) => (await r.json()).revision));
    expect(revisions.sort((x, y) => x - y)).toEqual([4, 5, 6, 7, 8, 9]);
    const latest = await (await call(b, 'GET', `/generations/${created.id}`)).json();
    expect(latest.content.nodes.map((n: any) => n.label)).toEqual(expect.arrayContaining(names));
    expect(latest.style).toEqual({ theme: 'dark' });

    const list = await (await call(a, 'GET', `/generations/${created.id}/revisions`)).json();
    expect(list.data.map((r: any) => r.cause)).toEqual(['created', 'edit', 'style', 'edit', 'edit', 'edit', 'edit', 'edit', 'edit']);
    const first = await (await call(b, 'GET', `/generations/${created.id}/revisions/1`)).json();
    expect(first.content).toEqual(created.content);
    const svg1 = await call(b, 'GET', `/generations/${created.id}/diagram.svg?revision=2`);
    expect(await svg1.text()).toContain('Send receipt');

    const reverted = await (await call(b, 'POST', `/generations/${created.id}/revert`, { revision: 1 })).json();
    expect(reverted).toMatchObject({ revision: 10, content: created.content });
    const svg = await (await call(a, 'GET', `/generations/${created.id}/diagram.svg`)).text();
    expect(svg).not.toContain('Send receipt');

    // 1 creation and 7 edits charged, nothing refunded; the ledger is the balance.
    expect(await getBalance(opened.db, workspaceId)).toBe(32);
    expect(await ledgerSum(opened.db, workspaceId)).toBe(32);
  });
});
