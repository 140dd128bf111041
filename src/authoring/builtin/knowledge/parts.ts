// The words a known diagram's own labels use, in every language it is drawn in: a prompt that names the topic's parts
// ("order processing through payment, inventory and notification services", "CI/CD pipeline with an approval gate and
// a rollback") only says what the diagram holds, it brings no content of its own.
import { listStrings } from './strings.js';
import { STOP, tokenize } from './normalize.js';
import type { Topic } from './topic.js';

const cache = new WeakMap<Topic, { exact: Set<string>; stems: string[] }>();

function wordsOf(topic: Topic): { exact: Set<string>; stems: string[] } {
  let w = cache.get(topic);
  if (!w) {
    const exact = new Set<string>();
    const texts = [...listStrings(topic.content), ...Object.values(topic.labels ?? {}).flat()];
    for (const text of texts) for (const t of tokenize(text)) if (!STOP.has(t.key) && t.key.length >= 3 && !/^\d+$/.test(t.key)) exact.add(t.key);
    w = { exact, stems: [...exact].filter((k) => k.length >= 4) };
    cache.set(topic, w);
  }
  return w;
}

/** Two forms of one word: "deployment" and "deploy", "approval" and "approve", "expiry" and "expire". */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  if (n < 4) return false;
  let p = 0;
  while (p < n && a[p] === b[p]) p++;
  return p === n || (p >= 5 && p >= n - 2);
}

/** Whether the word (a comparable key, normalize.ts) names something the topic's labels say. */
export function partWord(topic: Topic, key: string): boolean {
  const w = wordsOf(topic);
  if (w.exact.has(key)) return true;
  if (key.length < 4) return false;
  return w.stems.some((s) => sameStem(s, key));
}
