// The API reference: OpenAPI 3.1 built from the routes, and agreement with the one error table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '../../src/errors.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const DECISION_PATHS = [
  'get /rest/v1/designs', 'get /rest/v1/designs/{id}', 'get /rest/v1/designs/{id}/preview.png', 'get /rest/v1/export-options',
  'get /rest/v1/icons', 'get /rest/v1/icons/{id}.svg', 'post /rest/v1/generations', 'get /rest/v1/generations',
  'get /rest/v1/generations/{id}', 'post /rest/v1/generations/{id}/render', 'post /rest/v1/generations/{id}/style',
  'get /rest/v1/generations/{id}/diagram.svg', 'get /rest/v1/generations/{id}/diagram.png', 'get /rest/v1/account',
  'post /rest/v1/generations/{id}/edits', 'get /rest/v1/generations/{id}/revisions', 'get /rest/v1/generations/{id}/revisions/{n}',
  'post /rest/v1/generations/{id}/revert',
];

describe('API reference', () => {
  it('documents every path of decisions.md with its auth rule', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/rest/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const entry of DECISION_PATHS) {
      const [method, path] = entry.split(' ') as [string, string];
      const op = doc.paths[path]?.[method];
      expect(op, entry).toBeDefined();
      const isPublic = path.startsWith('/rest/v1/designs') || path.startsWith('/rest/v1/icons') || path === '/rest/v1/export-options';
      expect(op.security.length > 0, entry).toBe(!isPublic);
    }
  });

  it('agrees with the error table: every code, with its status, and no other', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/rest/v1/openapi.json' })).json();
    expect([...doc.components.schemas.Error.properties.code.enum].sort()).toEqual(Object.keys(ERROR_TABLE).sort());
    expect(doc['x-error-table']).toEqual(Object.entries(ERROR_TABLE).map(([code, e]) => ({ code, status: e.status, meaning: e.message })));
    const used = new Set<string>();
    for (const ops of Object.values(doc.paths) as Record<string, any>[]) {
      for (const op of Object.values(ops)) {
        for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
          for (const code of response['x-error-codes'] ?? []) {
            expect(ERROR_TABLE[code as keyof typeof ERROR_TABLE].status).toBe(Number(status));
            used.add(code);
          }
        }
      }
    }
    for (const code of Object.keys(ERROR_TABLE)) {
      if (code === 'method_not_allowed') continue; // route-independent: any known path with another method
      expect(used.has(code), code).toBe(true);
    }
  });

  it('documents edits and revisions: their bodies, ?revision on downloads, and invalid_instruction', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/rest/v1/openapi.json' })).json();
    const edits = doc.paths['/rest/v1/generations/{id}/edits'].post;
    expect(edits.requestBody.required).toBe(true);
    expect(edits.requestBody.content['application/json'].schema.required).toEqual(['instruction']);
    expect(edits.responses['400']['x-error-codes']).toEqual(expect.arrayContaining(['validation_failed', 'invalid_instruction']));
    expect(edits.responses['402']['x-error-codes']).toEqual(['insufficient_credits']);
    expect(doc.paths['/rest/v1/generations/{id}/revert'].post.requestBody.content['application/json'].schema.required).toEqual(['revision']);
    for (const file of ['svg', 'png', 'pdf']) {
      const params = doc.paths[`/rest/v1/generations/{id}/diagram.${file}`].get.parameters.map((p: any) => p.name);
      expect(params, file).toContain('revision');
    }
    const page = (await t.app.inject({ method: 'GET', url: '/docs' })).body;
    expect(page).toContain('Edits and revisions');
    expect(page).toContain('details.understood');
  });

  it('serves a readable reference page listing every error code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    for (const code of Object.keys(ERROR_TABLE)) expect(res.body).toContain(`<code>${code}</code>`);
    expect(res.body).toContain('/rest/v1/generations/{id}/diagram.png');
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
  });

  it('sets security headers on every response', async () => {
    for (const url of ['/rest/v1/designs', '/healthz', '/rest/v1/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
