// Edits and revisions in storage, on SQLite and PostgreSQL: an edit charged once and refunded at most once (also when
// refunds race), edits left running by a dead process refunded by crash recovery, revisions archived exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEditId, newGenerationId, nowIso } from '../../src/accounts/ids.js';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { fundEdit, fundGeneration, getBalance, grantCredits, ledgerSum, refundEdit, refundGeneration } from '../../src/billing/ledger.js';
import { recoverOrphans } from '../../src/generations/recover-orphans.js';
import { type OpenedDatabase, openDatabase } from '../../src/storage/database.js';
import { findGenerationSummary } from '../../src/storage/generation-rows.js';
import { migrateToLatest } from '../../src/storage/migrations.js';
import { listRevisions, storeNextRevision } from '../../src/storage/revision-rows.js';
import { DATABASES, type TestDatabase } from '../support/databases.js';

function succeeded(workspaceId: string) {
  const now = nowIso();
  return {
    id: newGenerationId(), workspace_id: workspaceId, api_key_id: null, status: 'succeeded' as const, prompt: 'p', design_requested: 'auto',
    design: 'flowchart-vertical', kind: 'flowchart', title: 'T', content_json: '{"nodes":[{"id":"a","label":"A"}]}', params_json: '{}', style_json: '{}',
    model_json: null, revision: 1, credits_charged: 1, credits_refunded: 0, width: 100, height: 50, svg: '<svg>1</svg>', error_json: null, owner: null,
    created_at: now, updated_at: now,
  };
}

const next = (n: number) => ({
  cause: 'edit' as const, instruction: `edit ${n}`, source: null, design: 'flowchart-vertical', kind: 'flowchart', title: 'T',
  content_json: `{"nodes":[{"id":"a","label":"A${n}"}]}`, params_json: '{}', style_json: '{}', model_json: null, width: 100, height: 50,
  svg: `<svg>${n}</svg>`, last_edit_json: null, updated_at: nowIso(),
});

for (const kind of DATABASES) {
  describe(`edits and revisions on ${kind.name}`, () => {
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

    it('charges an edit once beside its generation, and refunds it at most once when refunds race', async () => {
      const ws = await createWorkspace(opened.db, 'edit-ws');
      await grantCredits(opened.db, ws.id, 3);
      const g = succeeded(ws.id);
      expect(await fundGeneration(opened.db, g)).toBe(2);
      const editId = newEditId();
      expect(await fundEdit(opened.db, { editId, generationId: g.id, workspaceId: ws.id, instruction: 'x', baseRevision: 1, owner: 'me' })).toBe(1);
      const refunds = await Promise.all([0, 1, 2, 3].map(() => refundEdit(opened.db, ws.id, g.id, editId, '{"code":"generation_timeout"}')));
      expect(refunds.filter((r) => r.refunded)).toHaveLength(1);
      // The generation's own charge is separate: refunding it is still possible once, and the edit's refund did not touch it.
      expect((await refundGeneration(opened.db, ws.id, g.id)).refunded).toBe(true);
      const row = await findGenerationSummary(opened.db, ws.id, g.id);
      expect(row).toMatchObject({ credits_charged: 2, credits_refunded: 2 });
      const edit = await opened.db.selectFrom('generation_edits').selectAll().where('id', '=', editId).executeTakeFirstOrThrow();
      expect(edit).toMatchObject({ status: 'failed', owner: null });
      expect(await getBalance(opened.db, ws.id)).toBe(3);
      expect(await ledgerSum(opened.db, ws.id)).toBe(3);
    });

    it('funds no edit without a credit, storing nothing', async () => {
      const ws = await createWorkspace(opened.db, 'poor-ws');
      await grantCredits(opened.db, ws.id, 1);
      const g = succeeded(ws.id);
      await fundGeneration(opened.db, g);
      expect(await fundEdit(opened.db, { editId: newEditId(), generationId: g.id, workspaceId: ws.id, instruction: 'x', baseRevision: 1, owner: 'me' })).toBeNull();
      expect(await opened.db.selectFrom('generation_edits').selectAll().where('generation_id', '=', g.id).execute()).toEqual([]);
      expect((await findGenerationSummary(opened.db, ws.id, g.id))!.credits_charged).toBe(1);
    });

    it('refunds edits left running by a dead process once, and leaves live ones alone', async () => {
      const ws = await createWorkspace(opened.db, 'crash-edits');
      await grantCredits(opened.db, ws.id, 5);
      const g = succeeded(ws.id);
      await fundGeneration(opened.db, g);
      const dead = newEditId();
      const live = newEditId();
      await fundEdit(opened.db, { editId: dead, generationId: g.id, workspaceId: ws.id, instruction: 'x', baseRevision: 1, owner: 'gone-host:1:1' });
      await fundEdit(opened.db, { editId: live, generationId: g.id, workspaceId: ws.id, instruction: 'y', baseRevision: 1, owner: 'gone-host:2:2' });
      await opened.db.updateTable('generation_edits').set({ updated_at: new Date(Date.now() - 3_600_000).toISOString() }).where('id', '=', dead).execute();
      const [first, second] = [await recoverOrphans(opened.db, { self: 'me', staleAfterMs: 120_000 }), await recoverOrphans(opened.db, { self: 'me', staleAfterMs: 120_000 })];
      expect(first).toEqual([dead]);
      expect(second).toEqual([]);
      const rows = await opened.db.selectFrom('generation_edits').select(['id', 'status', 'error_json']).where('generation_id', '=', g.id).execute();
      expect(rows.find((r) => r.id === dead)).toMatchObject({ status: 'failed' });
      expect(JSON.parse(rows.find((r) => r.id === dead)!.error_json!).code).toBe('internal_error');
      expect(rows.find((r) => r.id === live)!.status).toBe('running');
      expect(await getBalance(opened.db, ws.id)).toBe(3);
      expect(await ledgerSum(opened.db, ws.id)).toBe(3);
      const gen = await findGenerationSummary(opened.db, ws.id, g.id);
      expect(gen).toMatchObject({ status: 'succeeded', revision: 1 });
    });

    it('stores one next revision of racing writers, archiving the one it replaced exactly once', async () => {
      const ws = await createWorkspace(opened.db, 'race-revisions');
      await grantCredits(opened.db, ws.id, 1);
      const g = succeeded(ws.id);
      await fundGeneration(opened.db, g);
      const current = (await findGenerationSummary(opened.db, ws.id, g.id))!;
      const results = await Promise.all([1, 2, 3, 4].map((n) => storeNextRevision(opened.db, current, next(n))));
      expect(results.filter(Boolean)).toHaveLength(1);
      const row = (await findGenerationSummary(opened.db, ws.id, g.id))!;
      expect(row.revision).toBe(2);
      const revisions = await listRevisions(opened.db, row, { limit: 10 });
      expect(revisions.map((r) => [r.revision, r.cause])).toEqual([[1, 'created'], [2, 'edit']]);
      expect(revisions[0]!.content_json).toBe(g.content_json);
      const archived = await opened.db.selectFrom('generation_revisions').select(['revision', 'svg']).where('generation_id', '=', g.id).execute();
      expect(archived).toEqual([{ revision: 1, svg: '<svg>1</svg>' }]);
    });
  });
}
