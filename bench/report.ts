// Results → printed tables and the targets of issue 9 (and the builtin's speed target of issue 4), met or missed.
import type { HttpResults } from './http.js';
import { ms, type Timing } from './lib/stats.js';
import { ratio, table, type Cell } from './lib/table.js';
import type { PeerRow } from './peers.js';
import type { ScalingRow } from './scaling.js';
import type { AuthoringRow, StageRow } from './stages.js';

export interface BenchResults {
  machine: Record<string, unknown>;
  skipped: string[];
  authoring?: AuthoringRow[];
  stages?: { standard: StageRow[]; samples: StageRow[]; invalidSamples: { name: string; error: string }[] };
  scaling?: ScalingRow[];
  peers?: PeerRow[];
  http?: HttpResults;
  targets?: Target[];
  totalSeconds?: number;
}

export interface Target { target: string; measured: string; met: boolean | null }

const p = (t: { p50: number; p95: number } | undefined): [Cell, Cell] => [ms(t?.p50), ms(t?.p95)];

export function printAuthoring(rows: AuthoringRow[]): string {
  return table('Builtin authoring in process (ms)', ['prompt', 'chars', 'chosen design', 'p50', 'p95', 'runs'],
    rows.map((r) => [r.prompt, r.chars, r.error ? `error: ${r.error}` : r.design, ...p(r.timing), r.timing?.runs]));
}

export function printStages(title: string, rows: StageRow[]): string {
  return table(title, ['input', 'design', 'size px', 'layout p50', 'p95', 'svg p50', 'p95', 'png1× p50', 'p95', 'png2× p50', 'p95'],
    rows.map((r) => r.error
      ? [r.input, r.design, `error: ${r.error}`]
      : [r.input, r.design, `${r.width}×${r.height}`, ...p(r.layout), ...p(r.svg), ...p(r.png1), ...p(r.png2)]));
}

export function printScaling(rows: ScalingRow[]): string {
  return table('Scaling: layout + SVG in process (ms; cpu = mean CPU per run)', ['nodes', 'edges', 'ours p50', 'ours p95', 'ours cpu', 'viz p50', 'viz cpu', 'ours/viz p50', 'ours/viz cpu'],
    rows.map((r) => [r.nodes, r.edges, ms(r.ours.p50), ms(r.ours.p95), ms(r.ours.cpu), ms(r.viz?.p50), ms(r.viz?.cpu), ratio(r.ours.p50, r.viz?.p50), ratio(r.ours.cpu, r.viz?.cpu)]));
}

/** "wall p50 / cpu mean" of one timing, or the two ratios ours/peer the same way. */
const pair = (t: Timing | undefined): Cell => (t ? `${ms(t.p50)} / ${ms(t.cpu) ?? '?'}` : undefined);
const ratios = (a: Timing, b: Timing | undefined): Cell => (b ? `${ratio(a.p50, b.p50)} / ${ratio(a.cpu, b.cpu) ?? '?'}` : undefined);

export function printPeers(rows: PeerRow[]): string {
  return table('Peers on the same graphs (each cell: median wall ms / mean CPU ms; ratios ours/peer the same way)',
    ['nodes', 'ours layout+SVG', 'viz (wasm)', 'ours/viz', 'dot -Tsvg', 'ours/dot', 'ours +PNG1×', 'dot -Tpng', 'ours/dot'],
    rows.map((r) => [r.nodes, pair(r.oursSvg), pair(r.viz), ratios(r.oursSvg, r.viz), pair(r.dotSvg), ratios(r.oursSvg, r.dotSvg),
      pair(r.oursPng), pair(r.dotPng), ratios(r.oursPng, r.dotPng)]));
}

