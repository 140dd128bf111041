// After `tsc`: copy the non-TypeScript files the compiled code reads at run time (prompt templates, the knowledge pack) into dist/.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const assets = [
  ['src/authoring/prompts', 'dist/authoring/prompts', /\.md$/],
  // The knowledge pack of the builtin model: read at run time, next to the compiled recall code.
  ['src/authoring/builtin/knowledge', 'dist/authoring/builtin/knowledge', /\.json$/],
  ['src/authoring/builtin/knowledge/topics', 'dist/authoring/builtin/knowledge/topics', /\.json$/],
  // Lexicons the extractors read (the food web's diets).
  ['src/authoring/builtin/extract', 'dist/authoring/builtin/extract', /\.json$/],
];
for (const [from, to, pattern] of assets) {
  const src = path.join(root, from);
  if (!fs.existsSync(src)) continue;
  fs.mkdirSync(path.join(root, to), { recursive: true });
  for (const name of fs.readdirSync(src)) if (pattern.test(name)) fs.copyFileSync(path.join(src, name), path.join(root, to, name));
}
