// A tool of the MCP server: its name, a description written for a model, its arguments (zod, checked like a REST
// body), the JSON Schemas it advertises for input and output, and what it does on a backend.
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { AppError, ERROR_TABLE, type ErrorCode } from '../errors.js';
import type { Backend } from './backend.js';

export type Content = CallToolResult['content'][number];

export interface ToolOutput {
  /** The structuredContent: it fits the tool's output schema. */
  structured: Record<string, unknown>;
  /** What follows the structured content's JSON text: an image, SVG text, a PDF resource. */
  extra?: Content[];
}

export interface ToolSpec<A> {
  name: string;
  title: string;
  description: string;
  args: z.ZodType<A>;
  /** Advertised forms of fields the use case checks itself (the style object: `invalid_options`, as over REST). */
  advertise?: Record<string, z.ZodType>;
  output: z.ZodType;
  annotations: NonNullable<Tool['annotations']>;
  run(backend: Backend, args: A): Promise<ToolOutput>;
}

export interface ToolDefinition<A = any> extends ToolSpec<A> {
  /** The entry of tools/list (built once). */
  descriptor(): Tool;
  /** The arguments, or `validation_failed` saying which field is wrong. */
  parse(input: unknown): A;
}

/** The contract's error payload: what an error result carries as its structured content. */
export const errorPayload = z.object({
  error: z.string().describe('Human-readable description.'),
  code: z.enum(Object.keys(ERROR_TABLE) as [ErrorCode, ...ErrorCode[]]).describe('Machine-readable error code, as in the REST API.'),
  details: z.unknown().optional().describe('Error-specific data.'),
});

type JsonObject = { type: 'object'; [key: string]: unknown };

/** JSON Schema of a zod schema as tools advertise it: no `$schema` (clients validate with their own draft). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

export function defineTool<A>(spec: ToolSpec<A>): ToolDefinition<A> {
  let descriptor: Tool | undefined;
  return {
    ...spec,
    descriptor() {
      if (descriptor) return descriptor;
      const input = jsonSchemaOf(spec.args, 'input') as Tool['inputSchema'];
      for (const [field, schema] of Object.entries(spec.advertise ?? {})) {
        const described = (input.properties?.[field] as { description?: string } | undefined)?.description;
        input.properties![field] = { ...jsonSchemaOf(schema, 'input'), ...(described ? { description: described } : {}) };
      }
      // Errors carry the contract's payload as structured content too, so the output schema admits both.
      const output: JsonObject = { type: 'object', anyOf: [jsonSchemaOf(spec.output, 'output'), jsonSchemaOf(errorPayload, 'output')] };
      const built: Tool = { name: spec.name, title: spec.title, description: spec.description, inputSchema: input, outputSchema: output, annotations: { title: spec.title, ...spec.annotations } };
      descriptor = built;
      return built;
    },
    parse(input) {
      const res = spec.args.safeParse(input ?? {});
      if (res.success) return res.data;
      throw new AppError('validation_failed', 'The arguments are not valid.', {
        issues: res.error.issues.map((i) => ({ path: i.path.join('.') || '(arguments)', message: i.message })),
      });
    },
  };
}
