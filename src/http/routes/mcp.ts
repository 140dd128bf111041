// POST /mcp: the MCP server over Streamable HTTP, behind the API keys, rate limits and credits of the REST API; and the
// protected resource metadata a 401 points at. The MCP SDK is loaded on the first /mcp request, not at start-up.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { touchKey } from '../../accounts/api-keys.js';
import { AppError } from '../../errors.js';
import type { AppContext } from '../app-context.js';
import { authenticate, baseUrlOf, consumeKeyLimits, limitHeaders, publicRateLimit } from '../guards.js';
import type { RouteDoc } from '../route-table.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** /mcp over its rate limit: answered as a tool error to a tools/call, as 429 to anything else. */
    mcpRefusal?: AppError | null;
  }
}

export const MCP_METADATA_PATH = '/.well-known/oauth-protected-resource/mcp';

export const mcpRoutes: RouteDoc[] = [
  {
    method: 'POST', url: '/mcp', auth: 'key', tag: 'MCP', summary: 'Model Context Protocol server (Streamable HTTP)',
    description: 'JSON-RPC messages of the Model Context Protocol (tools: create_diagram, restyle_diagram, get_diagram, list_diagrams, list_designs, search_icons), stateless: no session, answers in JSON. Same API keys, rate limits (each POST counts as one request) and credits as the REST API. A missing or bad key is `401` with `WWW-Authenticate: Bearer ... resource_metadata=...`. Tool failures (credits, rate limits, validation) are tool results with `isError: true` and the error payload; `GET` is `405` (no server-sent event stream).',
    success: { status: 200, type: 'application/json', description: 'The JSON-RPC response (202 without a body for notifications).' },
    errors: ['unauthorized', 'rate_limited', 'validation_failed', 'payload_too_large'],
  },
  {
    method: 'GET', url: MCP_METADATA_PATH, auth: 'none', tag: 'MCP', summary: 'OAuth protected resource metadata of /mcp (RFC 9728)',
    description: 'Where MCP clients learn how to authenticate: a Bearer API key in the Authorization header. Keys come from the workspace settings; there is no OAuth authorization server.',
    success: { status: 200, type: 'application/json', description: 'The metadata.' }, errors: ['rate_limited'],
  },
];

function challenge(request: FastifyRequest): string {
  const metadata = `resource_metadata="${baseUrlOf(request)}${MCP_METADATA_PATH}"`;
  // RFC 6750: no error code when no credentials were sent; invalid_token when the key is unknown, revoked or malformed.
  return request.headers.authorization === undefined
    ? `Bearer realm="diagram-service", ${metadata}`
    : `Bearer realm="diagram-service", error="invalid_token", error_description="The API key is unknown, revoked or malformed", ${metadata}`;
}

/** A single tools/call request: the one message a rate-limit refusal is answered to inside MCP. */
function isToolCall(body: unknown): boolean {
  return !!body && typeof body === 'object' && !Array.isArray(body) && (body as { method?: unknown }).method === 'tools/call' && 'id' in body;
}

export function registerMcpRoutes(app: FastifyInstance, ctx: AppContext): void {
  let transport: Promise<typeof import('../../mcp/http-transport.js')> | undefined;
  const load = () => (transport ??= import('../../mcp/http-transport.js'));

  const onRequest = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const auth = await authenticate(ctx, request.headers.authorization);
    if (!auth) {
      reply.header('WWW-Authenticate', challenge(request));
      throw new AppError('unauthorized');
    }
    request.auth = auth;
    const { shown, refusal } = await consumeKeyLimits(ctx, auth.key, auth.workspace);
    limitHeaders(reply, shown);
    request.mcpRefusal = refusal;
    void touchKey(ctx.db, auth.key).catch((err) => request.log.warn({ err }, 'could not record key use'));
  };

  app.post('/mcp', { onRequest }, async (request, reply) => {
    const refusal = request.mcpRefusal ?? null;
    if (refusal) {
      if (!isToolCall(request.body)) throw refusal;
      for (const [k, v] of Object.entries(refusal.headers)) reply.header(k, v);
    }
    const { handleMcpPost } = await load();
    return handleMcpPost(ctx, request, reply, refusal);
  });

  app.get(MCP_METADATA_PATH, { onRequest: publicRateLimit(ctx) }, async (request) => {
    const base = baseUrlOf(request);
    return {
      resource: `${base}/mcp`,
      resource_name: 'Diagram service (MCP)',
      bearer_methods_supported: ['header'],
      resource_documentation: `${base}/docs#mcp`,
    };
  });
}
