// Checked settings of a remote provider → an AI SDK language model (loaded only when a provider is configured).
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { CheckedModelConfig } from './model-config.js';

export { checkModelConfig, ModelConfigError } from './model-config.js';
export type { CheckedModelConfig, RemoteProvider } from './model-config.js';

/**
 * OpenAI goes through Chat Completions (`.chat`), the same wire protocol as every
 * OpenAI-compatible server, so one fake server and one set of behaviours covers both.
 */
export function createLanguageModel(config: CheckedModelConfig): LanguageModel {
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.name);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl as string,
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
        includeUsage: true,
      }).chatModel(config.name);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.name);
  }
}
