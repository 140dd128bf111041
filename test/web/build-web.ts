// Builds the web application (vite) when its sources are newer than web/dist, so `npm test` needs no manual build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/processes.js';

const WEB = path.join(ROOT, 'web');
const INDEX = path.join(WEB, 'dist', 'index.html');

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((e) => newest(path.join(p, e))));
}

export function buildWebIfStale(): void {
  const sources = Math.max(newest(path.join(WEB, 'src')), newest(path.join(WEB, 'public')), newest(path.join(WEB, 'index.html')), newest(path.join(WEB, 'vite.config.ts')));
  if (fs.existsSync(INDEX) && fs.statSync(INDEX).mtimeMs >= sources) return;
  const res = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  if (res.status !== 0) throw new Error(`building the web application failed:\n${res.stdout}\n${res.stderr}`);
}
