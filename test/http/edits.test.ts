// Edits over HTTP: 1 credit with a generation's admission order, refunds, invalid instructions free, revisions kept,
// reverts, downloads of earlier revisions, stable element ids, diagram code as an instruction, idempotency, races.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../src/billing/ledger.js';
import { type FakeServer, openAIError, startFakeOpenAI } from '../support/fake-openai-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const opened: (TestApp | FakeServer)[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});
afterAll(async () => {
  while (opened.length) await opened.pop()!.close();
});

const FLOW = 'flowchart TD\n  start([Start]) --> check[Check stock]\n  check --> ship[Ship order]\n  ship --> done([End])';

async function app(credits = 100, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env, credits);
  opened.push(t);
  return t;
}

async function created(t: TestApp, prompt = FLOW): Promise<any> {
  const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

function edit(t: TestApp, id: string, instruction: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/rest/v1/generations/${id}/edits`, headers: { ...t.auth(), ...headers }, payload: instruction === undefined ? {} : { instruction } });
}

async function expectLedgerExact(t: TestApp): Promise<void> {
  const ws = await t.ctx.db.selectFrom('workspaces').select('balance').where('id', '=', t.workspaceId).executeTakeFirstOrThrow();
  expect(await ledgerSum(t.ctx.db, t.workspaceId)).toBe(ws.balance);
}

const labels = (g: any) => g.content.nodes.map((n: any) => n.label);

describe('POST /generations/:id/edits', () => {
  it('applies the instruction as the next revision for 1 credit, with last_edit naming the element ids', async () => {
    const t = await app(10);
    const g = await created(t);
    expect(g).toMatchObject({ revision: 1, last_edit: null, credits: { charged: 1, balance: 9 } });
    const res = await edit(t, g.id, 'add a step "Pack items" after Check stock');
    expect(res.statusCode).toBe(200);
    const e = res.json();
    expect(e).toMatchObject({ id: g.id, revision: 2, status: 'succeeded', credits: { charged: 2, refunded: 0, balance: 8 } });
    expect(labels(e)).toEqual(['Start', 'Check stock', 'Pack items', 'Ship order', 'End']);
    expect(e.last_edit).toEqual({
      instruction: 'add a step "Pack items" after Check stock',
      added: ['pack-items', 'check->pack-items', 'pack-items->ship'], removed: ['check->ship'], renamed: [], changed: [],
    });
    expect(e.files.svg).toBe(`http://localhost:80/rest/v1/generations/${g.id}/diagram.svg`);
    const again = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}`, headers: t.auth() })).json();
    expect(again).toEqual({ ...e, credits: { ...e.credits } });
    const svg = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/diagram.svg`, headers: t.auth() });
    expect(svg.body).toContain('Pack items');
    await expectLedgerExact(t);
  });

  it('answers 400 invalid_instruction with what it understood, before any credit, and changes nothing', async () => {
    const t = await app(5);
    const g = await created(t);
    for (const [instruction, understood] of [
      ['rename Billing to Payments', 'rename "Billing" to "Payments"'],
      ['please do something nice with it', 'nothing I can apply in "do something nice with it"'],
      ['add a step Audit after Check stock and then remove Invoice', 'add a step "Audit" after "Check stock"; then remove "Invoice"'],
    ]) {
      const res = await edit(t, g.id, instruction);
      expect(res.statusCode, instruction).toBe(400);
      const body = res.json();
      expect(body.code).toBe('invalid_instruction');
      expect(body.details.understood).toBe(understood);
      expect(typeof body.details.reason).toBe('string');
    }
    const after = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}`, headers: t.auth() })).json();
    expect(after).toMatchObject({ revision: 1, credits: { charged: 1, refunded: 0, balance: 4 } });
    expect(await t.ctx.db.selectFrom('generation_edits').selectAll().execute()).toHaveLength(0);
    await expectLedgerExact(t);
  });

  it('validates the body and the generation: empty, too long, missing, unknown, another workspace, a failed one', async () => {
    const t = await app(5);
    const g = await created(t);
    expect((await edit(t, g.id, '   ')).json()).toMatchObject({ code: 'validation_failed', details: { issues: [{ path: 'instruction' }] } });
    expect((await edit(t, g.id, 'x'.repeat(4001))).json()).toMatchObject({ code: 'validation_failed' });
    expect((await edit(t, g.id, undefined)).statusCode).toBe(400);
    expect((await edit(t, g.id, 42)).statusCode).toBe(400);
    const extra = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${g.id}/edits`, headers: t.auth(), payload: { instruction: 'remove End', design: 'x' } });
    expect(extra.json().code).toBe('validation_failed');
    expect((await edit(t, 'gen_doesnotexist0000000000', 'remove End')).statusCode).toBe(404);
    const other = await t.addWorkspace('other', 5);
    const theirs = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${g.id}/edits`, headers: t.auth(other.key), payload: { instruction: 'remove End' } });
    expect(theirs.statusCode).toBe(404);
    const noAuth = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${g.id}/edits`, payload: { instruction: 'remove End' } });
    expect(noAuth.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}`, headers: t.auth() })).json().credits.balance).toBe(4);
    await expectLedgerExact(t);
  });

  it('answers 402 when no credit is left, and 503 over_capacity when full, charging nothing and storing nothing', async () => {
    const t = await app(1);
    const g = await created(t);
    const poor = await edit(t, g.id, 'remove Ship order');
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ code: 'insufficient_credits', details: { billing_url: expect.stringContaining('/billing') } });
    await t.ctx.db.updateTable('workspaces').set({ balance: 0 }).execute();
    const rich = await app(5, { DIAGRAM_MAX_CONCURRENT_GENERATIONS: '1', DIAGRAM_MAX_QUEUED_GENERATIONS: '0' });
    const g2 = await created(rich);
    const ticket = rich.ctx.capacity.enter();
    expect(ticket).not.toBeNull();
    const busy = await edit(rich, g2.id, 'remove Ship order');
    ticket!.cancel();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect((await rich.app.inject({ method: 'GET', url: `/rest/v1/generations/${g2.id}`, headers: rich.auth() })).json()).toMatchObject({ revision: 1, credits: { charged: 1, balance: 4 } });
    expect(await rich.ctx.db.selectFrom('generation_edits').selectAll().execute()).toHaveLength(0);
    await expectLedgerExact(rich);
  });

  it('keeps element ids stable across a run of edits', async () => {
    const t = await app(20);
    const g = await created(t);
    const ids = (x: any) => new Map(x.content.nodes.map((n: any) => [n.label, n.id]));
    const before = ids(g);
    let cur = g;
    for (const instruction of [
      'add a decision "In stock?" between Check stock and Ship order',
      'rename Ship order to Dispatch',
      'make check stock red',
      'add Notify customer before End',
      'remove the in stock decision',
    ]) {
      const res = await edit(t, g.id, instruction);
      expect(res.statusCode, instruction).toBe(200);
      cur = res.json();
    }
    const after = ids(cur);
    expect(after.get('Start')).toBe(before.get('Start'));
    expect(after.get('Check stock')).toBe(before.get('Check stock'));
    expect(after.get('Dispatch')).toBe(before.get('Ship order'));
    expect(after.get('End')).toBe(before.get('End'));
    expect(cur.content.nodes.find((n: any) => n.label === 'Check stock').color).toBe('#dc2626');
    expect(cur.revision).toBe(6);
    expect(cur.last_edit).toMatchObject({ removed: expect.arrayContaining(['in-stock']) });
  });

  it('replaces the content with diagram code given as the instruction', async () => {
    const t = await app(5);
    const g = await created(t);
    const res = await edit(t, g.id, 'flowchart TD\n  a[Receive] --> b[Pack]\n  b --> c[Send]');
    expect(res.statusCode).toBe(200);
    const e = res.json();
    expect(e.design).toBe(g.design);
    expect(labels(e)).toEqual(['Receive', 'Pack', 'Send']);
    expect(e.last_edit.removed).toEqual(expect.arrayContaining(['start', 'check', 'ship', 'done']));
    const seq = await edit(t, g.id, 'sequenceDiagram\n  Alice->>Bob: Hello');
    expect(seq.json()).toMatchObject({ kind: 'sequence', design: 'sequence-lifelines', revision: 3 });
    const broken = await edit(t, g.id, 'digraph G {\n  a -> b;\n  c -> ;\n}');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'validation_failed', details: { language: 'dot', line: 3 } });
    expect((await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}`, headers: t.auth() })).json()).toMatchObject({ revision: 3, credits: { charged: 3 } });
  });

  it('replays an edit sent again with the same Idempotency-Key, charging once', async () => {
    const t = await app(10);
    const g = await created(t);
    const [a, b] = await Promise.all([
      edit(t, g.id, 'add Gift wrap after Ship order', { 'idempotency-key': 'edit-1' }),
      edit(t, g.id, 'add Gift wrap after Ship order', { 'idempotency-key': 'edit-1' }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().revision).toBe(2);
    expect(b.json().revision).toBe(2);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    const conflict = await edit(t, g.id, 'remove Gift wrap', { 'idempotency-key': 'edit-1' });
    expect(conflict.statusCode).toBe(409);
    const g2 = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}`, headers: t.auth() })).json();
    expect(g2).toMatchObject({ revision: 2, credits: { charged: 2, balance: 8 } });
  });

  it('stores concurrent edits of one generation one after the other, none lost', async () => {
    const t = await app(20);
    const g = await created(t);
    const adds = ['Alpha', 'Beta', 'Gamma', 'Delta'];
    const results = await Promise.all(adds.map((a) => edit(t, g.id, `add ${a} after End`)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.json().revision).sort()).toEqual([2, 3, 4, 5]);
    const last = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}`, headers: t.auth() })).json();
    expect(labels(last)).toEqual(expect.arrayContaining(adds));
    expect(last.credits).toMatchObject({ charged: 5, refunded: 0, balance: 15 });
    await expectLedgerExact(t);
  });
});

