// The outside development set (../shared/eval/real-prompts.jsonl): its records, split once by a hash of each id.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface RealRecord {
  id: string;
  kind: string;
  alt_types?: string[];
  prompt: string;
  items: string[];
  edges?: [string, string][];
  lang?: string;
}

export type Part = 'dev' | 'test';

export const REAL_SET_PATH = fileURLToPath(new URL('../../shared/eval/real-prompts.jsonl', import.meta.url));

/**
 * The part a record belongs to: 'test' for about 40 % of ids, chosen by the first byte of SHA-256(id).
 * Fixed forever: tune on 'dev' only, and report 'test' rarely.
 */
export function partOf(id: string): Part {
  const byte = createHash('sha256').update(id).digest()[0];
  return byte < 103 ? 'test' : 'dev';
}

/** The records of one part (or all), or undefined where the shared folder is not beside the repository. */
export function readRealSet(part: Part | 'all', path = REAL_SET_PATH): RealRecord[] | undefined {
  if (!existsSync(path)) return undefined;
  const all = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as RealRecord);
  return part === 'all' ? all : all.filter((r) => partOf(r.id) === part);
}
