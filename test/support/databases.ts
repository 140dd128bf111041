// The databases storage tests run against: a fresh SQLite file and a fresh PostgreSQL schema each time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBase62 } from '../../src/accounts/ids.js';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase { name: 'sqlite' | 'postgres'; url: string; drop(): Promise<void> }

export async function freshSqlite(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-db-'));
  return { name: 'sqlite', url: `sqlite:${path.join(dir, 'test.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A schema of its own in the `test` database, so test files running at once never meet. */
export async function freshPostgres(): Promise<TestDatabase> {
  const schema = `t_${randomBase62(12).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    name: 'postgres',
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

export const DATABASES = [
  { name: 'sqlite' as const, fresh: freshSqlite },
  { name: 'postgres' as const, fresh: freshPostgres },
];
