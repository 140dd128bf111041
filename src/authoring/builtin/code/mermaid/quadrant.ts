// Mermaid `quadrantChart` code → matrix draft (axes, quadrant-1..4 as top-right/top-left/bottom-left/bottom-right, points).
import type { Draft, Pos } from '../draft.js';
import type { Source } from '../source.js';
import { mermaidLabel } from '../text.js';
import { statements, type Prelude } from './prelude.js';

const QUADRANT: Record<string, string> = { '1': 'top-right', '2': 'top-left', '3': 'bottom-left', '4': 'bottom-right' };

/** The longest run of words both texts share ("Low Reach" / "High Reach" → "Reach"), or ''. */
function sharedWords(a: string, b: string): string {
  const x = a.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const y = b.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  let best: string[] = [];
  for (let i = 0; i < x.length; i++) {
    for (let j = 0; j < y.length; j++) {
      let k = 0;
      while (i + k < x.length && j + k < y.length && x[i + k]!.toLowerCase() === y[j + k]!.toLowerCase()) k++;
      if (k > best.length) best = y.slice(j, j + k);
    }
  }
  return best.join(' ');
}

/** `x-axis Low Reach --> High Reach` → the two ends; the axis is named by the words both ends share, else by both ends. */
function axis(text: string): { label: string; low?: string; high?: string } {
  const [lowRaw, highRaw] = text.split(/\s*-->\s*/);
  const low = mermaidLabel(lowRaw ?? '');
  const high = highRaw === undefined ? '' : mermaidLabel(highRaw);
  if (!high) return { label: low };
  return { label: sharedWords(low, high) || `${low} → ${high}`, low, high };
}

export function readQuadrant(source: Source, prelude: Prelude): Draft {
  let title = prelude.title;
  const content: Record<string, unknown> = {};
  const quadrants: Record<string, { label: string }> = {};
  const items: { label: string; x: number; y: number; pos: Pos }[] = [];
  for (const st of statements(source, prelude, false)) {
    const text = st.text.trim();
    let m: RegExpExecArray | null;
    if ((m = /^title\s+(.+)$/.exec(text))) title = mermaidLabel(m[1]!);
    else if ((m = /^([xy])-axis\s+(.+)$/.exec(text))) content[`${m[1]}_axis`] = axis(m[2]!);
    else if ((m = /^quadrant-([1-4])\s+(.+)$/.exec(text))) {
      const label = mermaidLabel(m[2]!);
      if (label) quadrants[QUADRANT[m[1]!]!] = { label };
    } else if ((m = /^(.+?)(?::::[\w-]+)?\s*:\s*\[\s*([-\d.]+)\s*,\s*([-\d.]+)\s*\]/.exec(text))) {
      const label = mermaidLabel(m[1]!);
      if (label) items.push({ label, x: Number(m[2]), y: Number(m[3]), pos: st.pos });
    }
  }
  // A chart without axis lines still needs axis names: the keywords themselves stand in.
  content.x_axis ??= { label: 'x-axis' };
  content.y_axis ??= { label: 'y-axis' };
  content.quadrants = quadrants;
  content.items = items.map(({ pos: _pos, ...i }) => i);
  if (title) content.title = title;
  return { kind: 'matrix', design: 'matrix-quadrants', content, start: prelude.headerPos, at: { items: items.map((i) => i.pos) } };
}
