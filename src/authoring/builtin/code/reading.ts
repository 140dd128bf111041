// The contract between the diagram-code readers (Mermaid, PlantUML, DOT) and the builtin engine.
import type { Kind } from '../../../spec/kinds.js';

export type CodeLanguage = 'mermaid' | 'plantuml' | 'dot';

export interface CodeReading {
  language: CodeLanguage;
  kind: Kind;
  /** Content valid against CONTENT_SCHEMAS[kind]. */
  content: unknown;
  /** The design that matches the code's own form (e.g. `flowchart-horizontal` for `flowchart LR`). */
  design: string;
}
