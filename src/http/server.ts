// The service process. Reads the configuration and starts the render workers first, so that they load the
// layout, fonts and rasterizer on the other cores while this thread loads the rest of the service (serve.ts).
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.js';
import { limitHeapGrowth } from '../workers/heap-growth.js';
import { startRenderPool } from '../workers/render-pool.js';

async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  let log: FastifyBaseLogger | undefined;
  const pool = startRenderPool(config.renderThreads, (err) => log?.error({ err }, 'a render worker failed to start'))
    .catch((err: unknown) => { log?.error({ err }, 'the render pool could not start: rendering stays on the main thread'); return 0; });
  const { serve } = await import('./serve.js');
  await serve(config, pool, (l) => { log = l; });
}

main().catch((err) => {
  process.stderr.write(`diagram service failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
