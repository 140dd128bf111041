// Writes the standard benchmark inputs under bench/inputs/ from a seeded PRNG: run once, keep the files in the repo.
// `npx tsx bench/generate-inputs.ts` rewrites them byte for byte (same seed, same files).
import fs from 'node:fs';
import path from 'node:path';
import { flowchartToDot } from './lib/dot.js';
import { flowchartToMermaid } from './lib/mermaid.js';
import type { FlowchartContent } from '../src/spec/content/flowchart.js';
import type { MindmapContent } from '../src/spec/content/tree.js';
import type { SequenceContent } from '../src/spec/content/sequence.js';

export const FLOWCHART_SIZES = [10, 25, 50, 100, 200, 400] as const;
const DIR = path.join(import.meta.dirname, 'inputs');

/** mulberry32: tiny, fast and identical on every platform, which is all a benchmark input needs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'check', 'order', 'stock', 'ship', 'invoice', 'customer', 'payment', 'review', 'approve', 'reject', 'send', 'email',
  'update', 'record', 'validate', 'input', 'form', 'create', 'account', 'verify', 'identity', 'schedule', 'meeting',
  'assign', 'ticket', 'escalate', 'issue', 'close', 'case', 'notify', 'team', 'archive', 'report', 'export', 'data',
  'import', 'file', 'parse', 'request', 'retry', 'upload', 'document', 'sign', 'contract', 'collect', 'feedback',
  'measure', 'result', 'deploy', 'release', 'build', 'test', 'suite', 'merge', 'branch', 'backup', 'database',
  'restore', 'service', 'monitor', 'alert', 'resolve', 'incident', 'refund', 'charge', 'card', 'calculate', 'tax',
  'print', 'label', 'pack', 'parcel', 'confirm', 'delivery', 'cancel', 'booking', 'reserve', 'room', 'publish',
  'draft', 'edit', 'content', 'translate', 'text', 'compress', 'image', 'load', 'config', 'start', 'worker', 'queue',
  'job', 'clean', 'cache', 'rotate', 'keys', 'audit', 'log', 'plan', 'sprint', 'estimate', 'effort',
];

function words(rand: () => number, min: number, max: number): string {
  const n = min + Math.floor(rand() * (max - min + 1));
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]!);
  const s = out.join(' ');
  return s[0]!.toUpperCase() + s.slice(1);
}

/**
 * A connected flowchart of n nodes and about 1.3·n edges: a forward spine (each node reached from one of the
 * five before it), extra forward edges and a few back edges (loops), decisions with yes/no branches.
 */
export function makeFlowchart(n: number, seed = 1000 + n): FlowchartContent {
  const rand = prng(seed);
  const nodes: FlowchartContent['nodes'] = [];
  for (let i = 0; i < n; i++) {
    const type = i === 0 ? 'start' : i === n - 1 ? 'end' : rand() < 0.15 ? 'decision' : 'process';
    nodes.push({ id: `n${i + 1}`, label: words(rand, 1, 4), type });
  }
  const edges: FlowchartContent['edges'] = [];
  const seen = new Set<string>();
  const add = (a: number, b: number): boolean => {
    const key = `${a}>${b}`;
    if (a === b || seen.has(key)) return false;
    seen.add(key);
    edges.push({ from: nodes[a]!.id, to: nodes[b]!.id });
    return true;
  };
  for (let i = 1; i < n; i++) add(Math.max(0, i - 1 - Math.floor(rand() * 5)), i);
  const target = Math.round(1.3 * n);
  for (let guard = 0; edges.length < target && guard < 50 * n; guard++) {
    const a = Math.floor(rand() * (n - 1));
    const back = rand() < 0.12;
    const span = 1 + Math.floor(rand() * 6);
    const b = back ? Math.max(0, a - span) : Math.min(n - 1, a + span);
    add(a, b);
  }
  // Branch labels where a decision forks, as a model would write them.
  const outs = new Map<string, number>();
  for (const e of edges) {
    const from = nodes.find((x) => x.id === e.from)!;
    if (from.type !== 'decision') continue;
    const k = outs.get(e.from) ?? 0;
    outs.set(e.from, k + 1);
    if (k < 2) e.label = k === 0 ? 'yes' : 'no';
  }
  return { title: `Benchmark flowchart of ${n} steps`, nodes, edges, groups: [] };
}

export function makeSequence(participants = 6, messages = 30, seed = 6030): SequenceContent {
  const rand = prng(seed);
  const names = ['Customer', 'Web app', 'API gateway', 'Order service', 'Payment provider', 'Database', 'Mailer', 'Warehouse'];
  const ps = names.slice(0, participants).map((label, i) => ({ id: `p${i + 1}`, label, type: i === 0 ? 'actor' as const : 'system' as const }));
  const msgs: SequenceContent['messages'] = [];
  for (let i = 0; i < messages; i++) {
    const a = Math.floor(rand() * participants);
    let b = Math.floor(rand() * participants);
    if (rand() < 0.9 && b === a) b = (a + 1) % participants;
    const r = rand();
    msgs.push({ from: ps[a]!.id, to: ps[b]!.id, label: words(rand, 1, 4), type: r < 0.6 ? 'sync' : r < 0.85 ? 'reply' : 'async' });
  }
  return {
    title: 'Benchmark sequence',
    participants: ps,
    messages: msgs,
    notes: [{ over: ['p2', 'p3'], text: 'Session is checked here', after: 3 }],
    fragments: [{ type: 'loop', label: 'until paid', first: 10, last: 16, else: [] }, { type: 'alt', label: 'in stock', first: 20, last: 27, else: [{ at: 24, label: 'backorder' }] }],
  };
}

export function makeMindmap(n = 40, seed = 4040): MindmapContent {
  const rand = prng(seed);
  const nodes: MindmapContent['nodes'] = [];
  const branches = 6;
  for (let i = 0; i < n; i++) {
    const id = `m${i + 1}`;
    // The first six hang off the centre, later ones off an earlier node (depth grows to about three).
    const parent = i < branches ? undefined : `m${1 + Math.floor(rand() * Math.min(i, branches + (i - branches) / 2))}`;
    nodes.push({ id, label: words(rand, 1, 3), ...(parent ? { parent } : {}) });
  }
  return { title: 'Benchmark mind map', center: 'Product launch', nodes };
}

function write(name: string, text: string): void {
  fs.writeFileSync(path.join(DIR, name), text);
  process.stdout.write(`wrote bench/inputs/${name}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.mkdirSync(DIR, { recursive: true });
  for (const n of FLOWCHART_SIZES) {
    const content = makeFlowchart(n);
    write(`flowchart-${n}.json`, `${JSON.stringify(content, null, 1)}\n`);
    write(`flowchart-${n}.dot`, flowchartToDot(content));
    write(`flowchart-${n}.mmd`, flowchartToMermaid(content));
  }
  write('sequence-6x30.json', `${JSON.stringify(makeSequence(), null, 1)}\n`);
  write('mindmap-40.json', `${JSON.stringify(makeMindmap(), null, 1)}\n`);
}
