// Limits a guesser cannot step around: forwarded addresses are not trusted unless configured, sign-in is also
// limited per account, and password changes are limited per user.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createTestApp } from '../support/test-app.js';
import { createWebTestApp, MEMBER, OWNER, type WebTestApp } from './web-test-app.js';

let t: WebTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const login = (app: WebTestApp, payload: { email: string; password: string }, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.app.inject({ method: 'POST', url: '/app/api/login', headers, payload, ...(remoteAddress ? { remoteAddress } : {}) });

describe('forwarded addresses (DIAGRAM_TRUST_PROXY)', () => {
  it('trusts no proxy by default: a new X-Forwarded-For per request does not escape the sign-in limit', async () => {
    // Like a client on a private network of a server listening on 0.0.0.0.
    t = await createWebTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await login(t, { email: OWNER.email, password: `guess-${i}-guess` }, { 'x-forwarded-for': `198.51.100.${i + 1}` }, '10.1.2.3');
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
    // The right password is refused too while that address is locked out.
    expect((await login(t, OWNER, { 'x-forwarded-for': '198.51.100.200' }, '10.1.2.3')).statusCode).toBe(429);
    // Someone at another address is not.
    expect((await login(t, MEMBER, {}, '10.9.9.9')).statusCode).toBe(200);
  });

  it('counts the public catalog per socket address whatever X-Forwarded-For says', async () => {
    const api = await createTestApp({ DIAGRAM_PUBLIC_RATE_LIMIT: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await api.app.inject({ method: 'GET', url: '/rest/v1/export-options', headers: { 'x-forwarded-for': `203.0.113.${i}` }, remoteAddress: '192.168.1.20' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await api.close();
    }
  });

  it('takes the client address from the named load balancers only', async () => {
    const api = await createTestApp({ DIAGRAM_PUBLIC_RATE_LIMIT: '1', DIAGRAM_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    try {
      const get = (xff: string, remoteAddress: string) => api.app.inject({ method: 'GET', url: '/rest/v1/export-options', headers: { 'x-forwarded-for': xff }, remoteAddress });
      // Through the balancer: each forwarded client has its own count.
      expect((await get('203.0.113.1', '10.0.0.2')).statusCode).toBe(200);
      expect((await get('203.0.113.2', '10.0.0.2')).statusCode).toBe(200);
      expect((await get('203.0.113.1', '10.0.0.3')).statusCode).toBe(429);
      // Straight from elsewhere: the header is ignored, the socket's address counts.
      expect((await get('203.0.113.3', '192.168.5.5')).statusCode).toBe(200);
      expect((await get('203.0.113.4', '192.168.5.5')).statusCode).toBe(429);
    } finally {
      await api.close();
    }
  });

  it('takes a hop count: the address that many proxies back is the client', async () => {
    const oneHop = await createTestApp({ DIAGRAM_PUBLIC_RATE_LIMIT: '1', DIAGRAM_TRUST_PROXY: '1' });
    try {
      const get = (xff: string) => oneHop.app.inject({ method: 'GET', url: '/rest/v1/export-options', headers: { 'x-forwarded-for': xff }, remoteAddress: '172.18.0.4' });
      // What the client wrote itself (the first entries) does not matter; the balancer's entry (the last) does.
      expect((await get('1.1.1.1, 203.0.113.9')).statusCode).toBe(200);
      expect((await get('2.2.2.2, 203.0.113.9')).statusCode).toBe(429);
      expect((await get('2.2.2.2, 203.0.113.10')).statusCode).toBe(200);
    } finally {
      await oneHop.close();
    }
  });

  it('refuses a setting that is neither a hop count nor addresses', () => {
    expect(loadConfig({ DIAGRAM_TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ DIAGRAM_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DIAGRAM_TRUST_PROXY: '10.0.0.0/8,fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback']);
    for (const bad of ['true', 'lb.internal', '10.0.0.0/33', '10.0.0.1,*']) {
      expect(() => loadConfig({ DIAGRAM_TRUST_PROXY: bad }), bad).toThrow(/DIAGRAM_TRUST_PROXY/);
    }
  });
});

describe('sign-in limit per account', () => {
  it('stops a guesser with many addresses, even at the right password, and a success starts the count over', async () => {
    t = await createWebTestApp({ loginLimits: { perAccount: 5 }, env: { DIAGRAM_TRUST_PROXY: '127.0.0.1' } });
    const from = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
    for (let i = 0; i < 4; i++) expect((await login(t, { email: MEMBER.email, password: `guess-${i}-guess` }, from(i))).statusCode).toBe(401);
    // A success clears the account's count.
    expect((await login(t, MEMBER, from(50))).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(t, { email: MEMBER.email, password: `guess-${i}-again` }, from(100 + i))).statusCode).toBe(401);
    const blocked = await login(t, MEMBER, from(200));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await login(t, OWNER, from(201))).statusCode).toBe(200);
  });
});

describe('password change limit', () => {
  it('stops guessing the current password after the limit, even at the right one', async () => {
    t = await createWebTestApp({ loginLimits: { passwordChanges: 3 } });
    const s = await t.signIn(MEMBER.email, MEMBER.password);
    const change = (current: string) => t!.app.inject({ method: 'POST', url: '/app/api/password', headers: s.headers, payload: { current_password: current, new_password: 'a-new-password-9' } });
    for (let i = 0; i < 3; i++) expect((await change(`wrong-${i}-wrong`)).statusCode).toBe(400);
    const blocked = await change(MEMBER.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', error: expect.stringMatching(/Too many password changes\. Try again in \d+ minutes?\./) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing changed: the old password still signs in.
    await t.signIn(MEMBER.email, MEMBER.password);
  });
});
