// ModelConfig of a remote provider → checked settings, or a startup error that names the missing setting (no AI SDK here).
import type { ModelConfig } from '../../config.js';

export type RemoteProvider = Exclude<ModelConfig['provider'], 'builtin'>;

/** Thrown at start, before the server listens: the operator must fix the environment. */
export class ModelConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelConfigError';
  }
}

export interface CheckedModelConfig {
  provider: RemoteProvider;
  name: string;
  baseUrl: string | undefined;
  apiKey: string | undefined;
}

export function checkModelConfig(config: ModelConfig): CheckedModelConfig {
  const provider = config.provider;
  if (provider === 'builtin') throw new ModelConfigError('the builtin model needs no language model');
  const needs = (what: string) =>
    new ModelConfigError(`DIAGRAM_MODEL_PROVIDER=${provider} needs ${what}`);
  if (!config.name?.trim()) throw needs('DIAGRAM_MODEL_NAME (the model id, e.g. "gpt-4o-mini", "llama3.1:8b", "claude-sonnet-4-5")');
  if (provider === 'openai-compatible' && !config.baseUrl) {
    throw needs('DIAGRAM_MODEL_BASE_URL (the server\'s OpenAI-compatible API root, e.g. http://localhost:11434/v1)');
  }
  if ((provider === 'openai' || provider === 'anthropic') && !config.apiKey) throw needs('DIAGRAM_MODEL_API_KEY');
  if (config.baseUrl !== undefined) {
    let url: URL;
    try {
      url = new URL(config.baseUrl);
    } catch {
      throw new ModelConfigError(`DIAGRAM_MODEL_BASE_URL is not a URL: ${JSON.stringify(config.baseUrl.slice(0, 200))}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ModelConfigError('DIAGRAM_MODEL_BASE_URL must be an http:// or https:// URL');
    }
  }
  return {
    provider,
    name: config.name.trim(),
    baseUrl: config.baseUrl?.replace(/\/+$/, ''),
    apiKey: config.apiKey,
  };
}
