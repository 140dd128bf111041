// Queries of a fixed shape, built and compiled once per dialect and then run with new values.
import { type Compilable, type CompiledQuery, createQueryId, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema.js';

/** Stands for one named value while the query is compiled; its place among the parameters is remembered. */
class Placeholder {
  constructor(readonly name: string) {}
}

interface Template { sql: string; query: CompiledQuery['query']; parameters: ReadonlyArray<unknown> }

/**
 * Building and compiling a Kysely query costs 10–40 µs, more than running a small one on SQLite. For a query
 * on the hot path, `compiledOnce` builds it once per dialect with placeholders for the values of `params`,
 * and later runs only bind the values in their places (the SQL text, and so SQLite's cached statement, stays
 * the same). `build` must use each value of `params` only as a value (no `??`, no branching on it), so one
 * compilation fits all calls; a value that does not end up as a parameter is reported at the first call.
 */
export function compiledOnce<P extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, params: P) => Compilable<R>,
): (db: Kysely<Database>, params: P) => Promise<QueryResult<R>> {
  // Keyed by the dialect's adapter, which a transaction shares with its database.
  const templates = new WeakMap<object, Template>();
  return async (db, params) => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = compileTemplate(db, build);
      templates.set(adapter, template);
    }
    const parameters = template.parameters.map((p) => (p instanceof Placeholder ? valueOf(params, p.name) : p));
    return db.executeQuery<R>({ sql: template.sql, query: template.query, parameters, queryId: createQueryId() });
  };
}

function compileTemplate<P extends Record<string, unknown>>(db: Kysely<Database>, build: (db: Kysely<Database>, params: P) => Compilable<unknown>): Template {
  const used = new Map<string, Placeholder>();
  const placeholders = new Proxy({}, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      let p = used.get(name);
      if (!p) used.set(name, (p = new Placeholder(name)));
      return p;
    },
  }) as P;
  const compiled = build(db, placeholders).compile();
  for (const p of used.values()) {
    if (!compiled.parameters.includes(p)) throw new Error(`compiledOnce: "${p.name}" is not used as a plain value in: ${compiled.sql}`);
  }
  return { sql: compiled.sql, query: compiled.query, parameters: compiled.parameters };
}

function valueOf(params: Record<string, unknown>, name: string): unknown {
  const value = params[name];
  // Kysely leaves an undefined column out of an insert or update; a fixed query cannot, so refuse it.
  if (value === undefined) throw new Error(`compiledOnce: no value for "${name}"`);
  return value;
}