export function printHttp(h: HttpResults): string {
  const rows = h.scenarios.map((s): Cell[] => [s.name, ms(s.latency?.p50), ms(s.latency?.p95), s.latency?.runs, ms(s.cpuPerRequest?.latency),
    s.load?.connections, s.load?.okRps, s.load?.p50, s.load?.p99, s.load?.errors, ms(s.cpuPerRequest?.load),
    s.load ? Object.entries(s.load.statuses).map(([k, v]) => `${k}×${v}`).join(' ') : undefined, s.peakMBAfter]);
  const head = table(`HTTP on 127.0.0.1, ${h.server}`,
    ['scenario', '1 conn p50', 'p95', 'n', 'cpu/req', 'conns', 'ok req/s', 'p50', 'p99', 'errors', 'cpu/req', 'statuses', 'peak MB'], rows);
  const mem = `\nStart-up to first generation: ${h.startup.runs.map((r) => Math.round(r)).join(', ')} ms (median ${Math.round(h.startup.p50)}; listening after ${h.startup.listenMs.map((r) => Math.round(r)).join(', ')} ms)` +
    `\nServer memory after the runs: peak RSS (VmHWM) ${h.memory.peakMB ?? '?'} MB, current ${h.memory.rssMB ?? '?'} MB` +
    '\n(1-conn columns: one request at a time, sub-ms client timing; load columns: autocannon, whole-ms percentiles;' +
    '\n cpu/req: server CPU ms per request from /proc, less disturbed than wall time by other processes;' +
    '\n peak MB: the server\'s peak RSS once the scenario has run.)';
  return head + mem + (h.mcp ? `\n${printMcp(h.mcp)}` : '');
}

function printMcp(m: NonNullable<HttpResults['mcp']>): string {
  const signed = (v: number | undefined): string => (v === undefined ? '?' : `${v >= 0 ? '+' : ''}${ms(v)}`);
  const rows = m.paths.map((p): Cell[] => [p.name, ms(p.timing.p50), ms(p.timing.p95), ms(p.timing.mean), p.timing.runs, ms(p.cpuPerRequest)]);
  const o = m.overhead;
  return table(`MCP create_diagram over Streamable HTTP beside REST, ${m.prompt} prompt, one at a time after ${m.warmup} warm-up requests (ms)`,
    ['path', 'p50', 'p95', 'mean', 'n', 'server cpu/req'], rows) +
    `\nMCP (image: false) − REST POST: p50 ${signed(o.vsPost.p50)}, mean ${signed(o.vsPost.mean)}, server cpu ${signed(o.vsPost.cpu)}` +
    `\nMCP with its PNG preview − (REST POST + GET diagram.png): p50 ${signed(o.vsPostAndPng.p50)}, mean ${signed(o.vsPostAndPng.mean)}, server cpu ${signed(o.vsPostAndPng.cpu)}` +
    '\n(the preview is a PNG drawn like the download: ~10 ms of CPU for this diagram, which REST POST alone does not draw)';
}

