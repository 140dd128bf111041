// Credits as a ledger: 402 when empty, refunds after any failure, the race for the last credit, balance = sum of ledger.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../src/billing/ledger.js';
import { type FakeServer, openAIError, startFakeOpenAI } from '../support/fake-openai-server.js';
import { createTestApp, FLOW_PROMPT, type TestApp } from '../support/test-app.js';

const VALID_FLOW = { title: 'Order', nodes: [{ id: 'a', label: 'Receive order' }, { id: 'b', label: 'Ship it' }], edges: [{ from: 'a', to: 'b' }] };

const opened: (TestApp | FakeServer)[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});
afterAll(async () => {
  while (opened.length) await opened.pop()!.close();
});

async function providerApp(fake: FakeServer, credits: number, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({
    DIAGRAM_MODEL_PROVIDER: 'openai-compatible', DIAGRAM_MODEL_BASE_URL: fake.url, DIAGRAM_MODEL_NAME: 'fake-model', ...env,
  }, credits);
  opened.push(t);
  return t;
}

async function expectLedgerExact(t: TestApp, workspaceId = t.workspaceId): Promise<void> {
  const ws = await t.ctx.db.selectFrom('workspaces').select('balance').where('id', '=', workspaceId).executeTakeFirstOrThrow();
  expect(await ledgerSum(t.ctx.db, workspaceId)).toBe(ws.balance);
}

describe('credits', () => {
  it('answers 402 insufficient_credits with a billing link when none is left, and stores nothing', async () => {
    const t = await createTestApp({ DIAGRAM_APP_URL: 'https://diagrams.example.test' }, 1);
    opened.push(t);
    const first = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: FLOW_PROMPT } });
    expect(first.statusCode).toBe(201);
    expect(first.json().credits.balance).toBe(0);
    const second = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: FLOW_PROMPT } });
    expect(second.statusCode).toBe(402);
    expect(second.json()).toMatchObject({ code: 'insufficient_credits', details: { billing_url: 'https://diagrams.example.test/billing' } });
    const list = (await t.app.inject({ method: 'GET', url: '/rest/v1/generations', headers: t.auth() })).json();
    expect(list.data).toHaveLength(1);
    await expectLedgerExact(t);
  });

  it('refunds a provider failure before answering 502, and stores the failed generation with both credits', async () => {
    const fake = await startFakeOpenAI({ handler: () => openAIError(500, 'upstream exploded') });
    opened.push(fake);
    const t = await providerApp(fake, 3);
    const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: FLOW_PROMPT, design: 'flowchart-vertical' } });
    expect(res.statusCode).toBe(502);
    const body = res.json();
    expect(body.code).toBe('generation_provider_failed');
    expect(body.details.generation).toMatchObject({ status: 'failed', credits: { charged: 1, refunded: 1, balance: 3 }, files: null });
    expect(body.details.generation.error.code).toBe('generation_provider_failed');
    const stored = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${body.details.generation.id}`, headers: t.auth() });
    expect(stored.json()).toMatchObject({ status: 'failed', credits: { charged: 1, refunded: 1 } });
    await expectLedgerExact(t);
  });

  it('refunds a generation past the timeout with 504 generation_timeout', async () => {
    const fake = await startFakeOpenAI({ handler: () => ({ json: VALID_FLOW, delayMs: 1500 }) });
    opened.push(fake);
    const t = await providerApp(fake, 2, { DIAGRAM_GENERATION_TIMEOUT_MS: '300' });
    const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: FLOW_PROMPT, design: 'flowchart-vertical' } });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ code: 'generation_timeout', details: { generation: { status: 'failed', credits: { charged: 1, refunded: 1, balance: 2 } } } });
    await expectLedgerExact(t);
  });

  it('keeps balance = sum of ledger through a mixed run of successes, failures and refusals', async () => {
    let call = 0;
    const fake = await startFakeOpenAI({
      handler: () => {
        call++;
        if (call % 3 === 0) return openAIError(503, 'busy');
        if (call % 3 === 1) return { json: VALID_FLOW };
        return { text: '{"nodes": [' };
      },
    });
    opened.push(fake);
    const t = await providerApp(fake, 7);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: `${FLOW_PROMPT} ${i}`, design: 'flowchart-vertical' } });
      statuses.push(res.statusCode);
      await expectLedgerExact(t);
    }
    const succeeded = statuses.filter((s) => s === 201).length;
    expect(succeeded).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 502).length).toBeGreaterThan(0);
    const account = (await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() })).json();
    expect(account.balance).toBe(7 - succeeded);
    const rows = await t.ctx.db.selectFrom('credit_ledger').selectAll().where('workspace_id', '=', t.workspaceId).execute();
    const charges = rows.filter((r) => r.reason === 'charge').length;
    const refunds = rows.filter((r) => r.reason === 'refund').length;
    expect(charges - refunds).toBe(succeeded);
  });

  it('funds exactly one of many requests racing for the last credit', async () => {
    const t = await createTestApp({ DIAGRAM_MAX_CONCURRENT_GENERATIONS: '50', DIAGRAM_MAX_QUEUED_GENERATIONS: '50' }, 1);
    opened.push(t);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: `${FLOW_PROMPT} ${i}` } })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 402)).toHaveLength(9);
    await expectLedgerExact(t);
    const ws = await t.ctx.db.selectFrom('workspaces').select('balance').where('id', '=', t.workspaceId).executeTakeFirstOrThrow();
    expect(ws.balance).toBe(0);
  });
});
