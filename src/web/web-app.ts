// The web application on the service's own Fastify instance: webApp(ctx) → the `extend` function for buildApp.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/app-context.js';
import { createLoginLimiter, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './login-limiter.js';
import { registerBillingRoutes } from './routes/billing-routes.js';
import { registerDownloadRoutes } from './routes/download-routes.js';
import { registerGenerationRoutes } from './routes/generation-routes.js';
import { registerKeyRoutes } from './routes/key-routes.js';
import { registerSessionRoutes } from './routes/session-routes.js';
import { registerStaticRoutes } from './static-routes.js';
import { installWebErrors } from './web-errors.js';

export interface WebAppOptions {
  /** The built front end (default: web/dist of this project). */
  distDir?: string;
  /** Overrides of the sign-in and password-change limits (tests). */
  loginLimits?: Partial<LoginLimits>;
}

export function webApp(ctx: AppContext, opts: WebAppOptions = {}): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    // Its own scope: cookies are parsed here only, so nothing under /rest/v1 can ever see a session.
    await app.register(async (web) => {
      await web.register(cookie);
      installWebErrors(web);
      registerSessionRoutes(web, ctx, createLoginLimiter(ctx.redis, { ...DEFAULT_LOGIN_LIMITS, ...opts.loginLimits }));
      registerGenerationRoutes(web, ctx);
      registerDownloadRoutes(web, ctx);
      registerKeyRoutes(web, ctx);
      registerBillingRoutes(web, ctx);
      web.addHook('onSend', async (request, reply) => {
        // Answers that depend on the session are never kept by caches (downloads set their own private rule).
        if (!request.url.startsWith('/app/api/')) return;
        reply.header('Vary', 'Cookie');
        if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      });
      await registerStaticRoutes(web, opts.distDir);
    });
  };
}
