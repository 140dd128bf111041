// Fragments of a sequence: content fragments in, a properly nested forest (outer before inner) out.
import type { SequenceContent } from '../../spec/content/index.js';

export interface Frag {
  type: SequenceContent['fragments'][number]['type'];
  label: string;
  first: number;
  last: number;
  elses: { at: number; label: string }[];
  /** Nesting level, 0 for outermost. */
  depth: number;
  parent?: Frag;
  children: Frag[];
  /** Order in the content, to keep keys stable. */
  index: number;
}

/**
 * Sorts by start (outer first on ties) and nests each fragment in the innermost open one. A fragment that
 * starts inside another but ends after it is cut to end with it: frames must nest to be drawn.
 */
export function nestFragments(fragments: SequenceContent['fragments'], messageCount: number): Frag[] {
  const list: Frag[] = fragments
    .map((f, index) => ({
      type: f.type, label: f.label, first: f.first, last: Math.min(f.last, messageCount - 1),
      elses: [...f.else].sort((a, b) => a.at - b.at), depth: 0, children: [], index,
    }))
    .filter((f) => f.first <= f.last)
    .sort((a, b) => a.first - b.first || b.last - a.last || a.index - b.index);
  const roots: Frag[] = [];
  const open: Frag[] = [];
  for (const f of list) {
    while (open.length && open[open.length - 1].last < f.first) open.pop();
    const parent = open[open.length - 1];
    if (parent) {
      f.last = Math.min(f.last, parent.last);
      f.parent = parent;
      f.depth = parent.depth + 1;
      parent.children.push(f);
    } else roots.push(f);
    f.elses = dedupe(f.elses.filter((e) => e.at > f.first && e.at <= f.last));
    open.push(f);
  }
  // A branch cannot start inside a nested fragment that is still running: drop such else markers.
  for (const f of list) {
    f.elses = f.elses.filter((e) => !f.children.some((c) => c.first < e.at && e.at <= c.last));
  }
  return list;
}

function dedupe(elses: Frag['elses']): Frag['elses'] {
  return elses.filter((e, i) => i === 0 || elses[i - 1].at !== e.at);
}

/** Innermost fragment holding message i (for colours of label backgrounds), if any. */
export function innermostAt(frags: Frag[], i: number): Frag | undefined {
  let best: Frag | undefined;
  for (const f of frags) if (f.first <= i && i <= f.last && (!best || f.depth > best.depth)) best = f;
  return best;
}
