// The public catalog: designs (filter, search, one, preview), export options, icons (search, pages, SVG).
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGNS } from '../../src/designs/registry.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('designs', () => {
  it('lists every design as a full record', async () => {
    const res = await get('/rest/v1/designs');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ object: 'list', next_cursor: null });
    expect(body.data).toHaveLength(DESIGNS.length);
    for (const d of body.data) {
      expect(d.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(d).toMatchObject({ object: 'design' });
      for (const f of ['name', 'kind', 'description', 'tags', 'params_schema', 'content_schema', 'preview_url']) expect(d).toHaveProperty(f);
      expect(d.preview_url).toMatch(new RegExp(`/rest/v1/designs/${d.id}/preview\\.png$`));
      expect(d.content_schema.type).toBe('object');
    }
  });

  it('filters by kind and searches by text', async () => {
    const byKind = (await get('/rest/v1/designs?kind=flowchart')).json().data;
    expect(byKind.length).toBeGreaterThanOrEqual(2);
    expect(byKind.every((d: { kind: string }) => d.kind === 'flowchart')).toBe(true);
    const search = (await get('/rest/v1/designs?q=left-right')).json().data;
    expect(search.map((d: { id: string }) => d.id)).toContain('flowchart-horizontal');
    expect((await get('/rest/v1/designs?kind=spaceship')).json().code).toBe('validation_failed');
  });

  it('serves one design, 404 for an unknown one', async () => {
    expect((await get('/rest/v1/designs/flowchart-vertical')).json().kind).toBe('flowchart');
    const nf = await get('/rest/v1/designs/nope');
    expect(nf.statusCode).toBe(404);
    expect(nf.json().code).toBe('not_found');
  });

  it('serves a cacheable PNG preview with an ETag', async () => {
    const res = await get('/rest/v1/designs/flowchart-vertical/preview.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    expect((await get('/rest/v1/designs/flowchart-vertical/preview.png', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/rest/v1/designs/nope/preview.png')).statusCode).toBe(404);
  });

  it('allows cross-origin reads of the public catalog only', async () => {
    const pub = await get('/rest/v1/designs', { origin: 'https://elsewhere.example' });
    expect(pub.headers['access-control-allow-origin']).toBe('*');
    const prot = await t.app.inject({ method: 'GET', url: '/rest/v1/account', headers: { ...t.auth(), origin: 'https://elsewhere.example' } });
    expect(prot.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('export options and icons', () => {
  it('lists svg, png and pdf with their options', async () => {
    const data = (await get('/rest/v1/export-options')).json().data;
    expect(data.map((o: { id: string }) => o.id)).toEqual(['svg', 'png', 'pdf']);
    const png = data.find((o: { id: string }) => o.id === 'png');
    expect(png).toMatchObject({ object: 'export_option', media_type: 'image/png' });
    expect(png.options.find((o: { name: string }) => o.name === 'scale')).toMatchObject({ range: [0.25, 4] });
  });

  it('searches icons with a limit and a cursor', async () => {
    const first = (await get('/rest/v1/icons?q=database&limit=2')).json();
    expect(first.data).toHaveLength(2);
    expect(first.data[0]).toMatchObject({ object: 'icon' });
    expect(first.data[0].id).toMatch(/^[a-z0-9-]+:[a-z0-9._-]+$/);
    for (const f of ['set', 'name', 'tags', 'svg_url', 'license']) expect(first.data[0]).toHaveProperty(f);
    const second = (await get(`/rest/v1/icons?q=database&limit=2&cursor=${first.next_cursor}`)).json();
    expect(second.data[0].id).not.toBe(first.data[0].id);
    const brands = (await get('/rest/v1/icons?set=simple&limit=5')).json().data;
    expect(brands.every((i: { set: string }) => i.set === 'simple')).toBe(true);
    for (const q of ['limit=0', 'limit=201', 'cursor=abc']) expect((await get(`/rest/v1/icons?${q}`)).statusCode).toBe(400);
  });

  it("serves an icon's SVG, 404 for an unknown one", async () => {
    const res = await get('/rest/v1/icons/lucide:database.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect((await get('/rest/v1/icons/lucide:no-such-icon.svg')).statusCode).toBe(404);
  });
});
