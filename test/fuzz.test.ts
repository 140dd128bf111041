// Property-based fuzzing of every endpoint: bodies, headers, query strings and path ids never give a 500,
// and every error is the contract's JSON.
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '../src/errors.js';
import { createTestApp, FLOW_PROMPT, type TestApp } from './support/test-app.js';

let t: TestApp;
let genId: string;
beforeAll(async () => {
  t = await createTestApp({ DIAGRAM_DEFAULT_RATE_LIMIT: '100000', DIAGRAM_PUBLIC_RATE_LIMIT: '100000' }, 100_000);
  genId = (await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt: FLOW_PROMPT } })).json().id;
});
afterAll(() => t.close());

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

function checkContract(res: { statusCode: number; headers: Record<string, unknown>; body: string }, what: string): void {
  expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).not.toBe(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers['content-type']), what).toMatch(/^application\/json/);
    const body = JSON.parse(res.body);
    expect(typeof body.error, what).toBe('string');
    expect(Object.keys(ERROR_TABLE), what).toContain(body.code);
    expect(ERROR_TABLE[body.code as keyof typeof ERROR_TABLE].status, what).toBe(res.statusCode);
  }
}

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const textish = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constantFrom('<script>alert(1)</script>', ']]>', '&amp;', '\u0000\u0001\u001f', '\u202eevil', '../../etc/passwd', '%00', 'auto', 'flowchart-vertical'));

describe('fuzzing', () => {
  it('POST /generations with arbitrary bodies', async () => {
    const body = fc.oneof(
      jsonValue,
      fc.record({ prompt: fc.oneof(textish, jsonValue), design: fc.oneof(textish, jsonValue), params: jsonValue, style: jsonValue }, { requiredKeys: [] }),
      fc.record({ prompt: textish, style: fc.record({ theme: textish, palette: jsonValue, font: textish, corner_radius: fc.double(), connector: textish }, { requiredKeys: [] }) }, { requiredKeys: ['prompt'] }),
    );
    await fc.assert(fc.asyncProperty(body, async (payload) => {
      const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: { ...t.auth(), 'content-type': 'application/json' }, payload: JSON.stringify(payload) ?? 'null' });
      checkContract(res, `POST ${JSON.stringify(payload)?.slice(0, 200)}`);
    }), { seed: SEED, numRuns: RUNS });
  });

  it('raw bytes and odd content types as bodies', async () => {
    const ctype = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', '');
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 200 }), ctype, async (raw, type) => {
      const headers: Record<string, string> = { ...t.auth() };
      if (type) headers['content-type'] = type;
      for (const url of ['/rest/v1/generations', `/rest/v1/generations/${genId}/render`, `/rest/v1/generations/${genId}/style`]) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload: raw });
        checkContract(res, `POST ${url} ${type} ${JSON.stringify(raw).slice(0, 100)}`);
      }
    }), { seed: SEED, numRuns: RUNS });
  });

  it('query strings and path ids on every GET endpoint', async () => {
    const paths = (id: string, design: string, icon: string) => [
      `/rest/v1/designs/${design}`, `/rest/v1/designs/${design}/preview.png`, `/rest/v1/icons/${icon}.svg`,
      `/rest/v1/generations/${id}`, `/rest/v1/generations/${id}/diagram.svg`, `/rest/v1/generations/${id}/diagram.png`,
    ];
    const seg = fc.string({ minLength: 1, maxLength: 30 }).map((s) => encodeURIComponent(s));
    const query = fc.dictionary(fc.constantFrom('limit', 'cursor', 'q', 'set', 'kind', 'scale', 'width', 'height', 'background', 'x'), fc.oneof(textish, fc.integer().map(String), fc.double().map(String)), { maxKeys: 4 });
    await fc.assert(fc.asyncProperty(seg, seg, seg, query, async (id, design, icon, q) => {
      const qs = new URLSearchParams(q).toString();
      for (const p of [...paths(id, design, icon), ...paths(genId, 'flowchart-vertical', 'lucide:database'), '/rest/v1/designs', '/rest/v1/icons', '/rest/v1/generations', '/rest/v1/export-options']) {
        const url = `${p}?${qs}`;
        const res = await t.app.inject({ method: 'GET', url, headers: t.auth() });
        checkContract(res, `GET ${url}`);
      }
    }), { seed: SEED, numRuns: Math.ceil(RUNS / 3) });
  });

  it('headers: Authorization and Idempotency-Key of any shape', async () => {
    const header = fc.oneof(textish, fc.string({ maxLength: 80 }).map((s) => `Bearer ${s}`), fc.constant(`Bearer ${'diagram_sk_'}${'x'.repeat(500)}`));
    await fc.assert(fc.asyncProperty(header, textish, async (auth, idem) => {
      const safe = (v: string) => v.replace(/[^\t\x20-\x7e]/g, '');
      const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: { authorization: safe(auth), 'idempotency-key': safe(idem), 'content-type': 'application/json' }, payload: { prompt: 'a -> b' } });
      checkContract(res, `auth ${JSON.stringify(auth)}`);
      const withKey = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: { ...t.auth(), 'idempotency-key': safe(idem) }, payload: { prompt: `x -> y ${idem}` } });
      checkContract(withKey, `idempotency ${JSON.stringify(idem)}`);
    }), { seed: SEED, numRuns: RUNS });
  });
});

/** No element that runs or embeds anything, no event attribute, no reference outside the document. */
function assertInert(nodes: unknown[]): void {
  for (const node of nodes as Record<string, unknown>[]) {
    for (const [name, value] of Object.entries(node)) {
      if (name === ':@') {
        for (const [attr, v] of Object.entries(value as Record<string, string>)) {
          expect(attr.toLowerCase()).not.toMatch(/^@on/);
          if (/href$/i.test(attr)) expect(String(v)).toMatch(/^(#|data:)/);
          expect(String(v)).not.toMatch(/javascript:|https?:\/\/(?!www\.w3\.org)/i);
        }
        continue;
      }
      expect(['script', 'foreignObject', 'img', 'iframe', 'image', 'use', 'a']).not.toContain(name);
      if (Array.isArray(value)) assertInert(value);
    }
  }
}

describe('hostile prompts', () => {
  const hostile = [
    '<script>alert(1)</script> -> <img src=x onerror=alert(1)>',
    'A ]]> B -> C & D -> "E" \'F\'',
    'Start \u0000\u0001\u0008\u000b\u001f -> End \ufffe\uffff',
    'שלום -> مرحبا -> \u202eabc\u202c',
    // 10,000 emoji are 20,000 UTF-16 units and 40 KB of UTF-8: as many as fit the 64 KiB body limit with room to spare.
    '😀'.repeat(10_000),
    'step one -> <![CDATA[x]]> -> <!-- c --> -> <?xml ?>',
  ];
  for (const prompt of hostile) {
    it(`keeps the SVG valid XML and the text as text: ${JSON.stringify(prompt.slice(0, 30))}`, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/rest/v1/generations', headers: t.auth(), payload: { prompt } });
      checkContract(res, 'hostile');
      if (res.statusCode !== 201) return;
      const svg = (await t.app.inject({ method: 'GET', url: `/rest/v1/generations/${res.json().id}/diagram.svg`, headers: t.auth() })).body;
      expect(XMLValidator.validate(svg)).toBe(true);
      assertInert(new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', preserveOrder: true }).parse(svg));
      expect(svg).not.toMatch(/<!\[CDATA\[|<!DOCTYPE|<\?xml-stylesheet/i);
      if (prompt.includes('<script>')) expect(svg).toContain('&lt;script&gt;');
    });
  }
});
