// Any text after a diagram header → a schema-valid reading, null, or AppError validation_failed with a position; never a crash.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.js';
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import { readDiagramCode } from './index.js';

const HEADERS = [
  'flowchart TD', 'graph LR', 'sequenceDiagram', 'stateDiagram-v2', 'erDiagram', 'classDiagram', 'mindmap', 'timeline',
  'gantt', 'pie', 'quadrantChart', 'journey', 'C4Context', '@startuml', '@startmindmap', '@startwbs', 'digraph G {', 'graph {',
  'strict digraph {',
];
// Fragments of every syntax, so random lines are often almost right.
const TOKENS = [
  'A', 'B', 'c1', '"x y"', '[', ']', '(', ')', '{', '}', '{{', '}}', '([', '])', '-->', '---', '-.->', '==>', '--o', '<-->',
  '->>', '-->>', '-)', '-x', '->', '<-', '--', '..>', '<|--', '||--o{', '}|..|{', ':', ';', ',', '|', '|text|', '@{',
  'subgraph', 'end', 'alt', 'else', 'loop', 'note', 'Note over A', 'participant', 'actor', 'state', '[*]', 'class',
  'section', 'title', 'if (x) then (y)', 'endif', 'while (w)', 'endwhile', 'fork', 'start', 'stop', ':act;', '|Lane|',
  '[label="L"]', 'rankdir=LR', 'subgraph cluster_0 {', '%%', '//', '/*', '*/', '#', "'", '<b>', '<br/>', '#quot;', '\\n',
  '2024-01-01', '3d', 'after a1', '0.5', '[0.1, 0.9]', 'x-axis a --> b', 'quadrant-1 Q', '::icon(x)', '    ', '\t', 'é中🙂',
  '*', '**', '+', '--', 'Person(p, "P")', 'System_Boundary(b, "B") {', 'Rel(p, s, "uses")', '(*)', '-->[l]',
];
const line = fc.tuple(fc.array(fc.constantFrom(...TOKENS), { maxLength: 8 }), fc.constantFrom(' ', '')).map(([ts, sep]) => ts.join(sep));
const program = fc.tuple(fc.constantFrom(...HEADERS), fc.array(line, { maxLength: 12 })).map(([h, ls]) => {
  const tail = h.startsWith('@start') ? [h.replace('start', 'end')] : h.endsWith('{') ? ['}'] : [];
  return [h, ...ls, ...tail].join('\n');
});

describe('robustness', () => {
  it('reads, declines or reports any code, with a position, and every reading is valid content', () => {
    fc.assert(
      fc.property(program, (code) => {
        try {
          const r = readDiagramCode(code);
          if (r) expect(CONTENT_SCHEMAS[r.kind].safeParse(r.content).success).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(AppError);
          const err = e as AppError;
          expect(err.code).toBe('validation_failed');
          expect(err.message).toMatch(/^Could not read the (Mermaid|PlantUML|DOT) code: /);
          // Readers never hand the schema empty ids or labels: errors speak of the code, not of zod.
          expect(err.message).not.toMatch(/Too small|Too big|Invalid input|expected string/);
          const d = err.details as { line: number; column: number; language: string };
          expect(Number.isInteger(d.line) && d.line >= 1).toBe(true);
          expect(Number.isInteger(d.column) && d.column >= 1).toBe(true);
        }
      }),
      { seed: 7, numRuns: 2000 },
    );
  });
});
