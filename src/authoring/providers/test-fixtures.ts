// Shared by the provider tests: a small fixed catalog, valid content, and a model bound to a fake server.
import type { ModelConfig } from '../../config.js';
import type { DiagramModel } from '../model.js';
import { checkModelConfig, createLanguageModel } from './language-models.js';
import { createProviderModel } from './provider-model.js';
import type { CatalogEntry } from './select-design.js';

/** Fixed so the tests do not depend on which designs other work has registered yet. */
export const TEST_CATALOG: CatalogEntry[] = [
  { id: 'flowchart-vertical', kind: 'flowchart', name: 'Vertical flowchart', description: 'Steps and decisions, top to bottom.' },
  { id: 'timeline-horizontal', kind: 'timeline', name: 'Horizontal timeline', description: 'Dated events along a line.' },
  { id: 'comparison-table', kind: 'comparison', name: 'Comparison table', description: 'Options side by side against criteria.' },
];

export const TEST_API_KEY = 'sk-test-0123456789abcdefSECRET';

export const FLOW_CONTENT = {
  title: 'Sign in',
  nodes: [
    { id: 'start', label: 'Open app', type: 'start' },
    { id: 'check', label: 'Has account?', type: 'decision' },
    { id: 'login', label: 'Log in' },
    { id: 'signup', label: 'Sign up' },
  ],
  edges: [
    { from: 'start', to: 'check' },
    { from: 'check', to: 'login', label: 'yes' },
    { from: 'check', to: 'signup', label: 'no' },
  ],
};

export function providerModelFor(
  url: string,
  overrides: Partial<ModelConfig> = {},
  catalog: CatalogEntry[] = TEST_CATALOG,
): DiagramModel {
  const config: ModelConfig = {
    provider: 'openai-compatible',
    baseUrl: url,
    name: 'fake-llm',
    apiKey: TEST_API_KEY,
    fallback: 'none',
    timeoutMs: 20_000,
    ...overrides,
  };
  const checked = checkModelConfig(config);
  return createProviderModel({
    provider: checked.provider,
    name: checked.name,
    languageModel: createLanguageModel(checked),
    timeoutMs: config.timeoutMs,
    secrets: [checked.apiKey],
    catalog: () => catalog,
  });
}

/** Runs a promise expected to reject and returns the error, failing the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, it succeeded');
}
