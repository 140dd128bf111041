// Flowchart content → Mermaid flowchart code, so the Mermaid prompts of the bench draw exactly the graph of the DOT ones.
import type { FlowchartContent } from '../../src/spec/content/flowchart.js';

// Brackets of each node type; start and end are named shapes (a stadium's type would depend on its edges).
const OPEN_CLOSE: Record<string, [string, string]> = { decision: ['{', '}'], io: ['[/', '/]'], note: ['>', ']'] };
const NAMED: Record<string, string> = { start: 'start', end: 'stop' };

const quote = (s: string): string => (/["[\](){}|<>]/.test(s) ? `"${s.replace(/"/g, '#quot;')}"` : s);

/** `flowchart TB`, one line per node with its shape, then one line per edge (`-->|label|` for labelled ones). */
export function flowchartToMermaid(c: FlowchartContent): string {
  const lines = ['flowchart TB'];
  for (const n of c.nodes) {
    const named = NAMED[n.type];
    const [open, close] = OPEN_CLOSE[n.type] ?? ['[', ']'];
    lines.push(named ? `  ${n.id}@{ shape: ${named}, label: "${n.label.replace(/"/g, '#quot;')}" }` : `  ${n.id}${open}${quote(n.label)}${close}`);
  }
  for (const e of c.edges) lines.push(`  ${e.from} -->${e.label ? `|${quote(e.label)}|` : ''} ${e.to}`);
  return `${lines.join('\n')}\n`;
}
