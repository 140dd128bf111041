// The gantt-chart design: id, params, sample and layout of a project schedule on a time axis.
import { z } from 'zod';
import { ganttContent } from '../../spec/content/index.js';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutGantt } from './layout.js';

export const ganttParams = z.strictObject({
  spacing: spacingParam,
  show_dependencies: z.boolean().default(true).describe('draw arrows from each task to the tasks that depend on it'),
});

export const ganttChart = defineDesign({
  id: 'gantt-chart',
  kind: 'gantt',
  name: 'Gantt chart',
  description: 'Tasks as bars on a time axis grouped into sections, with milestones as diamonds and dependency arrows.',
  tags: ['gantt', 'schedule', 'project plan', 'roadmap', 'tasks', 'timeline', 'milestones', 'dependencies'],
  params: ganttParams,
  // Parsed so the sample carries the schema's defaults (depends_on, milestone) like any authored content.
  sample: ganttContent.parse({
    title: 'Mobile app launch plan',
    sections: [
      { id: 'design', label: 'Design' },
      { id: 'build', label: 'Build' },
      { id: 'launch', label: 'Launch' },
    ],
    tasks: [
      { id: 'research', label: 'User research', section: 'design', start: '2025-03-03', duration_days: 10 },
      { id: 'wireframes', label: 'Wireframes', section: 'design', depends_on: ['research'], duration_days: 7 },
      { id: 'ui', label: 'Visual design', section: 'design', depends_on: ['wireframes'], duration_days: 10 },
      { id: 'api', label: 'Backend API', section: 'build', start: '2025-03-17', duration_days: 24 },
      { id: 'app', label: 'App screens', section: 'build', depends_on: ['ui'], duration_days: 18 },
      { id: 'qa', label: 'Testing and fixes', section: 'build', depends_on: ['api', 'app'], duration_days: 10 },
      { id: 'beta', label: 'Beta release', section: 'launch', depends_on: ['qa'], milestone: true },
      { id: 'store', label: 'App store review', section: 'launch', depends_on: ['beta'], duration_days: 5 },
      { id: 'go', label: 'Public launch', section: 'launch', depends_on: ['store'], milestone: true },
    ],
  }),
  layout: layoutGantt,
});
