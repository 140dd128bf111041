// After `tsc`: copy the non-TypeScript files the compiled code reads at run time (prompt templates) into dist/.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const assets = [['src/authoring/prompts', 'dist/authoring/prompts', /\.md$/]];
for (const [from, to, pattern] of assets) {
  const src = path.join(root, from);
  if (!fs.existsSync(src)) continue;
  fs.mkdirSync(path.join(root, to), { recursive: true });
  for (const name of fs.readdirSync(src)) if (pattern.test(name)) fs.copyFileSync(path.join(src, name), path.join(root, to, name));
}
