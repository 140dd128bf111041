// Formats numbers for labels: thousands separators, a unit placed the way people write it, percentages.

/** 1234567.891 → "1,234,567.89"; locale-free so output is the same on every machine. */
export function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  const neg = v < 0;
  const abs = Math.abs(v);
  const decimals = abs >= 100 || Number.isInteger(abs) ? 0 : abs >= 10 ? 1 : 2;
  const fixed = abs.toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = frac ? frac.replace(/0+$/, '') : '';
  return (neg ? '-' : '') + grouped + (trimmed ? `.${trimmed}` : '');
}

const PREFIX_UNITS = new Set(['$', '€', '£', '¥', '₹', '₩', '₽', 'US$', 'A$', 'C$', 'R$']);

/** A value with its unit: "45%", "$1,200", "1,200 users". */
export function formatValue(v: number, unit?: string): string {
  const n = formatNumber(v);
  const u = unit?.trim();
  if (!u) return n;
  if (PREFIX_UNITS.has(u)) return v < 0 ? `-${u}${n.slice(1)}` : `${u}${n}`;
  if (u === '%' || u === '‰' || u === '°') return `${n}${u}`;
  return `${n} ${u}`;
}

/** A share 0..1 as a percentage: one decimal below 10 %, none above ("4.5%", "32%"). */
export function formatPercent(share: number): string {
  const p = share * 100;
  if (p > 0 && p < 0.1) return '<0.1%';
  const s = p < 10 ? p.toFixed(1).replace(/\.0$/, '') : Math.round(p).toString();
  return `${s}%`;
}

/** Values given in % that add up to about 100 already are the shares; printing both says the same twice. */
export function valuesAreShares(unit: string | undefined, total: number): boolean {
  return unit?.trim() === '%' && Math.abs(total - 100) <= 1;
}

/**
 * Shares 0..1 as percentages at one precision for the whole set ("43%, 24%, 9%", not "43%, 9.4%"): whole
 * numbers unless some non-zero share would round to 0 %, then one decimal for all (each share is rounded on
 * its own: bumping 9.4 % to 10 % so the column adds up to 100 would misstate that part).
 */
export function formatShares(shares: number[]): string[] {
  const decimals = shares.some((s) => s > 0 && s * 100 < 0.5) ? 1 : 0;
  const least = 10 ** -decimals;
  return shares.map((s) => {
    const p = Math.max(0, s) * 100;
    return p > 0 && p < least / 2 ? `<${least.toFixed(decimals)}%` : `${p.toFixed(decimals)}%`;
  });
}

/** True when every part has the same value and no unit: shares nobody gave (2+ parts), drawn without numbers. */
export function numbersUnknown(content: { unit?: string; parts: { value: number }[] }): boolean {
  const { parts } = content;
  return !content.unit && parts.length >= 2 && parts.every((p) => p.value === parts[0]!.value);
}
