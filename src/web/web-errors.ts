// Errors of the web application's endpoints that the API's error table has no code for (403s), and the answer they get.
import type { FastifyError, FastifyInstance } from 'fastify';

export class WebError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'WebError';
  }
}

export const forbidden = (message: string) => new WebError(403, 'forbidden', message);

/**
 * Installed on the web application's own scope: WebError gets its JSON body here; anything else is thrown
 * on to the service's error handler, so AppErrors and Fastify's own errors read exactly as in the REST API.
 */
export function installWebErrors(web: FastifyInstance): void {
  web.setErrorHandler((err: FastifyError | WebError, _request, reply) => {
    if (!(err instanceof WebError)) throw err;
    for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
    return reply.code(err.status).type('application/json; charset=utf-8').send({ error: err.message, code: err.code });
  });
}
