// Mermaid code → a draft of the matching kind, by the diagram's header keyword.
import { codeError, type Draft } from '../draft.js';
import type { Source } from '../source.js';
import { readMermaidC4 } from './c4.js';
import { readClassDiagram } from './class.js';
import { readEr } from './er.js';
import { readFlowchart } from './flowchart.js';
import { readGantt } from './gantt.js';
import { readJourney } from './journey.js';
import { readMindmap } from './mindmap.js';
import { readPie } from './pie.js';
import { readPrelude, type Prelude } from './prelude.js';
import { readQuadrant } from './quadrant.js';
import { readSequence } from './sequence.js';
import { readState } from './state.js';
import { readTimeline } from './timeline.js';

type Reader = (source: Source, prelude: Prelude) => Draft;

const READERS: Record<string, Reader> = {
  flowchart: readFlowchart,
  'flowchart-elk': readFlowchart,
  graph: readFlowchart,
  sequenceDiagram: readSequence,
  stateDiagram: readState,
  'stateDiagram-v2': readState,
  erDiagram: readEr,
  classDiagram: readClassDiagram,
  'classDiagram-v2': readClassDiagram,
  mindmap: readMindmap,
  timeline: readTimeline,
  gantt: readGantt,
  pie: readPie,
  quadrantChart: readQuadrant,
  journey: readJourney,
  C4Context: readMermaidC4,
  C4Container: readMermaidC4,
  C4Component: readMermaidC4,
  C4Dynamic: readMermaidC4,
  C4Deployment: readMermaidC4,
};

export function readMermaid(source: Source): Draft {
  const prelude = readPrelude(source);
  if (!prelude) throw codeError('mermaid', 'the code is empty', source.start());
  const reader = READERS[prelude.keyword];
  if (!reader) {
    const what = prelude.keyword ? `"${prelude.keyword}" diagrams are not supported` : 'it does not start with a diagram type';
    throw codeError('mermaid', `${what} (supported: flowchart, sequenceDiagram, stateDiagram-v2, erDiagram, classDiagram, mindmap, timeline, gantt, pie, quadrantChart, journey, C4)`, prelude.headerPos);
  }
  return reader(source, prelude);
}
