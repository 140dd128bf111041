// Prompt → CodeReading when the prompt is (or holds one fenced block of) Mermaid, PlantUML or DOT code; null for prose.
import { checkDraft } from './draft.js';
import { findDiagramCode } from './detect.js';
import { readDot } from './dot/index.js';
import { readMermaid } from './mermaid/index.js';
import { readPlantUml } from './plantuml/index.js';
import type { CodeReading } from './reading.js';
import { Source } from './source.js';

export type { CodeLanguage, CodeReading } from './reading.js';

/**
 * Reads diagram code exactly: every label and relation of the code is in the content, in order, and nothing is
 * invented. Returns null when the prompt is prose. Throws AppError `validation_failed` (details: language, line,
 * column) when the code cannot be read or exceeds what the kind's content can hold.
 */
export function readDiagramCode(prompt: string): CodeReading | null {
  const found = findDiagramCode(prompt);
  if (!found) return null;
  const source = new Source(found.language, found.text, found.line);
  const draft = found.language === 'mermaid' ? readMermaid(source) : found.language === 'plantuml' ? readPlantUml(source) : readDot(source);
  const content = checkDraft(found.language, draft);
  return { language: found.language, kind: draft.kind, content, design: draft.design };
}
