// The timeline-horizontal design: id, params, sample and layout of events along a horizontal axis.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutTimelineHorizontal } from './horizontal-layout.js';

export const timelineHorizontalParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show each event\'s description under its title'),
  wrap: z.boolean().default(true).describe('continue long timelines (more than 8 events) on further rows'),
});

export const timelineHorizontal = defineDesign({
  id: 'timeline-horizontal',
  kind: 'timeline',
  name: 'Horizontal timeline',
  description: 'Events along a left-to-right axis with their dates on it, cards alternating above and below.',
  tags: ['timeline', 'history', 'milestones', 'roadmap', 'chronology', 'events', 'horizontal'],
  params: timelineHorizontalParams,
  sample: {
    title: 'The road to the first Moon landing',
    events: [
      { date: 'Oct 1957', title: 'Sputnik 1', description: 'The first artificial satellite reaches orbit.', icon: 'lucide:satellite' },
      { date: 'Apr 1961', title: 'Gagarin orbits Earth', description: 'Vostok 1 carries the first human into space.', icon: 'lucide:user' },
      { date: 'May 1961', title: 'Kennedy sets the goal', description: 'A Moon landing before the decade is out.', icon: 'lucide:flag' },
      { date: 'Dec 1968', title: 'Apollo 8', description: 'The first crewed flight around the Moon.', icon: 'lucide:moon' },
      { date: 'Jul 1969', title: 'Apollo 11 lands', description: 'Armstrong and Aldrin walk on the Moon.', icon: 'lucide:footprints' },
      { date: 'Dec 1972', title: 'Apollo 17', description: 'The last crewed Moon landing to date.', icon: 'lucide:rocket' },
    ],
  },
  layout: layoutTimelineHorizontal,
});
