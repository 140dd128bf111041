// One model call with a JSON Schema response format → the raw answer text and token usage (errors → AppError).
import { generateText, jsonSchema, Output } from 'ai';
import type { LanguageModel, ModelMessage, OutputInterface } from 'ai';
import type { JsonSchema } from './content-schema.js';
import { toProviderAppError } from './provider-errors.js';
import type { ProviderErrorContext } from './provider-errors.js';

export interface Usage { input_tokens?: number; output_tokens?: number }

export interface StructuredCall {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  schema: JsonSchema;
  /** Schema or tool name the provider sees (e.g. `diagram_content`). */
  name: string;
  signal: AbortSignal;
  errors: ProviderErrorContext;
}

export interface StructuredAnswer { text: string; finishReason: string; usage: Usage }

/**
 * The AI SDK sends the schema (OpenAI `response_format: json_schema`, Anthropic output format or
 * its `json` tool) but we parse and validate ourselves: the zod refinements cannot travel as JSON
 * Schema, and a bad answer must reach the repair round with its usage, not die inside the SDK.
 */
function rawJson(schema: JsonSchema, name: string): OutputInterface<string, string, never> {
  const object = Output.object({ schema: jsonSchema(schema), name });
  return {
    ...object,
    parseCompleteOutput: async ({ text }) => text,
    parsePartialOutput: async () => undefined,
  };
}

// OpenAI's strict mode demands every property be required; our optional fields keep answers short.
const PROVIDER_OPTIONS = {
  openai: { strictJsonSchema: false },
  openaiCompatible: { strictJsonSchema: false },
};

export async function callStructured(call: StructuredCall): Promise<StructuredAnswer> {
  try {
    const result = await generateText({
      model: call.model,
      system: call.system,
      messages: call.messages,
      output: rawJson(call.schema, call.name),
      // Retries would hide failures and stretch the caller's timeout; the service reports instead.
      maxRetries: 0,
      abortSignal: call.signal,
      providerOptions: PROVIDER_OPTIONS,
    });
    return {
      text: result.text,
      finishReason: result.finishReason,
      usage: { input_tokens: result.totalUsage.inputTokens, output_tokens: result.totalUsage.outputTokens },
    };
  } catch (error) {
    throw toProviderAppError(error, call.errors);
  }
}

/** Adds usage of several calls; a count stays undefined only while no call reported it. */
export function addUsage(a: Usage, b: Usage): Usage {
  const sum = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : x + y);
  return { input_tokens: sum(a.input_tokens, b.input_tokens), output_tokens: sum(a.output_tokens, b.output_tokens) };
}
