// The cycle-ring design: id, params, sample and layout of steps that repeat around a circle.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutCycle } from './layout.js';

export const cycleRingParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show step descriptions outside the ring'),
  direction: z.enum(['clockwise', 'counterclockwise']).default('clockwise'),
});

export const cycleRing = defineDesign({
  id: 'cycle-ring',
  kind: 'cycle',
  name: 'Cycle ring',
  description: 'Steps that repeat, as coloured circles around a ring joined by curved arrows, with descriptions outside.',
  tags: ['cycle', 'loop', 'process', 'circular', 'iterative', 'lifecycle'],
  params: cycleRingParams,
  sample: {
    title: 'Product development cycle',
    steps: [
      { label: 'Research', description: 'Interview users and study the market', icon: 'lucide:search' },
      { label: 'Design', description: 'Sketch flows and prototype the ideas', icon: 'lucide:pencil-ruler' },
      { label: 'Build', description: 'Ship small increments every sprint', icon: 'lucide:hammer' },
      { label: 'Launch', description: 'Release to customers with a plan', icon: 'lucide:rocket' },
      { label: 'Measure', description: 'Track adoption and collect feedback', icon: 'lucide:chart-line' },
    ],
  },
  layout: layoutCycle,
});
