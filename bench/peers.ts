// Peers on the same graphs: Graphviz-wasm (@viz-js/viz) kept loaded in process, and `dot` as one process per request.
import { spawn, spawnSync } from 'node:child_process';
import { flowchartDot, flowchartSpec, STANDARD_FLOWCHARTS } from './lib/inputs.js';
import type { Pipeline } from './lib/pipeline.js';
import { measure, measureChildren, type Timing } from './lib/stats.js';

export interface VizPeer { render(dot: string): string; version: string }

/** Graphviz compiled to WebAssembly, instantiated once; undefined (with the reason) when it cannot load. */
export async function loadViz(): Promise<{ viz?: VizPeer; reason?: string }> {
  try {
    const mod = await import('@viz-js/viz');
    const viz = await mod.instance();
    return { viz: { render: (dot) => viz.renderString(dot, { format: 'svg', engine: 'dot' }), version: mod.graphvizVersion } };
  } catch (e) {
    return { reason: `@viz-js/viz not loadable: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** The `dot` version line, or undefined when Graphviz is not installed. */
export function dotVersion(): string | undefined {
  const res = spawnSync('dot', ['-V'], { encoding: 'utf8' });
  if (res.error || res.status !== 0) return undefined;
  return (res.stderr || res.stdout).trim();
}

/** One `dot` process for one graph, as Kroki serves Graphviz: spawn, write the source, read the whole output. */
export function runDot(format: 'svg' | 'png', source: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('dot', [`-T${format}`], { stdio: ['pipe', 'pipe', 'ignore'] });
    let bytes = 0;
    child.stdout.on('data', (d: Buffer) => { bytes += d.length; });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 && bytes > 0 ? resolve(bytes) : reject(new Error(`dot -T${format} exited ${code}`))));
    child.stdin.end(source);
  });
}

export interface PeerRow {
  nodes: number;
  /** Ours in process: layout + SVG, and layout + SVG + PNG 1×. */
  oursSvg: Timing;
  oursPng: Timing;
  viz?: Timing;
  dotSvg?: Timing;
  dotPng?: Timing;
}

export async function benchPeers(p: Pipeline, viz: VizPeer | undefined, hasDot: boolean, scale: number, log: (s: string) => void): Promise<PeerRow[]> {
  const { composeDiagram, rasterizeSvg } = p;
  const rows: PeerRow[] = [];
  for (const n of STANDARD_FLOWCHARTS) {
    const spec = flowchartSpec(n);
    const dot = flowchartDot(n);
    const opts = { warmup: 3, minRuns: 5, maxRuns: 300, budgetMs: 1000 * scale };
    const row: PeerRow = {
      nodes: n,
      oursSvg: await measure(() => composeDiagram(spec), opts),
      oursPng: await measure(async () => rasterizeSvg((await composeDiagram(spec)).svg), opts),
    };
    if (viz) row.viz = await measure(() => viz.render(dot), opts);
    if (hasDot) {
      // Process start-up dominates small graphs; fewer runs are enough to see it.
      const procOpts = { warmup: 1, minRuns: 5, maxRuns: 40, budgetMs: 1200 * scale };
      row.dotSvg = await measureChildren(() => runDot('svg', dot), procOpts);
      row.dotPng = await measureChildren(() => runDot('png', dot), procOpts);
    }
    rows.push(row);
    log(`  peers: flowchart-${n}`);
  }
  return rows;
}
