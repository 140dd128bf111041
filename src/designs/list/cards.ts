// The list-cards design: id, params, sample and layout of items as a grid of icon cards.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutCards } from './cards-layout.js';

export const listCardsParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show item descriptions in the cards'),
  columns: z.union([z.literal('auto'), z.number().int().min(1).max(6)]).default('auto').describe('cards per row; auto balances the grid'),
});

export const listCards = defineDesign({
  id: 'list-cards',
  kind: 'list',
  name: 'Card grid',
  description: 'Items as a grid of cards, each with an icon, a bold label and a short description.',
  tags: ['list', 'cards', 'grid', 'features', 'benefits', 'services', 'icons'],
  params: listCardsParams,
  sample: {
    title: 'Why teams choose us',
    items: [
      { label: 'Fast setup', description: 'Connect your tools and go live in one afternoon.', icon: 'lucide:zap' },
      { label: 'Secure by default', description: 'Single sign-on, audit logs and encryption at rest.', icon: 'lucide:shield-check' },
      { label: 'Works everywhere', description: 'Web, desktop and mobile apps stay in sync.', icon: 'lucide:monitor-smartphone' },
      { label: 'Real-time analytics', description: 'Dashboards update as your data arrives.', icon: 'lucide:chart-column' },
      { label: 'Friendly support', description: 'Humans answer within an hour, every day.', icon: 'lucide:message-circle' },
      { label: 'Fair pricing', description: 'Pay per active user, cancel any time.', icon: 'lucide:badge-dollar-sign' },
    ],
  },
  layout: layoutCards,
});
