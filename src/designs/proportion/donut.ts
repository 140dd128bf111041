// The proportion-donut design: id, params, sample and layout of parts as a donut chart with a legend.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutDonut } from './donut-layout.js';

export const proportionDonutParams = z.strictObject({
  spacing: spacingParam,
  center: z.enum(['total', 'title', 'none']).default('total').describe('what the donut hole shows'),
  show_percent: z.boolean().default(true).describe('show shares on the segments and in the legend'),
});

export const proportionDonut = defineDesign({
  id: 'proportion-donut',
  kind: 'proportion',
  name: 'Donut chart',
  description: 'Parts of a whole as donut segments with a legend of values and shares, the total in the centre.',
  tags: ['proportion', 'donut', 'pie', 'share', 'breakdown', 'budget', 'percent'],
  params: proportionDonutParams,
  sample: {
    title: 'Monthly household budget',
    unit: '$',
    parts: [
      { label: 'Housing', value: 1800 },
      { label: 'Food', value: 650 },
      { label: 'Transport', value: 400 },
      { label: 'Savings', value: 500 },
      { label: 'Leisure', value: 300 },
      { label: 'Other', value: 250 },
    ],
  },
  layout: layoutDonut,
});