describe('edits with a provider model', () => {
  const FLOW_CONTENT = { title: 'Order', nodes: [{ id: 'a', label: 'Receive order' }, { id: 'b', label: 'Ship it' }], edges: [{ from: 'a', to: 'b' }] };

  async function providerApp(fake: FakeServer, credits: number, env: Record<string, string> = {}): Promise<TestApp> {
    return app(credits, { DIAGRAM_MODEL_PROVIDER: 'openai-compatible', DIAGRAM_MODEL_BASE_URL: fake.url, DIAGRAM_MODEL_NAME: 'fake-model', ...env });
  }

  it('refunds a provider failure before answering 502; the generation keeps its diagram', async () => {
    let call = 0;
    const fake = await startFakeOpenAI({ handler: () => (++call === 1 ? { json: FLOW_CONTENT } : openAIError(500, 'upstream exploded')) });
    opened.push(fake);
    const t = await providerApp(fake, 3);
    const g = (await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: 'order flow', design: 'flowchart-vertical' } })).json();
    const res = await edit(t, g.id, 'add a packing step between the two');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'generation_provider_failed',
      details: { generation: { id: g.id, status: 'succeeded', revision: 1, credits: { charged: 2, refunded: 1, balance: 2 } } },
    });
    const stored = await t.ctx.db.selectFrom('generation_edits').selectAll().execute();
    expect(stored).toMatchObject([{ status: 'failed', generation_id: g.id, base_revision: 1, revision: null }]);
    expect(JSON.parse(stored[0]!.error_json!).code).toBe('generation_provider_failed');
    const list = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/revisions`, headers: t.auth() })).json();
    expect(list.data).toHaveLength(1);
    await expectLedgerExact(t);
  });

  it('refuses to edit or revert a generation that failed, charging nothing', async () => {
    const fake = await startFakeOpenAI({ handler: () => openAIError(500, 'down') });
    opened.push(fake);
    const t = await providerApp(fake, 3);
    const failed = (await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: 'order flow', design: 'flowchart-vertical' } })).json().details.generation;
    const res = await edit(t, failed.id, 'add a step');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: { status: 'failed' } });
    const revert = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${failed.id}/revert`, headers: t.auth(), payload: { revision: 1 } });
    expect(revert.statusCode).toBe(400);
    const list = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${failed.id}/revisions`, headers: t.auth() })).json();
    expect(list.data).toMatchObject([{ revision: 1, cause: 'created', credits: 0 }]);
    expect(fake.requests).toHaveLength(1);
    await expectLedgerExact(t);
  });

  it('refunds an edit past the timeout with 504 generation_timeout', async () => {
    let call = 0;
    const fake = await startFakeOpenAI({ handler: () => (++call === 1 ? { json: FLOW_CONTENT } : { json: FLOW_CONTENT, delayMs: 2000 }) });
    opened.push(fake);
    const t = await providerApp(fake, 3, { DIAGRAM_GENERATION_TIMEOUT_MS: '400' });
    const g = (await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: 'order flow', design: 'flowchart-vertical' } })).json();
    const res = await edit(t, g.id, 'add a packing step');
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ code: 'generation_timeout', details: { generation: { revision: 1, credits: { charged: 2, refunded: 1, balance: 2 } } } });
    await expectLedgerExact(t);
  });

  it('sends the current content with its ids and stores the answer as the next revision', async () => {
    const edited = { ...FLOW_CONTENT, nodes: [...FLOW_CONTENT.nodes.slice(0, 1), { id: 'pack', label: 'Pack' }, FLOW_CONTENT.nodes[1]], edges: [{ from: 'a', to: 'pack' }, { from: 'pack', to: 'b' }] };
    let call = 0;
    const fake = await startFakeOpenAI({ handler: () => (++call === 1 ? { json: FLOW_CONTENT } : { json: edited }) });
    opened.push(fake);
    const t = await providerApp(fake, 3);
    const g = (await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: 'order flow', design: 'flowchart-vertical' } })).json();
    const res = await edit(t, g.id, 'put a packing step between receiving and shipping');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ revision: 2, model: { provider: 'openai-compatible' }, last_edit: { added: ['pack', 'a->pack', 'pack->b'], removed: ['a->b'] } });
    const sent = fake.requests[1]!.body.messages[1].content as string;
    expect(sent).toContain(JSON.stringify(g.content));
    expect(sent).toContain('<user_instruction>\nput a packing step between receiving and shipping\n</user_instruction>');
  });
});

describe('revisions and reverts', () => {
  it('lists every revision with its cause, instruction and credits, and serves each as it was', async () => {
    const t = await app(10);
    const g = await created(t);
    await edit(t, g.id, 'rename Ship order to Dispatch');
    await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${g.id}/style`, headers: t.auth(), payload: { theme: 'dark' } });
    await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${g.id}/render`, headers: t.auth(), payload: { design: 'flowchart-horizontal' } });
    const list = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/revisions`, headers: t.auth() });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ object: 'list', next_cursor: null });
    expect(body.data.map((r: any) => [r.revision, r.cause, r.instruction, r.credits])).toEqual([
      [1, 'created', null, 1], [2, 'edit', 'rename Ship order to Dispatch', 1], [3, 'style', null, 0], [4, 'render', null, 0],
    ]);
    for (const r of body.data) expect(Number.isNaN(Date.parse(r.created_at))).toBe(false);
    const paged = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/revisions?limit=3`, headers: t.auth() })).json();
    expect(paged.data.map((r: any) => r.revision)).toEqual([1, 2, 3]);
    const rest = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/revisions?limit=3&cursor=${paged.next_cursor}`, headers: t.auth() })).json();
    expect(rest).toMatchObject({ data: [{ revision: 4 }], next_cursor: null });

    const r1 = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/revisions/1`, headers: t.auth() })).json();
    expect(r1).toMatchObject({ id: g.id, revision: 1, design: 'flowchart-vertical', style: {}, content: g.content, last_edit: null });
    expect(r1.files.svg).toMatch(/diagram\.svg\?revision=1$/);
    const r2 = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/revisions/2`, headers: t.auth() })).json();
    expect(r2.last_edit).toMatchObject({ instruction: 'rename Ship order to Dispatch', renamed: ['ship'] });
    const r4 = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/revisions/4`, headers: t.auth() })).json();
    expect(r4).toMatchObject({ design: 'flowchart-horizontal', style: { theme: 'dark' } });
    expect((await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/revisions/5`, headers: t.auth() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/revisions/zero`, headers: t.auth() })).statusCode).toBe(400);

    const svg1 = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/diagram.svg?revision=1`, headers: t.auth() });
    const svg4 = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/diagram.svg`, headers: t.auth() });
    expect(svg1.statusCode).toBe(200);
    expect(svg1.body).toContain('Ship order');
    expect(svg4.body).toContain('Dispatch');
    expect(svg1.headers.etag).not.toBe(svg4.headers.etag);
    const png1 = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/diagram.png?revision=1`, headers: t.auth() });
    const png4 = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/diagram.png?revision=4`, headers: t.auth() });
    expect(png1.statusCode).toBe(200);
    expect(png1.rawPayload.equals(png4.rawPayload)).toBe(false);
    const pdf2 = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/diagram.pdf?revision=2`, headers: t.auth() });
    expect(pdf2.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/diagram.svg?revision=9`, headers: t.auth() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/diagram.png?revision=abc`, headers: t.auth() })).json().code).toBe('export_error');
  });

  it('reverts to a revision as a new revision for 0 credits, keeping the ones after it', async () => {
    const t = await app(10);
    const g = await created(t);
    await edit(t, g.id, 'remove Check stock');
    await edit(t, g.id, 'rename End to Done');
    const res = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${g.id}/revert`, headers: t.auth(), payload: { revision: 1 } });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ revision: 4, content: g.content, design: g.design, last_edit: null, credits: { charged: 3, balance: 7 } });
    const svg = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/diagram.svg`, headers: t.auth() });
    expect(svg.body).toContain('Check stock');
    const list = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${g.id}/revisions`, headers: t.auth() })).json();
    expect(list.data.map((x: any) => [x.revision, x.cause, x.source_revision, x.credits])).toEqual([
      [1, 'created', null, 1], [2, 'edit', null, 1], [3, 'edit', null, 1], [4, 'revert', 1, 0],
    ]);
    // Forward again to a later revision: redo is a revert too.
    const redo = (await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${g.id}/revert`, headers: t.auth(), payload: { revision: 3 } })).json();
    expect(redo.revision).toBe(5);
    expect(labels(redo)).toEqual(['Start', 'Ship order', 'Done']);
    for (const payload of [{ revision: 0 }, { revision: 'one' }, {}, { revision: 1, extra: true }]) {
      const bad = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${g.id}/revert`, headers: t.auth(), payload });
      expect(bad.json().code, JSON.stringify(payload)).toBe('validation_failed');
    }
    const missing = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${g.id}/revert`, headers: t.auth(), payload: { revision: 99 } });
    expect(missing.statusCode).toBe(404);
    await expectLedgerExact(t);
  });
});
