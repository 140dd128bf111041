// Flowchart content → Graphviz DOT text, so the peers draw exactly the graph our pipeline draws.
import type { FlowchartContent } from '../../src/spec/content/flowchart.js';

const SHAPES: Record<string, string> = {
  decision: 'shape=diamond', start: 'shape=Mdiamond', end: 'shape=Msquare', io: 'shape=parallelogram', note: 'shape=note',
};

const quote = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Top-down digraph; node types map to the shapes our DOT reader turns back into the same types. */
export function flowchartToDot(c: FlowchartContent): string {
  const lines = ['digraph G {', '  rankdir=TB;', '  node [shape=box, style=rounded];'];
  for (const n of c.nodes) {
    const shape = SHAPES[n.type];
    lines.push(`  ${n.id} [label=${quote(n.label)}${shape ? `, ${shape}` : ''}];`);
  }
  for (const e of c.edges) lines.push(`  ${e.from} -> ${e.to}${e.label ? ` [label=${quote(e.label)}]` : ''};`);
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
