// An agent loop as agent frameworks run one: the MCP tools are offered to a model as functions (OpenAI Chat
// Completions), the model's tool calls run through MCP (Streamable HTTP), their results go back to the model. The model
// is a fake server with a scripted sequence of calls, each built from what the previous tool result said.
import { afterAll, describe, expect, it } from 'vitest';
import { getBalance } from '../../src/billing/ledger.js';
import { type FakeReply, type RecordedRequest, startFakeOpenAI } from '../support/fake-openai-server.js';
import { contentOf, httpClient, imageOf, isPng, listen, type ToolResult } from '../support/mcp-clients.js';
import { createTestApp } from '../support/test-app.js';

const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  while (closers.length) await closers.pop()!.close();
});

type Message = { role: string; content: string | null; tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[]; tool_call_id?: string };

/** An assistant message calling one function, as an OpenAI-compatible server sends it. */
function toolCall(step: number, name: string, args: unknown): FakeReply {
  const message = { role: 'assistant', content: null, tool_calls: [{ id: `call_${step}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }] };
  return { status: 200, body: { id: `chatcmpl-${step}`, object: 'chat.completion', created: 1, model: 'fake', choices: [{ index: 0, message, finish_reason: 'tool_calls' }] } };
}

function answer(text: string): FakeReply {
  return { status: 200, body: { id: 'chatcmpl-end', object: 'chat.completion', created: 1, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }] } };
}

/** What the model last read from a tool: the JSON text of its result. */
function lastToolResult(request: RecordedRequest): any {
  const messages = request.body.messages as Message[];
  const last = messages[messages.length - 1]!;
  expect(last.role).toBe('tool');
  return JSON.parse(last.content!.split('\n')[0]!);
}

describe('an agent loop over MCP with a scripted model', () => {
  it('creates a diagram, restyles it and downloads it, each step built from the previous result', async () => {
    const t = await createTestApp({}, 10);
    closers.push(t);
    const client = await httpClient(await listen(t), t.key);
    closers.push(client);

    const script: ((r: RecordedRequest) => FakeReply)[] = [
      (r) => {
        // The model is offered every tool as a function whose parameters are the tool's input schema.
        const offered = (r.body.tools as { function: { name: string; parameters: { type: string } } }[]).map((f) => f.function.name);
        expect(offered).toContain('create_diagram');
        return toolCall(1, 'create_diagram', { prompt: 'Support ticket flow: customer opens ticket -> agent triages -> engineer fixes -> customer confirms', design: 'flowchart-horizontal' });
      },
      (r) => toolCall(2, 'restyle_diagram', { id: lastToolResult(r).id, style: { theme: 'dark', connector: 'curved' } }),
      (r) => toolCall(3, 'get_diagram', { id: lastToolResult(r).id, format: 'svg' }),
      (r) => answer(`Here is the diagram, revision ${lastToolResult(r).revision}.`),
    ];
    const fake = await startFakeOpenAI({ handler: (request, i) => script[i]!(request) });
    closers.push(fake);

    const tools = (await client.listTools()).tools.map((tool) => ({ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.inputSchema } }));
    const messages: Message[] = [{ role: 'user', content: 'Draw our support ticket flow left to right, dark, and give me the SVG.' }];
    const results: ToolResult[] = [];
    for (let turn = 0; turn < 10; turn++) {
      const res = await fetch(`${fake.url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'fake', messages, tools }) });
      const message = (await res.json()).choices[0].message as Message;
      messages.push(message);
      if (!message.tool_calls?.length) break;
      for (const call of message.tool_calls) {
        const result = await client.callTool({ name: call.function.name, arguments: JSON.parse(call.function.arguments) });
        results.push(result);
        const text = contentOf(result).filter((c) => c.type === 'text').map((c) => c.text).join('\n');
        messages.push({ role: 'tool', tool_call_id: call.id, content: text });
      }
    }

    expect(fake.requests).toHaveLength(4);
    expect(results.map((r) => r.isError ?? false)).toEqual([false, false, false]);
    const [created, restyled, downloaded] = results as [ToolResult, ToolResult, ToolResult];
    const id = (created.structuredContent as { id: string }).id;
    expect(isPng(imageOf(created).bytes)).toBe(true);
    expect(restyled.structuredContent).toMatchObject({ id, revision: 2, design: 'flowchart-horizontal', style: { theme: 'dark', connector: 'curved' } });
    expect(downloaded.structuredContent).toMatchObject({ id, format: 'svg', revision: 2 });
    const svg = contentOf(downloaded)[1]!.text!;
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('triages');
    expect(svg.toLowerCase()).toContain('#0f172a'); // the dark theme's background
    // What the agent downloaded is the stored latest revision, byte for byte what REST serves.
    expect(svg).toBe((await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${id}/diagram.svg`, headers: t.auth() })).body);
    expect(messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Here is the diagram, revision 2.' });
    expect(await getBalance(t.ctx.db, t.workspaceId)).toBe(9);
  });
});
