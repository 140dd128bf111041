// The MCP server over stdio, spawned as the documented command and driven by the SDK's StdioClientTransport: on the
// local database (the `default` workspace, or DIAGRAM_API_KEY's), and on a remote service's REST API.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createWorkspace, findWorkspaceByName } from '../../src/accounts/workspaces.js';
import { getBalance, grantCredits, ledgerSum } from '../../src/billing/ledger.js';
import { openDatabase, type OpenedDatabase } from '../../src/storage/database.js';
import { migrateToLatest } from '../../src/storage/migrations.js';
import { type FakeServer, openAIError, startFakeOpenAI } from '../support/fake-openai-server.js';
import { errorOf, listen, MCP_SCRIPT, ROOT, stdioClient, structured } from '../support/mcp-clients.js';
import { exerciseEveryTool, MCP_FLOW } from '../support/mcp-scenario.js';
import { createTestApp } from '../support/test-app.js';

const opened: { close(): Promise<void> }[] = [];
const dirs: string[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A fresh SQLite file, migrated, open in the test too (to read balances and make workspaces). */
async function database(): Promise<{ url: string; db: OpenedDatabase['db'] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-mcp-'));
  dirs.push(dir);
  const url = `sqlite:${path.join(dir, 'mcp.db')}`;
  const database = openDatabase(url);
  await migrateToLatest(database.db);
  opened.push({ close: () => database.close() });
  return { url, db: database.db };
}

async function workspace(db: OpenedDatabase['db'], name: string, credits: number, rateLimit?: number): Promise<{ id: string; key: string }> {
  const ws = await createWorkspace(db, name, { rateLimit: rateLimit ?? null });
  if (credits) await grantCredits(db, ws.id, credits, 'test');
  return { id: ws.id, key: (await createApiKey(db, ws.id)).key };
}

async function session(env: Record<string, string>, opts: { viaNpm?: boolean } = {}) {
  const s = await stdioClient({ DIAGRAM_RENDER_THREADS: '1', ...env }, opts);
  opened.push(s.client);
  return s;
}

describe('MCP over stdio, local database', () => {
  it('`npm run --silent mcp` on an empty database: creates `default` with 100 credits, and every tool works on it', async () => {
    const { url, db } = await database();
    const s = await session({ DIAGRAM_DATABASE_URL: url }, { viaNpm: true });
    const id = await exerciseEveryTool(s.client, async () => {
      const ws = await findWorkspaceByName(db, 'default');
      return ws ? getBalance(db, ws.id) : 100; // created by the server at its start
    });
    const ws = (await findWorkspaceByName(db, 'default'))!;
    expect(await ledgerSum(db, ws.id)).toBe(97);
    expect(s.stderr()).toMatch(/created workspace "default" with 100 credits/);
    // The links point at the service on the same database (DIAGRAM_APP_URL, default http://127.0.0.1:8080).
    const listed = structured(await s.client.callTool({ name: 'list_diagrams', arguments: {} }));
    expect(listed.diagrams.at(-1)).toMatchObject({ id, svg_url: `http://127.0.0.1:8080/rest/v1/generations/${id}/diagram.svg` });
  });

  it('spends the credits of DIAGRAM_API_KEY\'s workspace, under its rate limit, and survives bad calls', async () => {
    const { url, db } = await database();
    const team = await workspace(db, 'team', 5, 6);
    const other = await workspace(db, 'default', 50);
    const s = await session({ DIAGRAM_DATABASE_URL: url, DIAGRAM_API_KEY: team.key });
    const created = structured(await s.client.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW } })); // 1
    expect(created).toMatchObject({ credits_charged: 1, credits_left: 4 });
    expect(await getBalance(db, team.id)).toBe(4);
    expect(await getBalance(db, other.id)).toBe(50);

    // Bad calls of every sort, then good ones: the session goes on.
    expect(errorOf(await s.client.callTool({ name: 'get_diagram', arguments: { id: 'gen_doesnotexist' } })).code).toBe('not_found'); // 2
    expect(errorOf(await s.client.callTool({ name: 'restyle_diagram', arguments: { id: created.id, style: { theme: 42 } } })).code).toBe('invalid_options'); // 3
    expect(errorOf(await s.client.callTool({ name: 'create_diagram', arguments: {} })).code).toBe('validation_failed'); // 4
    await expect(s.client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/Unknown tool/);
    expect(structured(await s.client.callTool({ name: 'get_diagram', arguments: { id: created.id, format: 'svg' } })).format).toBe('svg'); // 5
    expect(structured(await s.client.callTool({ name: 'list_diagrams', arguments: {} })).diagrams).toHaveLength(1); // 6
    // The key's limit is 6 per minute: the 7th call is refused, not charged.
    expect(errorOf(await s.client.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW } }))).toMatchObject({ code: 'rate_limited', details: { limit: 6 } });
    expect(await getBalance(db, team.id)).toBe(4);
  });

  it('refuses every call of a key that is not in the database', async () => {
    const { url } = await database();
    const s = await session({ DIAGRAM_DATABASE_URL: url, DIAGRAM_API_KEY: 'diagram_sk_0000000000000000000000000000000000000000' });
    expect(errorOf(await s.client.callTool({ name: 'list_designs', arguments: {} }))).toEqual({ error: 'Unauthorized', code: 'unauthorized' });
  });

  it('refunds a generation the model provider fails', async () => {
    const fake: FakeServer = await startFakeOpenAI({ handler: () => openAIError(503, 'overloaded') });
    opened.push(fake);
    const { url, db } = await database();
    const team = await workspace(db, 'team', 2);
    const s = await session({
      DIAGRAM_DATABASE_URL: url, DIAGRAM_API_KEY: team.key,
      DIAGRAM_MODEL_PROVIDER: 'openai-compatible', DIAGRAM_MODEL_BASE_URL: fake.url, DIAGRAM_MODEL_NAME: 'fake-model',
    });
    const failed = errorOf(await s.client.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW, design: 'flowchart-vertical' } }));
    expect(failed.code).toBe('generation_provider_failed');
    expect(failed.details.generation.credits).toEqual({ charged: 1, refunded: 1, balance: 2 });
    expect(await getBalance(db, team.id)).toBe(2);
    expect(await ledgerSum(db, team.id)).toBe(2);
  });

  it('skips lines that are not JSON-RPC and answers the next request; ends when stdin closes', async () => {
    const { url } = await database();
    const child = spawn(process.execPath, [MCP_SCRIPT], { cwd: ROOT, env: { ...process.env, DIAGRAM_DATABASE_URL: url, DIAGRAM_RENDER_THREADS: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += String(d); });
    child.stdin.write('this is not json\n{"jsonrpc":"2.0","id":1,"method":"no/such/method"}\n');
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } })}\n`);
    await expect.poll(() => out.split('\n').filter(Boolean).length, { timeout: 30_000 }).toBe(2);
    const [unknown, init] = out.split('\n').filter(Boolean).map((l) => JSON.parse(l));
    expect(unknown).toMatchObject({ id: 1, error: { code: -32601 } });
    expect(init).toMatchObject({ id: 2, result: { serverInfo: { name: 'diagram-service' } } });
    // The signal is kept too: a child killed from outside (a signal, code null) says which signal it was.
    let stderr = '';
    child.stderr.on('data', (d) => { stderr += String(d); });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.stdin.end();
    expect({ ...(await exited), stderr: stderr.slice(-2000) }).toMatchObject({ code: 0, signal: null });
  });
});

describe('MCP over stdio, remote service (DIAGRAM_API_URL)', () => {
  it('calls every tool through the REST API of the service, spending its credits', async () => {
    const t = await createTestApp({}, 10);
    opened.push(t);
    const origin = (await listen(t)).origin;
    const s = await session({ DIAGRAM_API_URL: origin, DIAGRAM_API_KEY: t.key, DIAGRAM_DATABASE_URL: 'sqlite:/nonexistent/never-opened.db' });
    await exerciseEveryTool(s.client, () => getBalance(t.ctx.db, t.workspaceId));
    expect(await ledgerSum(t.ctx.db, t.workspaceId)).toBe(7);

    const broke = await t.addWorkspace('broke', 0);
    const poor = await session({ DIAGRAM_API_URL: origin, DIAGRAM_API_KEY: broke.key });
    expect(errorOf(await poor.client.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW } }))).toMatchObject({ code: 'insufficient_credits', details: { balance: 0 } });
    expect(errorOf(await poor.client.callTool({ name: 'restyle_diagram', arguments: { id: 'gen_x', style: { font: 'comic-sans' } } })).code).toBe('not_found');
    const wrong = await session({ DIAGRAM_API_URL: origin, DIAGRAM_API_KEY: 'diagram_sk_0000000000000000000000000000000000000000' });
    expect(errorOf(await wrong.client.callTool({ name: 'list_diagrams', arguments: {} }))).toEqual({ error: 'Unauthorized', code: 'unauthorized' });
  });
});
