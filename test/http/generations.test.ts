// POST/GET /generations: the full record, listing with a cursor, workspace isolation and every validation error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FLOW_PROMPT, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const create = (payload: unknown, headers: Record<string, string> = t.auth()) =>
  t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers, payload: payload as object });

async function balance(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth() });
  return res.json().balance;
}

describe('POST /rest/v1/generations', () => {
  it('returns 201 with the full generation record and charges one credit', async () => {
    const before = await balance();
    const res = await create({ prompt: FLOW_PROMPT, design: 'flowchart-vertical' });
    expect(res.statusCode).toBe(201);
    const g = res.json();
    expect(g.id).toMatch(/^gen_[A-Za-z0-9]{16,}$/);
    expect(g).toMatchObject({
      object: 'generation', status: 'succeeded', prompt: FLOW_PROMPT, design_requested: 'flowchart-vertical',
      design: 'flowchart-vertical', kind: 'flowchart', revision: 1, error: null,
      credits: { charged: 1, refunded: 0, balance: before - 1 },
      model: { provider: 'builtin' },
    });
    const labels = g.content.nodes.map((n: { label: string }) => n.label);
    expect(labels).toEqual(expect.arrayContaining(['Start', 'Check stock', 'Ship order', 'End']));
    expect(g.width).toBeGreaterThan(0);
    expect(g.height).toBeGreaterThan(0);
    expect(g.files.svg).toMatch(new RegExp(`^http://localhost(:80)?/rest/v1/generations/${g.id}/diagram\\.svg$`));
    expect(g.files.png).toMatch(/\/diagram\.png$/);
    for (const field of ['title', 'params', 'style', 'created_at', 'updated_at']) expect(g).toHaveProperty(field);
    expect(Date.parse(g.created_at)).not.toBeNaN();
    expect(res.headers.ratelimit).toBeUndefined();
    expect(res.headers['ratelimit-limit']).toBe('60');
    expect(await balance()).toBe(before - 1);
  });

  it('chooses a design with design auto (the default)', async () => {
    const res = await create({ prompt: FLOW_PROMPT });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ design_requested: 'auto', kind: 'flowchart' });
  });

  it('keeps the given style on the record', async () => {
    const res = await create({ prompt: FLOW_PROMPT, style: { theme: 'dark', connector: 'curved' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().style).toEqual({ theme: 'dark', connector: 'curved' });
  });

  const invalid: [string, unknown, string, string?][] = [
    ['a missing prompt', { design: 'auto' }, 'validation_failed', 'prompt'],
    ['a prompt of the wrong type', { prompt: 42 }, 'validation_failed', 'prompt'],
    ['an empty prompt', { prompt: '   ' }, 'validation_failed', 'prompt'],
    ['a prompt over 20,000 characters', { prompt: 'a'.repeat(20_001) }, 'validation_failed', 'prompt'],
    ['an unknown field', { prompt: 'a -> b', colour: 'red' }, 'validation_failed'],
    ['a body that is an array', [1, 2], 'validation_failed'],
    ['an unknown design', { prompt: 'a -> b', design: 'no-such-design' }, 'invalid_parameters', 'design'],
    ['params that break the design schema', { prompt: 'a -> b', design: 'flowchart-vertical', params: { no_such_param: 1 } }, 'invalid_parameters'],
    ['params with design auto', { prompt: 'a -> b', params: {} }, 'invalid_parameters', 'params'],
    ['an unknown theme', { prompt: 'a -> b', style: { theme: 'neon' } }, 'invalid_options', 'theme'],
    ['an unknown style field', { prompt: 'a -> b', style: { shadow: true } }, 'invalid_options'],
    ['a palette colour that is not hex', { prompt: 'a -> b', style: { palette: ['red'] } }, 'invalid_options', 'palette'],
    ['a corner radius out of range', { prompt: 'a -> b', style: { corner_radius: 500 } }, 'invalid_options', 'corner_radius'],
  ];
  for (const [name, body, code, path] of invalid) {
    it(`refuses ${name} with 400 ${code} and charges nothing`, async () => {
      const before = await balance();
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      const err = res.json();
      expect(err.code).toBe(code);
      expect(typeof err.error).toBe('string');
      if (path) expect(JSON.stringify(err.details)).toContain(path);
      expect(await balance()).toBe(before);
    });
  }

  it('refuses broken Mermaid code (a bracket never closed) with 400, its line and column, and charges nothing', async () => {
    const before = await balance();
    const res = await create({ prompt: 'flowchart LR\n  A[Start --> B\n  B --> C' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      error: 'Could not read the Mermaid code: the shape "[" opened at line 2, column 4 is never closed with "]"',
      details: { language: 'mermaid', line: 2, column: 4 },
    });
    expect(await balance()).toBe(before);
  });

  it('refuses malformed JSON, a wrong content type and an empty body with 400 validation_failed', async () => {
    const cases = [
      { headers: { ...t.auth(), 'content-type': 'application/json' }, payload: '{"prompt": ' },
      { headers: { ...t.auth(), 'content-type': 'text/plain' }, payload: 'flowchart a -> b' },
      { headers: { ...t.auth(), 'content-type': 'application/json' }, payload: '' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', ...c });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('refuses a body over 64 KiB with 413 payload_too_large', async () => {
    const res = await create({ prompt: 'x'.repeat(70_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('stores nothing for a refused request', async () => {
    const list = async () => (await t.app.inject({ method: 'GET', url: '/rest/v1/generations?limit=100', headers: t.auth() })).json().data.length;
    const before = await list();
    await create({ prompt: '' });
    await create({ prompt: 'a', design: 'nope' });
    expect(await list()).toBe(before);
  });
});

describe('POST /rest/v1/generations: what the prompt says', () => {
  let key: string;
  beforeAll(async () => { key = (await t.addWorkspace('prompt-words', 20)).key; });
  const post = (payload: object) => create(payload, t.auth(key));
  const credits = async () => (await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: t.auth(key) })).json().balance;

  it('takes the style the prompt asks for in words, under the style the request gives', async () => {
    const prompt = 'Hand-drawn flowchart: receive the order, check stock, ship it';
    const worded = await post({ prompt });
    expect(worded.statusCode).toBe(201);
    expect(worded.json().style).toMatchObject({ theme: 'sketch' });
    const given = await post({ prompt, style: { theme: 'dark' } });
    expect(given.json().style.theme).toBe('dark');
  });

  it.each([['emoji only', '🚀🔥 ✨!!'], ['one word of noise', 'asdf'], ['only a kind of diagram', 'flowchart']])(
    'refuses a prompt of %s with 400 validation_failed that says what to add, and charges nothing', async (_name, prompt) => {
      const before = await credits();
      const res = await post({ prompt });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { issues: [{ path: 'prompt' }] } });
      expect(res.json().error).toMatch(/Describe the diagram|Add its subject/);
      expect(await credits()).toBe(before);
    });
});

describe('GET /rest/v1/generations', () => {
  it('fetches one, and lists newest first with a cursor that walks every page once', async () => {
    const ws = await t.addWorkspace('lister', 20);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await create({ prompt: `flowchart: step${i} -> done${i}` }, t.auth(ws.key));
      ids.push(res.json().id);
    }
    const one = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${ids[0]}`, headers: t.auth(ws.key) });
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe(ids[0]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url = `/rest/v1/generations?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.app.inject({ method: 'GET', url, headers: t.auth(ws.key) })).json();
      expect(page.object).toBe('list');
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((g: { id: string }) => g.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses a bad cursor or limit with 400', async () => {
    for (const q of ['cursor=garbage', 'limit=0', 'limit=101', 'limit=abc', 'unknown=1']) {
      const res = await t.app.inject({ method: 'GET', url: `/rest/v1/generations?${q}`, headers: t.auth() });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it("answers 404 for another workspace's generation, exactly as for an unknown id", async () => {
    const mine = (await create({ prompt: FLOW_PROMPT })).json();
    const other = await t.addWorkspace('intruder', 5);
    const paths = ['', '/diagram.svg', '/diagram.png', '/diagram.pdf'];
    for (const p of paths) {
      const theirs = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${mine.id}${p}`, headers: t.auth(other.key) });
      const unknown = await t.app.inject({ method: 'GET', url: `/rest/v1/generations/gen_doesnotexist0000000000${p}`, headers: t.auth(other.key) });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe('not_found');
      expect(unknown.statusCode).toBe(404);
    }
    for (const p of ['/render', '/style']) {
      const res = await t.app.inject({ method: 'POST', url: `/rest/v1/generations/${mine.id}${p}`, headers: t.auth(other.key), payload: {} });
      expect(res.statusCode).toBe(404);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/rest/v1/generations', headers: t.auth(other.key) })).json();
    expect(list.data.map((g: { id: string }) => g.id)).not.toContain(mine.id);
  });
});

describe('unknown routes and methods', () => {
  it('answers 404 not_found for an unknown route and 405 for a wrong method, as JSON', async () => {
    const nf = await t.app.inject({ method: 'GET', url: '/rest/v1/nothing-here' });
    expect(nf.statusCode).toBe(404);
    expect(nf.json().code).toBe('not_found');
    const na = await t.app.inject({ method: 'DELETE', url: '/rest/v1/designs' });
    expect(na.statusCode).toBe(405);
    expect(na.json().code).toBe('method_not_allowed');
    expect(na.headers.allow).toContain('GET');
    const na2 = await t.app.inject({ method: 'PUT', url: '/rest/v1/generations/gen_x/render' });
    expect(na2.statusCode).toBe(405);
  });
});
