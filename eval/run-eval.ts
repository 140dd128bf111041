// The builtin engine's evaluation: a set of prompts → kind accuracy, item recall and edge recall per kind.
// `npm run eval` runs eval/prompts.jsonl; `--set fresh` eval/prompts-fresh.jsonl, `--set known` eval/prompts-known.jsonl; `--set real [--part dev|test|all]`
// the outside set in ../shared/eval/ (development part by default); `--set code` the diagram-code fixtures' labels and edges kept; `--set extra` a second outside set gathered into
// ../shared/eval-extra/ when present; `--failures` lists the misses; `--png DIR`
// draws every diagram there; `--id A,B` runs only those records.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuiltinModel } from '../src/authoring/builtin/index.js';
import type { DesignSource, DesignInfo } from '../src/authoring/builtin/classify/rank.js';
import { DESIGN_IDS } from '../src/designs/ids.js';
import { designsOfKind, getDesign } from '../src/designs/registry.js';
import { KINDS, type Kind } from '../src/spec/kinds.js';
import { labelsOf, matches, relationsOf } from './fuzzy.js';
import { readRealSet, REAL_SET_PATH, type Part } from './real-set.js';

interface Case { id: string; kind: string; alt_types?: string[]; prompt: string; items: string[]; edges?: [string, string][] }

const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const set = option('--set');
if (set === 'code') {
  // Not prompts: the diagram-code fixtures, read exactly (eval/code-corpus.ts).
  (await import('./code-corpus.js')).runCodeCorpus(argv.includes('--failures') || argv.includes('-v'));
  process.exit(0);
}
const part = (option('--part') ?? 'dev') as Part | 'all';
const pngDir = option('--png');
const only = option('--id')?.split(',');
// `--json FILE`: one record per prompt (kind, items found), to compare two runs.
const jsonOut = option('--json');
const perRecord: { id: string; kind: string; kindOk: boolean; items: number; hits: number; edges: number; edgeHits: number; missed: string[] }[] = [];

let cases: Case[];
let setName: string;
if (set === 'real') {
  if (!['dev', 'test', 'all'].includes(part)) throw new Error('--part is dev, test or all');
  const real = readRealSet(part);
  if (!real) {
    console.log(`The real set is not here (${REAL_SET_PATH}): it lives in ../shared/eval/ beside the repository. Skipped.`);
    process.exit(0);
  }
  cases = real;
  setName = `../shared/eval/real-prompts.jsonl, ${part} part`;
} else if (set === 'extra') {
  // A second outside development set, gathered from public sources other than the real set's (not in the repository).
  const file = fileURLToPath(new URL('../../shared/eval-extra/prompts.jsonl', import.meta.url));
  if (!existsSync(file)) {
    console.log(`The extra set is not here (${file}). Skipped.`);
    process.exit(0);
  }
  cases = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  setName = '../shared/eval-extra/prompts.jsonl';
} else {
  const file = fileURLToPath(new URL(set ? `./prompts-${set}.jsonl` : './prompts.jsonl', import.meta.url));
  cases = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  setName = `eval/${set ? `prompts-${set}` : 'prompts'}.jsonl`;
}
if (only) cases = cases.filter((c) => only.includes(c.id));

// Designs not yet registered are taken from the plan, so every kind is measured; the registry wins where it has them.
const planned = (kind: Kind): DesignInfo[] => DESIGN_IDS[kind].map((id) => ({ id, kind }));
const missing = KINDS.filter((k) => designsOfKind(k).length === 0);
const designs: DesignSource = {
  get: (id) => getDesign(id) ?? KINDS.flatMap(planned).find((d) => d.id === id),
  ofKind: (kind) => (designsOfKind(kind).length ? designsOfKind(kind) : planned(kind)),
};
const model = createBuiltinModel({ designs });

interface Row { n: number; judged: number; kindOk: number; items: number; itemHits: number; edges: number; edgeHits: number; errors: number }
const empty = (): Row => ({ n: 0, judged: 0, kindOk: 0, items: 0, itemHits: 0, edges: 0, edgeHits: 0, errors: 0 });
const rowKeys = [...KINDS, 'other'];
const rows = new Map<string, Row>(rowKeys.map((k) => [k, empty()]));
const times: number[] = [];
const failures: string[] = [];
const ours = new Set<string>(KINDS);

