#!/usr/bin/env node
// `npm run --silent mcp` and the `diagram-mcp` bin: the MCP server over stdio. Runs in the project's root (so a relative
// DIAGRAM_DATABASE_URL means the same file as for `npm start`), builds dist/ first when the sources are newer, and keeps
// stdout for the protocol: the build's output goes to stderr.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist', 'mcp', 'stdio.js');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

process.chdir(root);
if (!fs.existsSync(entry) || newestMtime(path.join(root, 'src')) > fs.statSync(entry).mtimeMs) {
  process.stderr.write('diagram-mcp: building dist/ (npm run build)...\n');
  const res = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (!fs.existsSync(entry)) process.exit(res.status || 1);
}
await import(pathToFileURL(entry).href);
