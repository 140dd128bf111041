// Reads the installed icon packages (lucide-static, simple-icons) from disk: names, tags, aliases and drawing data.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Root folder of an installed package, found from its main entry (exports maps hide package.json). */
function packageRoot(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === name) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find the root of package ${name}`);
    dir = up;
  }
}

let lucideDir: string | undefined;
let simpleDir: string | undefined;
const lucideRoot = (): string => (lucideDir ??= packageRoot('lucide-static'));
const simpleRoot = (): string => (simpleDir ??= packageRoot('simple-icons'));

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export interface LucideMeta {
  /** canonical name → tags */
  tags: Record<string, string[]>;
  /** deprecated name (e.g. alert-circle) → canonical name (circle-alert) */
  aliases: Map<string, string>;
}

/** [element, attributes] pairs, as lucide ships them in icon-nodes.json. */
export type LucideNode = [string, Record<string, string>];

export function loadLucideMeta(): LucideMeta {
  const root = lucideRoot();
  const tags = readJson<Record<string, string[]>>(join(root, 'tags.json'));
  return { tags, aliases: loadLucideAliases(root, tags) };
}

const pascal = (kebab: string): string =>
  kebab
    .split('-')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');

/**
 * Lucide renames icons but keeps the old names as extra exports, and LLMs often know only the old ones.
 * The ESM index lists `export { default as OldName, default as NewName } from './icons/new-name.mjs'`;
 * the old kebab names are the extra files in icons/. Missing files just mean no aliases.
 */
function loadLucideAliases(root: string, tags: Record<string, string[]>): Map<string, string> {
  const aliases = new Map<string, string>();
  const index = join(root, 'dist', 'esm', 'lucide-static.mjs');
  const iconsDir = join(root, 'icons');
  if (!existsSync(index) || !existsSync(iconsDir)) return aliases;
  const byPascal = new Map<string, string>();
  const line = /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g;
  for (const m of readFileSync(index, 'utf8').matchAll(line)) {
    if (!(m[2] in tags)) continue;
    for (const part of m[1].split(',')) {
      const name = /as\s+(\w+)/.exec(part)?.[1];
      if (name) byPascal.set(name, m[2]);
    }
  }
  for (const file of readdirSync(iconsDir)) {
    if (!file.endsWith('.svg')) continue;
    const name = file.slice(0, -4);
    if (name in tags) continue;
    const canonical = byPascal.get(pascal(name));
    if (canonical) aliases.set(name, canonical);
  }
  return aliases;
}

/** Drawing data of every lucide icon (~0.8 MB of JSON: read only when an icon is first drawn). */
export function loadLucideNodes(): Record<string, LucideNode[]> {
  return readJson<Record<string, LucideNode[]>>(join(lucideRoot(), 'icon-nodes.json'));
}

export interface SimpleMeta {
  title: string;
  slug: string;
  hex: string;
  aliases?: {
    aka?: string[];
    old?: string[];
    dup?: { title: string }[];
    loc?: Record<string, string>;
  };
  license?: { type: string; url?: string };
}

export function loadSimpleMeta(): SimpleMeta[] {
  return readJson<SimpleMeta[]>(join(simpleRoot(), 'data', 'simple-icons.json'));
}

/**
 * Path data of one simple-icons logo, read from its own small file (the JS index is 5 MB).
 * Callers pass only slugs found in the metadata, never user text.
 */
export function readSimplePath(slug: string): string | undefined {
  const file = join(simpleRoot(), 'icons', `${slug}.svg`);
  if (!existsSync(file)) return undefined;
  return /<path d="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
}
