// JSON Schema per kind and the checks of a model's answer.
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../spec/kinds.js';
import { checkContent, contentJsonSchema, formatIssues, parseJsonAnswer } from './content-schema.js';

function objects(node: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) node.forEach((n) => objects(n, out));
  else if (node && typeof node === 'object') {
    const rec = node as Record<string, unknown>;
    if (rec.type === 'object' && rec.properties) out.push(rec);
    Object.values(rec).forEach((v) => objects(v, out));
  }
  return out;
}

describe('contentJsonSchema', () => {
  it.each(KINDS)('%s: an object schema with closed objects and no $schema header', (kind) => {
    const schema = contentJsonSchema(kind);
    expect(schema.type).toBe('object');
    expect(schema.$schema).toBeUndefined();
    for (const o of objects(schema)) expect(o.additionalProperties).toBe(false);
  });

  it('keeps defaulted fields optional (input side of the schema)', () => {
    expect(contentJsonSchema('flowchart').required).toEqual(['nodes']);
  });
});

describe('parseJsonAnswer', () => {
  it('reads plain JSON, fenced JSON and JSON with chatter around it', () => {
    expect(parseJsonAnswer('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonAnswer('```json\n{"a":1}\n```')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonAnswer('Here it is: {"a":1} Hope it helps')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('reports broken JSON as an issue', () => {
    const r = parseJsonAnswer('{"a": [1,');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].message).toMatch(/not valid JSON/);
  });
});

describe('checkContent', () => {
  it('applies defaults and reports cross-reference errors with readable paths', () => {
    const ok = checkContent('flowchart', { nodes: [{ id: 'a', label: 'A' }] });
    expect(ok).toEqual({ ok: true, value: { nodes: [{ id: 'a', label: 'A', type: 'process' }], edges: [], groups: [] } });
    const bad = checkContent('comparison', { options: [{ label: 'A' }, { label: 'B' }], criteria: [{ label: 'Price', values: ['1'] }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(formatIssues(bad.issues)).toBe('- criteria[0].values: needs one value per option (2)');
  });
});