export function targetsOf(r: BenchResults): Target[] {
  const out: Target[] = [];
  const fmt = (v: number | undefined): string => (v === undefined || !Number.isFinite(v) ? '?' : `${ms(v)} ms`);
  const check = (target: string, measured: string, met: boolean | undefined | null): void => { out.push({ target, measured, met: met ?? null }); };
  const a600 = r.authoring?.find((a) => a.prompt.startsWith('paragraph-600'));
  if (a600) check('builtin authoring, 600-char prompt: p50 < 5 ms (issue 4)', fmt(a600.timing?.p50), a600.timing ? a600.timing.p50 < 5 : null);
  const scen = (prefix: string) => r.http?.scenarios.find((s) => s.name.startsWith(prefix));
  const post10 = scen('POST /generations flowchart-10');
  if (post10) {
    check('POST 10-node over HTTP: p50 ≤ 15 ms (one at a time)', fmt(post10.latency?.p50), post10.latency ? post10.latency.p50 <= 15 : null);
    check('POST 10-node over HTTP: ≥ 200 generations/s', `${post10.load?.okRps ?? '?'} /s at ${post10.load?.connections} conns (p50 ${post10.load?.p50} ms)`, post10.load ? post10.load.okRps >= 200 : null);
  }
  for (const n of [50, 200]) {
    const peer = r.peers?.find((x) => x.nodes === n);
    if (peer?.viz) check(`layout + SVG, ${n} nodes: ≤ 1 × Graphviz-wasm`, `${fmt(peer.oursSvg.p50)} vs ${fmt(peer.viz.p50)} (×${ratio(peer.oursSvg.p50, peer.viz.p50)})`, peer.oursSvg.p50 <= peer.viz.p50);
  }
  const m200 = r.authoring?.find((a) => a.prompt === 'mermaid:flowchart-200');
  if (m200) check('reading 200 nodes of Mermaid in process: p50 < 1 ms (issue 17)', fmt(m200.timing?.p50), m200.timing ? m200.timing.p50 < 1 : null);
  const peer50 = r.peers?.find((x) => x.nodes === 50);
  const post50 = scen('POST /generations flowchart-50 (DOT');
  if (post50?.latency && peer50?.dotSvg) check('POST 50-node over HTTP: ≤ 0.5 × one dot -Tsvg process', `${fmt(post50.latency.p50)} vs ${fmt(peer50.dotSvg.p50)} (×${ratio(post50.latency.p50, peer50.dotSvg.p50)})`, post50.latency.p50 <= 0.5 * peer50.dotSvg.p50);
  const edit50 = scen('POST /generations/:id/edits flowchart-50');
  // Server CPU per request is the comparison that holds on a busy machine (see README); wall times are shown beside.
  const cpuEdit = edit50?.cpuPerRequest?.latency;
  const cpuPost = post50?.cpuPerRequest?.latency;
  if (edit50?.latency && post50?.latency && cpuEdit !== undefined && cpuPost !== undefined) {
    check('edit of the 50-node flowchart over HTTP: as fast as generating it (server CPU/req ≤ 1.1 ×)',
      `${fmt(cpuEdit)} vs ${fmt(cpuPost)} CPU (×${ratio(cpuEdit, cpuPost)}); wall p50 ${fmt(edit50.latency.p50)} vs ${fmt(post50.latency.p50)}`, cpuEdit <= 1.1 * cpuPost);
  }
  // Issue 17: the same with a Mermaid prompt, and the 200-node chart against 0.6 × dot.
  for (const [n, factor] of [[50, 0.5], [200, 0.6]] as const) {
    const post = scen(`POST /generations flowchart-${n} (Mermaid`);
    const peer = r.peers?.find((x) => x.nodes === n);
    if (post?.latency && peer?.dotSvg) check(`POST ${n}-node Mermaid over HTTP: ≤ ${factor} × one dot -Tsvg process`, `${fmt(post.latency.p50)} vs ${fmt(peer.dotSvg.p50)} (×${ratio(post.latency.p50, peer.dotSvg.p50)})`, post.latency.p50 <= factor * peer.dotSvg.p50);
  }
  const mcp = r.http?.mcp?.overhead;
  if (mcp) {
    const shown = (d: typeof mcp.vsPost): string => `${ms(d.p50)} ms (mean ${ms(d.mean)} ms, server cpu ${ms(d.cpu) ?? '?'} ms)`;
    check('MCP create_diagram (image: false) over Streamable HTTP: ≤ 2 ms over REST POST of the same prompt (p50)', shown(mcp.vsPost), mcp.vsPost.p50 <= 2);
    check('MCP create_diagram with its PNG: ≤ 2 ms over REST POST + GET diagram.png (p50)', shown(mcp.vsPostAndPng), mcp.vsPostAndPng.p50 <= 2);
  }
  const cold50 = scen('GET diagram.png cold (flowchart-50');
  if (cold50?.latency && peer50?.dotPng) check('PNG 1× of 50 nodes (cold download): ≤ 0.5 × dot -Tpng', `${fmt(cold50.latency.p50)} vs ${fmt(peer50.dotPng.p50)} (×${ratio(cold50.latency.p50, peer50.dotPng.p50)})`, cold50.latency.p50 <= 0.5 * peer50.dotPng.p50);
  const cached = scen('GET diagram.png cached');
  if (cached?.latency) check('cached PNG download: p50 ≤ 2 ms', fmt(cached.latency.p50), cached.latency.p50 <= 2);
  if (r.http) {
    check('start-up to first generation ≤ 1.5 s', fmt(r.http.startup.p50), r.http.startup.p50 <= 1500);
    check('server resident memory under load ≤ 300 MB', `${r.http.memory.peakMB ?? '?'} MB peak`, r.http.memory.peakMB === undefined ? null : r.http.memory.peakMB <= 300);
  }
  return out;
}

export function printTargets(targets: Target[]): string {
  return table('Targets', ['target', 'measured', 'met'], targets.map((t) => [t.target, t.measured, t.met === null ? 'n/a' : t.met ? 'yes' : 'NO']));
}
