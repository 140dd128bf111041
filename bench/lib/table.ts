// Plain-text tables for the terminal: header + rows of cells → aligned lines (numbers right-aligned).
export type Cell = string | number | null | undefined;

const show = (c: Cell): string => (c === null || c === undefined ? '–' : typeof c === 'number' ? String(c) : c);

export function table(title: string, header: string[], rows: Cell[][]): string {
  const cells = [header, ...rows.map((r) => r.map(show))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number' || r[i] === null || r[i] === undefined));
  const line = (r: string[]): string => r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [`\n${title}`, line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

/** ours/peer, 2 decimals; null when either side is missing. */
export function ratio(ours: number | undefined, peer: number | undefined): number | null {
  if (ours === undefined || peer === undefined || !Number.isFinite(ours) || !Number.isFinite(peer) || peer <= 0) return null;
  return Math.round((ours / peer) * 100) / 100;
}
