// The flowchart-horizontal design: the same flowchart flowing left to right, for wide slides and pipelines.
import { defineDesign } from '../types.js';
import { flowchartParams, layoutFlowchart } from './layout.js';
import { pipelineSample } from './sample.js';

export const flowchartHorizontal = defineDesign({
  id: 'flowchart-horizontal',
  kind: 'flowchart',
  name: 'Flowchart (left-right)',
  description: 'Process steps flowing left to right: suits pipelines and wide slides; diamonds for decisions, labelled branches.',
  tags: ['flowchart', 'process', 'pipeline', 'workflow', 'decision', 'horizontal'],
  params: flowchartParams,
  sample: pipelineSample,
  layout: (content, params, ctx) => layoutFlowchart(content, params, ctx, 'right'),
});
