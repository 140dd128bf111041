// ModelConfig → the DiagramModel the service uses: builtin, or a provider (with the builtin as optional fallback).
import type { ModelConfig } from '../config.js';
import type { AppError } from '../errors.js';
import { createBuiltinModel } from './builtin/index.js';
import type { DiagramModel } from './model.js';
import { withFallback } from './providers/fallback.js';
import { checkModelConfig, createLanguageModel } from './providers/language-models.js';
import { createProviderModel } from './providers/provider-model.js';
import type { CatalogEntry } from './providers/select-design.js';

export { ModelConfigError } from './providers/language-models.js';

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
  const model = createProviderModel({
    provider: checked.provider,
    name: checked.name,
    languageModel: createLanguageModel(checked),
    timeoutMs: config.timeoutMs,
    secrets: [checked.apiKey],
    ...(deps.catalog ? { catalog: deps.catalog } : {}),
  });
  return config.fallback === 'builtin' ? withFallback(model, builtin(), deps.onFallback) : model;
}
