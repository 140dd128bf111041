// A scripted Anthropic Messages API server on 127.0.0.1 (random port) that records every request.
import { DEFAULT_USAGE, startFakeServer } from './fake-openai-server.js';
import type { FakeHandler, FakeReply, FakeServer, RecordedRequest } from './fake-openai-server.js';

export { script } from './fake-openai-server.js';
export type { FakeHandler, FakeReply, FakeServer, RecordedRequest } from './fake-openai-server.js';

/** An error body in Anthropic's shape. */
export function anthropicError(status: number, message: string, type = 'api_error'): FakeReply {
  return { status, body: { type: 'error', error: { type, message } } };
}

/**
 * The JSON a request asked for: through a forced tool (`tools` + `tool_choice`) it comes back as
 * a tool_use block; through `output_config.format` (native structured output) as text.
 */
export function startFakeAnthropic(options: { handler: FakeHandler }): Promise<FakeServer> {
  return startFakeServer(options.handler, (request, reply) => {
    if (request.method !== 'POST' || !request.path.endsWith('/messages')) {
      return anthropicError(404, `fake server: no route ${request.method} ${request.path}`) as { status: number; body: unknown };
    }
    return { status: 200, body: message(request, reply) };
  });
}

function message(request: RecordedRequest, reply: Extract<FakeReply, { json: unknown } | { text: string }>): unknown {
  const usage = reply.usage ?? DEFAULT_USAGE;
  const tool: string | undefined = request.body?.tool_choice?.name
    ?? (request.body?.tools?.length === 1 ? request.body.tools[0].name : undefined);
  const useTool = 'json' in reply && tool !== undefined;
  const content = useTool
    ? [{ type: 'tool_use', id: 'toolu_fake_1', name: tool, input: (reply as { json: unknown }).json }]
    : [{ type: 'text', text: 'json' in reply ? JSON.stringify(reply.json) : reply.text }];
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: request.body?.model ?? 'fake',
    content,
    stop_reason: useTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}
