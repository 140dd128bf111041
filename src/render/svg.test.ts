// Tests for renderSvg: well-formed, inert, accessible, deterministic SVG with subset fonts, heads, icons and sketching.
import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { fontStacksByClass, renderSvg } from './svg.js';
import { ALL_HEADS, sampleScene, tinyIcons } from './testing/sample-scene.js';
import type { ArrowHead, Scene, SceneNode } from '../scene/scene.js';

const icons = tinyIcons();
const scene = (nodes: SceneNode[], extra: Partial<Scene> = {}): Scene => ({
  width: 400, height: 200, background: '#ffffff', title: 'T', description: 'D', sketch: false, nodes, ...extra,
});
const text = (lines: string[], font: 'inter' | 'caveat' = 'inter', weight: 400 | 600 | 700 = 400): SceneNode => ({
  type: 'text', x: 10, y: 30, lines, font, size: 16, weight, lineHeight: 20, anchor: 'start', fill: '#111111',
});

/** The checks every SVG we ship must pass. */
function expectSafe(svg: string): void {
  expect(XMLValidator.validate(svg)).toBe(true);
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  expect(svg).not.toMatch(/foreignObject|href=|javascript:/i);
  // The SVG namespace is the only URL allowed.
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:/i);
}

/** All character data in document order, entities decoded. */
function allText(svg: string): string {
  const doc = new XMLParser({ ignoreAttributes: true, preserveOrder: true, trimValues: false }).parse(svg);
  const out: string[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') {
      for (const [k, v] of Object.entries(n)) {
        if (k === '#text') out.push(String(v));
        else if (k !== 'style') walk(v);
      }
    }
  };
  walk(doc);
  return out.join('');
}

function fontFaces(svg: string): { family: string; weight: string; font: Font }[] {
  return [...svg.matchAll(/@font-face\{font-family:'([^']+)';font-weight:(\d+);[^}]*base64,([A-Za-z0-9+/=]+)\)/g)]
    .map((m) => ({ family: m[1], weight: m[2], font: fontkit.create(Buffer.from(m[3], 'base64')) as Font }));
}

describe('renderSvg on the sample scene', () => {
  for (const sketch of [false, true]) {
    it(`is valid, inert and accessible (sketch ${sketch})`, () => {
      const svg = renderSvg(sampleScene({ sketch }), { icons });
      expectSafe(svg);
      expect(svg).toMatch(/^<svg [^>]*role="img"/);
      const ids = /aria-labelledby="([^"]+)"/.exec(svg)![1].split(' ');
      expect(ids).toHaveLength(2);
      expect(svg).toContain(`<title id="${ids[0]}">Sample scene</title>`);
      expect(svg).toContain(`<desc id="${ids[1]}">Every shape, font and arrow head.</desc>`);
      expect(svg).toContain('viewBox="0 0 900 630"');
    });

    it(`is deterministic (sketch ${sketch})`, () => {
      expect(renderSvg(sampleScene({ sketch }), { icons })).toBe(renderSvg(sampleScene({ sketch }), { icons }));
    });
  }

  it('rounds coordinates to 2 decimals', () => {
    for (const sketch of [false, true]) {
      const svg = renderSvg(sampleScene({ sketch }), { icons }).replace(/<style>.*?<\/style>/s, '');
      expect(svg).not.toMatch(/\d\.\d{3,}/);
    }
  });

  it('embeds a subset of each face used, holding the glyphs drawn', () => {
    const faces = fontFaces(renderSvg(sampleScene(), { icons }));
    const names = faces.map((f) => `${f.family} ${f.weight}`);
    for (const n of ['Inter 400', 'Inter 600', 'Inter 700', 'Source Serif 4 600', 'JetBrains Mono 700', 'Caveat 400', 'Noto Sans SC 400', 'Noto Emoji 400']) {
      expect(names).toContain(n);
    }
    const caveat = faces.find((f) => f.family === 'Caveat')!.font;
    for (const ch of 'Caveat, the sketch hand') expect(caveat.hasGlyphForCodePoint(ch.codePointAt(0)!)).toBe(true);
    expect(caveat.hasGlyphForCodePoint('Q'.codePointAt(0)!)).toBe(false);
    expect(caveat.numGlyphs).toBeLessThan(40);
    const cjk = faces.find((f) => f.family === 'Noto Sans SC')!.font;
    expect(cjk.hasGlyphForCodePoint('中'.codePointAt(0)!)).toBe(true);
    expect(faces.find((f) => f.family === 'Noto Emoji')!.font.hasGlyphForCodePoint(0x1f680)).toBe(true);
  });

  it('draws sketch shapes as roughjs paths', () => {
    const plain = renderSvg(sampleScene({ sketch: false }), { icons });
    const rough = renderSvg(sampleScene({ sketch: true }), { icons });
    expect(plain).toContain('<ellipse cx="430"');
    expect(plain).toContain('<polygon');
    expect(rough).not.toContain('<ellipse cx="430"');
    expect(rough).not.toContain('<polygon');
    expect(rough.split('<path').length).toBeGreaterThan(plain.split('<path').length * 2);
  });
});

