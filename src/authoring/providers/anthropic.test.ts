// The provider model against a fake Anthropic Messages server: native output format, json tool, errors.
import { afterEach, describe, expect, it } from 'vitest';
import { anthropicError, script, startFakeAnthropic } from '../../../test/support/fake-anthropic-server.js';
import type { FakeServer } from '../../../test/support/fake-anthropic-server.js';
import { PROMPT_VERSION, renderTemplate } from '../prompts/index.js';
import { contentJsonSchema } from './content-schema.js';
import { selectionSystemPrompt } from './select-design.js';
import type { CatalogEntry } from './select-design.js';
import { FLOW_CONTENT, providerModelFor, rejectionOf, TEST_API_KEY, TEST_CATALOG } from './test-fixtures.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const CATALOG: CatalogEntry[] = [
  ...TEST_CATALOG,
  { id: 'sequence-lifelines', kind: 'sequence', name: 'Sequence', description: 'Messages between participants over time.' },
  { id: 'matrix-quadrants', kind: 'matrix', name: 'Quadrants', description: 'Items placed on two axes in four quadrants.' },
];
const anthropic = (url: string) => providerModelFor(url, { provider: 'anthropic', name: 'claude-sonnet-4-5' }, CATALOG);
const signal = () => new AbortController().signal;

const SEQUENCE = {
  participants: [{ id: 'u', label: 'User', type: 'actor' }, { id: 'api', label: 'API' }],
  messages: [{ from: 'u', to: 'api', label: 'POST /login' }, { from: 'api', to: 'u', label: '200', type: 'reply' }],
};
const MATRIX = {
  x_axis: { label: 'Effort', low: 'low', high: 'high' },
  y_axis: { label: 'Impact' },
  items: [{ label: 'Dark mode', quadrant: 'top-left' }, { label: 'Rewrite', x: 0.9, y: 0.3 }],
};

describe('anthropic provider', () => {
  it('chooses and authors through the Messages API with the key header, fixed system prompt and fenced prompt', async () => {
    server = await startFakeAnthropic({ handler: script(
      { json: { ranking: [{ design: 'flowchart-vertical', score: 0.8, reason: 'a process' }] } },
      { json: FLOW_CONTENT, usage: { input: 500, output: 70 } },
    ) });
    const result = await anthropic(server.url).author({ prompt: 'Sign-in steps', design: 'auto', signal: signal() });

    expect(result.design).toBe('flowchart-vertical');
    expect(result.content).toMatchObject({ title: 'Sign in', edges: FLOW_CONTENT.edges });
    expect(result.model).toMatchObject({
      provider: 'anthropic', name: 'claude-sonnet-4-5', input_tokens: 620, output_tokens: 110, prompt_version: PROMPT_VERSION,
    });

    const [select, author] = server.requests;
    expect(select.path).toBe('/v1/messages');
    expect(select.headers['x-api-key']).toBe(TEST_API_KEY);
    expect(select.headers.authorization).toBeUndefined();
    expect(select.body.system).toEqual([{ type: 'text', text: selectionSystemPrompt(CATALOG) }]);
    expect(select.body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: '<user_prompt>\nSign-in steps\n</user_prompt>' }] },
    ]);
    expect(schemaSent(select.body).properties.ranking.items.properties.design.enum).toEqual(CATALOG.map((d) => d.id));

    expect(author.body.system).toEqual([{ type: 'text', text: renderTemplate('authorContent') }]);
    expect(author.body.messages[0].content[0].text).toContain('<user_prompt>\nSign-in steps\n</user_prompt>');
    const sent = schemaSent(author.body);
    expect(sent.required).toEqual(['nodes']);
    expect(Object.keys(sent.properties)).toEqual(Object.keys(contentJsonSchema('flowchart').properties as object));
  });

  // Anthropic's native output format takes few optional fields; the SDK then forces a `json` tool.
  it('asks for a schema with many optional fields through one forced json tool whose input schema is the content schema', async () => {
    server = await startFakeAnthropic({ handler: script({ json: MATRIX }) });
    const result = await anthropic(server.url).author({ prompt: 'Roadmap by effort and impact', design: 'matrix-quadrants', signal: signal() });
    expect(result.kind).toBe('matrix');
    expect(result.content).toMatchObject({ items: MATRIX.items, quadrants: {} });

    const body = server.requests[0].body;
    expect(body.output_config?.format).toBeUndefined();
    expect(body.tools).toHaveLength(1);
    expect(body.tools[0].input_schema).toEqual(contentJsonSchema('matrix'));
    // With a single tool, "any" forces that tool.
    expect(body.tool_choice).toMatchObject({ type: 'any' });
  });

  it('repairs an answer that breaks the schema, then fails with generation_invalid_output on a second break', async () => {
    const broken = { ...SEQUENCE, messages: [{ from: 'u', to: 'ghost' }] };
    server = await startFakeAnthropic({ handler: script({ json: broken }, { json: broken }) });
    const error = await rejectionOf(anthropic(server.url).author({ prompt: 'Login call', design: 'sequence-lifelines', signal: signal() }));
    expect(error.code).toBe('generation_invalid_output');
    expect(error.details.issues).toEqual([{ path: 'messages[0].to', message: 'unknown id "ghost"' }]);
    const repair = server.requests[1].body.messages;
    expect(repair).toHaveLength(3);
    expect(repair[1].role).toBe('assistant');
    expect(repair[2].content[0].text).toContain('- messages[0].to: unknown id "ghost"');
  });

  it('maps an Anthropic error (overloaded) to generation_provider_failed with its message', async () => {
    server = await startFakeAnthropic({ handler: script(anthropicError(529, 'Overloaded', 'overloaded_error')) });
    const error = await rejectionOf(anthropic(server.url).author({ prompt: 'x', design: 'flowchart-vertical', signal: signal() }));
    expect(error.code).toBe('generation_provider_failed');
    expect(error.details).toEqual({ provider: 'anthropic', status: 529, message: 'Overloaded' });
    expect(server.requests).toHaveLength(1);
  });

  it('maps a bad key to generation_provider_failed without echoing the key', async () => {
    server = await startFakeAnthropic({ handler: script(anthropicError(401, `invalid x-api-key ${TEST_API_KEY}`, 'authentication_error')) });
    const error = await rejectionOf(anthropic(server.url).author({ prompt: 'x', design: 'flowchart-vertical', signal: signal() }));
    expect(error.details.status).toBe(401);
    expect(JSON.stringify(error.details)).not.toContain(TEST_API_KEY);
    expect(error.details.message).toContain('[redacted]');
  });
});

/** Wherever the SDK put the schema for this model: native output format or the json tool. */
function schemaSent(body: any): any {
  return body.output_config?.format?.schema ?? body.tools?.[0]?.input_schema;
}
