// Tests for svgToPdf: a vector PDF whose text is set in the bundled fonts at the right weights.
import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { prepareSvgForPdf, svgToPdf } from './pdf.js';
import { renderSvg } from './svg.js';
import { sampleScene, tinyIcons } from './testing/sample-scene.js';

const icons = tinyIcons();

/** Decompressed content streams, where text-showing operators live. */
function contentStreams(pdf: Buffer): string {
  const s = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const start = m.index + m[0].length;
    const end = s.indexOf('endstream', start);
    try { out.push(inflateSync(pdf.subarray(start, end)).toString('latin1')); } catch { /* not deflated */ }
  }
  return out.join('\n');
}

describe('svgToPdf', () => {
  it('writes a PDF with the fonts embedded by name and text as text', async () => {
    const svg = renderSvg(sampleScene(), { icons });
    const pdf = await svgToPdf(svg, 900, 630);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const s = pdf.toString('latin1');
    for (const name of ['Inter-Regular', 'Inter-SemiBold', 'Inter-Bold', 'Inter-Italic', 'SourceSerif4-SemiBold', 'JetBrainsMono-Bold', 'Caveat-Regular', 'NotoSansSC-Regular', 'NotoEmoji-Regular']) {
      expect(s, name).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${name}\\b`));
    }
    expect(s).toMatch(/\/MediaBox \[0 0 675 472\.5\]/);
    const content = contentStreams(pdf);
    expect(content).toMatch(/BT[\s\S]*?(Tj|TJ)[\s\S]*?ET/);
  });

  it('keys every font-bearing element to an exact face and drops embedded fonts', () => {
    const svg = renderSvg(sampleScene(), { icons });
    const prepared = prepareSvgForPdf(svg);
    expect(prepared).not.toContain('@font-face');
    expect(prepared).toContain('font-family="F-Inter-600-n"');
    expect(prepared).toContain('font-family="F-Inter-400-i"');
    expect(prepared).toContain('font-family="F-NotoSansSC-400-n"');
    expect(prepared).not.toMatch(/font-family="&apos;/);
  });
});
