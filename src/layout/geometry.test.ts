// Route geometry: box hits, ends clipped onto outlines, string pulling around obstacles, midpoints.
import { describe, expect, it } from 'vitest';
import { clipToOutline, midpoint, pullStraight, segmentHitsBox } from './geometry.js';

describe('geometry', () => {
  const box = { x: 0, y: 0, w: 100, h: 50 };
  it('tells crossing from grazing', () => {
    expect(segmentHitsBox({ x: -10, y: 25 }, { x: 110, y: 25 }, box)).toBe(true);
    expect(segmentHitsBox({ x: -10, y: 0 }, { x: 110, y: 0 }, box)).toBe(false);
    expect(segmentHitsBox({ x: 50, y: 60 }, { x: 50, y: 50 }, box)).toBe(false);
  });

  it('moves an end from the bounding box onto a diamond or an ellipse', () => {
    const diamond = { kind: 'polygon' as const, points: [{ x: 50, y: 0 }, { x: 100, y: 25 }, { x: 50, y: 50 }, { x: 0, y: 25 }] };
    const [, end] = clipToOutline([{ x: 25, y: -40 }, { x: 25, y: 0 }], diamond, true);
    expect(end.x).toBeCloseTo(25); expect(end.y).toBeCloseTo(12.5);
    const [start] = clipToOutline([{ x: 50, y: 50 }, { x: 50, y: 90 }], { kind: 'ellipse', cx: 50, cy: 25, rx: 20, ry: 10 }, false);
    expect(start.y).toBeCloseTo(35);
  });

  it('pulls a route straight where nothing is in the way, and keeps pinned points', () => {
    const route = [{ x: 0, y: 0 }, { x: 0, y: 50 }, { x: 100, y: 50 }, { x: 100, y: 100 }];
    expect(pullStraight(route, [])).toEqual([{ x: 0, y: 0 }, { x: 100, y: 100 }]);
    expect(pullStraight(route, [{ x: 40, y: 40, w: 20, h: 20 }]).length).toBeGreaterThan(2);
    expect(pullStraight(route, [], [{ x: 100, y: 50 }])).toEqual([{ x: 0, y: 0 }, { x: 100, y: 50 }, { x: 100, y: 100 }]);
    expect(midpoint(route)).toEqual({ x: 50, y: 50 });
  });
});
