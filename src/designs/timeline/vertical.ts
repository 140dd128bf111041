// The timeline-vertical design: id, params, sample and layout of events down a vertical axis.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutTimelineVertical } from './vertical-layout.js';

export const timelineVerticalParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show each event\'s description under its title'),
  axis: z.enum(['center', 'left']).default('center').describe('axis down the middle with cards on both sides, or on the left'),
});

export const timelineVertical = defineDesign({
  id: 'timeline-vertical',
  kind: 'timeline',
  name: 'Vertical timeline',
  description: 'Events down a vertical axis, dates on the axis and cards beside it; suits long histories and changelogs.',
  tags: ['timeline', 'history', 'changelog', 'roadmap', 'chronology', 'events', 'vertical'],
  params: timelineVerticalParams,
  sample: {
    title: 'Product history',
    events: [
      { date: '2019', title: 'Founded', description: 'Two engineers start the company in a garage in Lisbon.', icon: 'lucide:lightbulb' },
      { date: '2020', title: 'First release', description: 'Version 1.0 ships to 40 pilot customers.', icon: 'lucide:package' },
      { date: '2021', title: 'Series A', description: 'A $12M round funds the sales team.', icon: 'lucide:banknote' },
      { date: '2022', title: 'Mobile apps', description: 'iOS and Android apps reach 100k installs.', icon: 'lucide:smartphone' },
      { date: '2023', title: 'Europe expansion', description: 'Offices open in Berlin and Amsterdam.', icon: 'lucide:globe' },
      { date: '2024', title: '1 million users', description: 'Usage triples after the AI assistant launch.', icon: 'lucide:users' },
    ],
  },
  layout: layoutTimelineVertical,
});
