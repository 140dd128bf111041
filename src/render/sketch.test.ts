// Hand-drawn fills: hatching lies over a translucent wash of its colour, and the colour a hatched shape shows on
// the page (measured on a rendered PNG) is what apparentSketchFill says, which the theme palette test relies on.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { colourDifference, toHex } from '../scene/color.js';
import { rasterizeSvg } from './png.js';
import { apparentSketchFill, Sketcher, sketchFillStyle } from './sketch.js';

const PAPER = '#fffdf8';

/** Mean colour of a box of a PNG. */
function meanColour(png: Buffer, x0: number, y0: number, w: number, h: number): string {
  const img = PNG.sync.read(png);
  let r = 0, g = 0, b = 0;
  for (let y = y0; y < y0 + h; y++) {
    for (let x = x0; x < x0 + w; x++) {
      const i = (y * img.width + x) * 4;
      r += img.data[i]!; g += img.data[i + 1]!; b += img.data[i + 2]!;
    }
  }
  const n = w * h;
  return toHex({ r: r / n, g: g / n, b: b / n });
}

function drawn(fill: string): { svg: string; seen: string } {
  const shape = new Sketcher().rect(20, 20, 200, 120, 6, { fill, stroke: '#1e1e1e', strokeWidth: 1.6 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160"><rect width="240" height="160" fill="${PAPER}"/>${shape}</svg>`;
  return { svg, seen: meanColour(rasterizeSvg(svg, { scale: 1 }), 40, 40, 160, 80) };
}

describe('sketch fills', () => {
  it('hatches light outlined shapes over a wash of the same colour; dark, large or unoutlined ones are solid', () => {
    expect(sketchFillStyle('#74c0fc', 5000, true)).toBe('hachure');
    expect(sketchFillStyle('#1971c2', 5000, true)).toBe('solid');
    expect(sketchFillStyle('#74c0fc', 90000, true)).toBe('solid');
    expect(sketchFillStyle('#74c0fc', 5000, false)).toBe('solid');
    const { svg } = drawn('#74c0fc');
    expect(svg).toMatch(/<path d="[^"]+" fill="#74c0fc" fill-opacity="0\.5"\/>/);
  });

  it('a hatched shape shows the colour apparentSketchFill predicts (within 5 ΔE), not a washed-out one', () => {
    for (const fill of ['#74c0fc', '#8ce99a', '#ffa8a8', '#b197fc']) {
      const { seen } = drawn(fill);
      const predicted = apparentSketchFill(fill, PAPER, 200 * 120);
      expect(colourDifference(seen, predicted), `${fill}: seen ${seen}, predicted ${predicted}`).toBeLessThan(5);
      // Hatching alone showed less than half the colour: far from the fill, close to the paper.
      expect(colourDifference(seen, fill), `${fill}: seen ${seen}`).toBeLessThan(colourDifference(seen, PAPER));
    }
  });
});
