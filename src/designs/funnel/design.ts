// The funnel-stages design: id, params, sample and layout of stages narrowing from top to bottom.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutFunnel } from './layout.js';

export const funnelStagesParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show stage descriptions beside the funnel'),
  show_conversion: z.boolean().default(true).describe('show the rate from each stage to the next'),
  proportional: z.boolean().default(true).describe('band widths follow the values when every stage has one'),
});

export const funnelStages = defineDesign({
  id: 'funnel-stages',
  kind: 'funnel',
  name: 'Funnel stages',
  description: 'Stages narrowing from top to bottom, widths by value, with values and conversion rates beside them.',
  tags: ['funnel', 'conversion', 'sales', 'pipeline', 'marketing', 'stages'],
  params: funnelStagesParams,
  sample: {
    title: 'Online store conversion funnel',
    unit: 'users',
    stages: [
      { label: 'Visited site', value: 48000, description: 'From search, ads and social' },
      { label: 'Viewed a product', value: 21500, description: 'Opened at least one product page' },
      { label: 'Added to cart', value: 6200 },
      { label: 'Started checkout', value: 3100, description: 'Entered shipping details' },
      { label: 'Purchased', value: 1850, description: 'Completed payment' },
    ],
  },
  layout: layoutFunnel,
});
