// The service's log settings: a level in, pino options out that never write credentials (headers, query strings).
import type { FastifyRequest } from 'fastify';

/**
 * A URL as logged: its path, and `?[redacted]` for any query string. Clients put secrets there (an
 * `api_key=` that was meant for a header, a token as the whole query), and the query's names can be secrets
 * too, so none of it is written.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : `${url.slice(0, q)}?[redacted]`;
}

/** Fastify's own request serializer, with the query string redacted. */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'], censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
}
