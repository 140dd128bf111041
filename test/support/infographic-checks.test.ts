// Tests of the infographic test kit's pixel contrast check: it must see the shapes under a text run.
import { describe, expect, it } from 'vitest';
import type { Scene } from '../../src/scene/scene.js';
import { textContrastProblems } from './infographic-checks.js';

function scene(fill: string, under?: string): Scene {
  return {
    width: 200, height: 80, background: '#ffffff', title: 't', description: 'd', sketch: false,
    nodes: [
      ...(under ? [{ type: 'rect' as const, x: 0, y: 0, w: 200, h: 80, fill: under }] : []),
      { type: 'text', x: 20, y: 40, lines: ['Hello world'], font: 'inter', size: 14, weight: 400, lineHeight: 18, anchor: 'start', fill },
    ],
  };
}

describe('textContrastProblems', () => {
  it('passes dark text on the white page and flags pale text', () => {
    expect(textContrastProblems(scene('#111111'))).toEqual([]);
    expect(textContrastProblems(scene('#dddddd'))).toHaveLength(1);
  });

  it('reads the colour of the shape under the text, not the page', () => {
    expect(textContrastProblems(scene('#ffffff', '#1e3a8a'))).toEqual([]);
    expect(textContrastProblems(scene('#111111', '#1e3a8a'))).toHaveLength(1);
  });
});
