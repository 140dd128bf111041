// Mermaid `pie` code → proportion draft: each `"label" : value` slice in order, the title from the header or a title line.
import { codeError, type Draft, type Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';

export function readPie(source: Source, prelude: Prelude): Draft {
  let title = /(?:^|\s)title\s+(.+)$/.exec(prelude.args)?.[1];
  title = title ? mermaidLabel(title) : prelude.title;
  const parts: { label: string; value: number; pos: Pos }[] = [];
  for (const st of statements(source, prelude, false)) {
    const text = st.text.trim();
    let m: RegExpExecArray | null;
    if ((m = /^title\s+(.+)$/.exec(text))) title = mermaidLabel(m[1]!);
    else if ((m = /^("[^"]*"|'[^']*'|[^:]+?)\s*:\s*(-?[\d.]+(?:e[+-]?\d+)?)\s*$/i.exec(text))) {
      const label = mermaidLabel(m[1]!.replace(/^'(.*)'$/, '$1'));
      const value = Number(m[2]);
      if (label && Number.isFinite(value)) parts.push({ label, value, pos: st.pos });
    }
  }
  if (parts.length === 0) throw codeError('mermaid', 'found no slices in the pie chart', prelude.headerPos);
  const content: Record<string, unknown> = { parts: parts.map((p) => ({ label: p.label, value: p.value })) };
  if (title) content.title = title;
  return { kind: 'proportion', design: 'proportion-donut', content, start: prelude.headerPos, at: { parts: parts.map((p) => p.pos) } };
}
