// A scripted OpenAI-compatible Chat Completions server on 127.0.0.1 (random port) that records every request.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: any;
}

/** What the fake answers to one call. */
export type FakeReply =
  /** A well-formed answer whose content is this value as JSON (a tool call when the request forces a tool). */
  | { json: unknown; usage?: FakeUsage; delayMs?: number }
  /** A well-formed answer whose content is this exact text (e.g. broken JSON). */
  | { text: string; usage?: FakeUsage; delayMs?: number; finishReason?: string }
  /** A raw HTTP response: a string body is sent as is, anything else as JSON. */
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };

export interface FakeUsage { input: number; output: number }

export type FakeHandler = (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  /** API root to configure as base URL, e.g. `http://127.0.0.1:54321/v1`. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Answers calls in order with these replies; a call past the script gets a 500 that says so. */
export function script(...replies: FakeReply[]): FakeHandler {
  return (_request, index) =>
    replies[index] ?? { status: 500, body: { error: { message: `fake server: no scripted reply for call ${index + 1}` } } };
}

/** An error body in OpenAI's shape. */
export function openAIError(status: number, message: string, type = 'server_error'): FakeReply {
  return { status, body: { error: { message, type, code: null, param: null } } };
}

export const DEFAULT_USAGE: FakeUsage = { input: 120, output: 40 };

export function startFakeOpenAI(options: { handler: FakeHandler }): Promise<FakeServer> {
  return startFakeServer(options.handler, (request, reply) => {
    if (request.method !== 'POST' || !request.path.endsWith('/chat/completions')) {
      return { status: 404, body: { error: { message: `fake server: no route ${request.method} ${request.path}` } } };
    }
    return { status: 200, body: chatCompletion(request, reply) };
  });
}

function chatCompletion(request: RecordedRequest, reply: Extract<FakeReply, { json: unknown } | { text: string }>): unknown {
  const usage = reply.usage ?? DEFAULT_USAGE;
  const tool = request.body?.tool_choice?.function?.name ?? (request.body?.tools?.length === 1 ? request.body.tools[0].function?.name : undefined);
  const content = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
  const message = 'json' in reply && tool
    ? { role: 'assistant', content: null, tool_calls: [{ id: 'call_fake_1', type: 'function', function: { name: tool, arguments: content } }] }
    : { role: 'assistant', content };
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: request.body?.model ?? 'fake',
    choices: [{
      index: 0,
      message,
      finish_reason: 'finishReason' in reply && reply.finishReason ? reply.finishReason : message.content === null ? 'tool_calls' : 'stop',
    }],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  };
}

type Shaped = { status: number; body?: unknown; headers?: Record<string, string> };

/** The HTTP plumbing shared by the OpenAI- and Anthropic-shaped fakes: record, delay, shape, send. */
export async function startFakeServer(
  handler: FakeHandler,
  shape: (request: RecordedRequest, reply: Extract<FakeReply, { json: unknown } | { text: string }>) => Shaped,
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, { status: 500, body: { error: { message: `fake server: ${String(error)}` } } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch { /* keep the raw text */ }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v ?? '']));
    const request: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers, body };
    const index = requests.length;
    requests.push(request);
    const reply = await handler(request, index);
    if (reply.delayMs) {
      const stillOpen = await wait(reply.delayMs, res);
      if (!stillOpen) return;
    }
    send(res, 'status' in reply ? reply : shape(request, reply));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Resolves false as soon as the client goes away, so a timed-out call leaves no timer behind. */
function wait(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    res.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

function send(res: ServerResponse, reply: Shaped): void {
  const isText = typeof reply.body === 'string';
  const payload = reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json',
    ...reply.headers,
  });
  res.end(payload);
}
