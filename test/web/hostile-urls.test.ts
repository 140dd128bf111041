// URLs a scanner sends, over a real socket: traversal of the static files, broken percent-encoding, over-long
// ids; every answer is the contract's JSON (or a 404 page for a browser), logged quietly and without secrets.
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/logging.js';
import { createWebTestApp, type WebTestApp } from './web-test-app.js';

let t: WebTestApp;
let port: number;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({ write(chunk, _enc, cb) { for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l)); cb(); } });
  t = await createWebTestApp({ logger: { ...loggerOptions('debug'), stream } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Raw { status: number; headers: Record<string, string>; body: string }

/** One request exactly as written (fetch would normalize `..` and percent-encoding away). */
function raw(target: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`);
    });
    let out = '';
    socket.on('data', (d) => { out += d; });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = out.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const parsed: Record<string, string> = {};
      for (const h of headerLines) parsed[h.slice(0, h.indexOf(':')).toLowerCase()] = h.slice(h.indexOf(':') + 1).trim();
      let body = rest.join('\r\n\r\n');
      // Chunked bodies: keep the text of the chunks.
      if (parsed['transfer-encoding'] === 'chunked') body = body.replace(/(?:^|\r\n)[0-9a-f]+\r\n/gi, '');
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, body });
    });
  });
}

const errorLogs = () => lines.filter((l) => Number(l.level) >= 50);

describe('static files', () => {
  it('answers 404 JSON to paths that leave the assets folder, logged below error level', async () => {
    const before = errorLogs().length;
    for (const target of ['/assets/../../package.json', '/assets/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e%5c%2e%2e%5cpackage.json', '/assets/app-abc123.js%00', '/assets/%00', '/assets/%00/../../../etc/passwd']) {
      const res = await raw(target);
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type'], target).toMatch(/^application\/json/);
      expect(JSON.parse(res.body), target).toMatchObject({ code: 'not_found' });
      expect(res.body).not.toContain('diagram-service');
    }
    expect(errorLogs().slice(before)).toEqual([]);
    // The real asset is still served.
    expect((await raw('/assets/app-abc123.js')).status).toBe(200);
  });
});

describe("Fastify's own errors", () => {
  it('reads like every other error: the contract body and codes, no FST_ codes', async () => {
    const long = await raw(`/rest/v1/designs/${'a'.repeat(400)}`);
    expect(long.status).toBe(404);
    expect(JSON.parse(long.body)).toMatchObject({ code: 'not_found', error: expect.any(String) });
    for (const target of ['/rest/v1/generations/%E0%A4%A', '/%E0%A4%A', '/rest/v1/designs/%zz']) {
      const bad = await raw(target);
      expect(bad.status, target).toBe(400);
      expect(JSON.parse(bad.body), target).toMatchObject({ code: 'validation_failed', error: expect.stringContaining('URL') });
      expect(bad.headers['x-request-id'], target).toMatch(/^[A-Za-z0-9._-]+$/);
    }
    for (const res of [long, await raw('/%E0%A4%A')]) {
      expect(res.body).not.toMatch(/FST_|statusCode/);
      for (const field of Object.keys(JSON.parse(res.body))) expect(['error', 'code', 'details']).toContain(field);
    }
    expect(errorLogs()).toEqual([]);
  });
});

describe('unknown pages', () => {
  const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  it('show a browser an HTML 404 page with a way back to the app', async () => {
    const res = await raw('/no-such-page', browser);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Page not found</h1>');
    expect(res.body).toContain('href="/"');
    expect(res.body).toContain('/no-such-page');
    const hostile = await raw('/%3Cscript%3Ealert(1)%3C%2Fscript%3E', browser);
    expect(hostile.body).not.toContain('<script>');
  });

  it('keep the JSON 404 for API clients and API paths', async () => {
    for (const [target, headers] of [['/no-such-page', {}], ['/no-such-page', { accept: 'application/json' }], ['/rest/v1/nothing', browser], ['/app/api/nothing', browser]] as const) {
      const res = await raw(target, headers);
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type'], target).toMatch(/^application\/json/);
      expect(JSON.parse(res.body).code).toBe('not_found');
    }
  });
});

describe('request logs', () => {
  it('never write a query string: an api_key a client put in the URL stays out of the log', async () => {
    const secret = 'diagram_sk_0123456789abcdefghijABCDEFGHIJ';
    await raw(`/rest/v1/export-options?api_key=${secret}&x=1`);
    await raw(`/rest/v1/export-options?${secret}`);
    const text = lines.map((l) => JSON.stringify(l)).join('\n');
    expect(text).not.toContain(secret);
    expect(text).toContain('"url":"/rest/v1/export-options?[redacted]"');
  });
});
