// The web application's security through app.inject(): sign-in, cookies, CSRF, same-origin, sign-in rate limit, and no session on /rest/v1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { cookieOf, createWebTestApp, MEMBER, OWNER, type WebTestApp } from './web-test-app.js';

let t: WebTestApp;
// As behind a load balancer at 127.0.0.1 (the address app.inject() comes from): its forwarded headers count.
beforeAll(async () => { t = await createWebTestApp({ loginLimits: { perEmail: 3, perAddress: 1000, windowSeconds: 600 }, env: { DIAGRAM_TRUST_PROXY: '127.0.0.1' } }); });
afterAll(() => t.close());

describe('sign-in and the session cookie', () => {
  it('signs in with the right password and sets an HttpOnly, SameSite=Strict cookie; the database keeps only a hash', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/app/api/login', payload: OWNER });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: OWNER.email, role: 'owner' }, workspace: { name: 'main', balance: 10 } });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^diagram_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    // Plain-HTTP localhost: a Secure cookie would not be stored, so none is asked for.
    expect(setCookie).not.toContain('Secure');
    const token = res.cookies[0]!.value;
    const rows = await t.ctx.db.selectFrom('sessions').select('id').execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    const session = await t.app.inject({ method: 'GET', url: '/app/api/session', headers: { cookie: cookieOf(res) } });
    expect(session.statusCode).toBe(200);
    expect(session.json().csrf_token).toBe(res.json().csrf_token);
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('uses a __Host- cookie with Secure over HTTPS, and an HTTPS request does not read the plain-HTTP cookie', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const res = await t.app.inject({ method: 'POST', url: '/app/api/login', headers: https, payload: OWNER });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-diagram_session=/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toMatch(/Domain=/i);
    expect((await t.app.inject({ method: 'GET', url: '/app/api/session', headers: { ...https, cookie: cookieOf(res) } })).statusCode).toBe(200);
    const plain = await t.signIn(OWNER.email, OWNER.password);
    expect((await t.app.inject({ method: 'GET', url: '/app/api/session', headers: { ...https, cookie: plain.cookie } })).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown email alike, in plain words', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/app/api/login', payload: { email: MEMBER.email, password: 'nope-nope-nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/app/api/login', payload: { email: 'nobody@example.com', password: 'nope-nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'The email or password is not right.', code: 'unauthorized' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses every /app/api endpoint without a session, and a forged or expired one', async () => {
    for (const url of ['/app/api/session', '/app/api/keys', '/app/api/billing', '/app/api/generations']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
    const forged = await t.app.inject({ method: 'GET', url: '/app/api/session', headers: { cookie: `diagram_session=${'A'.repeat(43)}` } });
    expect(forged.statusCode).toBe(401);
    const s = await t.signIn(MEMBER.email, MEMBER.password);
    await t.ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await t.app.inject({ method: 'GET', url: '/app/api/session', headers: { cookie: s.cookie } })).statusCode).toBe(401);
  });

  it('signs out: the session is deleted and its cookie no longer works', async () => {
    const s = await t.signIn(OWNER.email, OWNER.password);
    const out = await t.app.inject({ method: 'POST', url: '/app/api/logout', headers: s.headers });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/diagram_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await t.app.inject({ method: 'GET', url: '/app/api/session', headers: { cookie: s.cookie } })).statusCode).toBe(401);
  });
});

describe('CSRF and same-origin checks on every change', () => {
  it('refuses a change without the CSRF header or with a wrong one, and accepts the right one', async () => {
    const s = await t.signIn(OWNER.email, OWNER.password);
    const before = (await t.ctx.db.selectFrom('api_keys').select('id').execute()).length;
    const none = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: { cookie: s.cookie }, payload: { name: 'x' } });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('csrf_failed');
    const wrong = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: { cookie: s.cookie, 'x-csrf-token': s.csrf.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }, payload: { name: 'x' } });
    expect(wrong.statusCode).toBe(403);
    const other = await t.signIn(MEMBER.email, MEMBER.password);
    const crossed = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: { cookie: s.cookie, 'x-csrf-token': other.csrf }, payload: { name: 'x' } });
    expect(crossed.statusCode).toBe(403);
    for (const url of ['/app/api/credits', '/app/api/generations', '/app/api/logout', '/app/api/password']) {
      expect((await t.app.inject({ method: 'POST', url, headers: { cookie: s.cookie }, payload: {} })).statusCode, url).toBe(403);
    }
    expect((await t.ctx.db.selectFrom('api_keys').select('id').execute()).length).toBe(before);
    const ok = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: s.headers, payload: { name: 'x' } });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses changes from another origin even with the token', async () => {
    const s = await t.signIn(OWNER.email, OWNER.password);
    const origin = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: { ...s.headers, origin: 'https://evil.example' }, payload: { name: 'x' } });
    expect(origin.statusCode).toBe(403);
    expect(origin.json().code).toBe('forbidden');
    const site = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: { ...s.headers, 'sec-fetch-site': 'cross-site' }, payload: { name: 'x' } });
    expect(site.statusCode).toBe(403);
    const login = await t.app.inject({ method: 'POST', url: '/app/api/login', headers: { origin: 'https://evil.example' }, payload: OWNER });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    const same = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: { ...s.headers, origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' }, payload: { name: 'y' } });
    expect(same.statusCode).toBe(201);
  });

  it('takes no form posts: sign-in needs a JSON body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/app/api/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${OWNER.email}&password=${OWNER.password}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('a session never authenticates the REST API', () => {
  it('answers 401 to a session cookie (with its CSRF token) on /rest/v1 and charges nothing', async () => {
    const s = await t.signIn(OWNER.email, OWNER.password);
    const account = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: s.headers });
    expect(account.statusCode).toBe(401);
    expect(account.json()).toEqual({ error: 'Unauthorized', code: 'unauthorized' });
    const balance = (await t.ctx.db.selectFrom('workspaces').select('balance').where('id', '=', t.workspaceId).executeTakeFirstOrThrow()).balance;
    const gen = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: s.headers, payload: { prompt: 'a -> b', design: 'auto' } });
    expect(gen.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/rest/v1/generations', headers: s.headers })).statusCode).toBe(401);
    expect((await t.ctx.db.selectFrom('workspaces').select('balance').where('id', '=', t.workspaceId).executeTakeFirstOrThrow()).balance).toBe(balance);
  });

  it('and an API key does not open the web endpoints', async () => {
    const { key } = await createApiKey(t.ctx.db, t.workspaceId, { name: 'k' });
    const res = await t.app.inject({ method: 'GET', url: '/app/api/session', headers: { authorization: `Bearer ${key}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  it('stops guessing after the limit, even with the right password, and tells when to retry', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/app/api/login', headers: ip, payload: { email: MEMBER.email, password: `guess-${i}-guess` } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/app/api/login', headers: ip, payload: MEMBER });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(blocked.json().error).toMatch(/Too many sign-in attempts\. Try again in \d+ minutes?\./);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    // Another person at another address is not locked out by it.
    const other = await t.app.inject({ method: 'POST', url: '/app/api/login', headers: { 'x-forwarded-for': '198.51.100.9' }, payload: MEMBER });
    expect(other.statusCode).toBe(200);
  });

  it('counts from zero again after a successful sign-in', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.8' };
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) {
        expect((await t.app.inject({ method: 'POST', url: '/app/api/login', headers: ip, payload: { email: OWNER.email, password: 'wrong-wrong' } })).statusCode).toBe(401);
      }
      expect((await t.app.inject({ method: 'POST', url: '/app/api/login', headers: ip, payload: OWNER })).statusCode).toBe(200);
    }
  });
});

describe('password change', () => {
  it('needs the current password, then ends every session and gives this browser a new one', async () => {
    const a = await t.signIn(MEMBER.email, MEMBER.password);
    const b = await t.signIn(MEMBER.email, MEMBER.password);
    const wrong = await t.app.inject({ method: 'POST', url: '/app/api/password', headers: a.headers, payload: { current_password: 'not-it-at-all', new_password: 'another-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('The current password is not right.');
    const short = await t.app.inject({ method: 'POST', url: '/app/api/password', headers: a.headers, payload: { current_password: MEMBER.password, new_password: 'short' } });
    expect(short.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: '/app/api/password', headers: a.headers, payload: { current_password: MEMBER.password, new_password: 'another-password' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ changed: true, session: { user: { email: MEMBER.email } } });
    // The session that made the change is rotated too: its old token and CSRF token are worth nothing now.
    expect((await t.app.inject({ method: 'GET', url: '/app/api/session', headers: { cookie: a.cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/app/api/session', headers: { cookie: b.cookie } })).statusCode).toBe(401);
    const rotated = cookieOf(ok);
    expect(rotated).not.toBe(a.cookie);
    const csrf = ok.json().session.csrf_token as string;
    expect(csrf).not.toBe(a.csrf);
    const session = await t.app.inject({ method: 'GET', url: '/app/api/session', headers: { cookie: rotated } });
    expect(session.statusCode).toBe(200);
    expect(session.json().csrf_token).toBe(csrf);
    await t.signIn(MEMBER.email, 'another-password');
    const back = await t.app.inject({ method: 'POST', url: '/app/api/password', headers: { cookie: rotated, 'x-csrf-token': csrf }, payload: { current_password: 'another-password', new_password: MEMBER.password } });
    expect(back.statusCode).toBe(200);
  });
});
