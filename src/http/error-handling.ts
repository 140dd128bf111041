// Turns every error, including Fastify's own (bad JSON, wrong content type, body too large, 404, 405), into contract JSON.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError, isAppError } from '../errors.js';
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
    default:
      break;
  }
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new AppError('validation_failed', 'The request body is not valid JSON.', { issues: [{ path: '(body)', message: err.message }] });
  }
  if (err.statusCode === 413) return new AppError('payload_too_large');
  if (err.statusCode === 415 || err.statusCode === 400) return new AppError('validation_failed', err.message);
  if (err.statusCode === 404) return new AppError('not_found');
  return new AppError('internal_error');
}

export function installErrorHandling(app: FastifyInstance, routes: readonly RouteDoc[]): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const appError = isAppError(err) ? err : fromFastifyError(err);
    if (appError.code === 'internal_error') request.log.error({ err }, 'unexpected error');
    return sendError(reply, appError);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(routes, path);
    if (allowed.length > 0) {
      reply.header('Allow', allowed.join(', '));
      return sendError(reply, new AppError('method_not_allowed', `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`, { allow: allowed }));
    }
    return sendError(reply, new AppError('not_found', `No route ${request.method} ${path}.`));
  });
}
