// The model contract: prompt (+ requested design) → chosen design and validated content.
import type { Kind } from '../spec/kinds.js';
import type { Style } from '../spec/style.js';

export interface AuthoringRequest {
  prompt: string;
  /** A design id, or 'auto' to let the model choose. */
  design: string;
  /** Aborted when the generation times out or the server shuts down. */
  signal: AbortSignal;
}

export interface ModelUsage {
  provider: string;
  name: string;
  input_tokens?: number;
  output_tokens?: number;
  latency_ms: number;
  /** Version of the prompt templates used (providers), or of the engine (builtin). */
  prompt_version?: string;
  /** Set when the fallback model made the diagram after the provider failed. */
  fallback_from?: string;
}

export interface DesignChoice { design: string; score: number; reason: string }

export interface AuthoringResult {
  design: string;
  kind: Kind;
  /** Content valid against the design kind's zod schema. */
  content: unknown;
  /** With design 'auto': the ranked candidates, best first. */
  ranking?: DesignChoice[];
  /** The style the prompt asks for in words ("hand-drawn", "dark background"); the request's own style wins over it. */
  style?: Style;
  model: ModelUsage;
}

export interface DiagramModel {
  readonly provider: string;
  readonly name: string;
  /** Loads what the first request would otherwise wait for; the server calls it once it listens. */
  prepare?(): Promise<void>;
  /**
   * Optional check run at admission, before any credit is taken: throws AppError (validation_failed,
   * invalid_parameters) for a request this model can never draw, e.g. diagram code that cannot be read.
   */
  validate?(request: { prompt: string; design: string }): void;
  /** Throws AppError: design_selection_failed, generation_invalid_output, generation_provider_failed, generation_timeout, validation_failed. */
  author(request: AuthoringRequest): Promise<AuthoringResult>;
}
