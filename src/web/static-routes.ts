// The built single-page application (web/dist): hashed assets, and index.html for the app's own paths only.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const DEFAULT_DIST = path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');

/** Paths the page's router handles; every other unknown path keeps the service's JSON 404. */
export const APP_PATHS = ['/', '/designs', '/settings', '/billing', '/login'] as const;

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web application not built</title></head>
<body style="font:16px system-ui;max-width:640px;margin:60px auto;padding:0 20px"><h1>The web application is not built</h1>
<p>Run <code>npm run build:web</code> (or start the service with <code>npm start</code>, which builds it), then reload.</p>
<p>The REST API works without it; its reference is at <a href="/docs">/docs</a>.</p></body></html>`;

export async function registerStaticRoutes(web: FastifyInstance, distDir = DEFAULT_DIST): Promise<void> {
  const index = path.join(distDir, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    // File names under assets/ carry a content hash: they never change, so browsers may keep them.
    await web.register(fastifyStatic, {
      root: path.join(distDir, 'assets'), prefix: '/assets/', immutable: true, maxAge: '365d', dotfiles: 'ignore', index: false,
    });
  }
  for (const file of ['favicon.svg']) {
    if (!fs.existsSync(path.join(distDir, file))) continue;
    web.get(`/${file}`, (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').sendFile(file, distDir, { cacheControl: false }));
  }
  for (const p of APP_PATHS) {
    // helmet's CSP leaves out `upgrade-insecure-requests` (build-app.ts), so the app also works on plain HTTP.
    web.get(p, (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      if (!built) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT);
      // index.html names the current hashed bundles, so it is checked again on every visit.
      return reply.sendFile('index.html', distDir, { cacheControl: false });
    });
  }
}