describe('renderSvg pieces', () => {
  it('embeds only the fonts a scene uses', () => {
    const svg = renderSvg(scene([text(['Hello'])]), { icons });
    expect(fontFaces(svg).map((f) => f.family)).toEqual(['Inter']);
    expect(renderSvg(scene([]), { icons })).not.toContain('<style>');
  });

  it('draws text in fallback faces for CJK and emoji runs', () => {
    const svg = renderSvg(scene([text(['Hi 中文 🚀'])]), { icons });
    expect(svg).toMatch(/<tspan class="dg-font-noto-sans-sc" font-weight="400" font-style="normal">中文<\/tspan>/);
    expect(svg).toMatch(/<tspan class="dg-font-noto-emoji" font-weight="400" font-style="normal">🚀<\/tspan>/);
    expect(fontStacksByClass(svg).get('dg-font-noto-sans-sc')).toMatch(/^'Noto Sans SC', /);
    expect(allText(svg)).toBe('TDHi 中文 🚀');
  });

  it('names each font stack once, in the <style>, and refers to it by class', () => {
    const svg = renderSvg(scene([text(['a']), text(['b'], 'caveat'), text(['c']), text(['d'], 'inter', 700)]), { icons });
    expect(svg).not.toMatch(/<text[^>]*font-family=/);
    expect(svg.match(/<text [^>]*class="dg-font-inter"/g)).toHaveLength(3);
    expect(svg.match(/<text [^>]*class="dg-font-caveat"/g)).toHaveLength(1);
    const stacks = fontStacksByClass(svg);
    expect([...stacks.keys()]).toEqual(['dg-font-caveat', 'dg-font-inter']);
    expect(stacks.get('dg-font-inter')).toMatch(/^'Inter', 'Noto Sans SC', .*sans-serif$/);
    expect(svg.split('.dg-font-inter{').length).toBe(2);
  });

  it('paints label plates and their text after the other shapes of their group', () => {
    const plate: SceneNode = { type: 'rect', x: 40, y: 20, w: 40, h: 20, fill: '#ffffff', role: 'label' };
    const wire: SceneNode = { type: 'connector', points: [{ x: 0, y: 30 }, { x: 200, y: 30 }], curve: 'linear', start: 'none', end: 'none', stroke: '#123456' };
    for (const sketch of [false, true]) {
      const svg = renderSvg(scene([plate, text(['Yes']), wire], { sketch }), { icons });
      const line = svg.lastIndexOf('#123456');
      expect(line, `sketch ${sketch}`).toBeLessThan(svg.indexOf('>Yes<'));
      // The plate's white fill comes after the line (the page background rect is the only white before it).
      expect(svg.indexOf('fill="#ffffff"', line), `sketch ${sketch}`).toBeGreaterThan(line);
      expect(svg.slice(svg.indexOf('</desc>'), line).match(/fill="#ffffff"/g), `sketch ${sketch}`).toHaveLength(1);
    }
  });

  it('fills outline-less plates solidly when hand-drawn, so lines under them are hidden', () => {
    const svg = renderSvg(scene([{ type: 'rect', x: 40, y: 20, w: 40, h: 20, fill: '#ffffff', stroke: 'none', role: 'label' }], { sketch: true }), { icons });
    const body = svg.slice(svg.indexOf('</desc>'));
    // roughjs draws a solid fill as one filled path; hachure would be stroked lines in the fill colour.
    expect(body).toMatch(/<path d="[^"]+" fill="#ffffff"/);
    expect(body).not.toMatch(/stroke="#ffffff"/);
  });

  it('writes multi-line text as tspans with their own baselines', () => {
    const svg = renderSvg(scene([text(['one', 'two', 'three'])]), { icons });
    expect(svg).toContain('<tspan x="10" y="30">one</tspan><tspan x="10" y="50">two</tspan><tspan x="10" y="70">three</tspan>');
  });

  it('draws every arrow head, and nothing for none', () => {
    const withHead = (h: ArrowHead): string => renderSvg(scene([{ type: 'connector', points: [{ x: 10, y: 10 }, { x: 200, y: 10 }],
      curve: 'linear', start: 'none', end: h, stroke: '#333333', strokeWidth: 1.5 }]), { icons });
    const none = withHead('none');
    const bodies = new Set<string>();
    for (const h of ALL_HEADS.filter((x) => x !== 'none')) {
      const svg = withHead(h);
      expectSafe(svg);
      expect(svg.length, h).toBeGreaterThan(none.length);
      bodies.add(svg.slice(svg.indexOf('</desc>')));
    }
    expect(bodies.size).toBe(ALL_HEADS.length - 1);
  });

  it('draws smooth connectors as curves and linear ones as segments', () => {
    const pts = [{ x: 10, y: 10 }, { x: 100, y: 80 }, { x: 200, y: 10 }];
    const c = (curve: 'linear' | 'smooth'): string => renderSvg(scene([{ type: 'connector', points: pts, curve, start: 'none', end: 'none', stroke: '#000' }]), { icons });
    expect(c('smooth')).toMatch(/<path d="M10 10C[^"]+"/);
    expect(c('linear')).toMatch(/<path d="M10 10L[^C"]+Q[^C"]+L200 10"/);
  });

  it('places icons with translate/scale and their colour, refusing unsafe bodies', () => {
    const svg = renderSvg(scene([
      { type: 'icon', id: 'test:database', x: 20, y: 30, size: 48, color: '#2563eb' },
      { type: 'icon', id: 'test:evil', x: 0, y: 0, size: 24, color: '#000' },
      { type: 'icon', id: 'test:missing', x: 0, y: 0, size: 24, color: '#000' },
    ]), { icons });
    expect(svg).toContain('<g transform="translate(20 30) scale(2)" color="#2563eb"><g fill="none" stroke="currentColor"');
    expect(renderSvg(scene([{ type: 'icon', id: 'test:database', x: 0, y: 0, size: 32, color: '#000' }]), { icons })).toContain('scale(1.33)');
    expect(svg).not.toContain('alert');
    expectSafe(svg);
  });

  it('keeps hostile colours, path data and numbers inert', () => {
    const svg = renderSvg(scene([
      { type: 'rect', x: Number.NaN, y: 0, w: 10, h: 10, fill: 'url(http://evil.example/x)', stroke: '"><script>' },
      { type: 'path', d: 'M0 0 L10 10"/><script>alert(1)</script>', stroke: '#000' },
      { type: 'group', label: '"><script>alert(1)</script>', translate: { x: 1, y: 2 }, children: [text(['ok'])] },
    ], { background: 'url(https://x)' }), { icons });
    expectSafe(svg);
    expect(svg).not.toContain('NaN');
  });
});

