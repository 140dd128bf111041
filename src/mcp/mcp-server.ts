// The MCP server (official SDK, low-level Server): tools/list and tools/call over any transport. Every failure of a
// tool, refusals included (unauthorized, rate limit, credits, validation), is a tool error carrying the contract's
// payload, never a protocol error or a crash.
import { createRequire } from 'node:module';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, type CallToolResult, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { AppError, type ErrorBody, isAppError } from '../errors.js';
import type { GenerationRecord } from '../generations/generation-record.js';
import type { Backend } from './backend.js';
import { summaryOf } from './diagram-summary.js';
import type { ToolDefinition } from './tool.js';
import { TOOLS } from './tools/index.js';

const VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

const INSTRUCTIONS = `This server draws diagrams. create_diagram turns a description or Mermaid/PlantUML/DOT code into a stored diagram and shows it (1 credit, refunded if it fails). restyle_diagram changes a diagram's looks or its design for free; get_diagram downloads it as PNG, SVG or PDF; list_diagrams finds earlier ones. list_designs and search_icons show what the catalog offers. Errors come back as tool results with a code (insufficient_credits, rate_limited, validation_failed, ...) and a message.`;

/**
 * The server never asks the client for input (elicitation), the one use of this validator; without it the SDK would
 * build an Ajv instance for each server, that is for each HTTP request.
 */
const NO_ELICITATION: jsonSchemaValidator = {
  getValidator: () => () => ({ valid: false, data: undefined, errorMessage: 'this server does not validate elicited input' }),
};

export interface ErrorLog { error(obj: unknown, msg: string): void }

/** A failed generation's record, shortened to what a model needs: the summary and the credits taken and refunded. */
function compactDetails(details: unknown): unknown {
  if (!details || typeof details !== 'object' || !('generation' in details)) return details;
  const generation = (details as { generation: GenerationRecord }).generation;
  return { ...details, generation: { ...summaryOf(generation), credits: generation.credits, error: generation.error } };
}

export function errorResult(e: unknown, log?: ErrorLog): CallToolResult {
  if (!isAppError(e)) log?.error({ err: e }, 'MCP tool failed unexpectedly');
  const error = isAppError(e) ? e : new AppError('internal_error');
  const body: ErrorBody = error.toBody();
  const payload = body.details === undefined ? body : { ...body, details: compactDetails(body.details) };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(payload) }], structuredContent: payload as unknown as Record<string, unknown> };
}

const byName = new Map<string, ToolDefinition>(TOOLS.map((t) => [t.name, t]));

/**
 * `backendFor` admits one tool call (authentication, rate limits) and gives where it runs; it is called once per
 * call, before the arguments are checked, as REST admits a request before validating its body.
 */
export function createMcpServer(backendFor: () => Promise<Backend>, log?: ErrorLog): Server {
  const server = new Server(
    { name: 'diagram-service', title: 'Diagram service', version: VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: NO_ELICITATION },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.map((t) => t.descriptor()) }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = byName.get(request.params.name);
    // An unknown tool is a protocol error (the MCP specification's example), not a tool result.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}. Tools: ${TOOLS.map((t) => t.name).join(', ')}.`);
    try {
      const backend = await backendFor();
      const out = await tool.run(backend, tool.parse(request.params.arguments));
      return { content: [{ type: 'text', text: JSON.stringify(out.structured) }, ...(out.extra ?? [])], structuredContent: out.structured };
    } catch (e) {
      return errorResult(e, log);
    }
  });
  return server;
}
