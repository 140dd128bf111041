// Opens the database named by DIAGRAM_DATABASE_URL: `sqlite:PATH` (default) or `postgres://...`.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';
import { withStatementCache } from './sqlite-statement-cache.js';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export function databaseKind(url: string): DbKind {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  if (url.startsWith('sqlite:')) return 'sqlite';
  throw new Error(`DIAGRAM_DATABASE_URL must start with sqlite: or postgres:// (got "${url.split(':')[0]}:")`);
}

export function openDatabase(url: string): OpenedDatabase {
  const kind = databaseKind(url);
  if (kind === 'postgres') {
    // `pg` is loaded on the first query (Kysely calls the factory once), so SQLite deployments never pay
    // for loading it at start-up.
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: () => createPool(url) }) });
    return { db, kind, close: () => db.destroy() };
  }
  const file = url.slice('sqlite:'.length);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets the command line and the server write at once; the busy timeout makes writers wait, not fail.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind, close: () => db.destroy() };
}

async function createPool(url: string) {
  const { default: pg } = await import('pg');
  // A bounded wait for a connection, so readiness and requests fail (503/500) rather than hang when
  // PostgreSQL is down; the pool size is per instance (instances × max must stay under max_connections).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // A connection that dies emits 'error': on the pool while idle, on the client while checked out (where
  // pg-pool and Kysely listen for none). Unhandled, either would end the process; the queries on it fail
  // on their own, the pool drops the dead client, and the next query gets a new one (or /readyz says 503).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
