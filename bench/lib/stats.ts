// Timing helpers: run a function after warm-up until an iteration count or a time budget is reached → median, p95.
import fs from 'node:fs';

export interface Timing {
  /** Milliseconds. */
  p50: number;
  p95: number;
  mean: number;
  min: number;
  runs: number;
  /**
   * Mean CPU time of this process per run (all its threads, GC included). Unlike wall time it hardly moves when
   * other processes compete for the cores, so it is the figure to trust on a busy machine.
   */
  cpu?: number;
}

export interface MeasureOptions {
  /** Untimed runs first, so the JIT and caches are warm (default 3). */
  warmup?: number;
  /** At least this many timed runs, whatever the budget (default 5). */
  minRuns?: number;
  /** At most this many timed runs (default 200). */
  maxRuns?: number;
  /**
   * Stop timing after this many milliseconds once minRuns is reached (default 1000). Slow functions stop at
   * three times the budget even short of minRuns, and warm up for at most half of it (at least one run each).
   */
  budgetMs?: number;
}

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  // Nearest rank: an observed value, never an interpolation between two runs.
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

export function summarize(samples: number[]): Timing {
  const s = [...samples].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / Math.max(1, s.length);
  return { p50: percentile(s, 0.5), p95: percentile(s, 0.95), mean, min: s[0] ?? Number.NaN, runs: s.length };
}

export async function measure(fn: () => unknown, opts: MeasureOptions = {}): Promise<Timing> {
  const { warmup = 3, minRuns = 5, maxRuns = 200, budgetMs = 1000 } = opts;
  const warmStart = performance.now();
  for (let i = 0; i < warmup; i++) {
    await fn();
    if (performance.now() - warmStart > budgetMs / 2) break;
  }
  const samples: number[] = [];
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const more = (): boolean => {
    const elapsed = performance.now() - start;
    if (samples.length === 0) return true;
    if (samples.length >= maxRuns) return false;
    return elapsed < budgetMs || (samples.length < minRuns && elapsed < 3 * budgetMs);
  };
  while (more()) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  return { ...summarize(samples), cpu: (cpu.user + cpu.system) / 1000 / samples.length };
}

/** Rounds for printing and JSON: 2 decimals under 10 ms, 1 under 100, whole above. */
export function ms(v: number | undefined): number | null {
  if (v === undefined || !Number.isFinite(v)) return null;
  return v < 10 ? Math.round(v * 100) / 100 : v < 100 ? Math.round(v * 10) / 10 : Math.round(v);
}

/** CPU ms used so far by this process's finished, waited-for children (cutime + cstime of /proc/self/stat). */
export function childrenCpuMs(): number | undefined {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Linux reports these in clock ticks, 100 per second on every common build (getconf CLK_TCK).
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** measure() for work done in child processes: cpu is the children's CPU per call instead of this process's. */
export async function measureChildren(fn: () => Promise<unknown>, opts: MeasureOptions = {}): Promise<Timing> {
  let calls = 0;
  const c0 = childrenCpuMs();
  const t = await measure(() => { calls++; return fn(); }, opts);
  const c1 = childrenCpuMs();
  const { cpu: _own, ...rest } = t;
  return c0 === undefined || c1 === undefined ? rest : { ...rest, cpu: (c1 - c0) / calls };
}
