// Provider edits against a fake OpenAI-compatible server: what is sent (content with ids, schema, fenced instruction),
// the repair round for schema issues and for lost ids, failures, and edits that need no model call.
import { afterEach, describe, expect, it } from 'vitest';
import { openAIError, script, startFakeOpenAI } from '../../../test/support/fake-openai-server.js';
import type { FakeHandler, FakeServer } from '../../../test/support/fake-openai-server.js';
import type { DiagramState } from '../model.js';
import { renderTemplate } from '../prompts/index.js';
import { withFallback } from './fallback.js';
import { createBuiltinModel } from '../builtin/index.js';
import { contentJsonSchema } from './content-schema.js';
import { FLOW_CONTENT, providerModelFor, rejectionOf, TEST_CATALOG } from './test-fixtures.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(handler: FakeHandler): Promise<FakeServer> {
  server = await startFakeOpenAI({ handler });
  return server;
}

const signal = () => new AbortController().signal;
const CURRENT: DiagramState = { kind: 'flowchart', design: 'flowchart-vertical', content: { ...FLOW_CONTENT, groups: [] }, params: {}, style: {} };
const EDITED = {
  ...FLOW_CONTENT,
  nodes: [...FLOW_CONTENT.nodes, { id: 'welcome', label: 'Show welcome' }],
  edges: [...FLOW_CONTENT.edges, { from: 'signup', to: 'welcome' }],
};

describe('provider edits', () => {
  it('sends the current content with its ids, the kind schema and the fenced instruction, and returns the whole new content', async () => {
    const s = await start(script({ json: EDITED, usage: { input: 500, output: 120 } }));
    const r = await providerModelFor(s.url).edit({ ...CURRENT, instruction: 'after sign up, show a welcome screen', signal: signal() });
    expect(r).toMatchObject({ kind: 'flowchart', design: 'flowchart-vertical', params: {}, style: {} });
    expect((r.content as any).nodes.map((n: any) => n.id)).toEqual(['start', 'check', 'login', 'signup', 'welcome']);
    expect(r.model).toMatchObject({ provider: 'openai-compatible', name: 'fake-llm', input_tokens: 500, output_tokens: 120 });

    expect(s.requests).toHaveLength(1);
    const body = s.requests[0]!.body;
    expect(body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'diagram_content', strict: false, schema: contentJsonSchema('flowchart') } });
    expect(body.messages[0]).toEqual({ role: 'system', content: renderTemplate('editContent') });
    const user = body.messages[1].content as string;
    expect(user).toContain(`Change this flowchart diagram, drawn with the design "${TEST_CATALOG[0]!.name}".`);
    expect(user).toContain(`<current_content>\n${JSON.stringify(CURRENT.content)}\n</current_content>`);
    expect(user.endsWith('<user_instruction>\nafter sign up, show a welcome screen\n</user_instruction>')).toBe(true);
  });

  it('repairs an answer that lost the id of an element it kept, naming the id to keep', async () => {
    const renamedIds = { ...EDITED, nodes: EDITED.nodes.map((n) => (n.id === 'login' ? { ...n, id: 'log-in' } : n)), edges: EDITED.edges.map((e) => (e.to === 'login' ? { ...e, to: 'log-in' } : e)) };
    const s = await start(script({ json: renamedIds }, { json: EDITED }));
    const r = await providerModelFor(s.url).edit({ ...CURRENT, instruction: 'add a welcome screen after sign up', signal: signal() });
    expect((r.content as any).nodes.map((n: any) => n.id)).toContain('login');
    expect(s.requests).toHaveLength(2);
    const repair = s.requests[1]!.body.messages;
    expect(repair[2]).toEqual({ role: 'assistant', content: JSON.stringify(renamedIds) });
    expect(repair[3].content).toContain('the element "Log in" must keep its id "login" (it has "log-in" now)');
  });

  it('repairs schema issues once, then fails with generation_invalid_output', async () => {
    const s = await start(script({ json: { nodes: [{ id: 'a' }] } }, { json: { nodes: [] } }));
    const e = await rejectionOf(providerModelFor(s.url).edit({ ...CURRENT, instruction: 'remove everything but the start', signal: signal() }));
    expect(e.code).toBe('generation_invalid_output');
    expect(e.details).toMatchObject({ provider: 'openai-compatible', design: 'flowchart-vertical', attempts: 2 });
    expect(s.requests[1]!.body.messages[3].content).toContain('nodes[0].label');
  });

  it('maps provider errors and aborts like authoring does', async () => {
    let s = await start(script(openAIError(503, 'overloaded')));
    let e = await rejectionOf(providerModelFor(s.url).edit({ ...CURRENT, instruction: 'rename Log in to Sign in', signal: signal() }));
    expect(e.code).toBe('generation_provider_failed');
    expect(e.details).toMatchObject({ status: 503, message: 'overloaded' });
    await s.close();
    s = await start(script({ json: EDITED, delayMs: 30_000 }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    e = await rejectionOf(providerModelFor(s.url).edit({ ...CURRENT, instruction: 'rename Log in to Sign in', signal: controller.signal }));
    expect(e.code).toBe('generation_timeout');
  });

  it('needs no model call for diagram code or a change of design, direction or theme', async () => {
    const s = await start(script());
    const model = providerModelFor(s.url);
    const code = await model.edit({ ...CURRENT, instruction: 'flowchart LR\n  a[One] --> b[Two]', signal: signal() });
    expect((code.content as any).nodes.map((n: any) => n.label)).toEqual(['One', 'Two']);
    expect((await model.edit({ ...CURRENT, instruction: 'turn it left to right', signal: signal() })).design).toBe('flowchart-horizontal');
    expect((await model.edit({ ...CURRENT, instruction: 'use the dark theme please', signal: signal() })).style).toEqual({ theme: 'dark' });
    expect(s.requests).toHaveLength(0);
    // Code that cannot be read is refused at admission, before any credit.
    expect(() => model.validateEdit!({ ...CURRENT, instruction: 'digraph G {\n  a -> ;\n}' })).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });

  it('falls back to the builtin grammar when the provider fails, saying so', async () => {
    const s = await start(script(openAIError(500, 'down')));
    const model = withFallback(providerModelFor(s.url), createBuiltinModel());
    const r = await model.edit({ ...CURRENT, instruction: 'rename Log in to Sign in', signal: signal() });
    expect((r.content as any).nodes.find((n: any) => n.id === 'login').label).toBe('Sign in');
    expect(r.model).toMatchObject({ provider: 'builtin', fallback_from: 'openai-compatible:fake-llm' });
  });
});
