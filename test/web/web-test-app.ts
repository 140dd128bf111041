// A real app with the web application on it (a stub front end), an owner and a member, driven by app.inject().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { grantCredits } from '../../src/billing/ledger.js';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/http/app-context.js';
import { buildApp } from '../../src/http/build-app.js';
import { createContext } from '../../src/http/create-context.js';
import type { LoginLimits } from '../../src/web/login-limiter.js';
import { createUser } from '../../src/web/users.js';
import { webApp } from '../../src/web/web-app.js';

export const OWNER = { email: 'owner@example.com', password: 'owner-password-1' };
export const MEMBER = { email: 'member@example.com', password: 'member-password-1' };

export interface Signed { cookie: string; csrf: string; headers: Record<string, string> }

export interface WebTestApp {
  app: FastifyInstance;
  ctx: AppContext;
  workspaceId: string;
  signIn(email: string, password: string, extra?: Record<string, string>): Promise<Signed>;
  close(): Promise<void>;
}

/** The session cookie of a sign-in answer, as a Cookie header value. */
export function cookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies[0];
  if (!c) throw new Error(`no cookie set: ${res.statusCode} ${res.body}`);
  return `${c.name}=${c.value}`;
}

export interface WebTestOptions {
  loginLimits?: Partial<LoginLimits>;
  credits?: number;
  /** More configuration (environment variables). */
  env?: Record<string, string>;
  /** Fastify's logger option (default: none). */
  logger?: FastifyServerOptions['logger'];
}

export async function createWebTestApp(opts: WebTestOptions = {}): Promise<WebTestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-web-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Diagrams</title><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  const config = loadConfig({ DIAGRAM_DATABASE_URL: `sqlite:${path.join(dir, 'test.db')}`, DIAGRAM_LOG_LEVEL: 'silent', ...opts.env });
  const { ctx, close } = await createContext(config);
  const app = await buildApp(ctx, { ...(opts.logger ? { logger: opts.logger } : {}), extend: webApp(ctx, { distDir: dist, ...(opts.loginLimits ? { loginLimits: opts.loginLimits } : {}) }) });
  const ws = await createWorkspace(ctx.db, 'main');
  await grantCredits(ctx.db, ws.id, opts.credits ?? 10, 'test');
  await createUser(ctx.db, { workspaceId: ws.id, ...OWNER, role: 'owner' });
  await createUser(ctx.db, { workspaceId: ws.id, ...MEMBER, role: 'member' });
  return {
    app,
    ctx,
    workspaceId: ws.id,
    async signIn(email, password, extra = {}) {
      const res = await app.inject({ method: 'POST', url: '/app/api/login', headers: extra, payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      const cookie = cookieOf(res);
      const csrf = res.json().csrf_token as string;
      return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
    },
    close: async () => {
      await app.close();
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
