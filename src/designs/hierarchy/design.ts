// The hierarchy-org-chart design: id, params, sample and layout of a top-down org chart.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutOrgChart } from './layout.js';

export const orgChartParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show each node\'s description (e.g. a role) under its label'),
  stack_leaves: z.enum(['auto', 'always', 'never']).default('auto')
    .describe('stack the leaf children of a node vertically under it; auto does so only when the chart gets too wide'),
});

export const orgChart = defineDesign({
  id: 'hierarchy-org-chart',
  kind: 'hierarchy',
  name: 'Org chart',
  description: 'A top-down tree of boxes joined by right-angle connectors, for org charts, reporting lines and taxonomies.',
  tags: ['hierarchy', 'org chart', 'organization', 'tree', 'reporting', 'team', 'taxonomy', 'structure'],
  params: orgChartParams,
  sample: {
    title: 'Acme Robotics leadership',
    nodes: [
      { id: 'ceo', label: 'Maria Chen', description: 'Chief Executive Officer' },
      { id: 'cto', label: 'David Okafor', description: 'Chief Technology Officer', parent: 'ceo' },
      { id: 'coo', label: 'Sofia Lindqvist', description: 'Chief Operating Officer', parent: 'ceo' },
      { id: 'cfo', label: 'Raj Patel', description: 'Chief Financial Officer', parent: 'ceo' },
      { id: 'eng', label: 'Lena Müller', description: 'VP Engineering', parent: 'cto' },
      { id: 'res', label: 'Tom Becker', description: 'Head of Research', parent: 'cto' },
      { id: 'mfg', label: 'Ana Souza', description: 'Manufacturing Lead', parent: 'coo' },
      { id: 'sup', label: 'Kenji Watanabe', description: 'Supply Chain Manager', parent: 'coo' },
      { id: 'fin', label: 'Grace Liu', description: 'Controller', parent: 'cfo' },
    ],
  },
  layout: layoutOrgChart,
});
