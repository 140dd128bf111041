// Label text of each code language → plain text, with entities, markup and escapes handled as each language does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creoleLabel, decodeEntities, dotHtmlLabel, dotLabel, mermaidLabel, stripHtml, tidy } from './text.js';

describe('label text', () => {
  it('decodes Mermaid and HTML entity codes; DOT keeps #…; as written', () => {
    expect(decodeEntities('#quot;a#quot; #9829; &amp; &#x2665; &lt;b&gt;')).toBe('"a" ♥ & ♥ <b>');
    expect(decodeEntities('issue #12; #unknown;')).toBe('issue #12; #unknown;');
    expect(decodeEntities('#35; &#35;', true)).toBe('#35; #');
  });

  it('reads Mermaid labels: quotes, markdown strings, <br>, HTML tags, icons', () => {
    expect(mermaidLabel('"This is the (text) in the box"')).toBe('This is the (text) in the box');
    expect(mermaidLabel('"`The **cat**\n  in the _hat_`"')).toBe('The cat\nin the hat');
    expect(mermaidLabel('Line 1<br/>Line 2<BR>Line 3')).toBe('Line 1\nLine 2\nLine 3');
    expect(mermaidLabel('AAA<span class="x">BBB</span>')).toBe('AAABBB');
    expect(mermaidLabel('if n < 0 and List<int>')).toBe('if n < 0 and List<int>');
    expect(mermaidLabel('fa:fa-camera-retro perhaps?')).toBe('perhaps?');
  });

  it('reads a plain label (no markup, entity or spacing to clean) exactly as the full clean-up does', () => {
    // mermaidLabel skips the clean-up for text without a character it acts on; this is what that clean-up gives.
    const full = (raw: string): string => {
      let s = raw.trim();
      if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) s = s.slice(1, -1);
      return tidy(decodeEntities(stripHtml(s.replace(/\bfa[bsrl]?:fa-[\w-]+/g, ' '))));
    };
    const piece = fc.constantFrom('a', 'Z', '9', ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '<br>', '<b>', '</i>', '< ', '&amp;', '&', '#35;', '#quot;', '#', ';',
      'fa:fa-car', 'fab:fa-x', ':fa-', '"', '(', ']', 'é', '中', '🙂');
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
      const raw = parts.join('');
      if (raw.trim().startsWith('`')) return;
      expect(mermaidLabel(raw)).toBe(full(raw));
    }), { numRuns: 2000 });
  });

  it('reads PlantUML Creole: bold, italic, underline, colour tags and \\n', () => {
    expect(creoleLabel('process only\n  __sequence__ and **activity** diagrams')).toBe('process only\nsequence and activity diagrams');
    expect(creoleLabel('"I have a really\\nlong name"')).toBe('I have a really\nlong name');
    expect(creoleLabel('<color:red>red</color> //italic// see http://x.org')).toBe('red italic see http://x.org');
  });

  it('reads DOT escStrings and HTML-like labels', () => {
    expect(dotLabel('make a\\nstring', {})).toBe('make a\nstring');
    expect(dotLabel('\\N in \\G', { node: 'n1', graph: 'G' })).toBe('n1 in G');
    expect(dotLabel('a \\\\n b \\" c')).toBe('a \\n b " c');
    expect(dotHtmlLabel('<TABLE><TR><TD>left</TD><TD>mid &amp; dle</TD></TR></TABLE>')).toBe('left\nmid & dle');
    expect(dotHtmlLabel('<b>bold</b><br/>next')).toBe('bold\nnext');
  });
});
