// Fastify's schema compilers, loaded on first use (build-app.ts): a route that declares schemas still gets
// Ajv validation and fast-json-stringify serialization, exactly as with Fastify's defaults.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from '../../src/http/schema-compilers.js';

const app = Fastify({ schemaController: { compilersFactory: lazySchemaCompilers } });

beforeAll(async () => {
  app.post('/echo', {
    schema: {
      body: { type: 'object', required: ['n'], properties: { n: { type: 'integer', minimum: 1 } } },
      response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
    },
  }, async (request) => ({ n: (request.body as { n: number }).n, hidden: 'left out by the response schema' }));
  await app.ready();
});
afterAll(() => app.close());

describe('schema compilers loaded on first use', () => {
  it('validates a body against its schema', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { n: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/body\/n must be >= 1/);
  });

  it('serializes through the response schema', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { n: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"n":3}');
  });
});
