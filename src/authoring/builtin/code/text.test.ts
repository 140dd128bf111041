// Label text of each code language → plain text, with entities, markup and escapes handled as each language does.
import { describe, expect, it } from 'vitest';
import { creoleLabel, decodeEntities, dotHtmlLabel, dotLabel, mermaidLabel } from './text.js';

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
