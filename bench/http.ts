// End to end over HTTP on 127.0.0.1 against the compiled server: start-up, POST /generations, an edit of the 50-node
// flowchart, MCP create_diagram beside POST, SVG, PNG cold and cached, RSS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flowchartDot, flowchartMermaid } from './lib/inputs.js';
import { benchMcp, type McpResults } from './mcp.js';
import { load, sequential, type LoadResult, type Target } from './lib/load.js';
import { cli, cpuMsOf, memoryOf, type RunningServer, SERVER_NODE_FLAGS, timeStartup } from './lib/server.js';
import { summarize, type Timing } from './lib/stats.js';

export interface HttpScenario {
  name: string;
  /** One request at a time, sub-ms resolution. */
  latency?: Timing;
  /** autocannon at several connections. */
  load?: LoadResult;
  /** Server CPU time per request (ms) in the one-at-a-time run and in the load run: robust on a busy machine. */
  cpuPerRequest?: { latency?: number; load?: number };
  /** The server's peak RSS (VmHWM, MB) once this scenario has run: shows which load raised it. */
  peakMBAfter?: number;
  note?: string;
}

export interface HttpResults {
  server: string;
  startup: { runs: number[]; p50: number; listenMs: number[] };
  scenarios: HttpScenario[];
  /** MCP create_diagram over Streamable HTTP beside the REST POST of the same prompt. */
  mcp?: McpResults;
  memory: { peakMB?: number; rssMB?: number };
}

const genBody = (prompt: string): string => JSON.stringify({ prompt, design: 'auto' });
/**
 * The code prompt with a comment that differs per request: the builtin model keeps the reading of the last prompt
 * (validation and authoring read it once), and a bench of one repeated prompt would time only that cache.
 */
const uniqueCode = (code: string, comment: '//' | '%%') => (n: number): string => genBody(`${code}${comment} request ${n}\n`);

/** Creates n generations one by one and returns their ids (a pool for cold downloads). */
async function pool(url: string, key: string, body: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${url}/rest/v1/generations`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body });
    const json = await res.json() as { id?: string };
    if (res.status !== 201 || !json.id) throw new Error(`pool generation answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
    ids.push(json.id);
  }
  return ids;
}

/** Runs a one-at-a-time pass and an autocannon pass, with the server's CPU time per request of each. */
async function scenario(pid: number, name: string, seq: () => Promise<{ timing: Timing; sent: number }>, run: () => Promise<LoadResult>, note?: string): Promise<HttpScenario> {
  const c0 = cpuMsOf(pid);
  const { timing, sent } = await seq();
  const c1 = cpuMsOf(pid);
  const result = await run();
  const c2 = cpuMsOf(pid);
  const per = (a: number | undefined, b: number | undefined, n: number): number | undefined => (a === undefined || b === undefined || n === 0 ? undefined : (b - a) / n);
  return { name, latency: timing, load: result, cpuPerRequest: { latency: per(c0, c1, sent), load: per(c1, c2, result.requests) },
    peakMBAfter: memoryOf(pid).peakMB, ...(note ? { note } : {}) };
}

