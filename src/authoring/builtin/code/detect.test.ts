// Prompt → code or prose: whole prompts, single fenced blocks, lead-in lines; prose that only mentions code stays prose.
import { describe, expect, it } from 'vitest';
import { findDiagramCode } from './detect.js';
import { readDiagramCode } from './index.js';

describe('findDiagramCode', () => {
  it.each([
    'Draw a flowchart of our login process',
    'Make a mermaid diagram of the checkout flow: cart, payment, confirmation',
    'Explain what a digraph is and draw one for our build pipeline',
    'graph of sales by region for 2024',
    'timeline of the Roman empire from 27 BC to 476 AD',
    'digraph showing how our services depend on each other {api, db, cache}',
    'Sequence diagram: the user logs in, the server checks the password, then returns a token',
    'Please use PlantUML style boxes for: start, review, approve',
    'gantt\nwe need a plan for the next quarter',
    'Timeline\nWe founded the company and then grew',
    'Kanban\nTodo: write the spec. Doing: the parser.',
    'Flowchart LR\nplease, from left to right',
  ])('keeps prose as prose: %s', (prompt) => {
    expect(findDiagramCode(prompt)).toBeNull();
    expect(readDiagramCode(prompt)).toBeNull();
  });

  it('reads a whole prompt of Mermaid, PlantUML or DOT', () => {
    expect(findDiagramCode('flowchart LR\n  A --> B')?.language).toBe('mermaid');
    expect(findDiagramCode('  \n@startuml\nA -> B: hi\n@enduml')?.language).toBe('plantuml');
    expect(findDiagramCode('/* a comment */\nstrict digraph deps {\n a -> b\n}')?.language).toBe('dot');
    expect(findDiagramCode('graph {\n a -- b\n}')?.language).toBe('dot');
    expect(findDiagramCode('graph TD\n a --> b')?.language).toBe('mermaid');
    expect(findDiagramCode('---\ntitle: T\n---\n%% note\nsequenceDiagram\n A->>B: hi')?.language).toBe('mermaid');
  });

  it('reads the one fenced block of a prompt, by its info string or its content, and reports where it starts', () => {
    const prompt = 'Draw this nicely, in the sketch style:\n\n```mermaid\nflowchart LR\n  A --> B\n```\nThanks';
    expect(findDiagramCode(prompt)).toEqual({ language: 'mermaid', text: 'flowchart LR\n  A --> B', line: 4 });
    expect(findDiagramCode('Here:\n```\ndigraph { a -> b }\n```')?.language).toBe('dot');
    expect(findDiagramCode('Here:\n```puml\nAlice -> Bob: hi\n```')?.language).toBe('plantuml');
    expect(findDiagramCode('Here:\n~~~graphviz\ngraph { a -- b }\n~~~')?.language).toBe('dot');
  });

  it('is prose when there are several fenced blocks or the block is not diagram code', () => {
    expect(findDiagramCode('```mermaid\ngraph TD\nA-->B\n```\nand\n```mermaid\ngraph TD\nC-->D\n```')).toBeNull();
    expect(findDiagramCode('Use this data:\n```json\n{"a": 1}\n```')).toBeNull();
  });

  it('reads code that follows a lead-in line when the code starts with an unmistakable header', () => {
    const found = findDiagramCode('Render my diagram please:\nsequenceDiagram\n  Alice->>Bob: hi');
    expect(found).toEqual({ language: 'mermaid', text: 'sequenceDiagram\n  Alice->>Bob: hi', line: 2 });
    expect(findDiagramCode('My graph:\ndigraph G {\n a -> b\n}')?.language).toBe('dot');
  });
});

describe('designs follow the form of the code', () => {
  const design = (code: string) => readDiagramCode(code)?.design;
  it('maps flowchart directions, DOT rankdir and mind map layouts', () => {
    expect(design('flowchart BT\n A --> B')).toBe('flowchart-vertical');
    expect(design('graph RL\n A --> B')).toBe('flowchart-horizontal');
    expect(design('graph\n A --> B')).toBe('flowchart-vertical');
    expect(design('digraph { rankdir=LR; a -> b }')).toBe('flowchart-horizontal');
    expect(design('digraph { graph [rankdir="RL"]; a -> b }')).toBe('flowchart-horizontal');
    expect(design('digraph { a -> b }')).toBe('flowchart-vertical');
    expect(design('---\nconfig:\n  layout: tidy-tree\n---\nmindmap\n  root\n    a')).toBe('mindmap-tree');
    expect(design('mindmap\n  root\n    a')).toBe('mindmap-radial');
    expect(design('timeline TD\n  2020 : a')).toBe('timeline-vertical');
  });
});
