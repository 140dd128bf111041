// Content as short strings tests compare: transitions "From -> To [label]", swimlane steps "Lane: label" and flows.
import type { StateContent, SwimlaneContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import type { ExtractContext } from '../extract/common.js';
import { analyze } from '../text/doc.js';

/** The context the engine builds for a state machine: the brief first, then the prose reader. */
export function stateCtx(prompt: string): ExtractContext {
  const b = readBrief(prompt);
  const doc = analyze(b.content);
  if (b.title) doc.title = b.title;
  return { doc, design: 'state-machine', icon: () => undefined };
}

/** Transitions as "From -> To [label]" by state label. */
export function stateMoves(c: StateContent): string[] {
  const l = new Map(c.states.map((s) => [s.id, s.label]));
  return c.transitions.map((t) => `${l.get(t.from)} -> ${l.get(t.to)}${t.label ? ` [${t.label}]` : ''}`);
}

/** Swimlane steps as "Lane: label". */
export function lanePlaced(c: SwimlaneContent): string[] {
  const lane = new Map(c.lanes.map((l) => [l.id, l.label]));
  return c.steps.map((s) => `${lane.get(s.lane)}: ${s.label}`);
}

/** Swimlane flows as "label -> label [label]". */
export function laneFlows(c: SwimlaneContent): string[] {
  const l = new Map(c.steps.map((s) => [s.id, s.label]));
  return c.flows.map((f) => `${l.get(f.from)} -> ${l.get(f.to)}${f.label ? ` [${f.label}]` : ''}`);
}
