// Turns every error, including Fastify's own (bad JSON, wrong content type, body too large, bad URL, 404, 405),
// into the contract's JSON; browsers asking for an unknown page get an HTML 404 page instead.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../errors.js';
import { notFoundPage, wantsHtmlPage } from './not-found-page.js';
import { allowedMethods, type RouteDoc } from './route-table.js';

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

function fromFastifyError(err: FastifyError): AppError {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is larger than 64 KiB.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('validation_failed', 'The request body must be JSON with Content-Type: application/json.', { issues: [{ path: '(body)', message: 'Content-Type must be application/json' }] });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('validation_failed', 'The request body is empty; it must be a JSON object.', { issues: [{ path: '(body)', message: 'empty body' }] });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('validation_failed', 'The Content-Length does not match the body.');
    case 'FST_ERR_BAD_URL':
      return new AppError('validation_failed', 'The URL is not valid: it has a broken percent-encoding.', { issues: [{ path: '(url)', message: 'invalid percent-encoding' }] });
    // No id, name or file of this service is that long, so nothing can be found under it.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('not_found', 'Nothing is found under this path: a part of it is too long.');
    default:
      break;
  }
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new AppError('validation_failed', 'The request body is not valid JSON.', { issues: [{ path: '(body)', message: err.message }] });
  }
  if (err.statusCode === 413) return new AppError('payload_too_large');
  if (err.statusCode === 415 || err.statusCode === 400) return new AppError('validation_failed', err.message);
  // The static files' 403 (a path that leaves the folder: `..`, `%2e%2e`, a NUL byte) reads like any unknown file.
  if (err.statusCode === 404 || err.statusCode === 403) return new AppError('not_found');
  return new AppError('internal_error');
}

function notFound(request: FastifyRequest, reply: FastifyReply, routes: readonly RouteDoc[]): FastifyReply {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = allowedMethods(routes, path);
  if (allowed.length > 0) {
    reply.header('Allow', allowed.join(', '));
    return sendError(reply, new AppError('method_not_allowed', `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`, { allow: allowed }));
  }
  if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtmlPage(path, request.headers.accept)) {
    return reply.code(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(notFoundPage(path));
  }
  return sendError(reply, new AppError('not_found', `No route ${request.method} ${path}.`));
}

/** Fastify's `frameworkErrors`: URLs refused before routing (bad percent-encoding, over-long parameters). */
export function frameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // No hook has run for such a request, so the id header is set here.
  reply.header('X-Request-Id', request.id);
  request.log.debug({ code: err.code }, 'URL refused before routing');
  return sendError(reply, fromFastifyError(err));
}

export function installErrorHandling(app: FastifyInstance, routes: readonly RouteDoc[]): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const appError = isAppError(err) ? err : fromFastifyError(err);
    if (appError.code === 'internal_error') request.log.error({ err }, 'unexpected error');
    else if (!isAppError(err)) request.log.debug({ code: err.code, statusCode: err.statusCode }, 'request refused');
    return sendError(reply, appError);
  });
  app.setNotFoundHandler((request, reply) => notFound(request, reply, routes));
}
