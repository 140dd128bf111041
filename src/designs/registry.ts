// The design catalog: every design by id, in catalog order; the first design of a kind is its default.
import type { Kind } from '../spec/kinds.js';
import { KINDS } from '../spec/kinds.js';
import { designs as architecture } from './architecture/index.js';
import { designs as classDesigns } from './class/index.js';
import { designs as comparison } from './comparison/index.js';
import { designs as cycle } from './cycle/index.js';
import { designs as er } from './er/index.js';
import { designs as flowchart } from './flowchart/index.js';
import { designs as funnel } from './funnel/index.js';
import { designs as gantt } from './gantt/index.js';
import { designs as hierarchy } from './hierarchy/index.js';
import { designs as hub } from './hub/index.js';
import { designs as list } from './list/index.js';
import { designs as matrix } from './matrix/index.js';
import { designs as mindmap } from './mindmap/index.js';
import { designs as proportion } from './proportion/index.js';
import { designs as pyramid } from './pyramid/index.js';
import { designs as sequence } from './sequence/index.js';
import { designs as state } from './state/index.js';
import { designs as swimlane } from './swimlane/index.js';
import { designs as timeline } from './timeline/index.js';
import { designs as usecase } from './usecase/index.js';
import { designs as journey } from './journey/index.js';
import { designs as venn } from './venn/index.js';
import type { DesignDefinition } from './types.js';

export const DESIGNS: readonly DesignDefinition[] = [
  ...flowchart, ...sequence, ...timeline, ...mindmap, ...hierarchy, ...cycle, ...pyramid, ...funnel,
  ...venn, ...matrix, ...comparison, ...hub, ...swimlane, ...er, ...architecture, ...state, ...list,
  ...proportion, ...gantt, ...classDesigns, ...usecase, ...journey,
];

const byId = new Map(DESIGNS.map((d) => [d.id, d]));

export function getDesign(id: string): DesignDefinition | undefined {
  return byId.get(id);
}

export function designsOfKind(kind: Kind): DesignDefinition[] {
  return DESIGNS.filter((d) => d.kind === kind);
}

/** The default design of a kind: the first in catalog order. */
export function defaultDesignFor(kind: Kind): DesignDefinition | undefined {
  return DESIGNS.find((d) => d.kind === kind);
}

/** Kinds that have at least one design registered. */
export function availableKinds(): Kind[] {
  return KINDS.filter((k) => DESIGNS.some((d) => d.kind === k));
}
