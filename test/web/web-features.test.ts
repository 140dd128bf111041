// The web application's endpoints through app.inject(): generations charged like the API, restyle for free, downloads, keys, billing, roles, pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { grantCredits, ledgerSum } from '../../src/billing/ledger.js';
import { createUser } from '../../src/web/users.js';
import { FLOW_PROMPT } from '../support/test-app.js';
import { createWebTestApp, MEMBER, OWNER, type Signed, type WebTestApp } from './web-test-app.js';

let t: WebTestApp;
let owner: Signed;
let member: Signed;
beforeAll(async () => {
  t = await createWebTestApp({ credits: 10 });
  owner = await t.signIn(OWNER.email, OWNER.password);
  member = await t.signIn(MEMBER.email, MEMBER.password);
});
afterAll(() => t.close());

const balance = async () => (await t.ctx.db.selectFrom('workspaces').select('balance').where('id', '=', t.workspaceId).executeTakeFirstOrThrow()).balance;

describe('generations from the playground', () => {
  let id = '';

  it('charges 1 credit through the same use case as the API, and records it in the ledger', async () => {
    const before = await balance();
    const res = await t.app.inject({ method: 'POST', url: '/app/api/generations', headers: member.headers, payload: { prompt: FLOW_PROMPT, design: 'flowchart-vertical' } });
    expect(res.statusCode).toBe(201);
    const g = res.json();
    id = g.id;
    expect(g).toMatchObject({ object: 'generation', status: 'succeeded', design: 'flowchart-vertical', kind: 'flowchart', revision: 1, credits: { charged: 1, refunded: 0, balance: before - 1 } });
    expect(g.files.svg).toBe(`/app/api/generations/${id}/diagram.svg?r=1`);
    expect(await balance()).toBe(before - 1);
    expect(await ledgerSum(t.ctx.db, t.workspaceId)).toBe(before - 1);
    const charge = await t.ctx.db.selectFrom('credit_ledger').selectAll().where('generation_id', '=', id).execute();
    expect(charge.map((r) => [r.reason, r.amount])).toEqual([['charge', -1]]);
  });

  it('does not charge an invalid request', async () => {
    const before = await balance();
    const empty = await t.app.inject({ method: 'POST', url: '/app/api/generations', headers: owner.headers, payload: { prompt: '   ', design: 'auto' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation_failed');
    const unknown = await t.app.inject({ method: 'POST', url: '/app/api/generations', headers: owner.headers, payload: { prompt: FLOW_PROMPT, design: 'no-such-design' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_parameters');
    expect(await balance()).toBe(before);
  });

  it('lists and fetches the workspace generations', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/app/api/generations?limit=5', headers: { cookie: owner.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((g: { id: string }) => g.id)).toContain(id);
    const one = await t.app.inject({ method: 'GET', url: `/app/api/generations/${id}`, headers: { cookie: owner.cookie } });
    expect(one.json().id).toBe(id);
  });

  it('restyles and re-renders for free; the page replaces the whole style', async () => {
    const before = await balance();
    const dark = await t.app.inject({ method: 'POST', url: `/app/api/generations/${id}/style`, headers: owner.headers, payload: { style: { theme: 'dark', palette: ['#0284c7', '#14b8a6'] } } });
    expect(dark.statusCode).toBe(200);
    expect(dark.json()).toMatchObject({ revision: 2, style: { theme: 'dark', palette: ['#0284c7', '#14b8a6'] } });
    const cleared = await t.app.inject({ method: 'POST', url: `/app/api/generations/${id}/style`, headers: owner.headers, payload: { style: { theme: 'dark' } } });
    expect(cleared.json().style).toEqual({ theme: 'dark' });
    const bad = await t.app.inject({ method: 'POST', url: `/app/api/generations/${id}/style`, headers: owner.headers, payload: { style: { theme: 'neon' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_options');
    const other = await t.app.inject({ method: 'POST', url: `/app/api/generations/${id}/render`, headers: owner.headers, payload: { design: 'flowchart-horizontal' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ design: 'flowchart-horizontal', revision: 4, credits: { charged: 1 } });
    expect(await balance()).toBe(before);
  });

  it('downloads SVG, PNG and PDF with the session, as attachments when asked', async () => {
    const svg = await t.app.inject({ method: 'GET', url: `/app/api/generations/${id}/diagram.svg?r=4`, headers: { cookie: member.cookie } });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('Check stock');
    expect(svg.headers['content-disposition']).toMatch(/^inline/);
    const png = await t.app.inject({ method: 'GET', url: `/app/api/generations/${id}/diagram.png?r=4&scale=2&download=1`, headers: { cookie: member.cookie } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/^attachment; filename=".+\.png"$/);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const pdf = await t.app.inject({ method: 'GET', url: `/app/api/generations/${id}/diagram.pdf?download=1`, headers: { cookie: member.cookie } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const tooBig = await t.app.inject({ method: 'GET', url: `/app/api/generations/${id}/diagram.png?scale=9`, headers: { cookie: member.cookie } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe('export_error');
    expect((await t.app.inject({ method: 'GET', url: `/app/api/generations/${id}/diagram.svg` })).statusCode).toBe(401);
  });

  it("keeps another workspace's people out: its generation is not found for them", async () => {
    const ws = await createWorkspace(t.ctx.db, 'other');
    await grantCredits(t.ctx.db, ws.id, 5);
    await createUser(t.ctx.db, { workspaceId: ws.id, email: 'eve@example.com', password: 'eve-password-1', role: 'owner' });
    const eve = await t.signIn('eve@example.com', 'eve-password-1');
    for (const url of [`/app/api/generations/${id}`, `/app/api/generations/${id}/diagram.svg`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: eve.cookie } })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: `/app/api/generations/${id}/style`, headers: eve.headers, payload: { style: {} } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/app/api/generations', headers: { cookie: eve.cookie } })).json().data).toEqual([]);
  });
});

describe('API keys in settings', () => {
  it('creates a key shown once that works on the API; an owner changes its limit and revokes it, then the API answers 401', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: member.headers, payload: { name: 'CI server' } });
    expect(created.statusCode).toBe(201);
    const { key, api_key } = created.json();
    expect(key).toMatch(/^diagram_sk_[0-9A-Za-z]{32,}$/);
    expect(api_key).toMatchObject({ name: 'CI server', prefix: key.slice(0, 17), rate_limit: null, revoked_at: null });
    const listed = (await t.app.inject({ method: 'GET', url: '/app/api/keys', headers: { cookie: member.cookie } })).json();
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(listed.data.find((k: { id: string }) => k.id === api_key.id)).toMatchObject({ name: 'CI server', last_used_at: null, effective_rate_limit: 60 });

    const auth = { authorization: `Bearer ${key}` };
    expect((await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: auth })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'PATCH', url: `/app/api/keys/${api_key.id}`, headers: member.headers, payload: { rate_limit: 5 } })).statusCode).toBe(403);
    const limited = await t.app.inject({ method: 'PATCH', url: `/app/api/keys/${api_key.id}`, headers: owner.headers, payload: { rate_limit: 5 } });
    expect(limited.statusCode).toBe(200);
    expect(limited.json().rate_limit).toBe(5);
    expect((await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: auth })).json().rate_limit).toEqual({ per_minute: 5, source: 'key', workspace_per_minute: 300 });
    expect((await t.app.inject({ method: 'PATCH', url: `/app/api/keys/${api_key.id}`, headers: owner.headers, payload: { rate_limit: 0 } })).statusCode).toBe(400);

    const memberRevoke = await t.app.inject({ method: 'DELETE', url: `/app/api/keys/${api_key.id}`, headers: member.headers });
    expect(memberRevoke.statusCode).toBe(403);
    expect(memberRevoke.json()).toEqual({ error: 'Only an owner of the workspace can revoke keys.', code: 'forbidden' });
    const revoked = await t.app.inject({ method: 'DELETE', url: `/app/api/keys/${api_key.id}`, headers: owner.headers });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: auth })).statusCode).toBe(401);
  });

  it("cannot touch another workspace's key", async () => {
    const ws = await createWorkspace(t.ctx.db, 'third');
    const { createApiKey } = await import('../../src/accounts/api-keys.js');
    const { info, key } = await createApiKey(t.ctx.db, ws.id, { name: 'theirs' });
    expect((await t.app.inject({ method: 'DELETE', url: `/app/api/keys/${info.id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `/app/api/keys/${info.id}`, headers: owner.headers, payload: { rate_limit: 1 } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(200);
  });
});

describe('billing', () => {
  it('shows the balance and the ledger with the charged generation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/api/billing', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b.balance).toBe(await balance());
    expect(b.can_add_credits).toBe(false);
    const charge = b.entries.find((e: { reason: string }) => e.reason === 'charge');
    expect(charge).toMatchObject({ amount: -1, generation: { status: 'succeeded', design: 'flowchart-horizontal' } });
    expect(b.entries.at(-1)).toMatchObject({ reason: 'grant', amount: 10, note: 'test' });
    const page = (await t.app.inject({ method: 'GET', url: '/app/api/billing?limit=1', headers: { cookie: member.cookie } })).json();
    expect(page.entries).toHaveLength(1);
    const next = (await t.app.inject({ method: 'GET', url: `/app/api/billing?limit=1&before=${page.next_before}`, headers: { cookie: member.cookie } })).json();
    expect(next.entries[0].id).toBeLessThan(page.entries[0].id);
  });

  it('lets owners add credits and refuses members', async () => {
    const before = await balance();
    const refused = await t.app.inject({ method: 'POST', url: '/app/api/credits', headers: member.headers, payload: { amount: 50 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only an owner of the workspace can add credits.', code: 'forbidden' });
    expect(await balance()).toBe(before);
    const added = await t.app.inject({ method: 'POST', url: '/app/api/credits', headers: owner.headers, payload: { amount: 50, note: 'invoice 7' } });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ balance: before + 50, added: 50 });
    expect(await ledgerSum(t.ctx.db, t.workspaceId)).toBe(before + 50);
    for (const amount of [0, -5, 1.5, 2_000_000]) {
      expect((await t.app.inject({ method: 'POST', url: '/app/api/credits', headers: owner.headers, payload: { amount } })).statusCode, String(amount)).toBe(400);
    }
    const owners = (await t.app.inject({ method: 'GET', url: '/app/api/billing', headers: { cookie: owner.cookie } })).json();
    expect(owners.can_add_credits).toBe(true);
    expect(owners.entries[0]).toMatchObject({ reason: 'grant', amount: 50, note: 'invoice 7' });
  });

  it('refuses members setting a rate limit on a new key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: member.headers, payload: { name: 'fast', rate_limit: 1000 } });
    expect(res.statusCode).toBe(403);
  });
});

describe('pages', () => {
  it('serves the application for its own paths only, with security headers', async () => {
    for (const url of ['/', '/designs', '/settings', '/billing', '/login', '/settings/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Over HTTPS, HSTS keeps browsers on https; the CSP never upgrades, so plain-HTTP deployments keep working.
    const https = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/nothing', '/settings/x', '/assets/missing.js', '/app/api/nothing', '/assets/../test.db']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(200);
  });

  it('offers the style choices of the style schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/api/style-options', headers: { cookie: member.cookie } });
    expect(res.json().themes).toContain('dark');
    expect(res.json().fonts.map((f: { id: string }) => f.id)).toContain('inter');
  });
});
