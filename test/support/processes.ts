// Real child processes for tests: the command line and the server, on a database of the test's own.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
// The compiled service, as `npm start` runs it (test/global-setup.ts builds it before the tests).
const SERVER = path.join(ROOT, 'dist', 'http', 'server.js');
const CLI = path.join(ROOT, 'dist', 'cli', 'main.js');

export function runCli(args: string[], env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  const res = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
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

export interface ServerProcess { child: ChildProcess; url: string; output: () => string; stop(signal?: NodeJS.Signals): Promise<number | null> }

/** Starts `src/http/server.ts` and resolves once /healthz answers. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT, env: { ...process.env, DIAGRAM_LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { out += d; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url,
    output: () => out,
    stop: (signal = 'SIGTERM') => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    }),
  };
}
