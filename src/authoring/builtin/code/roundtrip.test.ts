// Random well-formed graphs printed as Mermaid flowcharts and as DOT → read back to the same node labels and edges.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDiagramCode } from './index.js';

interface Graph { labels: string[]; edges: { from: number; to: number; label?: string }[] }

const ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'.,;:!?()[]{}-_/\\\'*+=%@$^~|<>"&#`',
  'é', 'ß', 'Ω', '中', '文', '🙂', '→',
];
const word = fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 10 }).map((cs) => cs.join(''));
// Labels as a reader would produce them: words joined by single spaces, nothing to trim.
const label = fc.array(word, { minLength: 1, maxLength: 5 }).map((ws) => ws.join(' '));

const graph: fc.Arbitrary<Graph> = fc.integer({ min: 1, max: 25 }).chain((n) =>
  fc.record({
    labels: fc.array(label, { minLength: n, maxLength: n }),
    edges: fc.array(
      fc.record({ from: fc.nat(n - 1), to: fc.nat(n - 1), label: fc.option(label, { nil: undefined }) }),
      { maxLength: 40 },
    ),
  }),
);

/** Mermaid text in a quoted label: characters that would end or change the string become entity codes. */
function mermaidText(s: string): string {
  return s.replace(/[#"<>&`|]/g, (c) => `#${c.codePointAt(0)};`);
}

const SHAPES: [string, string][] = [['[', ']'], ['(', ')'], ['{', '}'], ['([', '])'], ['[[', ']]'], ['[(', ')]'], ['((', '))'], ['{{', '}}'], ['[/', '/]'], ['>', ']']];
const LINKS = ['-->', '---', '-.->', '==>', '--o', '--x', '--->', '-..->'];
const INLINE: [string, string][] = [['--', '-->'], ['==', '==>'], ['-.', '.->'], ['--', '---']];

function printMermaid(g: Graph, pick: (n: number) => number): string {
  const dir = ['TD', 'TB', 'BT', 'LR', 'RL'][pick(5)];
  const lines = [`${pick(2) ? 'flowchart' : 'graph'} ${dir}`];
  g.labels.forEach((l, i) => {
    const [open, close] = SHAPES[pick(SHAPES.length)]!;
    lines.push(`    n${i}${open}"${mermaidText(l)}"${close}`);
  });
  for (const e of g.edges) {
    if (e.label === undefined) lines.push(`    n${e.from} ${LINKS[pick(LINKS.length)]} n${e.to}`);
    else if (pick(2)) lines.push(`    n${e.from} ${LINKS[pick(LINKS.length)]}|"${mermaidText(e.label)}"| n${e.to}`);
    else {
      const [start, end] = INLINE[pick(INLINE.length)]!;
      lines.push(`    n${e.from} ${start} "${mermaidText(e.label)}" ${end} n${e.to}`);
    }
  }
  return lines.join('\n');
}

/** DOT quoted string: backslash and quote escaped, `&` as an entity. */
function dotText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/&/g, '&amp;');
}

function printDot(g: Graph, pick: (n: number) => number): string {
  const directed = pick(2) === 1;
  const op = directed ? '->' : '--';
  const lines = [`${directed ? 'digraph' : 'graph'} "G" {`, `  rankdir=${['TB', 'LR', 'BT', 'RL'][pick(4)]};`, '  // nodes first, so their order is the order of the labels'];
  g.labels.forEach((l, i) => lines.push(`  n${i} [label="${dotText(l)}", shape=${['box', 'ellipse', 'circle'][pick(3)]}];`));
  for (const e of g.edges) {
    lines.push(e.label === undefined ? `  n${e.from} ${op} n${e.to};` : `  "n${e.from}" ${op} "n${e.to}" [label = "${dotText(e.label)}"]`);
  }
  lines.push('}');
  return lines.join('\n');
}

function readBack(code: string): { labels: string[]; edges: string[][] } {
  const r = readDiagramCode(code);
  expect(r?.kind).toBe('flowchart');
  const c = r!.content as { nodes: { id: string; label: string }[]; edges: { from: string; to: string; label?: string }[] };
  const byId = new Map(c.nodes.map((n) => [n.id, n.label]));
  return { labels: c.nodes.map((n) => n.label), edges: c.edges.map((e) => [byId.get(e.from)!, byId.get(e.to)!, e.label ?? '']) };
}

function expected(g: Graph): { labels: string[]; edges: string[][] } {
  return { labels: g.labels, edges: g.edges.map((e) => [g.labels[e.from]!, g.labels[e.to]!, e.label ?? '']) };
}

// A deterministic choice stream from a seed, so printing variations are part of the replayable case.
function picker(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

describe('round trip of random graphs', () => {
  it('Mermaid flowcharts read back to the same nodes and edges', () => {
    fc.assert(
      fc.property(graph, fc.integer(), (g, seed) => {
        expect(readBack(printMermaid(g, picker(seed)))).toEqual(expected(g));
      }),
      { seed: 20240611, numRuns: 300 },
    );
  });

  it('DOT graphs read back to the same nodes and edges', () => {
    fc.assert(
      fc.property(graph, fc.integer(), (g, seed) => {
        expect(readBack(printDot(g, picker(seed)))).toEqual(expected(g));
      }),
      { seed: 20240611, numRuns: 300 },
    );
  });
});
