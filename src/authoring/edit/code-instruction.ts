// An instruction that is itself diagram code (Mermaid, PlantUML, DOT) → the diagram it describes, replacing the
// content: in the same design when the kind stays, else in the design the code's own form asks for.
import { defaultDesignFor, getDesign } from '../../designs/registry.js';
import { readDiagramCode } from '../builtin/code/index.js';
import type { CodeReading } from '../builtin/code/reading.js';
import type { DiagramState } from '../model.js';
import { ensureElementIds } from './ensure-ids.js';

/**
 * The new state when the instruction is diagram code, else null. Throws AppError validation_failed (with line and
 * column) for code that cannot be read: call it at admission, before any credit.
 */
export function stateFromCode(instruction: string, state: DiagramState, read: (text: string) => CodeReading | null = readDiagramCode): DiagramState | null {
  const code = read(instruction);
  if (!code) return null;
  const content = ensureElementIds(code.kind, code.content);
  if (code.kind === state.kind) return { ...state, content };
  const own = getDesign(code.design);
  const design = own && own.kind === code.kind ? own : defaultDesignFor(code.kind);
  return { ...state, kind: code.kind, design: design?.id ?? code.design, params: {}, content };
}
