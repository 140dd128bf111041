// The builtin engine's evaluation: eval/prompts.jsonl → kind accuracy, item recall and edge recall per kind.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBuiltinModel } from '../src/authoring/builtin/index.js';
import type { DesignSource, DesignInfo } from '../src/authoring/builtin/classify/rank.js';
import { DESIGN_IDS } from '../src/designs/ids.js';
import { designsOfKind, getDesign } from '../src/designs/registry.js';
import { KINDS, type Kind } from '../src/spec/kinds.js';
import { labelsOf, matches, relationsOf } from './fuzzy.js';

interface Case { id: string; kind: Kind; prompt: string; items: string[]; edges?: [string, string][]; source: string }

const argv = process.argv.slice(2);
const args = new Set(argv);
// `npm run eval -- --set fresh` runs eval/prompts-fresh.jsonl, a second set kept out of development.
const set = argv.includes('--set') ? argv[argv.indexOf('--set') + 1] : undefined;
const file = fileURLToPath(new URL(set ? `./prompts-${set}.jsonl` : './prompts.jsonl', import.meta.url));
const cases: Case[] = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

// Designs not yet registered are taken from the plan, so every kind is measured; the registry wins where it has them.
const planned = (kind: Kind): DesignInfo[] => DESIGN_IDS[kind].map((id) => ({ id, kind }));
const missing = KINDS.filter((k) => designsOfKind(k).length === 0);
const designs: DesignSource = {
  get: (id) => getDesign(id) ?? KINDS.flatMap(planned).find((d) => d.id === id),
  ofKind: (kind) => (designsOfKind(kind).length ? designsOfKind(kind) : planned(kind)),
};
const model = createBuiltinModel({ designs });

interface Row { n: number; kindOk: number; items: number; itemHits: number; edges: number; edgeHits: number; errors: number }
const rows = new Map<Kind, Row>(KINDS.map((k) => [k, { n: 0, kindOk: 0, items: 0, itemHits: 0, edges: 0, edgeHits: 0, errors: 0 }]));
const times: number[] = [];
const failures: string[] = [];

for (const c of cases) {
  const row = rows.get(c.kind)!;
  row.n++;
  row.items += c.items.length;
  row.edges += c.edges?.length ?? 0;
  try {
    const t0 = performance.now();
    const r = await model.author({ prompt: c.prompt, design: 'auto', signal: new AbortController().signal });
    times.push(performance.now() - t0);
    const labels = labelsOf(r.content);
    const missed = c.items.filter((it) => !labels.some((l) => matches(it, l)));
    row.itemHits += c.items.length - missed.length;
    if (r.kind === c.kind) row.kindOk++;
    let missedEdges: string[] = [];
    if (c.edges) {
      const { rels, directed } = relationsOf(r.kind, r.content);
      const found = (a: string, b: string) => rels.some((e) => (matches(a, e.from) && matches(b, e.to)) || (!directed && matches(a, e.to) && matches(b, e.from)));
      missedEdges = c.edges.filter(([a, b]) => !found(a, b)).map(([a, b]) => `${a}→${b}`);
      row.edgeHits += c.edges.length - missedEdges.length;
    }
    if (r.kind !== c.kind || missed.length || missedEdges.length) {
      failures.push(`${c.id}: got ${r.kind} (${r.design})${missed.length ? `; missed items: ${missed.join(' | ')}` : ''}${missedEdges.length ? `; missed edges: ${missedEdges.join(' | ')}` : ''}\n    labels: ${labels.slice(0, 14).join(' | ')}`);
    }
  } catch (e) {
    row.errors++;
    failures.push(`${c.id}: error ${(e as Error).message}`);
  }
}

const pct = (a: number, b: number) => (b === 0 ? '   –  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
console.log(`Builtin engine evaluation: ${cases.length} prompts from public sources (eval/${set ? `prompts-${set}` : 'prompts'}.jsonl)`);
if (missing.length) console.log(`(designs not yet in the registry, taken from the plan: ${missing.join(', ')})`);
console.log('');
console.log('kind          n   kind acc   item recall   edge recall   errors');
const total: Row = { n: 0, kindOk: 0, items: 0, itemHits: 0, edges: 0, edgeHits: 0, errors: 0 };
for (const k of KINDS) {
  const r = rows.get(k)!;
  if (r.n === 0) continue;
  (Object.keys(total) as (keyof Row)[]).forEach((key) => { total[key] += r[key]; });
  console.log(`${k.padEnd(13)}${String(r.n).padStart(2)}   ${pct(r.kindOk, r.n)}     ${pct(r.itemHits, r.items)}        ${pct(r.edgeHits, r.edges)}       ${r.errors}`);
}
console.log(`${'overall'.padEnd(13)}${String(total.n).padStart(3)}  ${pct(total.kindOk, total.n)}     ${pct(total.itemHits, total.items)}        ${pct(total.edgeHits, total.edges)}       ${total.errors}`);
times.sort((a, b) => a - b);
if (times.length) console.log(`\nmodel time per prompt: p50 ${times[Math.floor(times.length / 2)].toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms`);
if (args.has('--failures') || args.has('-v')) console.log(`\n${failures.join('\n')}`);
else if (failures.length) console.log(`\n${failures.length} prompts with a miss; run with --failures to list them.`);
