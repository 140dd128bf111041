// The planned design ids per kind (first is the kind's default). The registry is the truth at run time.
import type { Kind } from '../spec/kinds.js';

export const DESIGN_IDS: Record<Kind, string[]> = {
  flowchart: ['flowchart-vertical', 'flowchart-horizontal'],
  sequence: ['sequence-lifelines'],
  timeline: ['timeline-horizontal', 'timeline-vertical'],
  mindmap: ['mindmap-radial', 'mindmap-tree'],
  hierarchy: ['hierarchy-org-chart'],
  cycle: ['cycle-ring'],
  pyramid: ['pyramid-levels'],
  funnel: ['funnel-stages'],
  venn: ['venn-sets'],
  matrix: ['matrix-quadrants'],
  comparison: ['comparison-table', 'comparison-pros-cons'],
  hub: ['hub-spokes'],
  swimlane: ['swimlane-lanes'],
  er: ['er-entities'],
  architecture: ['architecture-zones'],
  state: ['state-machine'],
  list: ['list-numbered', 'list-cards'],
  proportion: ['proportion-bars', 'proportion-donut'],
  gantt: ['gantt-chart'],
  class: ['class-diagram'],
  usecase: ['usecase-diagram'],
  journey: ['journey-map'],
};
