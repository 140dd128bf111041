// Builds the OpenAPI 3.1 document from the route table, the zod schemas and the error table.
import { z } from 'zod';
import { ERROR_TABLE } from '../errors.js';
import { styleSchema } from '../spec/style.js';
import type { RouteDoc } from './route-table.js';

const toSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });

function queryParameters(schema: z.ZodType | undefined): unknown[] {
  if (!schema) return [];
  const json = toSchema(schema) as { properties?: Record<string, { description?: string }>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name, in: 'query', required: json.required?.includes(name) ?? false, schema: s, ...(s.description ? { description: s.description } : {}),
  }));
}

function errorResponses(codes: string[]): Record<string, unknown> {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = ERROR_TABLE[code as keyof typeof ERROR_TABLE].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].sort(([a], [b]) => a - b).map(([status, list]) => [String(status), {
    description: list.map((c) => `\`${c}\`: ${ERROR_TABLE[c as keyof typeof ERROR_TABLE].message}`).join(' '),
    'x-error-codes': list,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  }]));
}

export function buildOpenApi(routes: readonly RouteDoc[]): Record<string, any> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const params = [...(r.url.match(/:([A-Za-z_]+)/g) ?? []).map((p) => ({ name: p.slice(1), in: 'path', required: true, schema: { type: 'string' } })), ...queryParameters(r.query)];
    paths[path] ??= {};
    paths[path]![r.method.toLowerCase()] = {
      summary: r.summary,
      ...(r.description ? { description: r.description } : {}),
      tags: [r.tag],
      security: r.auth === 'key' ? [{ apiKey: [] }] : [],
      ...(params.length ? { parameters: params } : {}),
      ...(r.body ? { requestBody: { required: r.method === 'POST' && /\/(?:generations|edits|revert)$/.test(r.url), content: { 'application/json': { schema: toSchema(r.body) } } } } : {}),
      responses: {
        [String(r.success.status)]: { description: r.success.description, content: { [r.success.type]: {} } },
        ...errorResponses(r.errors),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Diagram Generation Service',
      version: '1.0.0',
      description: 'Generate diagrams from text prompts; change them by instruction with every revision kept; fetch, re-render, restyle and download them. Protected endpoints take `Authorization: Bearer diagram_sk_...`. Every protected response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key `diagram_sk_...` from the workspace settings.' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'code'],
          properties: {
            error: { type: 'string', description: 'Human-readable description.' },
            code: { type: 'string', enum: Object.keys(ERROR_TABLE), description: 'Machine-readable error code.' },
            details: { description: 'Error-specific data.' },
          },
        },
        Style: toSchema(styleSchema),
      },
    },
    'x-error-table': Object.entries(ERROR_TABLE).map(([code, e]) => ({ code, status: e.status, meaning: e.message })),
  };
}
