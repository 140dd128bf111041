// The model contract: prompt (+ requested design) → chosen design and validated content; instruction + a stored
// diagram → the changed diagram.
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

/** A stored diagram as an edit starts from: its validated content (with element ids) and how it is drawn. */
export interface DiagramState {
  kind: Kind;
  design: string;
  content: unknown;
  params: Record<string, unknown>;
  style: Style;
}

export interface EditRequest extends DiagramState {
  /** What to change, as a person says it (1..4,000 characters), or diagram code that replaces the content. */
  instruction: string;
  /** Aborted when the edit times out or the server shuts down. */
  signal: AbortSignal;
}

/** The diagram after the edit: content valid for `kind`, every kept element with its old id. */
export interface EditResult extends DiagramState {
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
  /**
   * Optional check of an edit at admission, before any credit is taken: throws AppError invalid_instruction for an
   * instruction this model can tell it cannot apply (the builtin model: always, as it applies edits exactly), and
   * validation_failed for diagram code that cannot be read.
   */
  validateEdit?(request: Omit<EditRequest, 'signal'>): void | Promise<void>;
  /** Throws AppError: invalid_instruction, generation_invalid_output, generation_provider_failed, generation_timeout. */
  edit(request: EditRequest): Promise<EditResult>;
}
