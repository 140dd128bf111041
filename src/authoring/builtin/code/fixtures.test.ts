// Diagram-code fixtures from the public Mermaid, PlantUML and Graphviz docs → every label and edge must come through, in order.
import { describe, expect, it } from 'vitest';
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import { edgesOf, extras, labelsOf, loadFixtures, measureCorpus, percent } from '../../../../test/support/code-fixtures.js';
import { readDiagramCode } from './index.js';

type Obj = Record<string, any>;

const fixtures = loadFixtures();

describe('diagram-code fixtures from public documentation', () => {
  it('has at least 60 fixtures across Mermaid, PlantUML and Graphviz, each citing its source', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(60);
    for (const f of fixtures) expect(f.source, f.file).toMatch(/^https:\/\/(mermaid\.js\.org|plantuml\.com|graphviz\.org)\//);
    for (const prefix of ['mermaid-', 'plantuml-', 'dot-']) expect(fixtures.filter((f) => f.file.startsWith(prefix)).length).toBeGreaterThanOrEqual(8);
  });

  for (const f of fixtures) {
    it(`${f.file}: ${f.kind} / ${f.design}`, () => {
      const reading = readDiagramCode(f.code);
      expect(reading, 'read as code').not.toBeNull();
      expect(reading!.kind).toBe(f.kind);
      expect(reading!.design).toBe(f.design);
      expect(CONTENT_SCHEMAS[reading!.kind].safeParse(reading!.content).success).toBe(true);
      const content = reading!.content as Obj;
      expect(labelsOf(f.kind, content), 'labels, in order').toEqual(f.labels);
      expect(edgesOf(f.kind, content), 'edges, in order').toEqual(f.edges);
      const got = extras(f.kind, content);
      for (const [key, want] of Object.entries(f.extra)) expect(got[key], key).toEqual(want);
    });
  }

  it('reads the same code inside a fenced block with prose around it', () => {
    for (const f of fixtures) {
      const fence = f.file.startsWith('mermaid-') ? 'mermaid' : f.file.startsWith('plantuml-') ? 'plantuml' : 'dot';
      const direct = readDiagramCode(f.code);
      const fenced = readDiagramCode(`Please draw this in the sketch style:\n\n\`\`\`${fence}\n${f.code}\n\`\`\`\n\nThanks!`);
      expect(fenced, f.file).toEqual(direct);
    }
  });
});

describe('the whole fixture corpus', () => {
  it('keeps at least 98 % of the labels and 97 % of the edges of every fixture together', () => {
    const m = measureCorpus(fixtures);
    expect(m.fixtures).toBe(fixtures.length);
    expect(percent(m.labels)).toBeGreaterThanOrEqual(98);
    expect(percent(m.edges)).toBeGreaterThanOrEqual(97);
  });

  it('counts a label or edge the reading loses as lost', () => {
    const f = fixtures.find((x) => x.file === 'mermaid-flowchart-chaining.txt')!;
    const broken = { ...f, labels: [...f.labels, 'Not in the code'], edges: [...f.edges, ['A', 'Nowhere']] };
    const m = measureCorpus([broken]);
    expect(m.labels).toEqual({ expected: f.labels.length + 1, kept: f.labels.length });
    expect(m.edges).toEqual({ expected: f.edges.length + 1, kept: f.edges.length });
    const failed = measureCorpus([{ ...f, code: 'flowchart LR\n  A[Start --> B' }]);
    expect(failed.labels.kept).toBe(0);
    expect(failed.files[0]!.error).toMatch(/never closed/);
  });
});
