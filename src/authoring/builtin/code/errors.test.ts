// Unreadable code and code beyond a kind's limits → AppError validation_failed with language, line and column.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.js';
import { readDiagramCode } from './index.js';

function failure(prompt: string): AppError {
  try {
    readDiagramCode(prompt);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected an AppError');
}

describe('code that cannot be read', () => {
  it('reports DOT syntax errors with the line and column of the token', () => {
    const e = failure('digraph G {\n  a -> b;\n  c -> ;\n}');
    expect(e.code).toBe('validation_failed');
    expect(e.status).toBe(400);
    expect(e.message).toMatch(/^Could not read the DOT code: /);
    expect(e.details).toEqual({ language: 'dot', line: 3, column: 8 });
  });

  it('reports an unclosed DOT graph and an unclosed string', () => {
    expect(failure('digraph G {\n  a -> b').message).toMatch(/never closed/);
    expect(failure('digraph G {\n  a [label="open]\n}').details).toEqual({ language: 'dot', line: 2, column: 12 });
  });

  it('counts lines from the prompt when the code sits in a fenced block', () => {
    const e = failure('Please draw:\n\n```dot\ndigraph {\n  a -> -> b\n}\n```');
    expect(e.details).toEqual({ language: 'dot', line: 5, column: 8 });
  });

  it('names Mermaid diagram types it does not read', () => {
    const e = failure('gitGraph\n  commit\n  branch develop');
    expect(e.message).toMatch(/^Could not read the Mermaid code: "gitGraph" diagrams are not supported/);
    expect(e.details).toEqual({ language: 'mermaid', line: 1, column: 1 });
  });

  it('fails on diagrams with nothing in them', () => {
    expect(failure('flowchart TD\n  %% only a comment\n').details).toMatchObject({ language: 'mermaid', line: 1 });
    expect(failure('sequenceDiagram\n  autonumber').message).toMatch(/no participants/);
    expect(failure('@startuml\n@enduml').message).toMatch(/^Could not read the PlantUML code: /);
    expect(failure('```mermaid\npie title Empty\n```').message).toMatch(/no slices/);
  });

  it('points at the first statement it could not read when nothing else was read', () => {
    const e = failure('flowchart LR\n  --> nowhere');
    expect(e.details).toEqual({ language: 'mermaid', line: 2, column: 3 });
  });
});

describe('broken Mermaid flowcharts are refused with the place, not drawn', () => {
  it('an unclosed bracket points at the bracket', () => {
    const e = failure('flowchart LR\n  A[Start --> B');
    expect(e.status).toBe(400);
    expect(e.code).toBe('validation_failed');
    expect(e.message).toBe('Could not read the Mermaid code: the shape "[" opened at line 2, column 4 is never closed with "]"');
    expect(e.details).toEqual({ language: 'mermaid', line: 2, column: 4 });
  });

  it('a double circle closed as a round node is unclosed, not a round node with "(" in its text', () => {
    const e = failure('flowchart LR\n  A(("x") --> B');
    expect(e.message).toMatch(/the shape "\(\(" opened at line 2, column 4 is never closed with "\)\)"/);
    expect(e.details).toEqual({ language: 'mermaid', line: 2, column: 4 });
  });

  it('an unterminated quote points at the quote, counted from the fence', () => {
    const e = failure('Draw this:\n```mermaid\nflowchart LR\n  A["Start] --> B\n  B --> C\n```');
    expect(e.message).toMatch(/the quote " opened at line 4, column 5 is never closed/);
    expect(e.details).toEqual({ language: 'mermaid', line: 4, column: 5 });
  });

  it('a subgraph never ended points at the subgraph still open', () => {
    const e = failure('flowchart TB\n  A --> B\n  subgraph outer\n    subgraph inner\n      c --> d\n    end\n');
    expect(e.message).toBe('Could not read the Mermaid code: the subgraph opened at line 3, column 3 is never closed with "end"');
    expect(e.details).toEqual({ language: 'mermaid', line: 3, column: 3 });
  });

  it('other unclosed shapes: braces, cylinders, hexagons', () => {
    expect(failure('graph TD\n  A{Is it? --> B').details).toEqual({ language: 'mermaid', line: 2, column: 4 });
    expect(failure('flowchart LR\n  A --> B[(DB]').details).toEqual({ language: 'mermaid', line: 2, column: 10 });
    expect(failure('flowchart LR\n  A{{Prepare} --> B').message).toMatch(/"\{\{" opened at line 2, column 4/);
  });

  it('closed shapes, quotes over several lines and ended subgraphs still read', () => {
    const r = readDiagramCode('flowchart LR\n  subgraph s [Group]\n    A["two\nlines"] --> B((ok))\n  end');
    expect((r!.content as { nodes: { label: string }[] }).nodes.map((n) => n.label)).toEqual(['two\nlines', 'ok']);
  });
});

describe('code beyond what a kind can hold is reported, not cut', () => {
  it('a flowchart of 501 nodes points at the 501st', () => {
    const lines = ['flowchart TD', ...Array.from({ length: 501 }, (_, i) => `  n${i}[Step ${i}]`)];
    const e = failure(lines.join('\n'));
    expect(e.message).toBe('Could not read the Mermaid code: the flowchart has 501 nodes; at most 500 fit in one diagram');
    expect(e.details).toEqual({ language: 'mermaid', line: 502, column: 3 });
  });

  it('a pie of 21 slices, a sequence of 31 participants, a timeline of 61 events', () => {
    const pie = ['pie', ...Array.from({ length: 21 }, (_, i) => `  "s${i}" : ${i + 1}`)].join('\n');
    expect(failure(pie).message).toMatch(/has 21 slices; at most 20/);
    const seq = ['sequenceDiagram', ...Array.from({ length: 31 }, (_, i) => `  participant P${i}`)].join('\n');
    expect(failure(seq).message).toMatch(/has 31 participants; at most 30/);
    const tl = ['timeline', ...Array.from({ length: 61 }, (_, i) => `  ${2000 + i} : event ${i}`)].join('\n');
    expect(failure(tl).message).toMatch(/has 61 events; at most 60/);
  });

  it('a label longer than the schema allows', () => {
    const e = failure(`flowchart LR\n  A --> B["${'x'.repeat(201)}"]`);
    expect(e.message).toMatch(/longer than 200 characters/);
    expect(e.details).toEqual({ language: 'mermaid', line: 2, column: 9 });
  });
});

describe('names that cannot serve as content ids', () => {
  it('long or space-padded DOT names and PlantUML strings get stand-in ids and keep their text as labels', () => {
    const long = 'x'.repeat(150);
    const r = readDiagramCode(`digraph { " a" -> "a"; "${long}" -> b }`)!;
    const c = r.content as { nodes: { id: string; label: string }[]; edges: { from: string; to: string }[] };
    expect(c.nodes.map((n) => n.label)).toEqual(['a', 'a', long, 'b']);
    expect(new Set(c.nodes.map((n) => n.id)).size).toBe(4);
    expect(c.nodes.every((n) => n.id.length <= 100 && n.id === n.id.trim())).toBe(true);
    expect(c.edges).toEqual([{ from: c.nodes[0]!.id, to: c.nodes[1]!.id }, { from: c.nodes[2]!.id, to: c.nodes[3]!.id }]);
    const s = readDiagramCode(`@startuml\n"${long}" -> Bob : hi\n@enduml`)!;
    expect((s.content as { participants: { id: string; label: string }[] }).participants[0]).toEqual({ id: 'p1', label: long, type: 'system' });
  });
});
