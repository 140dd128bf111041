// PlantUML @startmindmap / @startwbs code (`*`, `+`, `-` depth markers) → mindmap draft, or hierarchy draft for WBS.
import { codeError, type Draft, type Pos } from '../draft.js';
import { creoleLabel } from '../text.js';
import type { PumlCode } from './prelude.js';

export function readPumlTree(code: PumlCode, wbs: boolean): Draft {
  const nodes: { id: string; label: string; parent?: string; depth: number; pos: Pos }[] = [];
  for (const l of code.lines) {
    // `**_ text` is a box-less node, `*[#Orange] text` a coloured one; both are ordinary nodes here.
    const m = /^([*+-]+)(?:\[[^\]]*\])?_?\s+(.+)$/.exec(l.text.trim());
    if (!m) continue;
    const label = creoleLabel(m[2]!.replace(/^:(.*);?$/s, '$1').replace(/<<[^>]*>>/g, ''));
    if (!label) continue;
    // OrgMode writes depth as repeated markers; the Markdown form indents single markers instead.
    const depth = m[1]!.length + (l.pos.column - 1);
    let parent: string | undefined;
    for (let i = nodes.length - 1; i >= 0; i--) {
      if (nodes[i]!.depth < depth) {
        parent = nodes[i]!.id;
        break;
      }
    }
    const n: (typeof nodes)[number] = { id: `n${nodes.length + 1}`, label, depth, pos: l.pos };
    if (parent) n.parent = parent;
    nodes.push(n);
  }
  if (nodes.length === 0) throw codeError('plantuml', `found no nodes in the ${wbs ? 'work breakdown structure' : 'mind map'}`, code.start);
  const strip = ({ depth: _d, pos: _p, ...n }: (typeof nodes)[number]) => n;
  if (wbs) {
    const content: Record<string, unknown> = { nodes: nodes.map(strip) };
    if (code.title) content.title = code.title;
    return { kind: 'hierarchy', design: 'hierarchy-org-chart', content, start: code.start, at: { nodes: nodes.map((n) => n.pos) } };
  }
  // The first node is the centre; its children hang off the centre (no parent), deeper nodes keep theirs.
  const [root, ...rest] = nodes;
  const content: Record<string, unknown> = {
    center: root!.label,
    nodes: rest.map((n) => {
      const out = strip(n);
      if (out.parent === root!.id) delete out.parent;
      return out;
    }),
  };
  if (code.title) content.title = code.title;
  return { kind: 'mindmap', design: 'mindmap-radial', content, start: code.start, at: { nodes: rest.map((n) => n.pos) } };
}
