// Storage on SQLite and PostgreSQL: migrations, keys, the credit ledger under concurrency, crash recovery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, findActiveKey, hashKey, revokeApiKey } from '../../src/accounts/api-keys.js';
import { newGenerationId, nowIso } from '../../src/accounts/ids.js';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { fundGeneration, getBalance, grantCredits, ledgerSum, refundGeneration } from '../../src/billing/ledger.js';
import { recoverOrphans } from '../../src/generations/recover-orphans.js';
import { type OpenedDatabase, openDatabase } from '../../src/storage/database.js';
import { migrateToLatest } from '../../src/storage/migrations.js';
import { DATABASES, type TestDatabase } from '../support/databases.js';

function generationRow(workspaceId: string, owner: string | null = 'test') {
  const now = nowIso();
  return {
    id: newGenerationId(), workspace_id: workspaceId, api_key_id: null, status: 'running' as const, prompt: 'p', design_requested: 'auto',
    design: null, kind: null, title: null, content_json: null, params_json: '{}', style_json: '{}', model_json: null, revision: 1,
    credits_charged: 1, credits_refunded: 0, width: null, height: null, svg: null, error_json: null, owner, created_at: now, updated_at: now,
  };
}

for (const kind of DATABASES) {
  describe(`storage on ${kind.name}`, () => {
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

    it('migrates idempotently, also when several instances migrate at once', async () => {
      const others = [openDatabase(tdb.url), openDatabase(tdb.url), openDatabase(tdb.url)];
      await Promise.all(others.map((o) => migrateToLatest(o.db)));
      await Promise.all(others.map((o) => o.close()));
      await migrateToLatest(opened.db);
    });

    it('stores only a hash of a key and finds it by the key', async () => {
      const ws = await createWorkspace(opened.db, 'keys-ws');
      const { key, info } = await createApiKey(opened.db, ws.id, { name: 'k' });
      const row = await opened.db.selectFrom('api_keys').selectAll().where('id', '=', info.id).executeTakeFirstOrThrow();
      expect(row.hash).toBe(hashKey(key));
      expect(JSON.stringify(row)).not.toContain(key.slice(11));
      expect((await findActiveKey(opened.db, key))?.id).toBe(info.id);
      expect(await findActiveKey(opened.db, `${key.slice(0, -1)}${key.endsWith('X') ? 'Y' : 'X'}`)).toBeUndefined();
      await revokeApiKey(opened.db, info.id);
      expect(await findActiveKey(opened.db, key)).toBeUndefined();
    });

    it('funds exactly as many of many concurrent generations as there are credits', async () => {
      const ws = await createWorkspace(opened.db, 'race-ws');
      await grantCredits(opened.db, ws.id, 5);
      // Separate connections race for real on PostgreSQL; SQLite in one process shares one connection
      // (its writers in other processes are covered by the command-line test).
      const conns = kind.name === 'postgres' ? Array.from({ length: 4 }, () => openDatabase(tdb.url)) : Array.from({ length: 4 }, () => ({ ...opened, close: async () => {} }));
      const results = await Promise.all(Array.from({ length: 24 }, (_, i) => fundGeneration(conns[i % 4]!.db, generationRow(ws.id)).catch((e) => e)));
      await Promise.all(conns.map((c) => c.close()));
      const errors = results.filter((r) => r instanceof Error);
      expect(errors).toEqual([]);
      expect(results.filter((r) => r !== null)).toHaveLength(5);
      expect(await getBalance(opened.db, ws.id)).toBe(0);
      expect(await ledgerSum(opened.db, ws.id)).toBe(0);
    });

    it('refunds at most once, even when refunds race', async () => {
      const ws = await createWorkspace(opened.db, 'refund-ws');
      await grantCredits(opened.db, ws.id, 2);
      const gen = generationRow(ws.id);
      expect(await fundGeneration(opened.db, gen)).toBe(1);
      const conns = kind.name === 'postgres' ? Array.from({ length: 3 }, () => openDatabase(tdb.url)) : Array.from({ length: 3 }, () => ({ ...opened, close: async () => {} }));
      const results = await Promise.all(conns.flatMap((c) => [refundGeneration(c.db, ws.id, gen.id), refundGeneration(c.db, ws.id, gen.id)]).map((p) => p.catch((e) => e)));
      await Promise.all(conns.map((c) => c.close()));
      const done = results.filter((r) => !(r instanceof Error) && r.refunded);
      expect(done).toHaveLength(1);
      expect(await getBalance(opened.db, ws.id)).toBe(2);
      expect(await ledgerSum(opened.db, ws.id)).toBe(2);
      const row = await opened.db.selectFrom('generations').select(['credits_charged', 'credits_refunded']).where('id', '=', gen.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ credits_charged: 1, credits_refunded: 1 });
    });

    it('never refunds a generation that was not charged', async () => {
      const ws = await createWorkspace(opened.db, 'nocharge-ws');
      await grantCredits(opened.db, ws.id, 1);
      const res = await refundGeneration(opened.db, ws.id, 'gen_never_charged_000000');
      expect(res).toEqual({ balance: 1, refunded: false });
    });

    it('recovers generations left running by a dead process: failed, refunded once', async () => {
      const ws = await createWorkspace(opened.db, 'crash-ws');
      await grantCredits(opened.db, ws.id, 3);
      const orphan = generationRow(ws.id, 'some-other-host:1:1');
      orphan.updated_at = new Date(Date.now() - 3_600_000).toISOString();
      await fundGeneration(opened.db, orphan);
      const live = generationRow(ws.id, 'some-other-host:2:2');
      await fundGeneration(opened.db, live);
      const first = await recoverOrphans(opened.db, { self: 'me', staleAfterMs: 120_000 });
      const second = await recoverOrphans(opened.db, { self: 'me', staleAfterMs: 120_000 });
      expect(first).toEqual([orphan.id]);
      expect(second).toEqual([]);
      const row = await opened.db.selectFrom('generations').selectAll().where('id', '=', orphan.id).executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      expect(JSON.parse(row.error_json!).code).toBe('internal_error');
      expect(await getBalance(opened.db, ws.id)).toBe(2);
      expect(await ledgerSum(opened.db, ws.id)).toBe(2);
    });
  });
}
