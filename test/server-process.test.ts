// The real server process over HTTP: first start prints a key once, the key works, SIGTERM stops cleanly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type ServerProcess, startServer } from './support/processes.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-server-'));
const env = { DIAGRAM_DATABASE_URL: `sqlite:${path.join(dir, 'server.db')}`, DIAGRAM_LOG_LEVEL: 'info' };
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('server process', () => {
  it('prints the first key once, serves generations over HTTP and stops on SIGTERM', async () => {
    server = await startServer(env);
    const key = /diagram_sk_[0-9A-Za-z]+/.exec(server.output())?.[0];
    expect(key).toBeDefined();
    const auth = { authorization: `Bearer ${key}` };

    const created = await fetch(`${server.url}/rest/v1/generations`, {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Receive order -> Check stock -> Ship', design: 'auto' }),
    });
    expect(created.status).toBe(201);
    const gen = await created.json();
    expect(gen.credits).toMatchObject({ charged: 1, balance: 99 });
    const svg = await fetch(gen.files.svg, { headers: auth });
    expect(svg.status).toBe(200);
    expect(await svg.text()).toContain('Check stock');
    const png = await fetch(`${gen.files.png}?scale=2`, { headers: auth });
    expect(png.headers.get('content-type')).toBe('image/png');

    // The command line works on the same database while the server runs.
    const grant = runCli(['credits', 'grant', '--workspace', 'default', '--amount', '5', '--json'], env);
    expect(grant.status).toBe(0);
    const account = await (await fetch(`${server.url}/rest/v1/account`, { headers: auth })).json();
    expect(account.balance).toBe(104);

    expect(await server.stop('SIGTERM')).toBe(0);
    // Printed once at first start; the requests that carried it were logged without it.
    expect(server.output().split(key!).length - 1).toBe(1);
    expect(server.output()).toContain('"url":"/rest/v1/account"');

    // A second start on the same database prints no key.
    server = await startServer(env);
    expect(server.output()).not.toMatch(/diagram_sk_/);
  });
});
