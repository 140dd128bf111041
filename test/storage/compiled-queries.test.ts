// Queries compiled once and run with new values, and generation rows written without reading them back.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGenerationId, nowIso } from '../../src/accounts/ids.js';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { compiledOnce } from '../../src/storage/compiled-queries.js';
import { type OpenedDatabase, openDatabase } from '../../src/storage/database.js';
import { findGenerationSummary, insertGeneration, updateGeneration } from '../../src/storage/generation-rows.js';
import { migrateToLatest } from '../../src/storage/migrations.js';
import { DATABASES, type TestDatabase } from '../support/databases.js';

const renameWorkspace = compiledOnce((db, p: { id: string; name: string }) =>
  db.updateTable('workspaces').set({ name: p.name }).where('id', '=', p.id).returning(['id', 'name', 'balance']));
const workspaceNamed = compiledOnce((db, p: { name: string }) =>
  db.selectFrom('workspaces').select(['id', 'balance']).where('name', '=', p.name).where('balance', '>=', 0));

for (const kind of DATABASES) {
  describe(`compiled queries and generation rows on ${kind.name}`, () => {
    let tdb: TestDatabase;
    let opened: OpenedDatabase;
    beforeAll(async () => {
      tdb = await kind.fresh();
      opened = openDatabase(tdb.url);
      await migrateToLatest(opened.db);
    });
    afterAll(async () => {
      await opened.close();
      await tdb.drop();
    });

    it('runs one compiled query with the values of each call, also inside a transaction', async () => {
      const a = await createWorkspace(opened.db, 'cq-a');
      const b = await createWorkspace(opened.db, 'cq-b');
      expect((await renameWorkspace(opened.db, { id: a.id, name: 'cq-a2' })).rows).toEqual([{ id: a.id, name: 'cq-a2', balance: 0 }]);
      await opened.db.transaction().execute(async (tx) => {
        expect((await renameWorkspace(tx, { id: b.id, name: 'cq-b2' })).rows).toEqual([{ id: b.id, name: 'cq-b2', balance: 0 }]);
      });
      expect((await workspaceNamed(opened.db, { name: 'cq-a2' })).rows).toEqual([{ id: a.id, balance: 0 }]);
      expect((await workspaceNamed(opened.db, { name: 'cq-b2' })).rows).toEqual([{ id: b.id, balance: 0 }]);
      expect((await workspaceNamed(opened.db, { name: 'cq-a' })).rows).toEqual([]);
    });

    it('refuses a value that is missing, or that the query does not use as a plain value', async () => {
      await expect(workspaceNamed(opened.db, {} as { name: string })).rejects.toThrow(/no value for "name"/);
      const inlined = compiledOnce((db, p: { name: string }) => db.selectFrom('workspaces').select('id').where(sql.lit(String(p.name)), '=', 'x'));
      await expect(inlined(opened.db, { name: 'n' })).rejects.toThrow(/"name" is not used as a plain value/);
    });

    it('returns from an update the same row as reading it back would, with the SVG that was written', async () => {
      const ws = await createWorkspace(opened.db, 'rows-ws');
      const id = newGenerationId();
      const now = nowIso();
      await insertGeneration(opened.db, {
        id, workspace_id: ws.id, status: 'running', prompt: 'p', design_requested: 'auto', params_json: '{}', style_json: '{}',
        revision: 1, credits_charged: 1, credits_refunded: 0, owner: 'me', created_at: now, updated_at: now,
      });
      const svg = `<svg>${'x'.repeat(40_000)}</svg>`;
      const updated = await updateGeneration(opened.db, id, { status: 'succeeded', design: 'd', kind: 'flowchart', svg, width: 10, height: 20, owner: null, updated_at: nowIso() });
      const stored = await opened.db.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(updated).toEqual(stored);
      expect(stored).toMatchObject({ api_key_id: null, title: null, content_json: null, svg, status: 'succeeded', revision: 1 });

      const { svg: _svg, ...summary } = stored;
      expect(await findGenerationSummary(opened.db, ws.id, id)).toEqual(summary);
      expect(await findGenerationSummary(opened.db, 'ws_other', id)).toBeUndefined();
    });

    it('updates only the revision it was given', async () => {
      const ws = await createWorkspace(opened.db, 'rev-ws');
      const id = newGenerationId();
      const now = nowIso();
      await insertGeneration(opened.db, { id, workspace_id: ws.id, status: 'succeeded', prompt: 'p', design_requested: 'auto', params_json: '{}', style_json: '{}', revision: 3, credits_charged: 1, credits_refunded: 0, created_at: now, updated_at: now });
      expect(await updateGeneration(opened.db, id, { svg: '<svg/>', revision: 3 }, { revision: 2 })).toBeUndefined();
      expect(await updateGeneration(opened.db, id, { svg: '<svg/>', revision: 4 }, { revision: 3 })).toMatchObject({ revision: 4, svg: '<svg/>' });
      expect(await updateGeneration(opened.db, 'gen_missing', { svg: null })).toBeUndefined();
    });
  });
}
