// `npm run -s eval -- --set code`: every diagram-code fixture (test/fixtures/diagram-code, all readers) read by the
// builtin readers → labels kept % and edges kept % over the whole corpus, per kind, and the files that lose any.
import { measureCorpus, percent } from '../test/support/code-fixtures.js';

export function runCodeCorpus(verbose: boolean): void {
  const m = measureCorpus();
  const pct = (p: { expected: number; kept: number }) => `${percent(p).toFixed(1)} % (${p.kept}/${p.expected})`;
  console.log(`Diagram-code corpus: ${m.fixtures} fixtures in test/fixtures/diagram-code`);
  console.log(`  labels kept ${pct(m.labels)}`);
  console.log(`  edges kept  ${pct(m.edges)}`);
  const kinds = [...new Set(m.files.map((f) => f.kind))].sort();
  for (const kind of kinds) {
    const files = m.files.filter((f) => f.kind === kind);
    const sum = (k: 'labels' | 'edges') => ({ kept: files.reduce((s, f) => s + f[k][0], 0), expected: files.reduce((s, f) => s + f[k][1], 0) });
    console.log(`  ${kind.padEnd(13)} ${String(files.length).padStart(3)} files  labels ${pct(sum('labels'))}  edges ${pct(sum('edges'))}`);
  }
  const lossy = m.files.filter((f) => f.error || f.labels[0] < f.labels[1] || f.edges[0] < f.edges[1]);
  if (lossy.length) console.log(`\nFiles that lose something (${lossy.length}):`);
  for (const f of verbose ? lossy : lossy.slice(0, 20)) {
    console.log(`  ${f.file}: labels ${f.labels[0]}/${f.labels[1]}, edges ${f.edges[0]}/${f.edges[1]}${f.error ? ` (${f.error})` : ''}`);
  }
}
