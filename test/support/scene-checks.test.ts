// Tests of the scene checks themselves: each assertion passes a sound scene and fails a broken one.
import { describe, expect, it } from 'vitest';
import type { Scene, SceneNode } from '../../src/scene/scene.js';
import type { TextMeasurer } from '../../src/layout/text-measurer.js';
import {
  assertEdgesAvoidBoxes, assertInsideViewBox, assertLabelsApart, assertNoOverlap, assertTextFits,
  collectBoxes, collectTexts, flattenScene, translatePath,
} from './scene-checks.js';

/** Monospace stand-in: every character 0.5em wide, ascent 0.8em. */
const mono: TextMeasurer = {
  width: (t, s) => t.length * s.size * 0.5,
  wrap: (t, _w, s) => ({ lines: [t], width: t.length * s.size * 0.5, height: s.size * 1.25, lineHeight: s.size * 1.25 }),
  lineHeight: (s) => s.size * 1.25,
  ascent: (s) => s.size * 0.8,
};

const scene = (nodes: SceneNode[], width = 400, height = 300): Scene => ({
  width, height, background: '#fff', title: 't', description: 'd', sketch: false, nodes,
});
const text = (x: number, y: number, s: string, anchor: 'start' | 'middle' | 'end' = 'middle'): SceneNode => ({
  type: 'text', x, y, lines: [s], font: 'inter', size: 10, weight: 400, lineHeight: 12.5, anchor, fill: '#000',
});
const rect = (x: number, y: number, w: number, h: number, extra: object = {}): SceneNode => ({ type: 'rect', x, y, w, h, ...extra });

describe('flattenScene', () => {
  it('applies nested translates to every shape', () => {
    const s = scene([{ type: 'group', translate: { x: 10, y: 20 }, children: [
      { type: 'group', translate: { x: 1, y: 2 }, children: [rect(0, 0, 5, 5), { type: 'path', d: 'M 0 0 L 5 5 A 3 3 0 0 1 6 6 H 9 V 9 Z' }] },
    ] }]);
    const flat = flattenScene(s);
    expect(flat[0]).toMatchObject({ type: 'rect', x: 11, y: 22 });
    expect(flat[1]).toMatchObject({ type: 'path', d: 'M 11 22 L 16 27 A 3 3 0 0 1 17 28 H 20 V 31 Z' });
    expect(translatePath('M1,2L3,4', 1, 1)).toBe('M 2 3 L 4 5');
  });
});

describe('collect', () => {
  it('infers containers and measures text by anchor', () => {
    const s = scene([rect(0, 0, 200, 200), rect(10, 10, 50, 30), text(100, 50, 'abcd', 'end')]);
    const boxes = collectBoxes(s);
    expect(boxes.map((b) => b.role)).toEqual(['container', 'node']);
    const [t] = collectTexts(s, mono);
    expect(t).toMatchObject({ x: 80, y: 42, w: 20, h: 12.5 });
  });
});

describe('assertNoOverlap', () => {
  it('accepts nesting and touching, rejects partial overlap and nodes on nodes', () => {
    expect(() => assertNoOverlap(collectBoxes(scene([rect(0, 0, 100, 100), rect(10, 10, 20, 20), rect(30, 10, 20, 20)])))).not.toThrow();
    expect(() => assertNoOverlap(collectBoxes(scene([rect(0, 0, 100, 100, { role: 'container' }), rect(90, 10, 20, 20)])))).toThrow(/overlap/);
    expect(() => assertNoOverlap(collectBoxes(scene([rect(0, 0, 30, 30, { role: 'node' }), rect(10, 10, 5, 5, { role: 'node' })])))).toThrow(/overlap/);
    expect(() => assertNoOverlap(collectBoxes(scene([rect(0, 0, 30, 30, { role: 'node' }), rect(10, 10, 5, 5, { role: 'decoration' })])))).not.toThrow();
  });
});

