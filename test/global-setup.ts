// Before any test: build what `npm start` runs (dist/ and the web app), so process tests use the real artifacts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function setup(): void {
  // NO_BUILD=1 skips the build when only unit tests run (they import the sources); process tests need it.
  if (process.env.NO_BUILD === '1') return;
  const root = path.resolve(import.meta.dirname, '..');
  for (const script of ['build', 'build:web']) {
    const res = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`npm run ${script} failed before the tests`);
  }
}
