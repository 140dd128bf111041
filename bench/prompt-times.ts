// Times the builtin model's author() over the prompts of eval sets (warmed up), or dumps its results.
// Usage: npx tsx bench/prompt-times.ts [--dump FILE] [--rounds N] [--once] [set ...]   (sets default: slide kinds)
// --once: warm up on the other eval sets, then time each prompt once, at first sight (no memo of this process has seen
// it: what an unseen prompt costs). Without it each prompt runs 3 + N times, later runs helped by those memos.
import { readFileSync, writeFileSync } from 'node:fs';
import { createBuiltinModel } from '../src/authoring/builtin/index.js';

const args = process.argv.slice(2);
const opt = (name: string) => { const i = args.indexOf(name); if (i < 0) return undefined; const v = args[i + 1]; args.splice(i, 2); return v; };
const dump = opt('--dump');
const onceAt = args.indexOf('--once');
const once = onceAt >= 0;
if (once) args.splice(onceAt, 1);
const rounds = Number(opt('--rounds') ?? 20);
const sets = args.length ? args : ['slide', 'kinds'];
const load = (s: string) => readFileSync(s.includes("/") ? s : `eval/prompts-${s}.jsonl`, "utf8").split('\n').filter(Boolean)
  .map((l) => JSON.parse(l) as { id: string; prompt: string });
const prompts = sets.flatMap(load);
const model = createBuiltinModel();
await model.prepare?.();
const signal = new AbortController().signal;
const run = (prompt: string) => model.author({ prompt, design: 'auto', signal } as never);

if (dump) {
  const out: Record<string, unknown> = {};
  for (const p of prompts) {
    const r = await run(p.prompt) as unknown as Record<string, unknown>;
    const { model: _m, ...rest } = r;
    out[p.id] = rest;
  }
  writeFileSync(dump, JSON.stringify(out, null, 1));
  console.log(`dumped ${prompts.length} results to ${dump}`);
} else if (once) {
  const others = ['fresh', 'casual', 'known', 'review', 'class', 'usecase', 'journey'].filter((s) => !sets.includes(s)).flatMap(load);
  for (let i = 0; i < 2; i++) for (const p of others) await run(p.prompt);
  const per: { id: string; len: number; ms: number }[] = [];
  for (const p of prompts) { const t0 = performance.now(); await run(p.prompt); per.push({ id: p.id, len: p.prompt.length, ms: performance.now() - t0 }); }
  const all = per.map((x) => x.ms).sort((a, b) => a - b);
  const q = (f: number) => all[Math.min(all.length - 1, Math.floor(f * all.length))];
  console.log(`${prompts.length} prompts once each, first sight: p50 ${q(0.5).toFixed(2)} ms, p95 ${q(0.95).toFixed(2)} ms, max ${all[all.length - 1].toFixed(2)} ms`);
  for (const x of per.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${x.ms.toFixed(2).padStart(7)} ms  ${String(x.len).padStart(5)} ch  ${x.id}`);
} else {
  for (let i = 0; i < 3; i++) for (const p of prompts) await run(p.prompt);
  const times = new Map<string, number[]>();
  for (let r = 0; r < rounds; r++) for (const p of prompts) {
    const t0 = performance.now(); await run(p.prompt); const t = performance.now() - t0;
    (times.get(p.id) ?? times.set(p.id, []).get(p.id)!).push(t);
  }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  const all = [...times.values()].flat().sort((a, b) => a - b);
  const q = (f: number) => all[Math.min(all.length - 1, Math.floor(f * all.length))];
  const per = prompts.map((p) => ({ id: p.id, len: p.prompt.length, ms: med(times.get(p.id)!) }));
  const per600 = per.map((x) => x.ms * 600 / x.len).sort((a, b) => a - b);
  console.log(`${prompts.length} prompts x ${rounds}: p50 ${q(0.5).toFixed(2)} ms, p95 ${q(0.95).toFixed(2)} ms, max ${all[all.length - 1].toFixed(2)} ms; per 600 chars p50 ${per600[Math.floor(per600.length / 2)].toFixed(2)} ms`);
  for (const x of per.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${x.ms.toFixed(2).padStart(7)} ms  ${String(x.len).padStart(5)} ch  ${x.id}`);
}