describe('assertTextFits', () => {
  it('checks the smallest box holding the anchor, with the true outline of a diamond', () => {
    expect(() => assertTextFits(scene([rect(0, 0, 100, 30), text(50, 20, 'hello')]), mono)).not.toThrow();
    expect(() => assertTextFits(scene([rect(0, 0, 20, 30), text(10, 20, 'hello world')]), mono)).toThrow(/does not fit/);
    const diamond = { type: 'polygon' as const, points: [{ x: 50, y: 0 }, { x: 100, y: 25 }, { x: 50, y: 50 }, { x: 0, y: 25 }] };
    expect(() => assertTextFits(scene([diamond, text(50, 29, 'abc')]), mono)).not.toThrow();
    expect(() => assertTextFits(scene([diamond, text(50, 29, 'abcdefghijklmnop')]), mono)).toThrow(/does not fit/);
    // A free label (anchor in no box) is not this check's business.
    expect(() => assertTextFits(scene([rect(0, 0, 20, 20), text(200, 100, 'free label')]), mono)).not.toThrow();
  });
});

describe('assertInsideViewBox', () => {
  it('rejects shapes, points and text beyond the canvas', () => {
    expect(() => assertInsideViewBox(scene([rect(10, 10, 50, 50)]), mono)).not.toThrow();
    expect(() => assertInsideViewBox(scene([rect(380, 10, 50, 50)]))).toThrow(/outside/);
    expect(() => assertInsideViewBox(scene([text(5, 20, 'long text here')]), mono)).toThrow(/outside/);
    expect(() => assertInsideViewBox(scene([{ type: 'connector', points: [{ x: 0, y: 0 }, { x: 500, y: 0 }], curve: 'linear', start: 'none', end: 'arrow' }]))).toThrow(/outside/);
  });
});

describe('assertEdgesAvoidBoxes', () => {
  const conn = (pts: [number, number][], connects?: [string, string]): SceneNode => ({
    type: 'connector', points: pts.map(([x, y]) => ({ x, y })), curve: 'linear', start: 'none', end: 'arrow', ...(connects ? { connects } : {}),
  });
  const nodes = [rect(0, 0, 40, 40, { key: 'a' }), rect(100, 0, 40, 40, { key: 'b' }), rect(50, 60, 40, 40, { key: 'c' })];
  it('allows the joined boxes and grazing, rejects crossing a third box', () => {
    expect(() => assertEdgesAvoidBoxes(scene([...nodes, conn([[40, 20], [100, 20]], ['a', 'b'])]))).not.toThrow();
    expect(() => assertEdgesAvoidBoxes(scene([...nodes, conn([[20, 40], [20, 80], [120, 80], [120, 40]], ['a', 'b'])]))).toThrow(/crosses .*"c"/);
    expect(() => assertEdgesAvoidBoxes(scene([...nodes, conn([[20, 40], [20, 60], [120, 60], [120, 40]], ['a', 'b'])]))).not.toThrow();
    // Without `connects`, the boxes holding the end points are the ends.
    expect(() => assertEdgesAvoidBoxes(scene([...nodes, conn([[20, 20], [120, 20]])]))).not.toThrow();
  });
  it('uses the true outline of a diamond', () => {
    const diamond = { type: 'polygon' as const, points: [{ x: 50, y: 0 }, { x: 100, y: 50 }, { x: 50, y: 100 }, { x: 0, y: 50 }] };
    expect(() => assertEdgesAvoidBoxes(scene([diamond, conn([[0, 5], [10, 5]], ['x', 'y'])]))).not.toThrow();
    expect(() => assertEdgesAvoidBoxes(scene([diamond, conn([[0, 50], [100, 50]], ['x', 'y'])]))).toThrow(/crosses/);
  });
});

describe('assertLabelsApart', () => {
  it('rejects free labels on boxes and overlapping label backgrounds', () => {
    expect(() => assertLabelsApart(scene([rect(0, 0, 40, 40), text(100, 100, 'ok')]), mono)).not.toThrow();
    expect(() => assertLabelsApart(scene([rect(0, 0, 40, 40), text(45, 20, 'spills into box', 'end')]), mono)).toThrow(/overlaps/);
    expect(() => assertLabelsApart(scene([rect(0, 0, 40, 20, { role: 'label' }), rect(30, 5, 40, 20, { role: 'label' })]), mono)).toThrow(/overlaps/);
  });
});
