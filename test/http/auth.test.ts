// Every protected endpoint refuses missing, malformed, unknown and revoked keys with the exact 401 body; public ones answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../../src/accounts/api-keys.js';
import { createTestApp, FLOW_PROMPT, type TestApp } from '../support/test-app.js';

let t: TestApp;
let genId: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: FLOW_PROMPT } });
  expect(res.statusCode).toBe(201);
  genId = res.json().id;
});
afterAll(() => t.close());

const protectedCalls = () => [
  { method: 'POST' as const, url: '/rest/v1/generations', payload: { prompt: 'a -> b' } },
  { method: 'GET' as const, url: '/rest/v1/generations' },
  { method: 'GET' as const, url: `/rest/v1/generations/${genId}` },
  { method: 'POST' as const, url: `/rest/v1/generations/${genId}/render`, payload: {} },
  { method: 'POST' as const, url: `/rest/v1/generations/${genId}/style`, payload: { theme: 'dark' } },
  { method: 'GET' as const, url: `/rest/v1/generations/${genId}/diagram.svg` },
  { method: 'GET' as const, url: `/rest/v1/generations/${genId}/diagram.png` },
  { method: 'GET' as const, url: `/rest/v1/generations/${genId}/diagram.pdf` },
  { method: 'GET' as const, url: '/rest/v1/account' },
];

describe('authentication', () => {
  const variants: [string, Record<string, string> | undefined][] = [
    ['no Authorization header', undefined],
    ['a malformed header', { authorization: 'Token abc' }],
    ['Bearer without a key', { authorization: 'Bearer ' }],
    ['Basic credentials', { authorization: 'Basic ZGlhZ3JhbTpzZWNyZXQ=' }],
    ['an unknown key', { authorization: 'Bearer diagram_sk_0000000000000000000000000000000000000000' }],
    ['a key without the prefix', { authorization: 'Bearer sk_live_abcdefabcdefabcdefabcdefabcdefabcdef' }],
  ];
  for (const [name, headers] of variants) {
    it(`answers 401 with the exact body for ${name}`, async () => {
      for (const call of protectedCalls()) {
        const res = await t.app.inject({ ...call, ...(headers ? { headers } : {}) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.body).toBe('{"error":"Unauthorized","code":"unauthorized"}');
      }
    });
  }

  it('refuses a revoked key on the very next request', async () => {
    const other = await t.addWorkspace('revoking', 5);
    const ok = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(other.key) });
    expect(ok.statusCode).toBe(200);
    await revokeApiKey(t.ctx.db, other.keyId);
    const res = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(other.key) });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('{"error":"Unauthorized","code":"unauthorized"}');
  });

  it('checks the key before reading the body (admission order)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(res.statusCode).toBe(401);
  });

  it('serves the public catalog without credentials', async () => {
    for (const url of ['/rest/v1/designs', '/rest/v1/export-options', '/rest/v1/icons', '/rest/v1/designs/flowchart-vertical', '/rest/v1/icons/lucide:database.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('never echoes the key in any response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(t.key);
    expect(JSON.stringify(res.headers)).not.toContain(t.key);
  });
});
