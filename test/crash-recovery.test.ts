// kill -9 mid-generation: the next start fails the generation with internal_error and refunds it, exactly once,
// and releases its Idempotency-Key, so a retry with the key runs anew at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeOpenAI } from './support/fake-openai-server.js';
import { runCli, type ServerProcess, startServer } from './support/processes.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-crash-'));
let fake: FakeServer | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await fake?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('crash recovery', () => {
  it('refunds a generation whose process was killed, once, on the next start', async () => {
    let delayMs = 30_000;
    fake = await startFakeOpenAI({ handler: () => ({ json: { nodes: [{ id: 'a', label: 'A' }], edges: [] }, delayMs }) });
    const env = {
      DIAGRAM_DATABASE_URL: `sqlite:${path.join(dir, 'crash.db')}`,
      DIAGRAM_MODEL_PROVIDER: 'openai-compatible', DIAGRAM_MODEL_BASE_URL: fake.url, DIAGRAM_MODEL_NAME: 'slow',
    };
    server = await startServer(env);
    const key = /diagram_sk_[0-9A-Za-z]+/.exec(server.output())![0];
    const create = (signal?: AbortSignal) => fetch(`${server!.url}/rest/v1/generations`, {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': 'order-42' },
      body: JSON.stringify({ prompt: 'a -> b', design: 'flowchart-vertical' }), ...(signal ? { signal } : {}),
    });
    const pending = create().catch((e: unknown) => e);
    // Wait until the model has been called: the credit is taken and the generation is running.
    for (let i = 0; i < 200 && fake.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(fake.requests.length).toBe(1);
    expect(JSON.parse(runCli(['credits', 'balance', '--workspace', 'default', '--json'], env).stdout)).toMatchObject({ balance: 99 });

    await server.stop('SIGKILL');
    expect(await pending).toBeInstanceOf(Error);

    server = await startServer(env);
    const list = await (await fetch(`${server.url}/rest/v1/generations`, { headers: { authorization: `Bearer ${key}` } })).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ status: 'failed', error: { code: 'internal_error' }, credits: { charged: 1, refunded: 1, balance: 100 } });

    // The retry with the same Idempotency-Key runs anew at once (the claim of the killed process is released;
    // before, it waited for the claim to go stale, 90 s, and then got 503).
    delayMs = 0;
    const retry = await create(AbortSignal.timeout(20_000));
    expect(retry.status).toBe(201);
    const fresh = await retry.json();
    expect(fresh.id).not.toBe(list.data[0].id);
    expect(fresh).toMatchObject({ status: 'succeeded', credits: { charged: 1, refunded: 0, balance: 99 } });
    const replay = await create(AbortSignal.timeout(20_000));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await replay.json()).id).toBe(fresh.id);
    await server.stop('SIGTERM');

    server = await startServer(env);
    await server.stop('SIGTERM');
    expect(JSON.parse(runCli(['credits', 'balance', '--workspace', 'default', '--json'], env).stdout)).toMatchObject({ balance: 99 });
  });
});
