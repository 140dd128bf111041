// The flowchart-vertical design: typed steps flowing top-down, decisions as diamonds, labelled branches.
import { defineDesign } from '../types.js';
import { flowchartParams, layoutFlowchart } from './layout.js';
import { flowchartSample } from './sample.js';

export const flowchartVertical = defineDesign({
  id: 'flowchart-vertical',
  kind: 'flowchart',
  name: 'Flowchart (top-down)',
  description: 'Process steps flowing top to bottom: rounded steps, diamond decisions with labelled branches, start and end pills, optional groups.',
  tags: ['flowchart', 'process', 'workflow', 'decision', 'algorithm', 'steps', 'vertical'],
  params: flowchartParams,
  sample: flowchartSample,
  layout: (content, params, ctx) => layoutFlowchart(content, params, ctx, 'down'),
});
