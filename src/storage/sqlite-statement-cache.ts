// Kysely's SQLite driver prepares every query anew; this hands it one prepared statement per SQL text instead.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

export const STATEMENT_CACHE_SIZE = 200;

/**
 * Wraps a better-sqlite3 database for Kysely's SqliteDialect: `prepare` returns a cached statement per SQL
 * string, least recently used first out beyond `capacity` (SQL with inlined values must not grow it forever).
 * Kysely runs statements with all()/run(), which finish before returning, but streams with iterate(); a
 * statement still iterating is busy and cannot run again, so it is never handed out twice (a fresh one is).
 */
export function withStatementCache(sqlite: SQLite.Database, capacity = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached) {
        if (cached.busy) return sqlite.prepare(sql);
        // Re-inserting moves it to the end of the Map's order: the first key is the least recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
