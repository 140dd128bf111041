// One POST /mcp on the SDK's Streamable HTTP transport, stateless: a server and a transport per request, bound to the
// request's key and workspace, answering with JSON (no session, no SSE stream). Loaded on the first /mcp request.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../errors.js';
import type { AppContext } from '../http/app-context.js';
import { authOf, baseUrlOf } from '../http/guards.js';
import type { Backend } from './backend.js';
import { createMcpServer } from './mcp-server.js';

/** The request headers the transport reads (the body is already parsed by Fastify). */
const FORWARDED = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'origin'] as const;
// The transport builds request info from this URL for handlers that want it; ours do not, and a URL made from the
// client's Host header could be one the URL parser refuses.
const INTERNAL_URL = 'http://127.0.0.1/mcp';

/** `refusal`: the rate limit's answer when the request is over it; a tools/call then gets it as a tool error. */
export async function handleMcpPost(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, refusal: AppError | null): Promise<FastifyReply> {
  const { key, workspace } = authOf(request);
  const baseUrl = baseUrlOf(request);
  const backend: Backend = { local: { ctx, workspaceId: workspace.id, keyId: key.id, baseUrl, log: request.log } };
  const server = createMcpServer(async () => {
    if (refusal) throw refusal;
    return backend;
  }, request.log);
  // DNS rebinding: a browser page of another origin is refused (403); clients that send no Origin are not browsers.
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined, enableJsonResponse: true, enableDnsRebindingProtection: true, allowedOrigins: [baseUrl, ctx.config.appUrl],
  });
  await server.connect(transport);
  try {
    const headers = new Headers();
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const response = await transport.handleRequest(new Request(INTERNAL_URL, { method: 'POST', headers }), { parsedBody: request.body });
    response.headers.forEach((value, name) => { reply.header(name, value); });
    reply.code(response.status);
    return reply.send(response.body ? await response.text() : undefined);
  } finally {
    await server.close();
  }
}
