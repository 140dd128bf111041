// The hub-spokes design: id, params, sample and layout of a central idea with cards around it.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutHub } from './layout.js';

export const hubSpokesParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show spoke descriptions in the cards'),
  spokes: z.enum(['auto', 'straight', 'curved', 'elbow']).default('auto').describe('how spokes run: auto is straight (curved in curved themes); elbow uses right angles where they do not cross'),
});

export const hubSpokes = defineDesign({
  id: 'hub-spokes',
  kind: 'hub',
  name: 'Hub and spokes',
  description: 'A central idea in a circle with cards around it, each joined to the centre by a spoke.',
  tags: ['hub', 'spokes', 'radial', 'ecosystem', 'components', 'pillars', 'around'],
  params: hubSpokesParams,
  sample: {
    title: 'Customer data platform',
    center: { label: 'Customer data', icon: 'lucide:database' },
    spokes: [
      { label: 'Website', description: 'Page views and sign-ups', icon: 'lucide:globe' },
      { label: 'Mobile app', description: 'Sessions and push opt-ins', icon: 'lucide:smartphone' },
      { label: 'CRM', description: 'Accounts and deals', icon: 'lucide:users' },
      { label: 'Support', description: 'Tickets and satisfaction', icon: 'lucide:life-buoy' },
      { label: 'Billing', description: 'Plans and invoices', icon: 'lucide:credit-card' },
      { label: 'Email', description: 'Opens and clicks', icon: 'lucide:mail' },
    ],
  },
  layout: layoutHub,
});
