// Any error thrown while calling a provider → the contract's AppError (timeout or provider failure), secrets removed.
import { APICallError } from 'ai';
import { AppError, isAppError } from '../../errors.js';
import { redactSecrets } from './secrets.js';

export interface ProviderErrorContext {
  provider: string;
  /** The signal the call ran under: once aborted, whatever the error says, the call timed out. */
  signal: AbortSignal;
  /** Values that must never reach a client (the configured API key). */
  secrets: readonly (string | undefined)[];
}

const MAX_MESSAGE = 500;

export function timeoutError(provider: string): AppError {
  return new AppError('generation_timeout', undefined, { provider });
}

export function toProviderAppError(error: unknown, ctx: ProviderErrorContext): AppError {
  if (ctx.signal.aborted) return timeoutError(ctx.provider);
  if (isAppError(error)) return error;
  const { status, message } = describe(error);
  const clean = redactSecrets(message, ctx.secrets).slice(0, MAX_MESSAGE);
  return new AppError('generation_provider_failed', undefined, { provider: ctx.provider, status, message: clean });
}

function describe(error: unknown): { status: number | null; message: string } {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? null;
    // A proxy's HTML error page leaves only the status text; a short piece of the body says more.
    const generic = status !== null && error.responseBody && !error.responseBody.trimStart().startsWith('{')
      && error.message.length < 40;
    const message = generic ? `${error.message}: ${collapse(error.responseBody ?? '').slice(0, 200)}` : error.message;
    return { status, message: status === 200 ? `malformed response: ${message}` : message };
  }
  if (error instanceof Error) return { status: null, message: `${error.name}: ${error.message}` };
  return { status: null, message: String(error) };
}

function collapse(text: string): string {
  return text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}
