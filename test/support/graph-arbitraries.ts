// fast-check arbitraries shared by the graph design tests: words, labels, themes and a seeded random graph shape.
import fc from 'fast-check';
import type { ThemeId } from '../../src/spec/style.js';

const WORDS = ['user', 'order', 'payment', 'check', 'valid', 'send', 'email', 'retry', 'approve', 'review', 'ship',
  'database', 'cache', 'queue', 'token', 'expired', 'internationalisation', 'ok', 'a', 'load', 'balancer', 'Überprüfung',
  '注文', 'x', 'reconciliation', 'stock', 'notify', 'customer', 'invoice', 'report'];

export const word = fc.constantFrom(...WORDS);
export const label = (maxWords = 5) => fc.array(word, { minLength: 1, maxLength: maxWords }).map((w) => w.join(' '));
export const themeId = fc.constantFrom<ThemeId>('light', 'dark', 'sketch', 'blueprint', 'high-contrast', 'pastel');
export const connector = fc.constantFrom('orthogonal', 'curved', 'straight') as fc.Arbitrary<'orthogonal' | 'curved' | 'straight'>;
export const ICONS = ['lucide:database', 'lucide:mail', 'lucide:user', 'lucide:server', 'nope:missing'];

/** Edges as index pairs over n nodes: a spanning-ish backbone plus extras (cycles and self-loops allowed). */
export function edgePairs(n: number, maxExtra: number): fc.Arbitrary<[number, number][]> {
  const backbone = fc.array(fc.nat(), { minLength: n - 1, maxLength: n - 1 }).map((r) => r.map((k, i) => [k % (i + 1), i + 1] as [number, number]));
  const extra = fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: maxExtra });
  return fc.tuple(backbone, extra, fc.boolean()).map(([b, e, keep]) => (keep ? [...b, ...e] : e.concat(b.filter((_, i) => i % 2 === 0))));
}

/** A deterministic pseudo-random source for fixed big inputs. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
}