if (pngDir) mkdirSync(pngDir, { recursive: true });
const draw = pngDir ? await import('./draw-png.js') : undefined;

for (const c of cases) {
  const row = rows.get(rows.has(c.kind) ? c.kind : 'other')!;
  row.n++;
  row.items += c.items.length;
  row.edges += c.edges?.length ?? 0;
  // A kind is judged where one of ours is right: the expected kind, or an alternative the record allows.
  const right = [c.kind, ...(c.alt_types ?? [])].filter((k) => ours.has(k));
  if (right.length) row.judged++;
  try {
    const t0 = performance.now();
    const r = await model.author({ prompt: c.prompt, design: 'auto', signal: new AbortController().signal });
    times.push(performance.now() - t0);
    const labels = labelsOf(r.content);
    const missed = c.items.filter((it) => !labels.some((l) => matches(it, l)));
    row.itemHits += c.items.length - missed.length;
    const kindOk = right.length === 0 || right.includes(r.kind);
    if (right.length && kindOk) row.kindOk++;
    let missedEdges: string[] = [];
    if (c.edges) {
      const { rels, directed } = relationsOf(r.kind, r.content);
      const found = (a: string, b: string) => rels.some((e) => (matches(a, e.from) && matches(b, e.to)) || (!directed && matches(a, e.to) && matches(b, e.from)));
      missedEdges = c.edges.filter(([a, b]) => !found(a, b)).map(([a, b]) => `${a}→${b}`);
      row.edgeHits += c.edges.length - missedEdges.length;
    }
    perRecord.push({ id: c.id, kind: r.kind, kindOk, items: c.items.length, hits: c.items.length - missed.length, edges: c.edges?.length ?? 0, edgeHits: (c.edges?.length ?? 0) - missedEdges.length, missed });
    if (!kindOk || missed.length || missedEdges.length) {
      failures.push(`${c.id}: got ${r.kind} (${r.design})${kindOk ? '' : `, expected ${right.join('/')}`}${missed.length ? `; missed items: ${missed.join(' | ')}` : ''}${missedEdges.length ? `; missed edges: ${missedEdges.join(' | ')}` : ''}\n    labels: ${labels.slice(0, 14).join(' | ')}`);
    }
    if (draw && pngDir) writeFileSync(path.join(pngDir, `${c.id}.png`), await draw.drawPng(r));
  } catch (e) {
    row.errors++;
    failures.push(`${c.id}: error ${(e as Error).message}`);
  }
}

if (jsonOut) writeFileSync(jsonOut, JSON.stringify(perRecord, null, 1));
const pct = (a: number, b: number) => (b === 0 ? '   –  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
console.log(`Builtin engine evaluation: ${cases.length} prompts (${setName})`);
if (missing.length) console.log(`(designs not yet in the registry, taken from the plan: ${missing.join(', ')})`);
console.log('');
console.log('kind          n   kind acc   item recall   edge recall   errors');
const total = empty();
for (const k of rowKeys) {
  const r = rows.get(k)!;
  if (r.n === 0) continue;
  (Object.keys(total) as (keyof Row)[]).forEach((key) => { total[key] += r[key]; });
  console.log(`${k.padEnd(13)}${String(r.n).padStart(2)}   ${pct(r.kindOk, r.judged)}     ${pct(r.itemHits, r.items)}        ${pct(r.edgeHits, r.edges)}       ${r.errors}`);
}
console.log(`${'overall'.padEnd(13)}${String(total.n).padStart(3)}  ${pct(total.kindOk, total.judged)}     ${pct(total.itemHits, total.items)}        ${pct(total.edgeHits, total.edges)}       ${total.errors}`);
if (total.judged < total.n) console.log(`(kind accuracy over the ${total.judged} prompts where one of our kinds is right; items over all)`);
times.sort((a, b) => a - b);
if (times.length) console.log(`\nmodel time per prompt: p50 ${times[Math.floor(times.length / 2)].toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms`);
if (argv.includes('--failures') || argv.includes('-v')) console.log(`\n${failures.join('\n')}`);
else if (failures.length) console.log(`\n${failures.length} prompts with a miss; run with --failures to list them.`);
