// The one error table: every `code` of the specification and decisions.md with its HTTP status.
export const ERROR_TABLE = {
  validation_failed: { status: 400, message: 'The request is not valid.' },
  invalid_parameters: { status: 400, message: 'The design or its parameters are not valid.' },
  invalid_options: { status: 400, message: 'The style options are not valid.' },
  export_error: { status: 400, message: 'The export settings are not valid.' },
  invalid_instruction: { status: 400, message: 'The edit instruction cannot be applied to this diagram.' },
  unauthorized: { status: 401, message: 'Unauthorized' },
  insufficient_credits: { status: 402, message: 'No credits remain in this workspace.' },
  not_found: { status: 404, message: 'Not found.' },
  method_not_allowed: { status: 405, message: 'Method not allowed on this path.' },
  idempotency_conflict: { status: 409, message: 'This Idempotency-Key was used with another request body.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  rate_limited: { status: 429, message: 'Too many requests: the per-minute rate limit is exceeded.' },
  internal_error: { status: 500, message: 'Unexpected server error.' },
  generation_provider_failed: { status: 502, message: 'The model provider failed.' },
  design_selection_failed: { status: 502, message: 'No design could be chosen for this prompt.' },
  generation_invalid_output: { status: 502, message: 'The model produced content that is not valid for the design.' },
  renderer_failed: { status: 502, message: 'The diagram could not be rendered.' },
  over_capacity: { status: 503, message: 'The service is at capacity; retry later.' },
  generation_timeout: { status: 504, message: 'The generation timed out.' },
} as const;

export type ErrorCode = keyof typeof ERROR_TABLE;

export interface ErrorBody { error: string; code: ErrorCode; details?: unknown }

/** An error that maps to the contract's error payload. Throw it from any stage. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message?: string, details?: unknown, headers: Record<string, string> = {}) {
    super(message ?? ERROR_TABLE[code].message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_TABLE[this.code].status;
  }

  toBody(): ErrorBody {
    if (this.code === 'unauthorized') return { error: 'Unauthorized', code: 'unauthorized' };
    return this.details === undefined
      ? { error: this.message, code: this.code }
      : { error: this.message, code: this.code, details: this.details };
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
