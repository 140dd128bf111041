// The matrix-quadrants design: id, params, sample and layout of a 2×2 matrix with placed items.
import { z } from 'zod';
import { defineDesign } from '../types.js';
import { layoutMatrix } from './layout.js';

export const matrixQuadrantsParams = z.strictObject({
  quadrant_colors: z.boolean().default(true).describe('tint each quadrant with its own colour'),
  show_descriptions: z.boolean().default(true).describe('show quadrant descriptions under their names'),
});

export const matrixQuadrants = defineDesign({
  id: 'matrix-quadrants',
  kind: 'matrix',
  name: 'Matrix quadrants',
  description: 'A 2×2 matrix with labelled axes, named quadrants and items placed by quadrant or by x and y.',
  tags: ['matrix', '2x2', 'quadrant', 'prioritization', 'eisenhower', 'impact effort', 'swot'],
  params: matrixQuadrantsParams,
  sample: {
    title: 'Feature prioritization',
    x_axis: { label: 'Effort', low: 'Low', high: 'High' },
    y_axis: { label: 'Impact', low: 'Low', high: 'High' },
    quadrants: {
      'top-left': { label: 'Quick wins', description: 'Do these first' },
      'top-right': { label: 'Big bets', description: 'Plan carefully' },
      'bottom-left': { label: 'Fill-ins', description: 'When time allows' },
      'bottom-right': { label: 'Money pits', description: 'Avoid or rethink' },
    },
    items: [
      { label: 'Dark mode', quadrant: 'top-left' },
      { label: 'Onboarding tips', quadrant: 'top-left' },
      { label: 'Mobile app', x: 0.82, y: 0.78 },
      { label: 'AI assistant', x: 0.9, y: 0.64 },
      { label: 'Custom themes', quadrant: 'bottom-left' },
      { label: 'Legacy import', x: 0.78, y: 0.22 },
    ],
  },
  layout: layoutMatrix,
});
