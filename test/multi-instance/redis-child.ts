// A short-lived redis-server of the test's own (free port, nothing saved), so tests can stop Redis without touching the system's.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../support/processes.js';

export interface RedisChild {
  port: number;
  url: string;
  /** Starts (or restarts) the server on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Kills the server at once (SIGKILL: a lost Redis, not a polite shutdown). */
  kill(): Promise<void>;
  /** Freezes (SIGSTOP) or thaws (SIGCONT) it: connections stay open but nothing answers. */
  pause(): void;
  resume(): void;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (d) => { socket.destroy(); resolve(d.toString().startsWith('+PONG')); });
    });
    socket.once('error', () => resolve(false));
  });
}

export async function redisChild(): Promise<RedisChild> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let out = '';
  const self: RedisChild = {
    pause: () => {},
    resume: () => {},
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout!.on('data', (d) => { out += d; });
      child.stderr!.on('data', (d) => { out += d; });
      const deadline = Date.now() + 10_000;
      while (!(await accepts(port))) {
        if (child.exitCode !== null) throw new Error(`redis-server exited: ${out}`);
        if (Date.now() > deadline) throw new Error(`redis-server did not start: ${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async kill() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGKILL');
      });
    },
  };
  self.pause = () => { child?.kill('SIGSTOP'); };
  self.resume = () => { child?.kill('SIGCONT'); };
  await self.start();
  return self;
}
