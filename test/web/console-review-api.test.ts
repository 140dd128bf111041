// The console's endpoints behind the issue-17 fixes, through app.inject(): a key needs a name, the ledger says who spent
// each credit and shortens prompts at a word, and downloads are named after the diagram (as the page names them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadName } from '../../web/src/format.js';
import { createWebTestApp, OWNER, type Signed, type WebTestApp } from './web-test-app.js';

let t: WebTestApp;
let owner: Signed;
beforeAll(async () => {
  t = await createWebTestApp({ credits: 10 });
  owner = await t.signIn(OWNER.email, OWNER.password);
});
afterAll(() => t.close());

const LONG_PROMPT = 'Quarterly onboarding process for enterprise customers: the account manager prepares the contract, legal reviews the clauses, finance approves the discount and the customer signs it';

describe('console endpoints', () => {
  it('refuses a key without a name, saying why', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: owner.headers, payload: { name: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: { issues: [{ path: 'name', message: expect.stringContaining('give the key a name') }] } });
    const keys = await t.app.inject({ method: 'GET', url: '/app/api/keys', headers: { cookie: owner.cookie } });
    expect(keys.json().data).toEqual([]);
  });

  it('says in the ledger which key or the playground spent each credit, and cuts prompts at a word', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/app/api/keys', headers: owner.headers, payload: { name: 'Nightly job' } });
    const { key, api_key: info } = created.json() as { key: string; api_key: { id: string; prefix: string } };
    const viaKey = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: { authorization: `Bearer ${key}` }, payload: { prompt: LONG_PROMPT, design: 'auto' } });
    expect(viaKey.statusCode).toBe(201);
    const inConsole = await t.app.inject({ method: 'POST', url: '/app/api/generations', headers: owner.headers, payload: { prompt: 'Hiring: screen -> interview -> offer', design: 'auto' } });
    expect(inConsole.statusCode).toBe(201);
    const billing = (await t.app.inject({ method: 'GET', url: '/app/api/billing', headers: { cookie: owner.cookie } })).json() as { entries: { generation: { id: string; prompt: string; source: unknown } | null }[] };
    const byId = new Map(billing.entries.filter((e) => e.generation).map((e) => [e.generation!.id, e.generation!]));
    const a = byId.get(viaKey.json().id)!;
    expect(a.source).toEqual({ type: 'api_key', id: info.id, name: 'Nightly job', prefix: info.prefix });
    expect(byId.get(inConsole.json().id)!.source).toEqual({ type: 'playground' });
    // 140 characters at most, ending after a whole word of the prompt.
    expect(a.prompt.length).toBeLessThanOrEqual(141);
    expect(a.prompt.endsWith('…')).toBe(true);
    const words = LONG_PROMPT.split(/\s+/);
    const shown = a.prompt.slice(0, -1).split(' ');
    expect(shown.at(-1)!.replace(/[,;:.]$/, '')).toBe(words[shown.length - 1]!.replace(/[,;:.]$/, ''));
  });

  it('names downloads after the diagram, as the page saves them, so two diagrams never share a file name', async () => {
    const make = async (prompt: string) => (await t.app.inject({ method: 'POST', url: '/app/api/generations', headers: owner.headers, payload: { prompt, design: 'flowchart-vertical' } })).json();
    const one = await make('receive order -> check stock -> ship order');
    const two = await make('receive order -> check stock -> ship order');
    const names = [];
    for (const g of [one, two]) {
      for (const ext of ['svg', 'png', 'pdf']) {
        const res = await t.app.inject({ method: 'GET', url: `/app/api/generations/${g.id}/diagram.${ext}?download=1`, headers: { cookie: owner.cookie } });
        expect(res.statusCode).toBe(200);
        const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))![1]!;
        expect(name).toBe(downloadName(g, ext));
        names.push(name);
      }
    }
    expect(names[0]).toMatch(/^receive-order-check-stock-ship-order-[a-z0-9]{6}\.svg$/);
    expect(new Set(names).size).toBe(names.length);
    // A restyled diagram is another file again.
    const restyled = (await t.app.inject({ method: 'POST', url: `/app/api/generations/${one.id}/style`, headers: owner.headers, payload: { style: { theme: 'dark' } } })).json();
    const res = await t.app.inject({ method: 'GET', url: `/app/api/generations/${one.id}/diagram.svg?download=1`, headers: { cookie: owner.cookie } });
    expect(String(res.headers['content-disposition'])).toContain(`filename="${downloadName(restyled, 'svg')}"`);
    expect(downloadName(restyled, 'svg')).toMatch(/-r2\.svg$/);
  });
});
