// The MCP server over stdio (`npm run --silent mcp`, the `diagram-mcp` bin): on the local database, or on a remote
// service's REST API when DIAGRAM_API_URL and DIAGRAM_API_KEY are set. stdout carries only the protocol.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadConfig } from '../config.js';
import { startRenderPool, stopRenderPool } from '../workers/render-pool.js';
import type { Backend } from './backend.js';
import { createMcpServer, type ErrorLog } from './mcp-server.js';
import { RestClient } from './rest-client.js';

// Anything a library prints must not reach stdout, where it would break the protocol.
console.log = console.info = console.debug = console.error;

const say = (line: string): void => { process.stderr.write(`diagram-mcp: ${line}\n`); };
const log: ErrorLog = {
  error: (obj, msg) => {
    const err = (obj as { err?: unknown } | undefined)?.err;
    say(`${msg}${err ? `: ${err instanceof Error ? err.stack ?? err.message : String(err)}` : ''}`);
  },
};

async function main(): Promise<void> {
  const apiUrl = process.env.DIAGRAM_API_URL?.trim() || undefined;
  const apiKey = process.env.DIAGRAM_API_KEY?.trim() || undefined;
  let backendFor: () => Promise<Backend>;
  let close = async (): Promise<void> => {};
  if (apiUrl) {
    if (!apiKey) say('DIAGRAM_API_URL is set without DIAGRAM_API_KEY: the service will refuse every tool call as unauthorized.');
    const remote = new RestClient(apiUrl, apiKey);
    backendFor = async () => ({ remote });
  } else {
    const config = loadConfig();
    // One render thread unless configured: a local helper for one assistant, and what a timeout stops runs there.
    void startRenderPool(process.env.DIAGRAM_RENDER_THREADS ? config.renderThreads : 1, (err) => log.error({ err }, 'a render worker failed to start'))
      .catch((err: unknown) => log.error({ err }, 'the render pool could not start: rendering stays on the main thread'));
    const { openLocal } = await import('./stdio-local.js');
    const local = await openLocal(config, apiKey, log, say);
    backendFor = local.backendFor;
    close = async () => {
      await stopRenderPool();
      await local.close();
    };
  }

  const server = createMcpServer(backendFor, log);
  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await server.close().catch(() => {});
    await close().catch((err: unknown) => log.error({ err }, 'closing failed'));
    process.exit(0);
  };
  // The host ends the session by closing stdin (or by a signal); the SDK's transport does not watch for the end.
  process.stdin.once('end', () => void stop());
  process.stdin.once('close', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  await server.connect(new StdioServerTransport());
}

main().catch((err: unknown) => {
  say(`failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
