// The stdio server's local backend: this machine's database (DIAGRAM_DATABASE_URL), the workspace of DIAGRAM_API_KEY
// (or `default`), its rate limits counted per tool call, its credits spent as over HTTP.
import { bootstrapIfEmpty } from '../accounts/bootstrap.js';
import { findWorkspaceByName } from '../accounts/workspaces.js';
import type { AppConfig } from '../config.js';
import { AppError } from '../errors.js';
import { recoverOrphans } from '../generations/recover-orphans.js';
import { abortAll } from '../generations/run-generation.js';
import { createContext } from '../http/create-context.js';
import { authenticate, consumeKeyLimits } from '../http/guards.js';
import type { Backend } from './backend.js';
import type { ErrorLog } from './mcp-server.js';

/** How long aborted generations get to store their refund before the database closes. */
const SETTLE_MS = 5_000;
const MODEL_WARM_UP_DELAY_MS = 500;

export interface LocalServer {
  backendFor: () => Promise<Backend>;
  close: () => Promise<void>;
}

/** `say` prints to stderr: stdout carries the protocol. */
export async function openLocal(config: AppConfig, apiKey: string | undefined, log: ErrorLog, say: (line: string) => void): Promise<LocalServer> {
  const { ctx, close } = await createContext(config);
  const first = await bootstrapIfEmpty(ctx.db);
  if (first) say(`First start: created workspace "${first.workspace}" with 100 credits. Its API key (shown once, keep it secret): ${first.key}`);
  await recoverOrphans(ctx.db, { self: ctx.owner, staleAfterMs: config.model.timeoutMs + 60_000 })
    .catch((err: unknown) => log.error({ err }, 'could not recover generations left running'));
  if (!apiKey && !(await findWorkspaceByName(ctx.db, 'default'))) {
    say('No DIAGRAM_API_KEY and no workspace named "default" in this database: every tool call will be refused as unauthorized.');
  }

  // Per call, as REST checks the key on every request: a revoked key stops working at once.
  const backendFor = async (): Promise<Backend> => {
    let caller: { keyId: string | null; workspace: NonNullable<Awaited<ReturnType<typeof findWorkspaceByName>>> };
    if (apiKey) {
      const auth = await authenticate(ctx, `Bearer ${apiKey}`);
      if (!auth) throw new AppError('unauthorized');
      caller = { keyId: auth.key.id, workspace: auth.workspace };
      const { refusal } = await consumeKeyLimits(ctx, auth.key, auth.workspace);
      if (refusal) throw refusal;
    } else {
      const workspace = await findWorkspaceByName(ctx.db, 'default');
      if (!workspace) throw new AppError('unauthorized');
      caller = { keyId: null, workspace };
      const { refusal } = await consumeKeyLimits(ctx, null, workspace);
      if (refusal) throw refusal;
    }
    return { local: { ctx, workspaceId: caller.workspace.id, keyId: caller.keyId, baseUrl: config.appUrl, log } };
  };
  // What the model loads lazily (compromise, a provider's SDK), loaded once the host has its answer to initialize.
  setTimeout(() => {
    ctx.model.prepare?.().catch((err: unknown) => log.error({ err }, 'loading the model failed'));
  }, MODEL_WARM_UP_DELAY_MS).unref();

  return {
    backendFor,
    // The host went away: what still runs is stopped and refunded (each by its own settlement) before the database closes.
    close: async () => {
      abortAll(ctx.inflight, new AppError('internal_error', 'The MCP session ended before the diagram was drawn; the credit was refunded.'));
      for (let waited = 0; ctx.inflight.size > 0 && waited < SETTLE_MS; waited += 20) await new Promise((r) => setTimeout(r, 20));
      await close();
    },
  };
}
