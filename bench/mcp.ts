// MCP create_diagram over Streamable HTTP beside the REST POST of the same prompt, on the running compiled server:
// after hundreds of warm-up requests, interleaved blocks of each path, one request at a time on a kept-alive socket.
import http from 'node:http';
import { cpuMsOf } from './lib/server.js';
import { summarize, type Timing } from './lib/stats.js';

export interface McpPath { name: string; timing: Timing; cpuPerRequest?: number | undefined }

export interface McpResults {
  prompt: string;
  warmup: number;
  /**
   * REST POST beside create_diagram without its image (the same work), and REST POST + GET diagram.png beside
   * create_diagram with its PNG preview (the same work again: the preview is a PNG drawn like the download).
   */
  paths: McpPath[];
  /** MCP minus REST for the same work, by median and by mean wall time, and by server CPU per request. */
  overhead: { vsPost: Delta; vsPostAndPng: Delta };
}

export interface Delta { p50: number; mean: number; cpu?: number | undefined }

interface Answer { status: number; body: string }

function requester(base: string): { send: (method: string, path: string, headers: Record<string, string>, body?: string) => Promise<Answer>; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> => new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
  return { send, close: () => agent.destroy() };
}

/** `prompt(n)` gives the n-th prompt (unique, so no path times a cache of the last reading). */
export async function benchMcp(url: string, key: string, pid: number, prompt: (n: number) => string, scale: number, log: (s: string) => void): Promise<McpResults> {
  const { send, close } = requester(url);
  const auth = { authorization: `Bearer ${key}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const mcpHeaders = { ...json, accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
  let n = 0;
  let rpcId = 0;

  const init = await send('POST', '/mcp', mcpHeaders, JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } }));
  if (init.status !== 200) throw new Error(`MCP initialize answered ${init.status}: ${init.body.slice(0, 300)}`);
  await send('POST', '/mcp', mcpHeaders, JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));

  const rest = async (): Promise<string> => {
    const res = await send('POST', '/rest/v1/generations', json, JSON.stringify({ prompt: prompt(n++), design: 'auto' }));
    if (res.status !== 201) throw new Error(`REST POST answered ${res.status}: ${res.body.slice(0, 300)}`);
    return (JSON.parse(res.body) as { id: string }).id;
  };
  const restPng = async (): Promise<void> => {
    const id = await rest();
    const png = await send('GET', `/rest/v1/generations/${id}/diagram.png`, auth);
    if (png.status !== 200) throw new Error(`GET diagram.png answered ${png.status}`);
  };
  const mcp = (image: boolean) => async (): Promise<void> => {
    const res = await send('POST', '/mcp', mcpHeaders, JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method: 'tools/call', params: { name: 'create_diagram', arguments: { prompt: prompt(n++), image } } }));
    const body = JSON.parse(res.body) as { result?: { isError?: boolean; content: { type: string; mimeType?: string }[] } };
    if (res.status !== 200 || !body.result || body.result.isError || body.result.content.some((c) => c.mimeType === 'image/png') !== image) {
      throw new Error(`MCP create_diagram answered ${res.status}: ${res.body.slice(0, 300)}`);
    }
  };
  const paths = [
    { name: 'REST POST /generations', run: rest },
    { name: 'MCP create_diagram, image: false', run: mcp(false) },
    { name: 'REST POST /generations + GET diagram.png', run: restPng },
    { name: 'MCP create_diagram with its PNG preview', run: mcp(true) },
  ];

  try {
    const warmup = Math.max(30, Math.round(300 * scale));
    for (let i = 0; i < warmup; i++) for (const p of paths) await p.run();
    log(`  mcp: ${warmup * paths.length} warm-up requests`);

    const samples = paths.map(() => [] as number[]);
    const cpu = paths.map(() => ({ ms: 0, runs: 0, known: true }));
    const BLOCK = 20;
    const budgetMs = 12_000 * scale;
    const start = performance.now();
    for (let round = 0; performance.now() - start < budgetMs || round < 3; round++) {
      // Blocks in turn, the order rotating each round, so that drift of the machine's load falls on every path alike.
      for (let k = 0; k < paths.length; k++) {
        const i = (round + k) % paths.length;
        const c0 = cpuMsOf(pid);
        for (let b = 0; b < BLOCK; b++) {
          const t0 = performance.now();
          await paths[i]!.run();
          samples[i]!.push(performance.now() - t0);
        }
        const c1 = cpuMsOf(pid);
        if (c0 === undefined || c1 === undefined) cpu[i]!.known = false;
        else { cpu[i]!.ms += c1 - c0; cpu[i]!.runs += BLOCK; }
      }
    }
    const measured: McpPath[] = paths.map((p, i) => ({ name: p.name, timing: summarize(samples[i]!), cpuPerRequest: cpu[i]!.known ? cpu[i]!.ms / cpu[i]!.runs : undefined }));
    const delta = (a: McpPath, b: McpPath): Delta => ({
      p50: a.timing.p50 - b.timing.p50, mean: a.timing.mean - b.timing.mean,
      cpu: a.cpuPerRequest === undefined || b.cpuPerRequest === undefined ? undefined : a.cpuPerRequest - b.cpuPerRequest,
    });
    const [post, mcpBare, postPng, mcpPng] = measured as [McpPath, McpPath, McpPath, McpPath];
    log(`  mcp: ${samples[0]!.length} timed requests per path`);
    return { prompt: 'flowchart-10 (DOT)', warmup: warmup * paths.length, paths: measured, overhead: { vsPost: delta(mcpBare, post), vsPostAndPng: delta(mcpPng, postPng) } };
  } finally {
    close();
  }
}
