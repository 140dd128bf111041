// createModel: the configured provider, clear startup errors for missing settings, the builtin fallback.
import { afterEach, describe, expect, it } from 'vitest';
import { openAIError, script, startFakeOpenAI } from '../../test/support/fake-openai-server.js';
import type { FakeServer } from '../../test/support/fake-openai-server.js';
import type { ModelConfig } from '../config.js';
import { createModel, ModelConfigError } from './create-model.js';
import type { DiagramModel } from './model.js';
import { FLOW_CONTENT, TEST_CATALOG } from './providers/test-fixtures.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const base: ModelConfig = { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:1/v1', name: 'm', apiKey: undefined, fallback: 'none', timeoutMs: 10_000 };
const stub: DiagramModel = {
  provider: 'builtin',
  name: 'stub',
  author: async () => ({ design: 'list-numbered', kind: 'list', content: { items: [{ label: 'a' }] }, model: { provider: 'builtin', name: 'stub', latency_ms: 0 } }),
};
const deps = { builtin: () => stub, catalog: () => TEST_CATALOG };

describe('createModel', () => {
  it('returns the builtin model for provider builtin', () => {
    expect(createModel({ ...base, provider: 'builtin' }, deps)).toBe(stub);
  });

  it.each([
    [{ provider: 'openai-compatible', name: undefined }, /DIAGRAM_MODEL_NAME/],
    [{ provider: 'openai-compatible', baseUrl: undefined }, /DIAGRAM_MODEL_BASE_URL/],
    [{ provider: 'openai', apiKey: undefined }, /DIAGRAM_MODEL_API_KEY/],
    [{ provider: 'anthropic', apiKey: undefined }, /DIAGRAM_MODEL_API_KEY/],
    [{ provider: 'openai', apiKey: 'sk-x', baseUrl: 'localhost:11434' }, /not a URL|http/],
    [{ provider: 'openai-compatible', baseUrl: 'ftp://host/v1' }, /http/],
  ] as [Partial<ModelConfig>, RegExp][])('refuses to start with %j', (overrides, message) => {
    expect(() => createModel({ ...base, ...overrides }, deps)).toThrow(ModelConfigError);
    expect(() => createModel({ ...base, ...overrides }, deps)).toThrow(message);
  });

  it('builds a working provider model from the configuration', async () => {
    server = await startFakeOpenAI({ handler: script({ json: FLOW_CONTENT }) });
    const model = createModel({ ...base, baseUrl: `${server.url}/`, name: 'llama3.1:8b' }, deps);
    expect([model.provider, model.name]).toEqual(['openai-compatible', 'llama3.1:8b']);
    const result = await model.author({ prompt: 'sign in', design: 'flowchart-vertical', signal: new AbortController().signal });
    expect(result.model).toMatchObject({ provider: 'openai-compatible', name: 'llama3.1:8b' });
    // No key configured: no Authorization header at all.
    expect(server.requests[0].headers.authorization).toBeUndefined();
    expect(server.requests[0].path).toBe('/v1/chat/completions');
  });

  it('falls back to the builtin model when configured and the provider fails', async () => {
    server = await startFakeOpenAI({ handler: script(openAIError(500, 'down')) });
    const model = createModel({ ...base, baseUrl: server.url, fallback: 'builtin' }, deps);
    const result = await model.author({ prompt: 'sign in', design: 'flowchart-vertical', signal: new AbortController().signal });
    expect(result.model).toMatchObject({ provider: 'builtin', fallback_from: 'openai-compatible:m' });
  });

  it('does not fall back unless configured', async () => {
    server = await startFakeOpenAI({ handler: script(openAIError(500, 'down')) });
    const model = createModel({ ...base, baseUrl: server.url }, deps);
    await expect(model.author({ prompt: 'sign in', design: 'flowchart-vertical', signal: new AbortController().signal }))
      .rejects.toMatchObject({ code: 'generation_provider_failed' });
  });
});
