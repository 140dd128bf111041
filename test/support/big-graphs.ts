// Fixed big inputs for the graph designs' tests and timing notes (deterministic, seeded).
import { flowchartContent, type FlowchartContent } from '../../src/spec/content/flowchart.js';
import { lcg } from './graph-arbitraries.js';

/** A fixed 200-node chart: a long main flow with decisions, branches, merges and a few loops back. */
export function bigFlowchart(n = 200, seed = 7): FlowchartContent {
  const r = lcg(seed);
  const types = ['process', 'process', 'process', 'decision', 'io'] as const;
  const nodes = Array.from({ length: n }, (_, i) => ({
    id: `s${i}`, label: `Step ${i} ${['check stock', 'send invoice', 'notify customer', 'approve order'][i % 4]}`,
    type: i === 0 ? 'start' as const : i === n - 1 ? 'end' as const : types[Math.floor(r() * types.length)],
  }));
  const edges: { from: string; to: string; label?: string }[] = [];
  for (let i = 1; i < n; i++) {
    const from = Math.max(0, i - 1 - Math.floor(r() * 4));
    edges.push({ from: `s${from}`, to: `s${i}`, ...(nodes[from].type === 'decision' ? { label: r() < 0.5 ? 'Yes' : 'No' } : {}) });
  }
  for (let k = 0; k < 12; k++) {
    const a = Math.floor(r() * n); const b = Math.floor(r() * n);
    edges.push({ from: `s${a}`, to: `s${b}`, ...(k % 3 === 0 ? { label: 'retry' } : {}) });
  }
  return flowchartContent.parse({ title: 'Big flow', nodes, edges }) as FlowchartContent;
}

