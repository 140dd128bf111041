// Builds the Fastify app (no listen): security headers, CORS, error handling and every route of the contract.
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.js';
import type { AppContext } from './app-context.js';
import { frameworkError, installErrorHandling } from './error-handling.js';
import { lazySchemaCompilers } from './schema-compilers.js';
import type { RouteDoc } from './route-table.js';
import { accountRoutes, registerAccountRoutes } from './routes/account.js';
import { catalogRoutes, registerCatalogRoutes } from './routes/catalog.js';
import { downloadRoutes, registerDownloadRoutes } from './routes/downloads.js';
import { editRoutes, registerEditRoutes } from './routes/edits.js';
import { generationRoutes, registerGenerationRoutes } from './routes/generations.js';
import { mcpRoutes, registerMcpRoutes } from './routes/mcp.js';
import { operationRoutes, registerOperationRoutes } from './routes/operations.js';
import { registerRerenderRoutes, rerenderRoutes } from './routes/rerender.js';

export const API_ROUTES: readonly RouteDoc[] = [
  ...catalogRoutes, ...generationRoutes, ...rerenderRoutes, ...editRoutes, ...downloadRoutes, ...accountRoutes, ...operationRoutes, ...mcpRoutes,
];

const PUBLIC_PATH = /^\/(rest\/v1\/(designs|export-options|icons|openapi\.json)|\.well-known\/oauth-protected-resource)(\/|\?|$)/;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * DIAGRAM_TRUST_PROXY as Fastify takes it. A hop count becomes a function, because Fastify refuses plain
 * counts (it trusts nothing then): with N hops, the socket's peer and the next N − 1 addresses of
 * X-Forwarded-For are proxies, so the service must only be reachable through them.
 */
function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Extra routes (the web application) registered on the same app. */
  extend?: (app: FastifyInstance) => Promise<void> | void;
  extraRouteDocs?: readonly RouteDoc[];
}

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 64 * 1024,
    // Forwarded headers only from the configured load balancers (DIAGRAM_TRUST_PROXY; none by default): anyone
    // else could pick their own address per request and escape every per-address limit.
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    schemaController: { compilersFactory: lazySchemaCompilers },
    frameworkErrors: frameworkError,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  await app.register(helmet, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:', 'blob:'], styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'], scriptSrc: ["'self'"], connectSrc: ["'self'"], objectSrc: ["'none'"], frameAncestors: ["'none'"],
        // Self-hosted on plain HTTP (a LAN, localhost) must keep working: TLS is the reverse proxy's job.
        upgradeInsecureRequests: null,
      },
    },
  });
  // Public catalog reads from any origin; protected endpoints get no CORS headers, so browsers refuse them:
  // API keys are not to be used from client-side code.
  await app.register(cors, {
    delegator: (req, cb) => cb(null, PUBLIC_PATH.test(req.url ?? '') ? { origin: '*', methods: ['GET', 'HEAD'] } : { origin: false }),
  });
  const routes = [...API_ROUTES, ...(opts.extraRouteDocs ?? [])];
  installErrorHandling(app, routes);
  registerCatalogRoutes(app, ctx);
  registerGenerationRoutes(app, ctx);
  registerRerenderRoutes(app, ctx);
  registerEditRoutes(app, ctx);
  registerDownloadRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerMcpRoutes(app, ctx);
  registerOperationRoutes(app, ctx, () => routes);
  await opts.extend?.(app);
  return app;
}
