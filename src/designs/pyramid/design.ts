// The pyramid-levels design: id, params, sample and layout of levels from a narrow top to a wide base.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutPyramid } from './layout.js';

export const pyramidLevelsParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show level descriptions beside the pyramid'),
  colors: z.enum(['series', 'shades']).default('series').describe('a colour per level, or shades of the accent from a strong top to a light base'),
});

export const pyramidLevels = defineDesign({
  id: 'pyramid-levels',
  kind: 'pyramid',
  name: 'Pyramid levels',
  description: 'Stacked bands from a narrow top to a wide base, label in each band, value and description beside it.',
  tags: ['pyramid', 'hierarchy', 'levels', 'priority', 'foundation', 'maslow'],
  params: pyramidLevelsParams,
  sample: {
    title: 'Hierarchy of needs',
    levels: [
      { label: 'Self-actualization', description: 'Reaching your full potential' },
      { label: 'Esteem', description: 'Respect, recognition and confidence' },
      { label: 'Belonging', description: 'Friendship, family and community' },
      { label: 'Safety', description: 'Security, health and stable income' },
      { label: 'Physiological', description: 'Food, water, warmth and rest' },
    ],
  },
  layout: layoutPyramid,
});
