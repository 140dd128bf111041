// An AI SDK language model + design catalog → a DiagramModel: design choice (for 'auto'), authoring, usage.
import type { LanguageModel } from 'ai';
import { AppError } from '../../errors.js';
import { DESIGNS } from '../../designs/registry.js';
import type { AuthoringRequest, AuthoringResult, DiagramModel, EditRequest, EditResult } from '../model.js';
import { stateFromCode } from '../edit/code-instruction.js';
import { presentationOnly } from '../edit/presentation.js';
import { editContent } from './edit-content.js';
import { PROMPT_VERSION } from '../prompts/index.js';
import { authorContent } from './author-content.js';
import { timeoutError } from './provider-errors.js';
import { selectDesign } from './select-design.js';
import type { CatalogEntry } from './select-design.js';
import { addUsage } from './structured-call.js';
import type { Usage } from './structured-call.js';

export interface ProviderModelOptions {
  /** `openai`, `openai-compatible` or `anthropic`: reported in usage and error details. */
  provider: string;
  name: string;
  languageModel: LanguageModel;
  /** A bound of its own besides the request's signal, so a forgotten abort cannot hang a worker. */
  timeoutMs?: number;
  /** Values never to be echoed in errors (the API key). */
  secrets?: readonly (string | undefined)[];
  /** The designs to choose from; read at each call because the registry may be filled after start. */
  catalog?: () => readonly CatalogEntry[];
}

export function registryCatalog(): CatalogEntry[] {
  return DESIGNS.map((d) => ({ id: d.id, kind: d.kind, name: d.name, description: d.description }));
}

export function createProviderModel(options: ProviderModelOptions): DiagramModel {
  const catalogOf = options.catalog ?? registryCatalog;
  const secrets = options.secrets ?? [];
  return {
    provider: options.provider,
    name: options.name,
    async author(request: AuthoringRequest): Promise<AuthoringResult> {
      return bounded(request.signal, (signal) => authorWithin(request, signal));
    },
    validateEdit(request): void {
      // Only what can be known without the provider: diagram code that cannot be read.
      stateFromCode(request.instruction, request);
    },
    async edit(request: EditRequest): Promise<EditResult> {
      return bounded(request.signal, (signal) => editWithin(request, signal));
    },
  };

  /**
   * Our own timer rather than AbortSignal.any([..., AbortSignal.timeout()]): in one CI run that composite never
   * fired and the call ran its full 30 s (likely the signals being collected while the call waited, a known
   * weakness of AbortSignal.any on Node 20). A timer held here cannot be collected before it fires.
   */
  async function bounded<T>(outer: AbortSignal, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const onAbort = () => controller.abort(outer.reason);
    if (outer.aborted) onAbort();
    else outer.addEventListener('abort', onAbort, { once: true });
    const timer = options.timeoutMs
      ? setTimeout(() => controller.abort(new DOMException('The provider call timed out.', 'TimeoutError')), options.timeoutMs)
      : undefined;
    try {
      return await run(controller.signal);
    } finally {
      clearTimeout(timer);
      outer.removeEventListener('abort', onAbort);
    }
  }

  async function editWithin(request: EditRequest, signal: AbortSignal): Promise<EditResult> {
    const started = performance.now();
    if (signal.aborted) throw timeoutError(options.provider);
    const { signal: _outer, instruction, ...current } = request;
    const usage = (more: Record<string, unknown> = {}) => ({
      provider: options.provider, name: options.name, ...more, latency_ms: Math.round(performance.now() - started), prompt_version: PROMPT_VERSION,
    });
    // Diagram code replaces the content as written, and a change of design, direction or theme needs no model.
    const drawn = stateFromCode(instruction, current) ?? presentationOnly(instruction, current);
    if (drawn) return { ...drawn, model: usage() };
    const design = catalogOf().find((d) => d.id === request.design) ?? registryCatalog().find((d) => d.id === request.design);
    if (!design) throw new AppError('invalid_parameters', `Unknown design "${request.design}".`, { design: request.design });
    const base = { model: options.languageModel, signal, errors: { provider: options.provider, signal, secrets } };
    const edited = await editContent(base, design, request.content, instruction);
    return { ...current, content: edited.content, model: usage(edited.usage as Record<string, unknown>) };
  }
  async function authorWithin(request: AuthoringRequest, signal: AbortSignal): Promise<AuthoringResult> {
    const started = performance.now();
    if (signal.aborted) throw timeoutError(options.provider);
    const base = { model: options.languageModel, signal, errors: { provider: options.provider, signal, secrets } };
    const catalog = catalogOf();

    let usage: Usage = {};
    let ranking: AuthoringResult['ranking'];
    let design: CatalogEntry | undefined;
    if (request.design === 'auto') {
      const selection = await selectDesign(base, catalog, request.prompt);
      usage = addUsage(usage, selection.answer.usage);
      ranking = selection.ranking;
      design = catalog.find((d) => d.id === selection.ranking[0].design);
    } else {
      design = catalog.find((d) => d.id === request.design);
      if (!design) throw new AppError('invalid_parameters', `Unknown design "${request.design}".`, { design: request.design });
    }
    if (!design) throw new AppError('design_selection_failed');

    const authored = await authorContent(base, design, request.prompt);
    usage = addUsage(usage, authored.usage);
    return {
      design: design.id,
      kind: design.kind,
      content: authored.content,
      ...(ranking ? { ranking } : {}),
      model: {
        provider: options.provider,
        name: options.name,
        ...usage,
        latency_ms: Math.round(performance.now() - started),
        prompt_version: PROMPT_VERSION,
      },
    };
  }
}
