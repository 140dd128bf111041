// A real app on a fresh SQLite file (or PostgreSQL), with one funded workspace and key, driven by app.inject().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { grantCredits } from '../../src/billing/ledger.js';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/http/app-context.js';
import { buildApp } from '../../src/http/build-app.js';
import { createContext } from '../../src/http/create-context.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  key: string;
  keyId: string;
  workspaceId: string;
  /** Another workspace with its own key and credits. */
  addWorkspace(name: string, credits: number, rateLimit?: number): Promise<{ key: string; keyId: string; workspaceId: string }>;
  auth(key?: string): { authorization: string };
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}, credits = 100): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-test-'));
  const config = loadConfig({ DIAGRAM_DATABASE_URL: `sqlite:${path.join(dir, 'test.db')}`, DIAGRAM_LOG_LEVEL: 'silent', ...env });
  const { ctx, close } = await createContext(config);
  const app = await buildApp(ctx);
  const addWorkspace = async (name: string, amount: number, rateLimit?: number) => {
    const ws = await createWorkspace(ctx.db, name, { rateLimit: rateLimit ?? null });
    if (amount > 0) await grantCredits(ctx.db, ws.id, amount, 'test');
    const { key, info } = await createApiKey(ctx.db, ws.id, { name: `${name} key` });
    return { key, keyId: info.id, workspaceId: ws.id };
  };
  const main = await addWorkspace('main', credits);
  return {
    app,
    ctx,
    ...main,
    addWorkspace,
    auth: (key = main.key) => ({ authorization: `Bearer ${key}` }),
    close: async () => {
      await app.close();
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const FLOW_PROMPT = 'flowchart: Start -> Check stock -> Ship order -> End';
