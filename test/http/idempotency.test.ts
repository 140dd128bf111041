// Idempotency-Key: replays the first response and charges once (also for simultaneous requests); another body is 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../src/billing/ledger.js';
import { createTestApp, FLOW_PROMPT, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({}, 10); });
afterAll(() => t.close());

const post = (key: string | undefined, payload: unknown, auth = t.auth()) =>
  t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) }, payload: payload as object });
const balance = async () => (await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() })).json().balance;

describe('Idempotency-Key', () => {
  it('returns the first response again and charges once', async () => {
    const before = await balance();
    const first = await post('order-42', { prompt: FLOW_PROMPT });
    // The same body with its keys in another order is the same request.
    const again = await post('order-42', { prompt: FLOW_PROMPT });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await balance()).toBe(before - 1);
  });

  it('charges once when the same request arrives several times at once', async () => {
    const before = await balance();
    const results = await Promise.all(Array.from({ length: 5 }, () => post('together-1', { prompt: `${FLOW_PROMPT} together` })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await balance()).toBe(before - 1);
    expect(await ledgerSum(t.ctx.db, t.workspaceId)).toBe(await balance());
  });

  it('answers 409 idempotency_conflict for the same key with another body, and charges nothing', async () => {
    await post('conflict-1', { prompt: FLOW_PROMPT });
    const before = await balance();
    const res = await post('conflict-1', { prompt: 'something else entirely' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('idempotency_conflict');
    expect(await balance()).toBe(before);
  });

  it('keeps keys apart per workspace, and refuses a malformed key', async () => {
    const other = await t.addWorkspace('idem-other', 3);
    const a = await post('shared-key', { prompt: FLOW_PROMPT });
    const b = await post('shared-key', { prompt: FLOW_PROMPT }, t.auth(other.key));
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.json().id);
    const bad = await post('has space', { prompt: FLOW_PROMPT });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });

  it('replays a validation error without charging, and lets a 402 be retried after credits arrive', async () => {
    const poor = await t.addWorkspace('idem-poor', 0);
    const refused = await post('pay-later', { prompt: FLOW_PROMPT }, t.auth(poor.key));
    expect(refused.statusCode).toBe(402);
    const { grantCredits } = await import('../../src/billing/ledger.js');
    await grantCredits(t.ctx.db, poor.workspaceId, 1);
    const retried = await post('pay-later', { prompt: FLOW_PROMPT }, t.auth(poor.key));
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });
});
