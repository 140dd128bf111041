// The bench's code prompts (bench/inputs/*.dot, *.mmd) read back as exactly the graphs of its JSON inputs, so the
// DOT and Mermaid rows of `npm run bench` time the same diagram, and the files are what generate-inputs writes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowchartToDot } from '../bench/lib/dot.js';
import { FLOWCHART_SIZES, INPUT_DIR } from '../bench/lib/inputs.js';
import { flowchartToMermaid } from '../bench/lib/mermaid.js';
import { readDiagramCode } from '../src/authoring/builtin/code/index.js';
import type { FlowchartContent } from '../src/spec/content/flowchart.js';

const read = (name: string): string => fs.readFileSync(path.join(INPUT_DIR, name), 'utf8');

describe('bench inputs', () => {
  for (const n of FLOWCHART_SIZES) {
    it(`flowchart-${n}: the DOT and the Mermaid code draw the JSON graph`, () => {
      const json = JSON.parse(read(`flowchart-${n}.json`)) as FlowchartContent;
      const graph = (c: FlowchartContent) => ({ nodes: c.nodes.map((x) => [x.id, x.label, x.type]), edges: c.edges });
      for (const [ext, write] of [['dot', flowchartToDot], ['mmd', flowchartToMermaid]] as const) {
        const code = read(`flowchart-${n}.${ext}`);
        expect(code).toBe(write(json));
        const reading = readDiagramCode(code);
        expect(reading?.language).toBe(ext === 'dot' ? 'dot' : 'mermaid');
        expect(reading?.design).toBe('flowchart-vertical');
        expect(graph(reading!.content as FlowchartContent)).toEqual(graph(json));
      }
    });
  }
});
