// The compiled server starts without the MCP SDK (start-up stays fast) and loads it on the first /mcp request.
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../support/processes.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-mcp-lazy-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('loads the MCP SDK on the first /mcp request, not at start-up', async () => {
  const hook = pathToFileURL(path.join(import.meta.dirname, '..', 'support', 'watch-mcp-imports.mjs')).href;
  server = await startServer({ DIAGRAM_DATABASE_URL: `sqlite:${path.join(dir, 'lazy.db')}`, NODE_OPTIONS: `--import ${hook}` });
  const key = /diagram_sk_[0-9A-Za-z]+/.exec(server.output())![0];
  const rest = await fetch(`${server.url}/rest/v1/generations`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'flowchart: A -> B' }) });
  expect(rest.status).toBe(201);
  expect(server.output()).not.toContain('MCP SDK LOADED');

  const mcp = await fetch(`${server.url}/mcp`, {
    method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  expect(mcp.status).toBe(200);
  expect((await mcp.json()).result.tools).toHaveLength(6);
  expect(server.output()).toContain('MCP SDK LOADED');
});
