// MCP clients of the official SDK for tests: Streamable HTTP against a test app listening on 127.0.0.1, and stdio
// spawning the stdio server; plus readers of tool results.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestApp } from './test-app.js';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const MCP_SCRIPT = path.join(ROOT, 'scripts', 'mcp.mjs');

export type ToolResult = Awaited<ReturnType<Client['callTool']>>;
export interface ContentItem { type: string; text?: string; data?: string; mimeType?: string; resource?: { uri: string; mimeType?: string; blob?: string; text?: string } }

/** Listens on a random port of 127.0.0.1 (once) and returns the /mcp URL. */
export async function listen(t: TestApp): Promise<URL> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return new URL(`http://127.0.0.1:${port}/mcp`);
}

export async function httpClient(url: URL, key?: string): Promise<Client> {
  const client = new Client({ name: 'test-http', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url, key ? { requestInit: { headers: { authorization: `Bearer ${key}` } } } : {}));
  return client;
}

export interface StdioSession { client: Client; stderr: () => string }

/** Spawns the stdio server (`node scripts/mcp.mjs`, or `npm run --silent mcp`) with these environment variables. */
export async function stdioClient(env: Record<string, string>, opts: { viaNpm?: boolean } = {}): Promise<StdioSession> {
  const transport = new StdioClientTransport({
    command: opts.viaNpm ? 'npm' : process.execPath,
    args: opts.viaNpm ? ['run', '--silent', 'mcp'] : [MCP_SCRIPT],
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), DIAGRAM_LOG_LEVEL: 'warn', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (d) => { stderr += String(d); });
  const client = new Client({ name: 'test-stdio', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

export function structured(r: ToolResult): any {
  return r.structuredContent;
}

export function contentOf(r: ToolResult): ContentItem[] {
  return r.content as ContentItem[];
}

/** The one image of a result, decoded. */
export function imageOf(r: ToolResult): { mimeType: string; bytes: Buffer } {
  const images = contentOf(r).filter((c) => c.type === 'image');
  if (images.length !== 1) throw new Error(`expected one image, got ${images.length}`);
  return { mimeType: images[0]!.mimeType!, bytes: Buffer.from(images[0]!.data!, 'base64') };
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const isPng = (b: Buffer): boolean => b.subarray(0, 8).equals(PNG_SIGNATURE);

/** A tool error's contract payload (from its structured content, which must match its text). */
export function errorOf(r: ToolResult): { error: string; code: string; details?: any } {
  if (!r.isError) throw new Error(`expected a tool error, got ${JSON.stringify(r).slice(0, 300)}`);
  const text = contentOf(r).find((c) => c.type === 'text')?.text;
  const parsed = JSON.parse(text ?? 'null');
  if (JSON.stringify(parsed) !== JSON.stringify(r.structuredContent)) throw new Error('error text and structured content differ');
  return parsed;
}
