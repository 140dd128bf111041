// withFallback: a failing provider hands the request to the fallback model, and the usage says so.
import { afterEach, describe, expect, it } from 'vitest';
import { openAIError, script, startFakeOpenAI } from '../../../test/support/fake-openai-server.js';
import type { FakeServer } from '../../../test/support/fake-openai-server.js';
import type { AuthoringRequest, DiagramModel } from '../model.js';
import { withFallback } from './fallback.js';
import { providerModelFor, rejectionOf } from './test-fixtures.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Stands in for the builtin engine (written elsewhere): records calls, answers a fixed list. */
function stubFallback(): DiagramModel & { calls: AuthoringRequest[] } {
  const calls: AuthoringRequest[] = [];
  return {
    provider: 'builtin',
    name: 'builtin-stub',
    calls,
    async author(request) {
      calls.push(request);
      return {
        design: 'list-numbered', kind: 'list', content: { items: [{ label: 'one' }] },
        model: { provider: 'builtin', name: 'builtin-stub', latency_ms: 1, prompt_version: 'engine-1' },
      };
    },
  };
}

describe('withFallback', () => {
  it('uses the fallback when the provider fails and records which model it stood in for', async () => {
    server = await startFakeOpenAI({ handler: script(openAIError(500, 'down')) });
    const fallback = stubFallback();
    const seen: string[] = [];
    const model = withFallback(providerModelFor(server.url), fallback, (error) => seen.push(error.code));
    const result = await model.author({ prompt: 'x', design: 'flowchart-vertical', signal: new AbortController().signal });
    expect(result.model).toEqual({
      provider: 'builtin', name: 'builtin-stub', latency_ms: 1, prompt_version: 'engine-1', fallback_from: 'openai-compatible:fake-llm',
    });
    expect(result.design).toBe('list-numbered');
    expect(seen).toEqual(['generation_provider_failed']);
    expect(fallback.calls).toHaveLength(1);
    expect(model.provider).toBe('openai-compatible');
  });

  it('uses the fallback when the provider keeps answering invalid content', async () => {
    server = await startFakeOpenAI({ handler: script({ json: { nodes: [] } }, { json: { nodes: [] } }) });
    const result = await withFallback(providerModelFor(server.url), stubFallback())
      .author({ prompt: 'x', design: 'flowchart-vertical', signal: new AbortController().signal });
    expect(result.model.fallback_from).toBe('openai-compatible:fake-llm');
  });

  it('does not fall back on an error of the request itself', async () => {
    server = await startFakeOpenAI({ handler: script() });
    const fallback = stubFallback();
    const error = await rejectionOf(withFallback(providerModelFor(server.url), fallback)
      .author({ prompt: 'x', design: 'no-such-design', signal: new AbortController().signal }));
    expect(error.code).toBe('invalid_parameters');
    expect(fallback.calls).toHaveLength(0);
  });

  it('does not fall back once the request was aborted: there is no time left', async () => {
    server = await startFakeOpenAI({ handler: script({ json: {}, delayMs: 30_000 }) });
    const fallback = stubFallback();
    const controller = new AbortController();
    const pending = withFallback(providerModelFor(server.url), fallback)
      .author({ prompt: 'x', design: 'flowchart-vertical', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await rejectionOf(pending);
    expect(error.code).toBe('generation_timeout');
    expect(fallback.calls).toHaveLength(0);
  });
});
