// A reader's draft (kind, design, content, source positions) → content checked against the kind's schema, or AppError.
import { AppError } from '../../../errors.js';
import { CONTENT_SCHEMAS } from '../../../spec/content/index.js';
import type { Kind } from '../../../spec/kinds.js';
import type { CodeLanguage } from './reading.js';

/** 1-based position in the prompt. */
export interface Pos { line: number; column: number }

export interface Draft {
  kind: Kind;
  design: string;
  content: Record<string, unknown>;
  /** Where each item of a content collection came from (`at.nodes[i]`), so limit errors can point at code. */
  at?: Record<string, Pos[]>;
  /** Where the code starts, for errors that concern the whole diagram. */
  start?: Pos;
}

const LANGUAGE_NAME: Record<CodeLanguage, string> = { mermaid: 'Mermaid', plantuml: 'PlantUML', dot: 'DOT' };

/** The one way the readers fail: 400 validation_failed with the language and the place in `details`. */
export function codeError(language: CodeLanguage, message: string, pos: Pos = { line: 1, column: 1 }): AppError {
  return new AppError('validation_failed', `Could not read the ${LANGUAGE_NAME[language]} code: ${message}`, {
    language,
    line: pos.line,
    column: pos.column,
  });
}

// Words for the collections so a limit error reads like "the flowchart has 612 nodes".
const ITEM_WORDS: Record<string, string> = {
  nodes: 'nodes', edges: 'edges', groups: 'subgraphs', participants: 'participants', messages: 'messages',
  notes: 'notes', fragments: 'blocks', entities: 'entities', relationships: 'relationships', attributes: 'attributes',
  states: 'states', transitions: 'transitions', events: 'events', tasks: 'tasks', sections: 'sections',
  parts: 'slices', items: 'items', lanes: 'lanes', steps: 'steps', flows: 'flows', zones: 'groups',
  components: 'components', connections: 'connections', spokes: 'spokes', depends_on: 'dependencies', else: 'branches',
};

/** Validates a draft; the schema's own limits become errors that name the count and point at the first item over it. */
export function checkDraft(language: CodeLanguage, draft: Draft): unknown {
  const schema = CONTENT_SCHEMAS[draft.kind];
  const result = schema.safeParse(draft.content);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  const top = typeof path[0] === 'string' ? path[0] : '';
  const index = typeof path[1] === 'number' ? path[1] : undefined;
  const positions = draft.at?.[top] ?? [];
  const fallback = draft.start ?? { line: 1, column: 1 };
  const kindWord = draft.kind;
  if (issue.code === 'too_big' && path.length >= 1 && typeof path[path.length - 1] === 'string' && issue.origin === 'array') {
    const coll = String(path[path.length - 1]);
    const max = Number(issue.maximum);
    const word = ITEM_WORDS[coll] ?? coll;
    const value = valueAt(draft.content, path);
    const count = Array.isArray(value) ? value.length : undefined;
    const pos = path.length === 1 ? positions[max] : index !== undefined ? positions[index] : undefined;
    const has = count === undefined ? 'too many' : String(count);
    return fail(language, `the ${kindWord} has ${has} ${word}; at most ${max} fit in one diagram`, pos ?? fallback);
  }
  if (issue.code === 'too_small' && issue.origin === 'array' && path.length === 1) {
    const word = ITEM_WORDS[top] ?? top;
    const min = Number(issue.minimum);
    return fail(language, min <= 1 ? `found no ${word} in it` : `a ${kindWord} needs at least ${min} ${word}`, fallback);
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    const text = String(valueAt(draft.content, path) ?? '');
    return fail(language, `the text "${text.slice(0, 40)}…" is longer than ${Number(issue.maximum)} characters`, (index !== undefined ? positions[index] : undefined) ?? fallback);
  }
  const where = path.length ? ` (${path.join('.')})` : '';
  return fail(language, `${issue.message}${where}`, (index !== undefined ? positions[index] : undefined) ?? fallback);
}

function fail(language: CodeLanguage, message: string, pos: Pos): never {
  throw codeError(language, message, pos);
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let cur: unknown = root;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur;
}

/**
 * Ids for content: the code's own id when it is usable as is (1–100 characters without surrounding spaces, unique),
 * otherwise `prefix` + position. Ids never show, so long quoted DOT names or PlantUML strings stay readable as labels.
 */
export function contentIds(raws: string[], prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>();
  raws.forEach((raw, i) => {
    if (out.has(raw)) return;
    let id = raw;
    if (id !== id.trim() || id.length === 0 || id.length > 100 || used.has(id)) {
      id = `${prefix}${i + 1}`;
      while (used.has(id) || raws.includes(id)) id = `${id}_`;
    }
    used.add(id);
    out.set(raw, id);
  });
  return out;
}
