// Test helpers: an extraction context for a prompt, and a design source built from the planned design ids.
import type { DesignSource } from '../classify/rank.js';
import { DESIGN_IDS } from '../../../designs/ids.js';
import { KINDS } from '../../../spec/kinds.js';
import type { ExtractContext } from '../extract/common.js';
import { extractFlowchart } from '../extract/flowchart.js';
import { analyze } from '../text/doc.js';
import { readBrief } from '../brief/read-brief.js';

export function ctxFor(prompt: string, icon: (label: string) => string | undefined = () => undefined): ExtractContext {
  return { doc: analyze(prompt), design: 'test', icon };
}

/** An extraction context for a prompt read as the engine reads it: the brief first (punctuation, instructions, title). */
export function briefCtxFor(prompt: string): ExtractContext {
  const brief = readBrief(prompt);
  const doc = analyze(brief.content);
  if (brief.title) doc.title = brief.title;
  doc.asked = brief.requests;
  return { doc, design: 'test', icon: () => undefined };
}

const planned = KINDS.flatMap((kind) => DESIGN_IDS[kind].map((id) => ({ id, kind })));

/** Every planned design, as if all were registered. */
export const plannedDesigns: DesignSource = {
  get: (id) => planned.find((d) => d.id === id),
  ofKind: (kind) => planned.filter((d) => d.kind === kind),
};

/** Labels of content, for assertions that do not depend on ids. */
export function labels(list: { label: string }[]): string[] {
  return list.map((x) => x.label);
}

/** A flowchart's edges as "from label -> to label [label]", read from the prompt as is or (`briefed`) through the brief. */
export function flowEdges(prompt: string, briefed = false): string[] {
  const c = extractFlowchart(briefed ? briefCtxFor(prompt) : ctxFor(prompt));
  const l = new Map(c.nodes.map((n) => [n.id, n.label]));
  return c.edges.map((e) => `${l.get(e.from)} -> ${l.get(e.to)}${e.label ? ` [${e.label}]` : ''}`);
}
