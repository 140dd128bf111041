// The comparison-pros-cons design: id, params, sample and layout of one pros/cons card per option.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutProsCons } from './pros-cons-layout.js';

export const comparisonProsConsParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show option descriptions in the card headers'),
});

export const comparisonProsCons = defineDesign({
  id: 'comparison-pros-cons',
  kind: 'comparison',
  name: 'Pros and cons',
  description: 'One card per option listing its pros with check marks and its cons with crosses.',
  tags: ['comparison', 'pros and cons', 'advantages', 'disadvantages', 'decision', 'trade-offs'],
  params: comparisonProsConsParams,
  sample: {
    title: 'Remote or office work',
    options: [
      {
        label: 'Remote',
        description: 'Work from anywhere',
        pros: ['No commute', 'Flexible hours', 'Hire from anywhere'],
        cons: ['Harder onboarding', 'Risk of isolation'],
      },
      {
        label: 'Office',
        description: 'Everyone on site',
        pros: ['Quick questions', 'Stronger team bonds'],
        cons: ['Daily commute', 'Office costs', 'Smaller hiring pool'],
      },
      {
        label: 'Hybrid',
        description: 'Two days on site',
        pros: ['Focus days at home', 'Regular face time'],
        cons: ['Scheduling overhead'],
      },
    ],
    criteria: [],
  },
  layout: layoutProsCons,
});
