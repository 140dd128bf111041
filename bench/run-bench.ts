// `npm run bench`: stages, scaling, peers and HTTP → a printed table, bench/results.json and bench/scaling.svg.
// Options: --quick (short time budgets, for trying the bench itself), --only=authoring,stages,scaling,peers,http,
// --src (time src/ through tsx instead of building and timing dist/, which is what `npm start` runs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchHttp } from './http.js';
import { loadPipeline } from './lib/pipeline.js';
import { ensureBuild } from './lib/server.js';
import { benchPeers, dotVersion, loadViz } from './peers.js';
import { type BenchResults, printAuthoring, printHttp, printPeers, printScaling, printStages, printTargets, targetsOf } from './report.js';
import { benchScaling, scalingPlot } from './scaling.js';
import { benchAuthoring, benchStages } from './stages.js';

const SECTIONS = ['authoring', 'stages', 'scaling', 'peers', 'http'] as const;
type Section = (typeof SECTIONS)[number];

const BENCH_DIR = import.meta.dirname;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const fromSrc = args.includes('--src');
const onlyArg = args.find((a) => a.startsWith('--only='));
const only = new Set<Section>(onlyArg ? onlyArg.slice(7).split(',').filter((s): s is Section => (SECTIONS as readonly string[]).includes(s)) : SECTIONS);
const scale = quick ? 0.25 : 1;

const started = performance.now();
const log = (s: string): void => { process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(1)} s]${s}\n`); };
const print = (s: string): void => { process.stdout.write(`${s}\n`); };

function gitCommit(): string | undefined {
  const res = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: BENCH_DIR, encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : undefined;
}

async function main(): Promise<void> {
  // The HTTP part needs the compiled server anyway; in-process stages then time the same compiled code.
  const build = fromSrc && !only.has('http') ? undefined : ensureBuild();
  if (build?.built) log(`  built dist/ in ${Math.round(build.ms)} ms${build.warning ? ` (${build.warning})` : ''}`);
  const pipeline = await loadPipeline(!fromSrc);
  const viz = only.has('scaling') || only.has('peers') ? await loadViz() : {};
  const dot = only.has('peers') ? dotVersion() : undefined;
  const cpus = os.cpus();
  const results: BenchResults = {
    machine: {
      date: new Date().toISOString(), cpus: cpus.length, cpu: cpus[0]?.model, memoryGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version, platform: `${os.platform()} ${os.release()}`, commit: gitCommit(), quick,
      code: pipeline.origin, build, graphvizWasm: viz.viz?.version, graphvizDot: dot, loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 10) / 10),
    },
    skipped: [],
  };
  print(`Benchmark on ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, Node ${process.version}${quick ? ' (quick: short budgets, numbers are rough)' : ''}`);
  const busy = (): string | undefined => {
    const load1 = os.loadavg()[0]!;
    return load1 > cpus.length * 0.75 ? `load average ${load1.toFixed(1)} on ${cpus.length} cores: other processes compete, wall times are inflated, CPU times less so but still` : undefined;
  };
  const busyAtStart = busy();
  if (busyAtStart) print(`WARNING: ${busyAtStart}`);
  const skip = (why: string): void => { results.skipped.push(why); print(`SKIPPED: ${why}`); };
  if ((only.has('scaling') || only.has('peers')) && !viz.viz) skip(`Graphviz-wasm peer: ${viz.reason}`);
  if (only.has('peers') && !dot) skip('dot -Tsvg / dot -Tpng peers: Graphviz is not installed (apt-get install -y graphviz)');


  print(`In-process code: ${pipeline.origin === 'dist' ? 'dist/ (compiled, as npm start runs it)' : 'src/ through tsx'}`);
  if (only.has('authoring')) {
    const builtin = pipeline.builtin;
    if (builtin.model) {
      results.authoring = await benchAuthoring(builtin.model, scale);
      print(printAuthoring(results.authoring));
      log('  authoring done');
    } else skip(`builtin authoring: ${builtin.reason}`);
  }
  if (only.has('stages')) {
    results.stages = await benchStages(pipeline, scale, log);
    print(printStages('Stages in process, standard inputs (ms)', results.stages.standard));
    print(printStages('Stages in process, the sample of every design (ms)', results.stages.samples));
    for (const s of results.stages.invalidSamples) print(`  sample refused by its schema: ${s.name}: ${s.error}`);
  }
  if (only.has('scaling')) {
    results.scaling = await benchScaling(pipeline, viz.viz, scale, log);
    print(printScaling(results.scaling));
    const machine = `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
    fs.writeFileSync(path.join(BENCH_DIR, 'scaling.svg'), scalingPlot(pipeline, results.scaling, machine));
    print('wrote bench/scaling.svg');
  }
  if (only.has('peers')) {
    results.peers = await benchPeers(pipeline, viz.viz, dot !== undefined, scale, log);
    print(printPeers(results.peers));
  }
  if (only.has('http')) {
    const builtin = pipeline.builtin;
    if (builtin.model) {
      results.http = await benchHttp(scale, log);
      print(printHttp(results.http));
    } else skip(`HTTP (needs the builtin model): ${builtin.reason}`);
  }
  results.targets = targetsOf(results);
  if (results.targets.length) print(printTargets(results.targets));
  results.totalSeconds = Math.round((performance.now() - started) / 100) / 10;
  results.machine.loadAverageAtEnd = os.loadavg().map((l) => Math.round(l * 10) / 10);
  const busyAtEnd = busy();
  if (busyAtEnd) print(`\nWARNING: ${busyAtEnd}`);
  fs.writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 1)}\n`);
  print(`\nwrote bench/results.json (${results.totalSeconds} s in all)`);
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
