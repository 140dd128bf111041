// Tests for the XML helpers: escaping, illegal characters, number formatting, safe colours and path data.
import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { compactPathData, el, escapeAttr, escapeText, num, safeColour, safePathData, stripIllegalXml } from './xml.js';

describe('xml helpers', () => {
  it('escapes markup characters in text and attributes', () => {
    expect(escapeText('a < b && c > d ]]>')).toBe('a &lt; b &amp;&amp; c &gt; d ]]&gt;');
    expect(escapeAttr(`"x" 'y' <z>\n`)).toBe('&quot;x&quot; &apos;y&apos; &lt;z&gt;&#10;');
  });

  it('strips characters XML 1.0 forbids, keeping tab/newline and astral characters', () => {
    const bad = 'a\u0000b\u0008c\u000bd\u000ce\u001ff\ufffeg\uffffh\ud800i\udc00j\t\n🚀';
    expect(stripIllegalXml(bad)).toBe('abcdefghij\t\n🚀');
    const doc = `<r a="${escapeAttr(bad)}">${escapeText(bad)}</r>`;
    expect(XMLValidator.validate(doc)).toBe(true);
  });

  it('removes bidirectional controls, so no text can show in another order than it is written', () => {
    const tricky = 'a\u202Eb\u202Ac\u202Bd\u202Ce\u202Df\u2066g\u2067h\u2068i\u2069j\u200Ek\u200Fl\u061Cm';
    expect(stripIllegalXml(tricky)).toBe('abcdefghijklm');
    expect(escapeText(tricky)).toBe('abcdefghijklm');
    expect(escapeAttr(`x\u202E"y`)).toBe('x&quot;y');
    // Right-to-left letters themselves are text, and stay.
    expect(escapeText('שלום مرحبا')).toBe('שלום مرحبا');
  });

  it('formats numbers compactly', () => {
    expect(num(1.23456)).toBe('1.23');
    expect(num(-0.001)).toBe('0');
    expect(num(10)).toBe('10');
    expect(num(Number.NaN)).toBe('0');
    expect(num(Number.POSITIVE_INFINITY)).toBe('0');
    expect(compactPathData('M1.23456 2.5e-7 L 3.999 4')).toBe('M1.23 0 L 4 4');
  });

  it('refuses paint values that could reference anything', () => {
    expect(safeColour('#1f6feb')).toBe('#1f6feb');
    expect(safeColour('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(safeColour('red')).toBe('red');
    expect(safeColour('url(http://evil/x#a)')).toBe('none');
    expect(safeColour('url(#x)', '#000')).toBe('#000');
    expect(safeColour('red" onload="x')).toBe('none');
    expect(safeColour(undefined, '#fff')).toBe('#fff');
  });

  it('keeps only path-data characters', () => {
    const d = safePathData('M0 0 L10 10" onload="alert(1)');
    expect(d.startsWith('M0 0 L10 10')).toBe(true);
    expect(d).not.toMatch(/["'=()<>&]/);
    expect(safePathData('M0,0 C1,2 3,4 5,6 Z')).toBe('M0,0 C1,2 3,4 5,6 Z');
  });

  it('builds elements with escaped attributes and omits undefined ones', () => {
    expect(el('rect', { x: 1.005, fill: 'a"b', stroke: undefined })).toBe('<rect x="1" fill="a&quot;b"/>');
    expect(el('g', {}, '<x/>')).toBe('<g><x/></g>');
  });
});
