import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { iconCatalog } from './catalog.js';

/** What the spec forbids in any SVG we serve: scripts, event handlers, external references. */
function unsafeParts(svg: string): string[] {
  const withoutNs = svg.replace(' xmlns="http://www.w3.org/2000/svg"', '');
  const bad = [/<script/i, /\son\w+\s*=/i, /https?:/i, /href/i, /url\(/i, /\sid=/i, /<style/i];
  return bad.filter((re) => re.test(withoutNs)).map(String);
}

describe('icon catalog records', () => {
  const all = iconCatalog.all();
  const lucide = all.filter((r) => r.set === 'lucide');
  const simple = all.filter((r) => r.set === 'simple');

  it('holds at least 1,500 general icons and the brand logos', () => {
    expect(lucide.length).toBeGreaterThanOrEqual(1500);
    expect(simple.length).toBeGreaterThanOrEqual(1500);
  });

  it('has unique ids of the form <set>:<name>', () => {
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    for (const r of all) expect(r.id).toMatch(new RegExp(`^${r.set}:[a-z0-9_-]+$`));
  });

  it('carries lucide tags and brand aliases as tags', () => {
    expect(iconCatalog.get('lucide:database')?.tags).toContain('storage');
    expect(iconCatalog.get('simple:postgresql')).toMatchObject({ name: 'PostgreSQL', tags: ['postgresql'] });
  });

  it('licenses lucide as ISC and marks every brand logo as a trademark', () => {
    expect(new Set(lucide.map((r) => r.license))).toEqual(new Set(['ISC']));
    expect(iconCatalog.get('simple:postgresql')?.license).toBe('CC0-1.0 (trademark of its owner)');
    for (const r of simple) expect(r.license).toMatch(/\(trademark of its owner\)$/);
    // simple-icons states a few icons' own licences; those must not be reported as CC0.
    expect(simple.some((r) => !r.license.startsWith('CC0-1.0'))).toBe(true);
  });
});

describe('get', () => {
  it('finds icons by id, case-insensitively', () => {
    expect(iconCatalog.get('lucide:database')?.id).toBe('lucide:database');
    expect(iconCatalog.get('Simple:PostgreSQL')?.id).toBe('simple:postgresql');
  });

  it('resolves renamed lucide icons to the current record', () => {
    expect(iconCatalog.get('lucide:alert-circle')?.id).toBe('lucide:circle-alert');
    expect(iconCatalog.body('lucide:alert-triangle')).toBe(iconCatalog.body('lucide:triangle-alert'));
  });

  it.each(['', 'database', 'lucide:', 'lucide:no-such-icon', 'simple:../../package', 'fa:database', 'simple:database'])(
    'returns undefined for unknown id %j',
    (id) => {
      expect(iconCatalog.get(id)).toBeUndefined();
      expect(iconCatalog.svg(id)).toBeUndefined();
      expect(iconCatalog.body(id)).toBeUndefined();
    },
  );
});

describe('svg', () => {
  it('draws lucide icons as currentColor strokes in a 24×24 document', () => {
    const svg = iconCatalog.svg('lucide:database')!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24"/);
    expect(svg).toContain('stroke="currentColor"');
    expect(svg).toContain('<ellipse cx="12" cy="5" rx="9" ry="3"/>');
  });

  it('draws brand logos as one filled path', () => {
    const svg = iconCatalog.svg('simple:postgresql')!;
    expect(svg).toContain('fill="currentColor"');
    expect(svg).toContain('<title>PostgreSQL</title>');
    expect(svg.match(/<path d="M[^"]+"\/>/g)).toHaveLength(1);
  });

  it('gives every icon a well-formed document with no script, handler or external reference', () => {
    const failures: string[] = [];
    for (const r of iconCatalog.all()) {
      const svg = iconCatalog.svg(r.id);
      if (!svg) failures.push(`${r.id}: no svg`);
      else if (XMLValidator.validate(svg) !== true) failures.push(`${r.id}: invalid XML`);
      else if (unsafeParts(svg).length) failures.push(`${r.id}: ${unsafeParts(svg).join(' ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('escapes brand titles', () => {
    // "AT&T" style titles must not break the document.
    const amp = iconCatalog.all().find((r) => r.set === 'simple' && r.name.includes('&'))!;
    expect(amp).toBeDefined();
    const svg = iconCatalog.svg(amp.id)!;
    expect(svg).toContain(amp.name.replace(/&/g, '&amp;'));
    expect(XMLValidator.validate(svg)).toBe(true);
  });
});

describe('body', () => {
  it('wraps lucide shapes in a currentColor stroke group without ids', () => {
    const body = iconCatalog.body('lucide:user')!;
    expect(body).toMatch(/^<g fill="none" stroke="currentColor" stroke-width="2"[^>]*>.*<\/g>$/);
    expect(body).not.toMatch(/\sid=|<svg|<title/);
  });

  it('wraps brand paths in a currentColor fill group', () => {
    const body = iconCatalog.body('simple:kubernetes')!;
    expect(body).toMatch(/^<g fill="currentColor"><path d="[^"]+"\/><\/g>$/);
  });

  it('is well-formed and safe inside a 24×24 document for both sets', () => {
    for (const id of ['lucide:database', 'lucide:circle-alert', 'simple:postgresql', 'simple:kubernetes']) {
      const body = iconCatalog.body(id)!;
      const doc = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`;
      expect(XMLValidator.validate(doc)).toBe(true);
      expect(unsafeParts(doc)).toEqual([]);
    }
  });
});
