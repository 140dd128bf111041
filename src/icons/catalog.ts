// The icon catalog (lucide-static general icons + simple-icons brand logos), loaded lazily on first use.
import type { IconCatalog, IconRecord } from './icon-catalog.js';
import { makeEntry, searchEntries, type SearchEntry } from './search.js';
import { suggestIcon, type SuggestIndex } from './suggest.js';
import { buildSuggestIndex } from './suggest-index.js';
import { escapeXml, isSafeMarkup, isSafePathData, shapeElement } from './sanitize.js';
import { loadLucideMeta, loadLucideNodes, loadSimpleMeta, readSimplePath, type LucideNode, type SimpleMeta } from './sources.js';

const LUCIDE_LICENSE = 'ISC';
/** simple-icons data is CC0 unless an icon says otherwise; the logos themselves stay their owners' marks. */
const TRADEMARK = 'trademark of its owner';

interface Loaded {
  records: IconRecord[];
  byId: Map<string, IconRecord>;
  /** old lucide ids → canonical id */
  aliasIds: Map<string, string>;
  lucideAliases: Map<string, string>;
  simple: SimpleMeta[];
}

function simpleTags(icon: SimpleMeta): string[] {
  const a = icon.aliases ?? {};
  const tags = [icon.title, ...(a.aka ?? []), ...(a.old ?? []), ...(a.dup ?? []).map((d) => d.title), ...Object.values(a.loc ?? {})];
  return [...new Set(tags.map((t) => t.toLowerCase()))];
}

/** A few logos carry their own licence in simple-icons' data; the rest are CC0 like the package. */
function simpleLicense(icon: SimpleMeta): string {
  const own = icon.license?.type;
  const license = !own ? 'CC0-1.0' : own === 'custom' ? 'custom (see simple-icons data)' : own;
  return `${license} (${TRADEMARK})`;
}

function load(): Loaded {
  const lucide = loadLucideMeta();
  const simple = loadSimpleMeta();
  const records: IconRecord[] = [];
  for (const name of Object.keys(lucide.tags).sort()) {
    records.push({ id: `lucide:${name}`, set: 'lucide', name, tags: lucide.tags[name], license: LUCIDE_LICENSE });
  }
  // Plain code-unit order: localeCompare over 3,000 slugs costs more than everything else here.
  for (const icon of [...simple].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))) {
    records.push({ id: `simple:${icon.slug}`, set: 'simple', name: icon.title, tags: simpleTags(icon), license: simpleLicense(icon) });
  }
  for (const r of records) Object.freeze(r.tags), Object.freeze(r);
  const byId = new Map(records.map((r) => [r.id, r]));
  const aliasIds = new Map([...lucide.aliases].map(([old, name]) => [`lucide:${old}`, `lucide:${name}`]));
  return { records, byId, aliasIds, lucideAliases: lucide.aliases, simple };
}

let loaded: Loaded | undefined;
const data = (): Loaded => (loaded ??= load());

// Search keys and the suggest lexicon cost more than the records: built only when first needed.
let entries: SearchEntry[] | undefined;
const searchIndex = (): SearchEntry[] => (entries ??= data().records.map((r, i) => makeEntry(r, i)));

let suggestIndex: SuggestIndex | undefined;
function suggestData(): SuggestIndex {
  const d = data();
  return (suggestIndex ??= buildSuggestIndex({
    lucide: searchIndex().filter((e) => e.record.set === 'lucide'),
    lucideAliases: d.lucideAliases,
    simple: d.simple,
    resolveId: (id) => (d.byId.has(id) ? id : d.aliasIds.get(id)),
  }));
}

let lucideNodes: Record<string, LucideNode[]> | undefined;
const bodies = new Map<string, string | undefined>();

const LUCIDE_STYLE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function lucideShapes(name: string): string | undefined {
  lucideNodes ??= loadLucideNodes();
  const nodes = lucideNodes[name];
  if (!nodes?.length) return undefined;
  const shapes = nodes.map(([tag, attrs]) => shapeElement(tag, attrs));
  // A shape we refuse would leave a half-drawn icon; better no icon at all.
  return shapes.every(Boolean) ? shapes.join('') : undefined;
}

function simpleShape(slug: string): string | undefined {
  const d = readSimplePath(slug);
  return d && isSafePathData(d) ? `<path d="${escapeXml(d)}"/>` : undefined;
}

/** Shapes of a canonical record, sanitised and cached; lucide as strokes, brands as fills. */
function shapesOf(record: IconRecord): string | undefined {
  if (bodies.has(record.id)) return bodies.get(record.id);
  const local = record.id.slice(record.id.indexOf(':') + 1);
  const shapes = record.set === 'lucide' ? lucideShapes(local) : simpleShape(local);
  const safe = shapes && isSafeMarkup(shapes) ? shapes : undefined;
  bodies.set(record.id, safe);
  return safe;
}

function find(id: string): IconRecord | undefined {
  if (typeof id !== 'string') return undefined;
  const d = data();
  const key = id.trim().toLowerCase();
  return d.byId.get(key) ?? d.byId.get(d.aliasIds.get(key) ?? '');
}

export const iconCatalog: IconCatalog = {
  /** Old lucide names (lucide:alert-circle) give the renamed icon's record, whose id is canonical. */
  get: find,
  search: (query, opts) => searchEntries(searchIndex(), query ?? '', opts?.set),
  all: () => data().records,
  svg(id) {
    const record = find(id);
    const shapes = record && shapesOf(record);
    if (!record || !shapes) return undefined;
    const paint = record.set === 'lucide' ? LUCIDE_STYLE : 'fill="currentColor"';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" ${paint}>` +
      `<title>${escapeXml(record.name)}</title>${shapes}</svg>`
    );
  },
  body(id) {
    const record = find(id);
    const shapes = record && shapesOf(record);
    if (!record || !shapes) return undefined;
    return record.set === 'lucide' ? `<g ${LUCIDE_STYLE}>${shapes}</g>` : `<g fill="currentColor">${shapes}</g>`;
  },
  suggest: (text) => (typeof text === 'string' ? suggestIcon(text, suggestData()) : undefined),
};
