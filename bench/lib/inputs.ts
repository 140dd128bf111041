// The standard inputs of bench/inputs/ as ready DiagramSpecs, DOT texts and prompts.
import fs from 'node:fs';
import path from 'node:path';
import { DESIGNS, defaultDesignFor } from '../../src/designs/registry.js';
import { CONTENT_SCHEMAS } from '../../src/spec/content/index.js';
import type { DiagramSpec } from '../../src/spec/diagram-spec.js';
import type { Kind } from '../../src/spec/kinds.js';

export const INPUT_DIR = path.join(import.meta.dirname, '..', 'inputs');
export const FLOWCHART_SIZES = [10, 25, 50, 100, 200, 400] as const;
export const STANDARD_FLOWCHARTS = [10, 50, 200] as const;

export interface BenchInput {
  name: string;
  spec: DiagramSpec;
}

const readJson = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(INPUT_DIR, name), 'utf8'));

/** Content is parsed with the kind's schema, as the pipeline stores it (defaults filled in). */
export function specOf(kind: Kind, design: string, content: unknown): DiagramSpec {
  return { version: 1, design, kind, content: CONTENT_SCHEMAS[kind].parse(content), params: {}, style: {} };
}

function defaultDesign(kind: Kind): string {
  const d = defaultDesignFor(kind);
  if (!d) throw new Error(`no design of kind ${kind}`);
  return d.id;
}

export function flowchartSpec(n: number): DiagramSpec {
  return specOf('flowchart', 'flowchart-vertical', readJson(`flowchart-${n}.json`));
}

export function flowchartDot(n: number): string {
  return fs.readFileSync(path.join(INPUT_DIR, `flowchart-${n}.dot`), 'utf8');
}

/** The same graph as Mermaid flowchart code (see lib/mermaid.ts). */
export function flowchartMermaid(n: number): string {
  return fs.readFileSync(path.join(INPUT_DIR, `flowchart-${n}.mmd`), 'utf8');
}

/** Flowcharts of 10, 50 and 200 nodes, the sequence and the mind map. */
export function standardInputs(): BenchInput[] {
  return [
    ...STANDARD_FLOWCHARTS.map((n) => ({ name: `flowchart-${n}`, spec: flowchartSpec(n) })),
    { name: 'sequence-6x30', spec: specOf('sequence', defaultDesign('sequence'), readJson('sequence-6x30.json')) },
    { name: 'mindmap-40', spec: specOf('mindmap', defaultDesign('mindmap'), readJson('mindmap-40.json')) },
  ];
}

/** Every registered design with its own sample; a sample its schema refuses is reported, not skipped silently. */
export function sampleInputs(): { inputs: BenchInput[]; invalid: { name: string; error: string }[] } {
  const inputs: BenchInput[] = [];
  const invalid: { name: string; error: string }[] = [];
  for (const d of DESIGNS) {
    try {
      inputs.push({ name: `sample:${d.id}`, spec: specOf(d.kind, d.id, d.sample) });
    } catch (e) {
      invalid.push({ name: `sample:${d.id}`, error: e instanceof Error ? e.message.slice(0, 200) : String(e) });
    }
  }
  return { inputs, invalid };
}

/** Prose prompts of standard sizes for the builtin model, keyed by name (the name ends in the length). */
export function prosePrompts(): Record<string, string> {
  return readJson('prompts.json') as Record<string, string>;
}