/** The caller has built dist/ (see ensureBuild). */
export async function benchHttp(scale: number, log: (s: string) => void): Promise<HttpResults> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-bench-'));
  const env = {
    DIAGRAM_DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`,
    DIAGRAM_PUBLIC_RATE_LIMIT: '1000000',
    DIAGRAM_LOG_LEVEL: 'warn',
  };
  let server: RunningServer | undefined;
  try {
    cli(['workspace', 'create', 'bench', '--credits', '1000000', '--rate-limit', '1000000'], env);
    const key = String(cli(['keys', 'create', '--workspace', 'bench', '--name', 'bench'], env).key);
    const auth = { authorization: `Bearer ${key}` };
    const post = (code: string, comment: '//' | '%%' = '//'): Target => ({ method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: uniqueCode(code, comment), paths: ['/rest/v1/generations'] });
    const body10 = genBody(flowchartDot(10));

    // Start-up: three starts on the same database (migrated by the CLI), the last one stays up for the load.
    const runs: number[] = [];
    const listenMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await timeStartup(env, key, body10);
      runs.push(s.ms);
      listenMs.push(s.listenMs);
      if (i < 2) await s.server.stop();
      else server = s.server;
    }
    log(`  http: start-up ${runs.map((r) => Math.round(r)).join(', ')} ms`);
    const url = server!.url;
    const d = (s: number): number => Math.max(1, Math.round(s * scale));
    const latencyRuns = { maxRuns: 2000, budgetMs: 2500 * scale };
    const scenarios: HttpScenario[] = [];

    const pid = server!.child.pid!;
    for (const n of [10, 50]) {
      const t = post(flowchartDot(n));
      scenarios.push(await scenario(pid, `POST /generations flowchart-${n} (DOT prompt, builtin)`,
        () => sequential(url, t, latencyRuns), () => load(url, t, n === 10 ? 8 : 4, { duration: d(n === 10 ? 6 : 4) })));
      log(`  http: POST flowchart-${n}`);
    }
    // Mermaid prompts of the same graphs. Each scenario first sends a few hundred requests untimed (warmup), so the
    // Mermaid reader is compiled by the JIT like the rest of the server before the one-at-a-time timing.
    for (const n of [50, 200]) {
      const t = post(flowchartMermaid(n), '%%');
      scenarios.push(await scenario(pid, `POST /generations flowchart-${n} (Mermaid prompt, builtin)`,
        () => sequential(url, t, { ...latencyRuns, warmup: Math.max(10, Math.round((n === 50 ? 300 : 150) * scale)) }), () => load(url, t, 4, { duration: d(4) })));
      log(`  http: POST flowchart-${n} Mermaid`);
    }

    // An edit of the 50-node flowchart: each request renames one node by its id (the builtin grammar), so every edit
    // changes the content and is composed and stored as a new revision. Requests go round a pool of generations, one
    // per connection and more, so concurrent edits seldom race for the same generation.
    const editPool = await pool(url, key, genBody(flowchartDot(50)), 16);
    let editCount = 0;
    const edit: Target = {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
      // A counter across both passes, so no request renames a node to the label it already has.
      body: () => { editCount++; return JSON.stringify({ instruction: `rename n${(editCount % 50) + 1} to Step ${editCount}` }); },
      paths: editPool.map((g) => `/rest/v1/generations/${g}/edits`),
    };
    // A bench of refusals would time the wrong thing: every edit must have been applied.
    const onlyOk = <T extends { statuses: Record<string, number> }>(r: T): T => {
      const bad = Object.entries(r.statuses).filter(([k]) => k !== '200');
      if (bad.length) throw new Error(`edits answered ${JSON.stringify(r.statuses)}`);
      return r;
    };
    scenarios.push(await scenario(pid, 'POST /generations/:id/edits flowchart-50 (rename a node, builtin)',
      async () => onlyOk(await sequential(url, edit, latencyRuns)), async () => onlyOk(await load(url, edit, 4, { duration: d(4) })),
      'the same graph as POST flowchart-50, edited instead of drawn from its prompt'));
    log('  http: POST edit flowchart-50');

    const [id10] = await pool(url, key, body10, 1);
    const svg: Target = { method: 'GET', headers: auth, paths: [`/rest/v1/generations/${id10}/diagram.svg`] };
    scenarios.push(await scenario(pid, 'GET diagram.svg (flowchart-10)', () => sequential(url, svg, latencyRuns), () => load(url, svg, 8, { duration: d(4) })));
    log('  http: GET svg');

    // Cold: every request is the first PNG of its generation (the cache is keyed by generation and options).
    for (const n of [10, 50]) {
      const ids = await pool(url, key, genBody(flowchartDot(n)), Math.max(10, Math.round((n === 10 ? 120 : 50) * scale)));
      const half = Math.floor(ids.length / 2);
      const paths = ids.map((id) => `/rest/v1/generations/${id}/diagram.png`);
      scenarios.push(await scenario(pid, `GET diagram.png cold (flowchart-${n}, 1×)`,
        () => sequential(url, { method: 'GET', headers: auth, paths: paths.slice(0, half) }, { maxRuns: half, budgetMs: 60_000, warmup: 0 }),
        () => load(url, { method: 'GET', headers: auth, paths: paths.slice(half) }, 2, { amount: ids.length - half }),
        'each request renders a new generation'));
      log(`  http: GET png cold flowchart-${n}`);
    }

    const [id50] = await pool(url, key, genBody(flowchartDot(50)), 1);
    const png: Target = { method: 'GET', headers: auth, paths: [`/rest/v1/generations/${id50}/diagram.png`] };
    scenarios.push(await scenario(pid, 'GET diagram.png cached (flowchart-50, 1×)', () => sequential(url, png, latencyRuns), () => load(url, png, 8, { duration: d(4) })));
    log('  http: GET png cached');

    // Read before the MCP comparison, which draws hundreds more PNGs into the download cache (64 MB at most): the
    // peak stays that of the scenarios above, comparable from run to run.
    const memory = memoryOf(pid);
    const mcp = await benchMcp(url, key, pid, (n) => `${flowchartDot(10)}// mcp bench request ${n}\n`, scale, log);
    return { server: `node ${SERVER_NODE_FLAGS.join(' ')} dist/http/server.js (compiled, as npm start)`, startup: { runs, p50: summarize(runs).p50, listenMs }, scenarios, mcp, memory };
  } finally {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