describe('hostile text', () => {
  const hostile = [
    '<script>alert("x")</script>', ']]> <![CDATA[ x ]]>', 'Tom & Jerry; &amp; &#x3c;', 'ctrl\u0000\u0007\u001b\u000b\ufffe\ud800 end',
    'مرحبا بالعالم', 'שלום עולם', '\u202eRTL override\u202c', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]>',
  ];

  it('stays valid XML and comes out as the same text', () => {
    const svg = renderSvg(scene([text(hostile)], { title: '<title>&"\'', description: ']]>\u0001' }), { icons });
    expectSafe(svg);
    const got = allText(svg);
    expect(got).toContain('<title>&"\'');
    expect(got).toContain('<script>alert("x")</script>');
    expect(got).toContain(']]> <![CDATA[ x ]]>');
    expect(got).toContain('Tom & Jerry; &amp; &#x3c;');
    expect(got).toContain('ctrl end');
    expect(got).toContain('مرحبا بالعالم');
    expect(got).toContain('שלום עולם');
    expect(got).toContain('<!DOCTYPE x [<!ENTITY a "b">]>');
  });

  it('handles 20,000 emoji', () => {
    const many = '🚀'.repeat(20_000);
    const svg = renderSvg(scene([text([many])]), { icons });
    expectSafe(svg);
    expect([...allText(svg).replace(/^TD/, '')].filter((c) => c === '🚀')).toHaveLength(20_000);
    expect(fontFaces(svg).map((f) => f.family)).toEqual(['Noto Emoji']);
  });
});
