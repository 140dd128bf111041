// Kind → the JSON Schema a model must answer with; a model's text answer → validated content or issues.
import { z } from 'zod';
import { CONTENT_SCHEMAS } from '../../spec/content/index.js';
import type { Kind } from '../../spec/kinds.js';

export type JsonSchema = Record<string, unknown>;

export interface ContentIssue { path: string; message: string }

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: ContentIssue[] };

const cache = new Map<Kind, JsonSchema>();

/**
 * The input side of the kind's zod schema (defaults make fields optional), closed objects so
 * constrained decoders do not invent keys. Cross-reference checks (ids that must exist, one value
 * per option, ...) cannot be said in JSON Schema: they come back as issues from `checkContent`.
 */
export function contentJsonSchema(kind: Kind): JsonSchema {
  let schema = cache.get(kind);
  if (!schema) {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(CONTENT_SCHEMAS[kind], { io: 'input' }) as JsonSchema;
    schema = closeObjects(rest) as JsonSchema;
    cache.set(kind, schema);
  }
  return schema;
}

function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'default' || k === 'enum' || k === 'const' ? v : closeObjects(v);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/** The model's text → JSON. Tolerates a Markdown code fence or chatter around one object, which small models add. */
export function parseJsonAnswer(text: string): Checked<unknown> {
  const trimmed = text.trim();
  const fenced = /^```[a-z]*\s*\n([\s\S]*?)\n?```$/i.exec(trimmed);
  const candidates = [fenced ? fenced[1] : trimmed];
  const first = trimmed.indexOf('{');
  const last = trimmed.lastIndexOf('}');
  if (first >= 0 && last > first) candidates.push(trimmed.slice(first, last + 1));
  let lastError = 'empty answer';
  for (const candidate of candidates) {
    if (!candidate.trim()) continue;
    try {
      return { ok: true, value: JSON.parse(candidate) as unknown };
    } catch (e) {
      lastError = e instanceof Error ? e.message : String(e);
    }
  }
  return { ok: false, issues: [{ path: '', message: `the answer is not valid JSON (${lastError})` }] };
}

/** Validates with the same zod schema the builtin model meets; on success the value has its defaults filled in. */
export function checkContent(kind: Kind, value: unknown): Checked<unknown> {
  const result = CONTENT_SCHEMAS[kind].safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })),
  };
}

function formatPath(path: PropertyKey[]): string {
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)), '');
}

/** Issues as lines for the repair prompt; capped so a wholly wrong answer does not flood the context. */
export function formatIssues(issues: ContentIssue[], max = 30): string {
  const lines = issues.slice(0, max).map((i) => `- ${i.path || '(root)'}: ${i.message}`);
  if (issues.length > max) lines.push(`- ... and ${issues.length - max} more`);
  return lines.join('\n');
}
