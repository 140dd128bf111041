// The mindmap-tree design: id, params, sample and layout of a mind map growing to the right as a tidy tree.
import { defineDesign } from '../types.js';
import { mindmapParams } from './radial.js';
import { layoutMindmapTree } from './tree-layout.js';

export const mindmapTree = defineDesign({
  id: 'mindmap-tree',
  kind: 'mindmap',
  name: 'Mind map tree',
  description: 'A central idea on the left with its topics branching to the right as a tidy tree joined by curved links.',
  tags: ['mindmap', 'mind map', 'tree', 'breakdown', 'outline', 'ideas', 'topics'],
  params: mindmapParams,
  sample: {
    title: 'Website redesign',
    center: 'Website redesign',
    nodes: [
      { id: 'goals', label: 'Goals' },
      { id: 'conv', label: 'Raise sign-up conversion', parent: 'goals' },
      { id: 'speed', label: 'Pages load under 2 s', parent: 'goals' },
      { id: 'research', label: 'Research' },
      { id: 'interviews', label: 'User interviews', parent: 'research' },
      { id: 'analytics', label: 'Analytics review', parent: 'research' },
      { id: 'design', label: 'Design' },
      { id: 'system', label: 'Design system', parent: 'design' },
      { id: 'proto', label: 'Clickable prototype', parent: 'design' },
      { id: 'build', label: 'Build' },
      { id: 'cms', label: 'Move to a headless CMS', parent: 'build' },
    ],
  },
  layout: layoutMindmapTree,
});
