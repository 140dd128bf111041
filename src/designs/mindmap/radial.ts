// The mindmap-radial design: id, params, sample and layout of a mind map with branches all round its centre.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutMindmapRadial } from './radial-layout.js';

export const mindmapParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show topic descriptions under their labels'),
});

export const mindmapRadial = defineDesign({
  id: 'mindmap-radial',
  kind: 'mindmap',
  name: 'Radial mind map',
  description: 'A central idea with coloured branches all around it, each fanning out into its subtopics along tapered curves.',
  tags: ['mindmap', 'mind map', 'brainstorm', 'ideas', 'topics', 'radial', 'concept map'],
  params: mindmapParams,
  sample: {
    title: 'Launching a podcast',
    center: 'Podcast launch',
    nodes: [
      { id: 'content', label: 'Content', icon: 'lucide:mic' },
      { id: 'format', label: 'Interview format', parent: 'content' },
      { id: 'topics', label: 'First 10 episode topics', parent: 'content' },
      { id: 'gear', label: 'Equipment', icon: 'lucide:headphones' },
      { id: 'mic', label: 'USB microphone', parent: 'gear' },
      { id: 'room', label: 'Treat the room', parent: 'gear' },
      { id: 'promo', label: 'Promotion', icon: 'lucide:megaphone' },
      { id: 'social', label: 'Clips for social media', parent: 'promo' },
      { id: 'guests', label: 'Guests share episodes', parent: 'promo' },
      { id: 'money', label: 'Budget', icon: 'lucide:wallet' },
      { id: 'hosting', label: 'Hosting plan', parent: 'money' },
    ],
  },
  layout: layoutMindmapRadial,
});
