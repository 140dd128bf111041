// The compiled service as `npm start` runs it: build when stale, a funded workspace via the CLI, start-up timing, RSS.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ENTRY = path.join(ROOT, 'dist', 'http', 'server.js');
/** The Node flags `npm start` and the Dockerfile run the server with (test/node-flags.test.ts keeps them equal). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

function newestMtime(dir: string): number {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Same rule as scripts/start.mjs: rebuild dist/ when a source is newer. Returns what happened, for the report. */
export function ensureBuild(): { built: boolean; ms: number; warning?: string } {
  if (fs.existsSync(ENTRY) && newestMtime(path.join(ROOT, 'src')) <= fs.statSync(ENTRY).mtimeMs) return { built: false, ms: 0 };
  const t0 = performance.now();
  const res = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (!fs.existsSync(ENTRY)) throw new Error(`npm run build produced no ${path.relative(ROOT, ENTRY)}:\n${res.stdout}${res.stderr}`);
  // tsc still emits when some file has a type error; the server runs, but say so.
  return { built: true, ms, ...(res.status !== 0 ? { warning: `npm run build exited ${res.status} (type errors; JavaScript was emitted)` } : {}) };
}

/** `npm run --silent cli -- ... --json` on the bench database; the parsed JSON object. */
export function cli(args: string[], env: Record<string, string>): Record<string, unknown> {
  const res = spawnSync('npm', ['run', '--silent', 'cli', '--', ...args, '--json'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  if (res.status !== 0) throw new Error(`cli ${args.join(' ')} failed (${res.status}): ${res.stderr || res.stdout}`);
  return JSON.parse(res.stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer { child: ChildProcess; url: string; output: () => string; stop(): Promise<void> }

/** Spawns `node FLAGS dist/http/server.js` (what `npm start` runs once the build is fresh). */
export async function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ENTRY], {
    cwd: ROOT, env: { ...process.env, DIAGRAM_LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { out += d; });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => { clearTimeout(kill); resolve(); });
      child.kill('SIGTERM');
    }),
  };
}

/** Starts a server, polls /healthz until it listens, then POSTs: process start to the first successful generation. */
export async function timeStartup(env: Record<string, string>, key: string, body: string): Promise<{ server: RunningServer; ms: number; listenMs: number }> {
  const t0 = performance.now();
  const server = await spawnServer(env);
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited during start: ${server.output()}`);
    if (performance.now() - t0 > 60_000) throw new Error(`server not listening within 60 s: ${server.output()}`);
    try {
      if ((await fetch(`${server.url}/healthz`)).ok) break;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 5));
  }
  const listenMs = performance.now() - t0;
  const res = await fetch(`${server.url}/rest/v1/generations`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`first generation answered ${res.status}: ${text.slice(0, 300)}`);
  return { server, ms: performance.now() - t0, listenMs };
}

/** Peak and current resident memory of a process in MB, from /proc (Linux only). */
export function memoryOf(pid: number): { peakMB?: number; rssMB?: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string): number | undefined => {
      const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
      return m ? Math.round(Number(m[1]) / 1024) : undefined;
    };
    return { peakMB: kb('VmHWM'), rssMB: kb('VmRSS') };
  } catch {
    return {};
  }
}

let clockTicks: number | undefined;

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat; undefined off Linux. */
export function cpuMsOf(pid: number): number | undefined {
  try {
    clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
    // The command name (field 2) may hold spaces; count fields after its closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}
