// Prompt + requested design → design, kind, validated content (and the ranking for 'auto'); pure and synchronous.
import { AppError, isAppError } from '../../errors.js';
import type { Kind } from '../../spec/kinds.js';
import type { DesignChoice } from '../model.js';
import type { CodeReading } from './code/reading.js';
import { classify } from './classify/classify.js';
import { rankDesigns, type DesignSource } from './classify/rank.js';
import { convertContent } from './convert.js';
import { extractContent } from './extract/index.js';
import { analyze } from './text/doc.js';

export interface EngineDeps {
  designs: DesignSource;
  /** Best icon id for a label, or undefined when nothing fits well. */
  suggestIcon?: (label: string) => string | undefined;
  /** Reads Mermaid / PlantUML / DOT code; null for prose. */
  readCode?: (prompt: string) => CodeReading | null;
}

export interface EngineResult { design: string; kind: Kind; content: unknown; ranking?: DesignChoice[] }

// Designs of these kinds draw icons next to labels; elsewhere an icon would be dropped, so none is chosen.
const ICON_KINDS = new Set<Kind>(['architecture', 'hub', 'list', 'timeline', 'flowchart']);
const ICON_ID = /^[a-z0-9-]+:[a-z0-9._-]+$/;

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

export function runEngine(prompt: string, requested: string, deps: EngineDeps): EngineResult {
  if (!/[\p{L}\p{N}]/u.test(prompt)) {
    throw new AppError('design_selection_failed', 'The prompt has no words or numbers to draw.', { reason: 'empty_prompt' });
  }
  const named = requested && requested !== 'auto' ? deps.designs.get(requested) : undefined;
  if (requested && requested !== 'auto' && !named) {
    throw new AppError('invalid_parameters', `Unknown design "${requested}".`, { design: requested });
  }

  const code = deps.readCode?.(prompt) ?? null;
  if (code) return fromCode(code, named?.id, deps.designs);

  const doc = analyze(prompt);
  const iconFor = (kind: Kind) => (label: string) => {
    if (!ICON_KINDS.has(kind) || !deps.suggestIcon) return undefined;
    const id = deps.suggestIcon(label);
    return id && ICON_ID.test(id) ? id : undefined;
  };
  if (named) {
    const content = extractContent(named.kind, { doc, design: named.id, icon: iconFor(named.kind) });
    return { design: named.id, kind: named.kind, content };
  }
  const ranking = rankDesigns(doc, classify(doc), deps.designs);
  if (ranking.length === 0) throw new AppError('design_selection_failed', 'No design is available for this prompt.', { reason: 'no_designs' });
  // The best design whose kind the prompt can actually fill; a kind that needs more items than given yields to the next.
  let firstError: unknown;
  const tried = new Set<Kind>();
  for (const choice of ranking) {
    const d = deps.designs.get(choice.design)!;
    if (tried.has(d.kind)) continue;
    tried.add(d.kind);
    try {
      const content = extractContent(d.kind, { doc, design: d.id, icon: iconFor(d.kind) });
      return { design: d.id, kind: d.kind, content, ranking: promote(ranking, d.id) };
    } catch (e) {
      if (!isAppError(e) || e.code !== 'generation_invalid_output' || !(e.details as { need?: number } | undefined)?.need) throw e;
      firstError ??= e;
    }
  }
  const list = deps.designs.ofKind('list')[0];
  if (list && !tried.has('list')) {
    const content = extractContent('list', { doc, design: list.id, icon: iconFor('list') });
    return { design: list.id, kind: 'list', content, ranking: promote([...ranking, { design: list.id, score: 0, reason: 'List: the items as written.' }], list.id) };
  }
  throw firstError;
}

/** Puts the design that was drawn first, keeping the others' order. */
function promote(ranking: DesignChoice[], id: string): DesignChoice[] {
  const chosen = ranking.find((r) => r.design === id)!;
  const rest = ranking.filter((r) => r.design !== id);
  return [{ ...chosen, score: Math.max(chosen.score, rest[0]?.score ?? 0) }, ...rest];
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
