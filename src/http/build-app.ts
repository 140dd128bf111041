// Builds the Fastify app (no listen): security headers, CORS, error handling and every route of the contract.
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context.js';
import { installErrorHandling } from './error-handling.js';
import { lazySchemaCompilers } from './schema-compilers.js';
import type { RouteDoc } from './route-table.js';
import { accountRoutes, registerAccountRoutes } from './routes/account.js';
import { catalogRoutes, registerCatalogRoutes } from './routes/catalog.js';
import { downloadRoutes, registerDownloadRoutes } from './routes/downloads.js';
import { editRoutes, registerEditRoutes } from './routes/edits.js';
import { generationRoutes, registerGenerationRoutes } from './routes/generations.js';
import { operationRoutes, registerOperationRoutes } from './routes/operations.js';
import { registerRerenderRoutes, rerenderRoutes } from './routes/rerender.js';

export const API_ROUTES: readonly RouteDoc[] = [
  ...catalogRoutes, ...generationRoutes, ...rerenderRoutes, ...editRoutes, ...downloadRoutes, ...accountRoutes, ...operationRoutes,
];

const PUBLIC_PATH = /^\/rest\/v1\/(designs|export-options|icons|openapi\.json)(\/|\?|$)/;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

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
    trustProxy: 'loopback,linklocal,uniquelocal',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    schemaController: { compilersFactory: lazySchemaCompilers },
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
  registerOperationRoutes(app, ctx, () => routes);
  await opts.extend?.(app);
  return app;
}
