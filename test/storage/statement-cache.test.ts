// The SQLite statement cache: one statement per SQL text, bounded, and never a statement that is still iterating.
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/storage/sqlite-statement-cache.js';

describe('SQLite statement cache', () => {
  let sqlite: SQLite.Database;
  afterEach(() => { if (sqlite.open) sqlite.close(); });

  function open(capacity?: number) {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer)');
    return withStatementCache(sqlite, capacity);
  }

  it('hands out the same statement for the same SQL, which runs with new parameters each time', () => {
    const db = open();
    const insert = db.prepare('insert into t (n) values (?)');
    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    for (const n of [1, 2, 3]) db.prepare('insert into t (n) values (?)').run([n]);
    expect(db.prepare('select n from t where n >= ? order by n').all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare('select n from t where n >= ? order by n').all([3])).toEqual([{ n: 3 }]);
  });

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const db = open(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // now b is the least recently used
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('does not hand out a statement that is still iterating', () => {
    const db = open();
    for (const n of [1, 2, 3]) db.prepare('insert into t (n) values (?)').run([n]);
    const sqlText = 'select n from t where n >= ? order by n';
    const seen: Array<[unknown, unknown[]]> = [];
    for (const row of db.prepare(sqlText).iterate([1])) seen.push([row, db.prepare(sqlText).all([3])]);
    expect(seen).toEqual([[{ n: 1 }, [{ n: 3 }]], [{ n: 2 }, [{ n: 3 }]], [{ n: 3 }, [{ n: 3 }]]]);
  });

  it('closes the database', () => {
    const db = open();
    db.prepare('select 1');
    db.close();
    expect(sqlite.open).toBe(false);
  });
});
