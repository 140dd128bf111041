import { describe, expect, it } from 'vitest';
import { readAxes } from './matrix-frame.js';

describe('axes named with a bare x and y', () => {
  it('reads "put these on a 2x2 with effort on x and impact on y" as effort across and impact up', () => {
    const { x, y } = readAxes("TODO: put these on a 2x2 with effort on x and impact on y for Thursday's review");
    expect(x?.label).toBe('Effort');
    expect(y?.label).toBe('Impact');
  });
  it('still reads "cost on the x-axis"', () => {
    expect(readAxes('Show value on the y-axis and cost on the x-axis.').x?.label).toBe('Cost');
  });
});
