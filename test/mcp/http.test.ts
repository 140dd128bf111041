// The MCP server over Streamable HTTP at /mcp, driven by the SDK's own client against the app listening on 127.0.0.1:
// every tool, credits charged and refunded, refusals as tool errors, keys and rate limits as over REST.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { getBalance, ledgerSum } from '../../src/billing/ledger.js';
import { DATABASES } from '../support/databases.js';
import { type FakeServer, openAIError, startFakeOpenAI } from '../support/fake-openai-server.js';
import { contentOf, errorOf, httpClient, listen, structured } from '../support/mcp-clients.js';
import { exerciseEveryTool, MCP_FLOW } from '../support/mcp-scenario.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});
afterAll(async () => {
  while (opened.length) await opened.pop()!.close();
});

async function app(env: Record<string, string> = {}, credits = 100): Promise<{ t: TestApp; url: URL }> {
  const t = await createTestApp(env, credits);
  opened.push(t);
  return { t, url: await listen(t) };
}

async function client(url: URL, key?: string): Promise<Client> {
  const c = await httpClient(url, key);
  opened.push(c);
  return c;
}

const initialize = (id = 1) => JSON.stringify({ jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe('MCP over Streamable HTTP', () => {
  it.each(DATABASES)('lists the tools and calls each one: PNG as image/png, SVG as text, PDF as a resource; 1 credit per creation ($name)', async (kind) => {
    const tdb = await kind.fresh();
    opened.push({ close: () => tdb.drop() });
    const { t, url } = await app({ DIAGRAM_DATABASE_URL: tdb.url });
    const c = await client(url, t.key);
    await exerciseEveryTool(c, () => getBalance(t.ctx.db, t.workspaceId));
    expect(await ledgerSum(t.ctx.db, t.workspaceId)).toBe(98);
    // The diagrams are the workspace's, as over REST.
    const rest = (await t.app.inject({ method: 'GET', url: '/rest/v1/generations', headers: t.auth() })).json();
    expect(rest.data).toHaveLength(2);
  });

  it('leaves the PNG preview out with image: false', async () => {
    const { t, url } = await app();
    const c = await client(url, t.key);
    const created = await c.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW, image: false } });
    expect(contentOf(created).map((x) => x.type)).toEqual(['text']);
    expect(structured(created)).toMatchObject({ status: 'succeeded', credits_charged: 1 });
    const restyled = await c.callTool({ name: 'restyle_diagram', arguments: { id: structured(created).id, style: { font: 'caveat' }, image: false } });
    expect(contentOf(restyled).map((x) => x.type)).toEqual(['text']);
    expect(structured(restyled)).toMatchObject({ revision: 2, style: { font: 'caveat' }, credits_charged: 0 });
  });

  it('refunds a generation that fails after funding and says so in the tool error', async () => {
    const fake: FakeServer = await startFakeOpenAI({ handler: () => openAIError(500, 'upstream exploded') });
    opened.push(fake);
    const { t, url } = await app({ DIAGRAM_MODEL_PROVIDER: 'openai-compatible', DIAGRAM_MODEL_BASE_URL: fake.url, DIAGRAM_MODEL_NAME: 'fake-model' }, 3);
    const c = await client(url, t.key);
    const failed = errorOf(await c.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW, design: 'flowchart-vertical' } }));
    expect(failed.code).toBe('generation_provider_failed');
    expect(failed.details.generation).toMatchObject({ status: 'failed', credits: { charged: 1, refunded: 1, balance: 3 } });
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(await getBalance(t.ctx.db, t.workspaceId)).toBe(3);
    expect(await ledgerSum(t.ctx.db, t.workspaceId)).toBe(3);
    // The session goes on after the failure.
    expect((await c.listTools()).tools).toHaveLength(6);
  });

  it('answers refusals as tool errors with the contract codes, charging nothing', async () => {
    const { t, url } = await app({}, 100);
    const broke = await t.addWorkspace('broke', 0);
    const c = await client(url, broke.key);
    const noCredits = errorOf(await c.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW } }));
    expect(noCredits).toMatchObject({ code: 'insufficient_credits', error: 'No credits remain in this workspace.', details: { balance: 0 } });
    expect(errorOf(await c.callTool({ name: 'create_diagram', arguments: { prompt: '   ' } })).code).toBe('validation_failed');
    const badArgs = errorOf(await c.callTool({ name: 'create_diagram', arguments: { prompt: 'a -> b', colour: 'red' } }));
    expect(badArgs).toMatchObject({ code: 'validation_failed', details: { issues: [{ path: '(arguments)' }] } });
    expect(errorOf(await c.callTool({ name: 'create_diagram', arguments: { prompt: 123 } })).details.issues[0].path).toBe('prompt');
    expect(errorOf(await c.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW, style: { theme: 'neon' } } })).code).toBe('invalid_options');
    expect(errorOf(await c.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW, design: 'no-such-design' } })).code).toBe('invalid_parameters');
    expect((await t.app.inject({ method: 'GET', url: '/rest/v1/generations', headers: t.auth(broke.key) })).json().data).toEqual([]);

    // Another workspace's diagram is unknown here, as over REST.
    const owner = await client(url, t.key);
    const id = structured(await owner.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW } })).id;
    for (const [name, args] of [['get_diagram', { id }], ['restyle_diagram', { id, style: { theme: 'dark' } }]] as const) {
      expect(errorOf(await c.callTool({ name, arguments: args })).code, name).toBe('not_found');
    }
    expect(errorOf(await owner.callTool({ name: 'restyle_diagram', arguments: { id } })).code).toBe('validation_failed');
    expect(errorOf(await owner.callTool({ name: 'restyle_diagram', arguments: { id, design: 'timeline-horizontal' } })).code).toBe('invalid_parameters');
    expect(errorOf(await owner.callTool({ name: 'get_diagram', arguments: { id, revision: 2 } }))).toMatchObject({ code: 'not_found', details: { revision: 1 } });
    expect(errorOf(await owner.callTool({ name: 'get_diagram', arguments: { id, format: 'svg', width: 100 } })).code).toBe('export_error');
    expect(errorOf(await owner.callTool({ name: 'get_diagram', arguments: { id, scale: 40 } })).code).toBe('validation_failed');
    expect(errorOf(await owner.callTool({ name: 'list_diagrams', arguments: { cursor: 'bm9wZQ' } })).code).toBe('validation_failed');
    // An unknown tool is a protocol error (-32602), and the session survives it.
    await expect(owner.callTool({ name: 'draw_picture', arguments: {} })).rejects.toThrow(/Unknown tool: draw_picture/);
    expect(structured(await owner.callTool({ name: 'list_diagrams', arguments: {} })).diagrams).toHaveLength(1);
  });

  it('counts every POST against the key and workspace limits; over them a tool call is a rate_limited tool error', async () => {
    const { t, url } = await app();
    const limited = await t.addWorkspace('limited', 10, 4);
    const c = await client(url, limited.key); // initialize + notifications/initialized: 2 requests
    await c.listTools(); // 3
    expect(structured(await c.callTool({ name: 'list_designs', arguments: { kind: 'funnel' } })).designs.length).toBeGreaterThan(0); // 4
    const refused = errorOf(await c.callTool({ name: 'create_diagram', arguments: { prompt: MCP_FLOW } }));
    expect(refused).toMatchObject({ code: 'rate_limited', details: { limit: 4 } });
    expect(refused.details.retry_after).toBeGreaterThan(0);
    expect(await getBalance(t.ctx.db, limited.workspaceId)).toBe(10);
    // Anything else over the limit is the REST answer: 429 with Retry-After.
    const raw = await fetch(url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: `Bearer ${limited.key}` }, body: initialize() });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(raw.headers.get('ratelimit-remaining')).toBe('0');
    expect((await raw.json()).code).toBe('rate_limited');
  });

  it('refuses a missing or bad key with 401 and a WWW-Authenticate challenge pointing at the resource metadata', async () => {
    const { t, url } = await app();
    const noKey = new Client({ name: 'anonymous', version: '1' });
    await expect(noKey.connect(new StreamableHTTPClientTransport(url))).rejects.toThrow(/401|Unauthorized/i);
    const badKey = new Client({ name: 'bad', version: '1' });
    await expect(badKey.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: 'Bearer diagram_sk_0000000000000000000000000000000000000000' } } })))
      .rejects.toThrow(/401|Unauthorized/i);

    const base = url.origin;
    const missing = await fetch(url, { method: 'POST', headers: MCP_HEADERS, body: initialize() });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'Unauthorized', code: 'unauthorized' });
    expect(missing.headers.get('www-authenticate')).toBe(`Bearer realm="diagram-service", resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`);
    const revokedKey = await t.addWorkspace('gone', 5);
    await t.ctx.db.updateTable('api_keys').set({ revoked_at: new Date().toISOString() }).where('id', '=', revokedKey.keyId).execute();
    const revoked = await fetch(url, { method: 'POST', headers: { ...MCP_HEADERS, authorization: `Bearer ${revokedKey.key}` }, body: initialize() });
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toMatch(/^Bearer realm="diagram-service", error="invalid_token", .*resource_metadata="/);

    const metadata = await fetch(`${base}/.well-known/oauth-protected-resource/mcp`);
    expect(metadata.status).toBe(200);
    expect(await metadata.json()).toMatchObject({ resource: `${base}/mcp`, bearer_methods_supported: ['header'] });
  });

  it('speaks the transport rules: JSON answers without a session, 202 for notifications, 405 for GET, 403 for a foreign Origin, 406 and 415', async () => {
    const { t, url } = await app();
    const auth = { authorization: `Bearer ${t.key}` };
    const init = await fetch(url, { method: 'POST', headers: { ...MCP_HEADERS, ...auth }, body: initialize(7) });
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toMatch(/^application\/json/);
    expect(init.headers.get('mcp-session-id')).toBeNull();
    expect(init.headers.get('ratelimit-limit')).toBe('60');
    const body = await init.json();
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 7, result: { serverInfo: { name: 'diagram-service' }, capabilities: { tools: {} } } });
    expect(body.result.instructions).toContain('create_diagram');

    const note = await fetch(url, { method: 'POST', headers: { ...MCP_HEADERS, ...auth }, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) });
    expect(note.status).toBe(202);
    const get = await fetch(url, { headers: { ...auth, accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const foreign = await fetch(url, { method: 'POST', headers: { ...MCP_HEADERS, ...auth, origin: 'https://evil.example' }, body: initialize() });
    expect(foreign.status).toBe(403);
    const own = await fetch(url, { method: 'POST', headers: { ...MCP_HEADERS, ...auth, origin: url.origin }, body: initialize() });
    expect(own.status).toBe(200);
    const notAccepted = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...auth }, body: initialize() });
    expect(notAccepted.status).toBe(406);
    const notJson = await fetch(url, { method: 'POST', headers: { ...MCP_HEADERS, ...auth, 'content-type': 'text/plain' }, body: initialize() });
    expect(notJson.status).toBe(415);
    expect((await notJson.json()).error.message).toMatch(/Content-Type must be application\/json/);
  });

  it('is in the API reference', async () => {
    const { t } = await app();
    const doc = (await t.app.inject({ method: 'GET', url: '/rest/v1/openapi.json' })).json();
    expect(doc.paths['/mcp'].post.security).toEqual([{ apiKey: [] }]);
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.body).toContain('id="mcp"');
    expect(page.body).toContain('id="mcp-for-ai-assistants"');
    expect(page.body).toContain('.well-known/oauth-protected-resource/mcp');
  });
});
