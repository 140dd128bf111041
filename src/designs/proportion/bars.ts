// The proportion-bars design: id, params, sample and layout of parts as horizontal bars.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutBars } from './bars-layout.js';

export const proportionBarsParams = z.strictObject({
  spacing: spacingParam,
  show_percent: z.boolean().default(true).describe('show each part as a share of the total'),
  single_color: z.boolean().default(false).describe('draw every bar in the accent colour'),
});

export const proportionBars = defineDesign({
  id: 'proportion-bars',
  kind: 'proportion',
  name: 'Proportion bars',
  description: 'Parts as horizontal bars in the given order, with values and their share of the total.',
  tags: ['proportion', 'bar chart', 'share', 'breakdown', 'ranking', 'percent'],
  params: proportionBarsParams,
  sample: {
    title: 'Where our traffic comes from',
    unit: 'visits',
    parts: [
      { label: 'Organic search', value: 42000 },
      { label: 'Direct', value: 23500 },
      { label: 'Social media', value: 15800 },
      { label: 'Email', value: 9100 },
      { label: 'Referrals', value: 6400 },
    ],
  },
  layout: layoutBars,
});
