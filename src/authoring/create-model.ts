// ModelConfig → the DiagramModel the service uses: builtin, or a provider (with the builtin as optional fallback).
import type { ModelConfig } from '../config.js';
import type { AppError } from '../errors.js';
import { createBuiltinModel } from './builtin/index.js';
import type { AuthoringRequest, AuthoringResult, DiagramModel, EditRequest, EditResult } from './model.js';
import { stateFromCode } from './edit/code-instruction.js';
import { withFallback } from './providers/fallback.js';
import { checkModelConfig, type CheckedModelConfig } from './providers/model-config.js';
import type { CatalogEntry } from './providers/select-design.js';

export { ModelConfigError } from './providers/model-config.js';

export interface CreateModelDeps {
  /** The offline model (default: the builtin engine). */
  builtin?: () => DiagramModel;
  /** Designs a provider may choose from (default: the registry). */
  catalog?: () => readonly CatalogEntry[];
  /** Told when the fallback model takes over, e.g. to log the provider's failure. */
  onFallback?: (error: AppError, primary: DiagramModel) => void;
}

/** Throws ModelConfigError when a provider's settings are missing or malformed: call it at start. */
export function createModel(config: ModelConfig, deps: CreateModelDeps = {}): DiagramModel {
  const builtin = deps.builtin ?? createBuiltinModel;
  if (config.provider === 'builtin') return builtin();
  const checked = checkModelConfig(config);
  const model = remoteModel(checked, config.timeoutMs, deps.catalog);
  return config.fallback === 'builtin' ? withFallback(model, builtin(), deps.onFallback) : model;
}

/**
 * The AI SDK costs 0.3–0.5 s to load, so only a configured provider loads it, and not before the server listens:
 * on prepare() or the first request, whichever comes first.
 */
function remoteModel(checked: CheckedModelConfig, timeoutMs: number, catalog: CreateModelDeps['catalog']): DiagramModel {
  let loaded: Promise<DiagramModel> | undefined;
  const load = () => (loaded ??= Promise.all([import('./providers/language-models.js'), import('./providers/provider-model.js')])
    .then(([{ createLanguageModel }, { createProviderModel }]) => createProviderModel({
      provider: checked.provider,
      name: checked.name,
      languageModel: createLanguageModel(checked),
      timeoutMs,
      secrets: [checked.apiKey],
      ...(catalog ? { catalog } : {}),
    })));
  return {
    provider: checked.provider,
    name: checked.name,
    async prepare(): Promise<void> {
      await load();
    },
    async author(request: AuthoringRequest): Promise<AuthoringResult> {
      return (await load()).author(request);
    },
    validateEdit(request): void {
      stateFromCode(request.instruction, request);
    },
    async edit(request: EditRequest): Promise<EditResult> {
      return (await load()).edit(request);
    },
  };
}
