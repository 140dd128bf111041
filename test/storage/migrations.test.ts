// Migrations on SQLite and PostgreSQL: several connections migrating an empty database at once, and schemas side by side.
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { openDatabase } from '../../src/storage/database.js';
import { MIGRATIONS, migrateToLatest } from '../../src/storage/migrations.js';
import { DATABASES, freshPostgres, type TestDatabase } from '../support/databases.js';

const made: TestDatabase[] = [];
afterAll(async () => {
  for (const d of made) await d.drop();
});

for (const kind of DATABASES) {
  describe(`migrations on ${kind.name}`, () => {
    it('run once when several instances migrate an empty database at the same moment', async () => {
      const tdb = await kind.fresh();
      made.push(tdb);
      const instances = Array.from({ length: 4 }, () => openDatabase(tdb.url));
      try {
        const results = await Promise.allSettled(instances.map((o) => migrateToLatest(o.db)));
        expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
        const db = instances[0]!.db;
        const applied = await db.selectFrom('kysely_migration' as any).select('name').execute();
        expect(applied.map((r: any) => r.name).sort()).toEqual(Object.keys(MIGRATIONS).sort());
        // The schema works: a workspace can be made, and its name is unique.
        await createWorkspace(db, 'after-race');
        await expect(createWorkspace(instances[1]!.db, 'after-race')).rejects.toThrow(/unique/i);
      } finally {
        await Promise.all(instances.map((o) => o.close()));
      }
    });
  });
}

describe('migrations on postgres with other schemas in the database', () => {
  it('create their tables in the connection\'s own schema, even when another schema holds a migrated copy', async () => {
    const first = await freshPostgres();
    const second = await freshPostgres();
    made.push(first, second);
    const a = openDatabase(first.url);
    const b = openDatabase(second.url);
    try {
      await migrateToLatest(a.db);
      await migrateToLatest(b.db);
      await createWorkspace(a.db, 'same-name');
      // Separate schemas: the same name is free in the second one.
      await createWorkspace(b.db, 'same-name');
      for (const o of [a, b]) {
        const applied = await o.db.selectFrom('kysely_migration' as any).select('name').execute();
        expect(applied).toHaveLength(Object.keys(MIGRATIONS).length);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
