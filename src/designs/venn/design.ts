// The venn-sets design: id, params, sample and layout of 2 or 3 overlapping sets.
import { z } from 'zod';
import { defineDesign } from '../types.js';
import { layoutVenn } from './layout.js';

export const vennSetsParams = z.strictObject({
  overlap: z.enum(['small', 'medium', 'large']).default('medium').describe('how much the circles overlap'),
  show_items: z.boolean().default(true).describe('list the items inside the regions'),
});

export const vennSets = defineDesign({
  id: 'venn-sets',
  kind: 'venn',
  name: 'Venn sets',
  description: 'Two or three overlapping translucent circles with items in each region and named overlaps.',
  tags: ['venn', 'sets', 'overlap', 'intersection', 'compare', 'common'],
  params: vennSetsParams,
  sample: {
    title: 'What makes a great product role',
    sets: [
      { id: 'design', label: 'Design', items: ['User research', 'Prototyping'] },
      { id: 'tech', label: 'Engineering', items: ['Architecture', 'Code review'] },
      { id: 'business', label: 'Business', items: ['Pricing', 'Go-to-market'] },
    ],
    overlaps: [
      { sets: ['design', 'tech'], items: ['Design systems'] },
      { sets: ['tech', 'business'], items: ['Analytics'] },
      { sets: ['design', 'business'], items: ['Branding'] },
      { sets: ['design', 'tech', 'business'], label: 'Product manager', items: [] },
    ],
  },
  layout: layoutVenn,
});
