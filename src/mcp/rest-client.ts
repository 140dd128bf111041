// A small client of the service's REST API (stdio with DIAGRAM_API_URL): JSON calls and file downloads; the service's
// error payloads come back as AppErrors with the same code, message and details.
import { AppError, ERROR_TABLE, type ErrorCode } from '../errors.js';

/** Longer than a generation's default time limit (60 s), so the service's own 504 arrives first. */
const REQUEST_TIMEOUT_MS = 120_000;

export class RestClient {
  readonly baseUrl: string;

  constructor(baseUrl: string, private readonly apiKey: string | undefined) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async json<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await this.send(method, path, body);
    return (await res.json()) as T;
  }

  async file(path: string): Promise<{ data: Buffer; headers: Headers }> {
    const res = await this.send('GET', path);
    return { data: Buffer.from(await res.arrayBuffer()), headers: res.headers };
  }

  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (e) {
      throw new AppError('internal_error', `The service at ${this.baseUrl} could not be reached: ${e instanceof Error ? e.message : String(e)}.`);
    }
    if (res.ok) return res;
    throw await errorOf(res, this.baseUrl);
  }
}

async function errorOf(res: Response, baseUrl: string): Promise<AppError> {
  const text = await res.text();
  let body: { error?: unknown; code?: unknown; details?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch { /* a proxy's page, say */ }
  const retryAfter = res.headers.get('retry-after');
  const headers: Record<string, string> = retryAfter ? { 'Retry-After': retryAfter } : {};
  if (body && typeof body.code === 'string' && body.code in ERROR_TABLE) {
    return new AppError(body.code as ErrorCode, typeof body.error === 'string' ? body.error : undefined, body.details, headers);
  }
  return new AppError(res.status === 401 ? 'unauthorized' : 'internal_error', `The service at ${baseUrl} answered ${res.status}: ${text.slice(0, 200)}`, undefined, headers);
}
