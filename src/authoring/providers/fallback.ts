// A provider model + a fallback model → one DiagramModel that uses the fallback when the provider fails.
import { AppError, isAppError } from '../../errors.js';
import type { ErrorCode } from '../../errors.js';
import type { AuthoringRequest, AuthoringResult, DiagramModel, EditRequest, EditResult } from '../model.js';

/**
 * Failures of the provider, not of the request: an unknown design or an invalid request would
 * fail the same way with any model, and a request whose signal is aborted has no time left.
 */
const FALLBACK_CODES: ReadonlySet<ErrorCode> = new Set([
  'generation_provider_failed',
  'generation_invalid_output',
  'design_selection_failed',
  'generation_timeout',
]);

export function withFallback(
  primary: DiagramModel,
  fallback: DiagramModel,
  onFallback?: (error: AppError, primary: DiagramModel) => void,
): DiagramModel {
  return {
    provider: primary.provider,
    name: primary.name,
    async prepare(): Promise<void> {
      await Promise.all([primary.prepare?.(), fallback.prepare?.()]);
    },
    async author(request: AuthoringRequest): Promise<AuthoringResult> {
      try {
        return await primary.author(request);
      } catch (error) {
        if (!isAppError(error) || !FALLBACK_CODES.has(error.code) || request.signal.aborted) throw error;
        onFallback?.(error, primary);
        const result = await fallback.author(request);
        return { ...result, model: { ...result.model, fallback_from: `${primary.provider}:${primary.name}` } };
      }
    },
    async validateEdit(request): Promise<void> {
      await primary.validateEdit?.(request);
    },
    async edit(request: EditRequest): Promise<EditResult> {
      try {
        return await primary.edit(request);
      } catch (error) {
        if (!isAppError(error) || !FALLBACK_CODES.has(error.code) || request.signal.aborted) throw error;
        onFallback?.(error, primary);
        const result = await fallback.edit(request);
        return { ...result, model: { ...result.model, fallback_from: `${primary.provider}:${primary.name}` } };
      }
    },
  };
}
