// What a render task sends back across the thread boundary, and how the caller turns it into a value or an error.
// Kept apart from the tasks, so that the main thread can read outcomes without loading the layout and rasterizer.
import { AppError, type ErrorCode } from '../errors.js';

/** Errors cross the thread boundary as data (a structured clone drops the AppError class). */
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; error: { code: ErrorCode; message: string; details: unknown } | { message: string } };

/** The value of an outcome, or its error thrown again on this side (AppError when it was one). */
export function unwrapOutcome<T>(outcome: TaskOutcome<unknown>): T {
  if (outcome.ok) return outcome.value as T;
  const err = outcome.error;
  if ('code' in err) throw new AppError(err.code, err.message, err.details);
  throw new Error(err.message);
}
