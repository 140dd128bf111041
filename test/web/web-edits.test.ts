// The playground's edits through app.inject(): the CSRF token guards them, they charge the workspace like the API's,
// refusals are free, revisions list and revert, and earlier revisions download for the revision strip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebTestApp, MEMBER, type WebTestApp } from './web-test-app.js';

let t: WebTestApp;
beforeAll(async () => { t = await createWebTestApp({ credits: 5 }); });
afterAll(() => t.close());

describe('playground edits', () => {
  it('changes a diagram for 1 credit with the CSRF token, refuses for free what it cannot apply, and reverts for free', async () => {
    const s = await t.signIn(MEMBER.email, MEMBER.password);
    const g = (await t.app.inject({ method: 'POST', url: '/app/api/generations', headers: s.headers, payload: { prompt: 'flowchart TD\n  a[Order] --> b[Ship]' } })).json();
    expect(g.credits.balance).toBe(4);
    const url = `/app/api/generations/${g.id}`;

    const noToken = await t.app.inject({ method: 'POST', url: `${url}/edits`, headers: { cookie: s.cookie }, payload: { instruction: 'remove Ship' } });
    expect(noToken.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${url}/revert`, headers: { cookie: s.cookie }, payload: { revision: 1 } })).statusCode).toBe(403);

    const edited = await t.app.inject({ method: 'POST', url: `${url}/edits`, headers: s.headers, payload: { instruction: 'add Pack after Order' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ revision: 2, credits: { balance: 3 }, files: { svg: `${url}/diagram.svg?r=2` }, last_edit: { added: expect.arrayContaining(['pack']) } });

    const refused = await t.app.inject({ method: 'POST', url: `${url}/edits`, headers: s.headers, payload: { instruction: 'rename Invoice to Bill' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_instruction', details: { understood: 'rename "Invoice" to "Bill"' } });

    const reverted = await t.app.inject({ method: 'POST', url: `${url}/revert`, headers: s.headers, payload: { revision: 1 } });
    expect(reverted.json()).toMatchObject({ revision: 3, credits: { balance: 3 } });
    const list = (await t.app.inject({ method: 'GET', url: `${url}/revisions`, headers: { cookie: s.cookie } })).json();
    expect(list.data.map((r: any) => [r.revision, r.cause, r.instruction, r.source_revision])).toEqual([
      [1, 'created', null, null], [2, 'edit', 'add Pack after Order', null], [3, 'revert', null, 1],
    ]);
    const thumb = await t.app.inject({ method: 'GET', url: `${url}/diagram.svg?revision=2`, headers: { cookie: s.cookie } });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.body).toContain('Pack');
    expect((await t.app.inject({ method: 'GET', url: `${url}/diagram.svg`, headers: { cookie: s.cookie } })).body).not.toContain('Pack');
    expect((await t.app.inject({ method: 'GET', url: `${url}/diagram.png?revision=2&scale=1`, headers: { cookie: s.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${url}/diagram.svg?revision=7`, headers: { cookie: s.cookie } })).statusCode).toBe(404);
  });
});
