import { describe, expect, it } from 'vitest';
import type { IconRecord } from './icon-catalog.js';
import { makeEntry, searchEntries, words } from './search.js';
import { iconCatalog } from './catalog.js';

const rec = (id: string, tags: string[] = [], name = id.split(':')[1]): IconRecord => ({
  id,
  set: id.split(':')[0],
  name,
  tags,
  license: 'test',
});

describe('words', () => {
  it('lower-cases, folds accents and splits on punctuation', () => {
    expect(words('Node.js  Café-Crème')).toEqual(['node', 'js', 'cafe', 'creme']);
    expect(words(' -- ')).toEqual([]);
  });
});

describe('searchEntries ranking', () => {
  const entries = [
    rec('t:weather', ['cloud', 'rain']),
    rec('t:rain-cloud'),
    rec('t:cloud-rain'),
    rec('t:cloud'),
    rec('t:sky', ['clouds overhead']),
    rec('t:sun'),
  ].map(makeEntry);
  const ids = (q: string, set?: string): string[] => searchEntries(entries, q, set).map((r) => r.id);

  it('puts exact name, then name prefix, then name contains, then tag, then tag-word prefix', () => {
    expect(ids('cloud')).toEqual(['t:cloud', 't:cloud-rain', 't:rain-cloud', 't:weather', 't:sky']);
  });

  it('treats separators and spacing alike ("cloud rain" = "cloud-rain")', () => {
    expect(ids('Cloud Rain')[0]).toBe('t:cloud-rain');
  });

  it('requires every word of a multiword query to match somewhere', () => {
    expect(ids('rain overhead')).toEqual([]);
    expect(ids('clouds over')).toEqual(['t:sky']);
  });

  it('returns nothing for no match and everything for an empty query', () => {
    expect(ids('zebra')).toEqual([]);
    expect(ids('  ')).toHaveLength(entries.length);
  });

  it('filters by set', () => {
    const mixed = [rec('a:cloud'), rec('b:cloud')].map(makeEntry);
    expect(searchEntries(mixed, 'cloud', 'b').map((r) => r.id)).toEqual(['b:cloud']);
  });
});

describe('catalog search', () => {
  const ids = (q: string, set?: string): string[] => iconCatalog.search(q, set ? { set } : undefined).map((r) => r.id);

  it('ranks the exact icon first and its variants next', () => {
    const found = ids('database');
    expect(found[0]).toBe('lucide:database');
    expect(found.slice(1, 5).every((id) => id.startsWith('lucide:database-'))).toBe(true);
  });

  it('matches multiword names', () => {
    expect(ids('credit card')[0]).toBe('lucide:credit-card');
    expect(ids('arrow up')[0]).toBe('lucide:arrow-up');
  });

  it('finds brands by title and by alias tags', () => {
    expect(ids('postgresql')[0]).toBe('simple:postgresql');
    expect(ids('Node.js')[0]).toBe('simple:nodedotjs');
    expect(ids('kafka')).toContain('simple:apachekafka');
  });

  it('reaches icons through their tags', () => {
    const found = ids('wheelchair');
    expect(found).toContain('lucide:accessibility');
  });

  it('limits results to one set on request', () => {
    expect(ids('git', 'simple').every((id) => id.startsWith('simple:'))).toBe(true);
    expect(ids('git', 'lucide').every((id) => id.startsWith('lucide:'))).toBe(true);
    expect(ids('git', 'nope')).toEqual([]);
  });
});
