// DiagramSpec: what a stored generation keeps so it can be re-rendered and restyled without a model.
import type { Kind } from './kinds.js';
import type { Style } from './style.js';

export interface DiagramSpec {
  /** Version of this shape, for migrations of stored specs. */
  version: 1;
  design: string;
  kind: Kind;
  /** Validated content of the design's kind. */
  content: unknown;
  params: Record<string, unknown>;
  style: Style;
}

export const DIAGRAM_SPEC_VERSION = 1 as const;
