import { describe, expect, it } from 'vitest';
import { escapeXml, isSafeMarkup, isSafePathData, shapeElement } from './sanitize.js';

describe('shapeElement', () => {
  it('rebuilds whitelisted shapes with their geometry', () => {
    expect(shapeElement('circle', { cx: '12', cy: '12', r: '10' })).toBe('<circle cx="12" cy="12" r="10"/>');
    expect(shapeElement('path', { d: 'M3 5V19A9 3 0 0 0 21 19V5', fill: 'currentColor' })).toBe(
      '<path d="M3 5V19A9 3 0 0 0 21 19V5" fill="currentColor"/>',
    );
  });

  it('drops attributes outside the whitelist', () => {
    expect(shapeElement('rect', { x: '1', y: '2', width: '3', height: '4', id: 'a', onclick: 'alert(1)', style: 'x' })).toBe(
      '<rect x="1" y="2" width="3" height="4"/>',
    );
  });

  it('refuses elements that could run or fetch anything', () => {
    expect(shapeElement('script', { d: 'M0 0' })).toBeUndefined();
    expect(shapeElement('image', { x: '0' })).toBeUndefined();
    expect(shapeElement('use', { x: '0' })).toBeUndefined();
  });

  it('refuses a shape whose kept attributes hold anything but geometry', () => {
    expect(shapeElement('path', { d: 'M0 0 url(http://x)' })).toBeUndefined();
    expect(shapeElement('circle', { cx: '1"/><script>', cy: '1', r: '1' })).toBeUndefined();
    expect(shapeElement('path', { d: 'M0 0', fill: 'url(#g)' })).toBeUndefined();
    expect(shapeElement('polyline', { points: '1,2 3,4 javascript' })).toBeUndefined();
  });
});

describe('isSafePathData', () => {
  it('accepts path syntax and rejects anything else', () => {
    expect(isSafePathData('M23.5 14.7a.52.52 0 0 0-.05-.11c-.14-.26 1e-3 2z')).toBe(true);
    expect(isSafePathData('')).toBe(false);
    expect(isSafePathData('M0 0"/><script/>')).toBe(false);
  });
});

describe('isSafeMarkup', () => {
  it('allows the namespace URL only', () => {
    expect(isSafeMarkup('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>')).toBe(true);
    for (const bad of ['<script>x</script>', '<g onload="x"/>', '<a href="x"/>', '<g fill="url(#a)"/>', '<g id="a"/>']) {
      expect(isSafeMarkup(bad)).toBe(false);
    }
  });
});

describe('escapeXml', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`AT&T <"x'>`)).toBe('AT&amp;T &lt;&quot;x&apos;&gt;');
  });
});
