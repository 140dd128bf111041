// Kind → its extractor; every extractor returns content already validated against the kind's schema.
import type { ContentOf } from '../../../spec/content/index.js';
import type { Kind } from '../../../spec/kinds.js';
import { extractArchitecture } from './architecture.js';
import { extractClass } from './class.js';
import type { ExtractContext } from './common.js';
import { extractComparison } from './comparison.js';
import { extractCycle } from './cycle.js';
import { extractEr } from './er.js';
import { extractFlowchart } from './flowchart.js';
import { extractFunnel } from './funnel.js';
import { extractGantt } from './gantt.js';
import { extractHierarchy } from './hierarchy.js';
import { extractHub } from './hub.js';
import { extractList } from './list.js';
import { extractMatrix } from './matrix.js';
import { extractMindmap } from './mindmap.js';
import { extractProportion } from './proportion.js';
import { extractPyramid } from './pyramid.js';
import { extractSequence } from './sequence.js';
import { extractState } from './state.js';
import { extractSwimlane } from './swimlane.js';
import { extractJourney } from './journey.js';
import { extractTimeline } from './timeline.js';
import { extractUsecase } from './usecase.js';
import { extractVenn } from './venn.js';

export type { ExtractContext } from './common.js';

const EXTRACTORS: { [K in Kind]: (ctx: ExtractContext) => ContentOf<K> } = {
  flowchart: extractFlowchart,
  sequence: extractSequence,
  timeline: extractTimeline,
  mindmap: extractMindmap,
  hierarchy: extractHierarchy,
  cycle: extractCycle,
  pyramid: extractPyramid,
  funnel: extractFunnel,
  venn: extractVenn,
  matrix: extractMatrix,
  comparison: extractComparison,
  hub: extractHub,
  swimlane: extractSwimlane,
  er: extractEr,
  architecture: extractArchitecture,
  state: extractState,
  list: extractList,
  proportion: extractProportion,
  gantt: extractGantt,
  class: extractClass,
  usecase: extractUsecase,
  journey: extractJourney,
};

export function extractContent<K extends Kind>(kind: K, ctx: ExtractContext): ContentOf<K> {
  return EXTRACTORS[kind](ctx) as ContentOf<K>;
}
