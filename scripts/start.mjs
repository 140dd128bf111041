// `npm start`: build when the sources are newer than dist/ (and the web app when it has changed), then run the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist', 'http', 'server.js');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function run(script) {
  const res = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

if (!fs.existsSync(entry) || newestMtime(path.join(root, 'src')) > fs.statSync(entry).mtimeMs) run('build');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const webIndex = path.join(root, 'web', 'dist', 'index.html');
if (pkg.scripts['build:web'] && (!fs.existsSync(webIndex) || newestMtime(path.join(root, 'web', 'src')) > fs.statSync(webIndex).mtimeMs)) run('build:web');
await import(entry);
