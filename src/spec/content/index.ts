// Content schema of each kind: the single source for validation, types and JSON Schema.
import type { z } from 'zod';
import type { Kind } from '../kinds.js';
import { architectureContent } from './architecture.js';
import { classContent } from './class.js';
import { comparisonContent } from './comparison.js';
import { erContent } from './er.js';
import { flowchartContent } from './flowchart.js';
import { ganttContent } from './gantt.js';
import { proportionContent } from './proportion.js';
import { sequenceContent } from './sequence.js';
import { matrixContent, vennContent } from './sets.js';
import { stateContent } from './state.js';
import { cycleContent, funnelContent, hubContent, listContent, pyramidContent } from './steps.js';
import { swimlaneContent } from './swimlane.js';
import { timelineContent } from './timeline.js';
import { hierarchyContent, mindmapContent } from './tree.js';
import { journeyContent } from './journey.js';
import { usecaseContent } from './usecase.js';

export const CONTENT_SCHEMAS = {
  flowchart: flowchartContent,
  sequence: sequenceContent,
  timeline: timelineContent,
  mindmap: mindmapContent,
  hierarchy: hierarchyContent,
  cycle: cycleContent,
  pyramid: pyramidContent,
  funnel: funnelContent,
  venn: vennContent,
  matrix: matrixContent,
  comparison: comparisonContent,
  hub: hubContent,
  swimlane: swimlaneContent,
  er: erContent,
  architecture: architectureContent,
  state: stateContent,
  list: listContent,
  proportion: proportionContent,
  gantt: ganttContent,
  class: classContent,
  usecase: usecaseContent,
  journey: journeyContent,
} as const satisfies Record<Kind, z.ZodType>;

export type ContentOf<K extends Kind> = z.infer<(typeof CONTENT_SCHEMAS)[K]>;
export type AnyContent = ContentOf<Kind>;

export * from './architecture.js';
export * from './class.js';
export * from './comparison.js';
export * from './er.js';
export * from './flowchart.js';
export * from './gantt.js';
export * from './proportion.js';
export * from './sequence.js';
export * from './sets.js';
export * from './state.js';
export * from './steps.js';
export * from './swimlane.js';
export * from './timeline.js';
export * from './tree.js';
export * from './usecase.js';
export * from './journey.js';
