// Lifeline columns: minimum distances between lifelines in, x positions that satisfy all of them out.

/** Lifeline b must stand at least `min` px right of lifeline a (a < b). */
export interface Spread { a: number; b: number; min: number }

/**
 * Gaps start at zero; constraints are met shortest span first, and a wider span's shortfall is shared
 * evenly by the gaps it covers, so one long label widens several columns a little rather than one a lot.
 */
export function solveColumns(count: number, spreads: Spread[]): number[] {
  const gaps = new Array<number>(Math.max(0, count - 1)).fill(0);
  const sorted = spreads
    .filter((s) => s.a !== s.b && s.a >= 0 && s.b < count)
    .map((s) => (s.a < s.b ? s : { a: s.b, b: s.a, min: s.min }))
    .sort((p, q) => (p.b - p.a) - (q.b - q.a) || p.a - q.a || q.min - p.min);
  for (const s of sorted) {
    let have = 0;
    for (let i = s.a; i < s.b; i++) have += gaps[i];
    const short = s.min - have;
    if (short <= 0) continue;
    const each = short / (s.b - s.a);
    for (let i = s.a; i < s.b; i++) gaps[i] += each;
  }
  const xs = [0];
  for (const g of gaps) xs.push(xs[xs.length - 1] + g);
  return xs;
}
