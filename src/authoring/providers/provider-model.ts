// An AI SDK language model + design catalog → a DiagramModel: design choice (for 'auto'), authoring, usage.
import type { LanguageModel } from 'ai';
import { AppError } from '../../errors.js';
import { DESIGNS } from '../../designs/registry.js';
import type { AuthoringRequest, AuthoringResult, DiagramModel } from '../model.js';
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
      // Our own timer rather than AbortSignal.any([..., AbortSignal.timeout()]): in one CI run that composite never
      // fired and the call ran its full 30 s (likely the signals being collected while the call waited, a known
      // weakness of AbortSignal.any on Node 20). A timer held here cannot be collected before it fires.
      const bounded = new AbortController();
      const onAbort = () => bounded.abort(request.signal.reason);
      if (request.signal.aborted) onAbort();
      else request.signal.addEventListener('abort', onAbort, { once: true });
      const timer = options.timeoutMs
        ? setTimeout(() => bounded.abort(new DOMException('The provider call timed out.', 'TimeoutError')), options.timeoutMs)
        : undefined;
      try {
        return await authorWithin(request, bounded.signal);
      } finally {
        clearTimeout(timer);
        request.signal.removeEventListener('abort', onAbort);
      }
    },
  };

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
