// Stages in process: builtin authoring of prompts, then layout, SVG, PNG 1× and 2× of every standard input → timings.
import type { DiagramModel } from '../src/authoring/model.js';
import { flowchartDot, flowchartMermaid, prosePrompts, sampleInputs, standardInputs, type BenchInput } from './lib/inputs.js';
import type { Pipeline } from './lib/pipeline.js';
import { measure, type MeasureOptions, type Timing } from './lib/stats.js';

export interface StageRow {
  input: string;
  design: string;
  width?: number;
  height?: number;
  svgKiB?: number;
  layout?: Timing;
  svg?: Timing;
  png1?: Timing;
  png2?: Timing;
  error?: string;
}

export interface AuthoringRow { prompt: string; chars: number; kind?: string; design?: string; timing?: Timing; error?: string }

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 160);

/** Prose prompts of standard sizes plus the DOT and Mermaid code of the flowcharts the HTTP section posts. */
export async function benchAuthoring(model: DiagramModel, scale: number): Promise<AuthoringRow[]> {
  const prompts: [string, string][] = [...Object.entries(prosePrompts()), ['dot:flowchart-10', flowchartDot(10)], ['dot:flowchart-50', flowchartDot(50)],
    ['dot:flowchart-200', flowchartDot(200)], ['mermaid:flowchart-50', flowchartMermaid(50)], ['mermaid:flowchart-200', flowchartMermaid(200)]];
  const rows: AuthoringRow[] = [];
  const signal = new AbortController().signal;
  for (const [name, prompt] of prompts) {
    try {
      const first = await model.author({ prompt, design: 'auto', signal });
      // Alternate two equivalent prompts: the model keeps the reading of the last prompt it saw, and the bench
      // must time the reading, not that cache.
      let n = 0;
      const timing = await measure(() => model.author({ prompt: n++ % 2 ? `${prompt}\n` : prompt, design: 'auto', signal }), { warmup: 5, minRuns: 10, maxRuns: 500, budgetMs: 600 * scale });
      rows.push({ prompt: name, chars: prompt.length, kind: first.kind, design: first.design, timing });
    } catch (e) {
      rows.push({ prompt: name, chars: prompt.length, error: errorText(e) });
    }
  }
  return rows;
}

async function benchInput(p: Pipeline, input: BenchInput, opts: MeasureOptions): Promise<StageRow> {
  const { layoutDiagram, renderSvg, rasterizeSvg, iconCatalog } = p;
  const row: StageRow = { input: input.name, design: input.spec.design };
  try {
    const scene = await layoutDiagram(input.spec);
    const svg = renderSvg(scene, { icons: iconCatalog });
    Object.assign(row, { width: Math.round(scene.width), height: Math.round(scene.height), svgKiB: Math.round(svg.length / 102.4) / 10 });
    row.layout = await measure(() => layoutDiagram(input.spec), opts);
    row.svg = await measure(() => renderSvg(scene, { icons: iconCatalog }), opts);
    row.png1 = await measure(() => rasterizeSvg(svg), opts);
    row.png2 = await measure(() => rasterizeSvg(svg, { scale: 2 }), opts);
  } catch (e) {
    row.error = errorText(e);
  }
  return row;
}

/** `scale` stretches or shrinks every time budget (1 = the full run). */
export async function benchStages(p: Pipeline, scale: number, log: (s: string) => void): Promise<{ standard: StageRow[]; samples: StageRow[]; invalidSamples: { name: string; error: string }[] }> {
  const standard: StageRow[] = [];
  for (const input of standardInputs()) {
    standard.push(await benchInput(p, input, { warmup: 3, minRuns: 5, maxRuns: 300, budgetMs: 800 * scale }));
    log(`  stages: ${input.name}`);
  }
  const { inputs, invalid } = sampleInputs();
  const samples: StageRow[] = [];
  for (const input of inputs) samples.push(await benchInput(p, input, { warmup: 1, minRuns: 3, maxRuns: 100, budgetMs: 150 * scale }));
  log(`  stages: ${inputs.length} design samples`);
  return { standard, samples, invalidSamples: invalid };
}
