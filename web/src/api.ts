// fetch for the pages: JSON in and out, the CSRF header on every change, errors turned into plain words.
let csrfToken = '';
let onSignedOut: () => void = () => {};

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

interface ErrorPayload { error?: string; code?: string; details?: { issues?: { path: string; message: string }[]; retry_after?: number } }

/** What to tell a person for each error code; the server's own message when it is already plain. */
export function plainMessage(status: number, body: ErrorPayload | null): string {
  const code = body?.code ?? '';
  const server = body?.error;
  const issue = body?.details?.issues?.[0];
  switch (code) {
    case 'insufficient_credits': return 'Your workspace has no credits left. An owner can add credits on the Billing page.';
    case 'over_capacity': return 'The service is busy right now. Try again in a few seconds; you were not charged.';
    case 'generation_timeout': return 'Making the diagram took too long, so it was stopped. Your credit was refunded. Try a shorter prompt.';
    case 'generation_provider_failed': return 'The model that writes diagrams could not be reached or failed. Your credit was refunded; try again.';
    case 'design_selection_failed': return 'No design fits this prompt. Pick a design yourself and try again. Your credit was refunded.';
    case 'generation_invalid_output': return 'The model answered with content that does not fit the design. Your credit was refunded; try rephrasing.';
    case 'renderer_failed': return 'The diagram could not be drawn. Any credit taken for it was refunded.';
    case 'internal_error': return 'Something went wrong on the server. Try again in a moment; failed diagrams are never charged.';
    case 'payload_too_large': return 'That is too much text to send at once.';
    case 'invalid_instruction': return server ?? 'That change cannot be made to this diagram. You were not charged.';
    case 'not_found': return server ?? 'This item no longer exists.';
    case 'validation_failed':
    case 'invalid_parameters':
    case 'invalid_options':
    case 'export_error':
      return issue && server && !server.includes(issue.message) ? `${server} (${issue.path}: ${issue.message})` : server ?? 'Some fields are not valid.';
    default:
      if (server) return server;
      if (status >= 500) return `The service answered with an error (${status}). Try again in a moment.`;
      return `The request failed (${status}).`;
  }
}

export async function api<T>(path: string, opts: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(path, {
      method, headers, credentials: 'same-origin', signal: opts.signal,
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'network', 'Could not reach the service. Check your connection and try again.');
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const body = json && typeof json === 'object' ? (json as ErrorPayload) : { error: text.slice(0, 200) || undefined };
    if (res.status === 401 && path !== '/app/api/login' && path !== '/app/api/session') onSignedOut();
    throw new ApiError(res.status, body.code ?? 'error', plainMessage(res.status, body), body.details);
  }
  return json as T;
}

export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof Error) return e.message;
  return String(e);
}
