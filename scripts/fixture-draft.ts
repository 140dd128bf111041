// Documentation examples (JSON lines from doc-examples.ts) → draft fixture files for test/fixtures/diagram-code/, with
// what the readers make of each today. A draft is checked by hand against the code before it is kept: the readers'
// output is the thing under test, so every label and edge of a draft must be read against the example itself.
// Usage: npx tsx scripts/fixture-draft.ts EXAMPLES.jsonl PREFIX OUT_DIR
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDiagramCode } from '../src/authoring/builtin/code/index.js';
import { edgesOf, extrasOf, labelsOf } from '../test/support/code-fixtures.js';

const [examples, prefix, out] = process.argv.slice(2);
if (!examples || !prefix || !out) throw new Error('usage: fixture-draft EXAMPLES.jsonl PREFIX OUT_DIR');
const FIXTURES = join(import.meta.dirname, '../test/fixtures/diagram-code');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const known = new Set(readdirSync(FIXTURES).filter((f) => f.endsWith('.txt')).map((f) => {
  const text = readFileSync(join(FIXTURES, f), 'utf8');
  return squash(text.slice(text.indexOf('\n=====\n') + 7));
}));

const used = new Map<string, number>();
for (const line of readFileSync(examples, 'utf8').split('\n').filter(Boolean)) {
  const ex = JSON.parse(line) as { anchor: string; url: string; code: string };
  if (known.has(squash(ex.code))) continue;
  known.add(squash(ex.code));
  const base = `${prefix}-${ex.anchor || 'page'}`.slice(0, 70).replace(/-+$/, '');
  const n = (used.get(base) ?? 0) + 1;
  used.set(base, n);
  const name = `${base}${n > 1 ? `-${n}` : ''}.txt`;
  let head: string[];
  try {
    const r = readDiagramCode(ex.code);
    if (!r) { console.log(`${name}: not read as code`); continue; }
    const c = r.content as Record<string, unknown>;
    head = [`source: ${ex.url}`, `kind: ${r.kind}`, `design: ${r.design}`, `labels: ${JSON.stringify(labelsOf(r.kind, c))}`, `edges: ${JSON.stringify(edgesOf(r.kind, c))}`];
    for (const [k, v] of Object.entries(extrasOf(r.kind, c))) head.push(`${k}: ${JSON.stringify(v)}`);
  } catch (e) {
    console.log(`${name}: ${(e as Error).message}`);
    continue;
  }
  writeFileSync(join(out, name), `${head.join('\n')}\n=====\n${ex.code}\n`);
  console.log(`${name}: written`);
}
