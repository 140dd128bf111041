// Every route the API serves, with its auth rule and schemas: the source for 405 answers and the OpenAPI document.
import type { z } from 'zod';

export interface RouteDoc {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path, e.g. /rest/v1/generations/:id */
  url: string;
  auth: 'key' | 'none';
  summary: string;
  description?: string;
  tag: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Success status and media type. */
  success: { status: number; type: string; description: string; schema?: z.ZodType };
  errors: string[];
}


function toRegex(url: string): RegExp {
  const pattern = url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${pattern}$`);
}

/** Methods allowed on a concrete path, or [] when no route has this path. */
export function allowedMethods(routes: readonly RouteDoc[], path: string): string[] {
  const methods = new Set<string>();
  for (const r of routes) if (toRegex(r.url).test(path)) methods.add(r.method);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}
