// The engine's part that needs no prose reading: the request checks, and diagram code drawn as written.
import { AppError } from '../../errors.js';
import type { Style } from '../../spec/style.js';
import type { Kind } from '../../spec/kinds.js';
import type { DesignChoice } from '../model.js';
import type { DesignSource } from './classify/rank.js';
import type { CodeReading } from './code/reading.js';
import { convertContent } from './convert.js';

export interface EngineDeps {
  designs: DesignSource;
  /** Best icon id for a label, or undefined when nothing fits well. */
  suggestIcon?: (label: string) => string | undefined;
  /** Reads Mermaid / PlantUML / DOT code; null for prose. */
  readCode?: (prompt: string) => CodeReading | null;
}

export interface EngineResult { design: string; kind: Kind; content: unknown; ranking?: DesignChoice[]; style?: Style }

/**
 * The admission check: what can be known to fail before any work is paid for. Throws invalid_parameters for an
 * unknown design or a design whose kind cannot hold the prompt's diagram code, and validation_failed (from the
 * code readers) for code that cannot be read.
 */
export function checkRequest(prompt: string, requested: string, deps: EngineDeps): void {
  const named = requested && requested !== 'auto' ? deps.designs.get(requested) : undefined;
  if (requested && requested !== 'auto' && !named) {
    throw new AppError('invalid_parameters', `Unknown design "${requested}".`, { design: requested });
  }
  const code = deps.readCode?.(prompt) ?? null;
  if (code && named) convertContent(code.kind, named.kind, code.content);
}

/**
 * The checks every prompt gets, then its diagram code drawn as written; undefined for prose, which runEngine
 * (engine.ts, with the text readers) draws.
 */
export function runCodeEngine(prompt: string, requested: string, deps: EngineDeps): EngineResult | undefined {
  if (!/[\p{L}\p{N}]/u.test(prompt)) {
    throw new AppError('design_selection_failed', 'The prompt has no words or numbers to draw.', { reason: 'empty_prompt' });
  }
  const named = requested && requested !== 'auto' ? deps.designs.get(requested) : undefined;
  if (requested && requested !== 'auto' && !named) {
    throw new AppError('invalid_parameters', `Unknown design "${requested}".`, { design: requested });
  }
  const code = deps.readCode?.(prompt) ?? null;
  return code ? fromCode(code, named?.id, deps.designs) : undefined;
}

const LANGUAGE: Record<CodeReading['language'], string> = { mermaid: 'Mermaid', plantuml: 'PlantUML', dot: 'DOT' };

function fromCode(code: CodeReading, namedId: string | undefined, designs: DesignSource): EngineResult {
  if (namedId) {
    const d = designs.get(namedId)!;
    return { design: d.id, kind: d.kind, content: convertContent(code.kind, d.kind, code.content) };
  }
  const own = designs.get(code.design);
  const design = own && own.kind === code.kind ? own : designs.ofKind(code.kind)[0];
  if (!design) throw new AppError('design_selection_failed', `No ${code.kind} design is available to draw this ${LANGUAGE[code.language]} code.`, { kind: code.kind });
  return {
    design: design.id,
    kind: code.kind,
    content: code.content,
    ranking: [{ design: design.id, score: 1, reason: `${LANGUAGE[code.language]} ${code.kind} code, drawn as written.` }],
  };
}
