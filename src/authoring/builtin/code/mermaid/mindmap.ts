// Mermaid `mindmap` code → mindmap draft: the first node is the centre, indentation gives parents, shapes are dropped.
import { codeError, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel, orId } from '../text.js';
import type { Prelude } from './prelude.js';

// Shape delimiters around a node's text, longest first.
const SHAPES: [string, string][] = [['((', '))'], ['))', '(('], ['{{', '}}'], ['(-', '-)'], ['[', ']'], ['(', ')'], [')', '(']];

/** `id[text]`, `id((text))`, `id))text((`, or bare text; returns the text to show. */
function nodeText(raw: string): string {
  const t = raw.trim();
  for (const [open, close] of SHAPES) {
    const at = t.indexOf(open);
    if (at < 0 || !t.endsWith(close) || at + open.length > t.length - close.length) continue;
    const id = t.slice(0, at);
    if (at > 0 && !/^[\p{L}\p{N}_-]+$/u.test(id)) continue;
    return orId(mermaidLabel(t.slice(at + open.length, t.length - close.length)), id || t);
  }
  return mermaidLabel(t);
}

interface Line { text: string; indent: number; pos: Pos }

/** Lines after the header, joining a quoted markdown string that spans several lines into one node. */
function nodeLines(source: Source, prelude: Prelude): Line[] {
  const out: Line[] = [];
  let pending: Line | undefined;
  for (const line of source.lines()) {
    const end = line.offset + line.text.length;
    if (end <= prelude.bodyStart) continue;
    const raw = prelude.body.slice(Math.max(line.offset, prelude.bodyStart), end).replace(/\r$/, '');
    if (pending) {
      pending.text += `\n${raw}`;
      if ((pending.text.match(/"/g) ?? []).length % 2 === 0) {
        out.push(pending);
        pending = undefined;
      }
      continue;
    }
    if (raw.trim().length === 0) continue;
    const indent = raw.replace(/\t/g, '    ').search(/\S/);
    const l: Line = { text: raw.trim(), indent, pos: { line: line.line, column: raw.search(/\S/) + 1 } };
    if ((l.text.match(/"/g) ?? []).length % 2 === 1) pending = l;
    else out.push(l);
  }
  if (pending) out.push(pending);
  return out;
}

export function readMindmap(source: Source, prelude: Prelude): Draft {
  let center: string | undefined;
  let centerIndent = -1;
  const nodes: { id: string; label: string; parent?: string; pos: Pos }[] = [];
  const stack: { id: string | undefined; indent: number }[] = [];
  for (const line of nodeLines(source, prelude)) {
    if (/^::icon\(|^:::/.test(line.text)) continue;
    const label = nodeText(line.text);
    if (!label) continue;
    if (center === undefined) {
      center = label;
      centerIndent = line.indent;
      stack.push({ id: undefined, indent: line.indent });
      continue;
    }
    // The parent is the nearest earlier node indented less than this one.
    while (stack.length > 1 && stack[stack.length - 1]!.indent >= line.indent) stack.pop();
    const parent = line.indent > centerIndent ? stack[stack.length - 1]!.id : undefined;
    const id = `n${nodes.length + 1}`;
    nodes.push(parent ? { id, label, parent, pos: line.pos } : { id, label, pos: line.pos });
    stack.push({ id, indent: line.indent });
  }
  if (center === undefined) throw codeError('mermaid', 'found no nodes in the mind map', prelude.headerPos);
  const content: Record<string, unknown> = { center, nodes: nodes.map(({ pos: _pos, ...n }) => n) };
  if (prelude.title) content.title = prelude.title;
  const design = prelude.layout === 'tidy-tree' ? 'mindmap-tree' : 'mindmap-radial';
  return { kind: 'mindmap', design, content, start: prelude.headerPos, at: { nodes: nodes.map((n) => n.pos) } };
}
