// The credit ledger: append-only rows; the workspace balance moves in the same transaction, never below zero.
import { type Insertable, sql } from 'kysely';
import { nowIso } from '../accounts/ids.js';
import { compiledOnce } from '../storage/compiled-queries.js';
import type { Db } from '../storage/database.js';
import { insertGeneration } from '../storage/generation-rows.js';
import type { GenerationsTable } from '../storage/schema.js';

export interface LedgerEntry {
  id: number;
  amount: number;
  reason: 'grant' | 'charge' | 'refund';
  generation_id: string | null;
  note: string | null;
  created_at: string;
}

export async function grantCredits(db: Db, workspaceId: string, amount: number, note: string | null = null): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('amount must be a positive integer');
  return db.transaction().execute(async (tx) => {
    await tx.insertInto('credit_ledger').values({ workspace_id: workspaceId, amount, reason: 'grant', generation_id: null, note, created_at: nowIso() }).execute();
    const row = await tx.updateTable('workspaces').set({ balance: sql`balance + ${amount}` })
      .where('id', '=', workspaceId).returning('balance').executeTakeFirstOrThrow();
    return row.balance;
  });
}

// Every request runs these: compiled once (see compiledOnce).
const insertCharge = compiledOnce((db, p: { workspaceId: string; generationId: string; createdAt: string }) =>
  db.insertInto('credit_ledger').values({ workspace_id: p.workspaceId, amount: -1, reason: 'charge', generation_id: p.generationId, note: null, created_at: p.createdAt }));
const takeOneCredit = compiledOnce((db, p: { workspaceId: string }) =>
  db.updateTable('workspaces').set({ balance: sql`balance - 1` }).where('id', '=', p.workspaceId).where('balance', '>=', 1).returning('balance'));

/**
 * Takes one credit and stores the generation that it funds, in one transaction. The conditional update is
 * one atomic statement, so of two requests racing for the last credit exactly one succeeds.
 * Returns the new balance, or null when none is left (and then nothing is stored).
 */
export async function fundGeneration(db: Db, generation: Insertable<GenerationsTable>): Promise<number | null> {
  try {
    return await db.transaction().execute(async (tx) => {
      // The balance update comes last: the workspace row is locked only from it to the commit, so charges of
      // one workspace queue as briefly as possible. Without a credit, the rows above are rolled back.
      await insertGeneration(tx, { ...generation, credits_charged: 1 });
      await insertCharge(tx, { workspaceId: generation.workspace_id, generationId: generation.id, createdAt: nowIso() });
      const row = (await takeOneCredit(tx, { workspaceId: generation.workspace_id })).rows[0];
      if (!row) throw new NoCredit();
      return row.balance;
    });
  } catch (e) {
    if (e instanceof NoCredit) return null;
    throw e;
  }
}

class NoCredit extends Error {}

/**
 * Gives back the charge of a failed generation, at most once (unique row per generation and reason).
 * Returns the balance after, and whether this call did the refund.
 */
export async function refundGeneration(db: Db, workspaceId: string, generationId: string): Promise<{ balance: number; refunded: boolean }> {
  return db.transaction().execute(async (tx) => {
    // The first statement writes, so on SQLite the transaction takes the write lock at once (no lock upgrade
    // that could fail under a concurrent writer). A refund row exists only where a charge row does.
    const inserted = await tx.insertInto('credit_ledger')
      .columns(['workspace_id', 'amount', 'reason', 'generation_id', 'operation', 'note', 'created_at'])
      .expression((eb) => eb.selectFrom('credit_ledger').select([
        eb.val(workspaceId).as('workspace_id'), eb.val(1).as('amount'), eb.val('refund').as('reason'),
        eb.val(generationId).as('generation_id'), eb.val('create').as('operation'), eb.val(null).as('note'), eb.val(nowIso()).as('created_at'),
      ]).where('generation_id', '=', generationId).where('operation', '=', 'create').where('reason', '=', 'charge'))
      .onConflict((oc) => oc.columns(['generation_id', 'operation', 'reason']).doNothing())
      .returning('id').executeTakeFirst();
    const refunded = inserted !== undefined;
    if (refunded) {
      await tx.updateTable('workspaces').set({ balance: sql`balance + 1` }).where('id', '=', workspaceId).execute();
      await tx.updateTable('generations').set({ credits_refunded: sql`credits_refunded + 1` }).where('id', '=', generationId).execute();
    }
    const ws = await tx.selectFrom('workspaces').select('balance').where('id', '=', workspaceId).executeTakeFirstOrThrow();
    return { balance: ws.balance, refunded };
  });
}

export interface EditFunding {
  editId: string;
  generationId: string;
  workspaceId: string;
  instruction: string;
  baseRevision: number;
  owner: string;
}

const insertEditCharge = compiledOnce((db, p: { workspaceId: string; generationId: string; editId: string; createdAt: string }) =>
  db.insertInto('credit_ledger').values({ workspace_id: p.workspaceId, amount: -1, reason: 'charge', generation_id: p.generationId, operation: p.editId, note: 'edit', created_at: p.createdAt }));

/**
 * Takes one credit for an edit and records the edit as running, in one transaction (like fundGeneration): the charge
 * row names the generation and the edit. The generation's credits_charged counts its creation and every edit.
 * Returns the new balance, or null when no credit is left (and then nothing is stored).
 */
export async function fundEdit(db: Db, edit: EditFunding): Promise<number | null> {
  const now = nowIso();
  try {
    return await db.transaction().execute(async (tx) => {
      await tx.insertInto('generation_edits').values({
        id: edit.editId, generation_id: edit.generationId, workspace_id: edit.workspaceId, instruction: edit.instruction, status: 'running',
        base_revision: edit.baseRevision, revision: null, error_json: null, owner: edit.owner, created_at: now, updated_at: now,
      }).execute();
      await insertEditCharge(tx, { workspaceId: edit.workspaceId, generationId: edit.generationId, editId: edit.editId, createdAt: now });
      await tx.updateTable('generations').set({ credits_charged: sql`credits_charged + 1` }).where('id', '=', edit.generationId).execute();
      const row = (await takeOneCredit(tx, { workspaceId: edit.workspaceId })).rows[0];
      if (!row) throw new NoCredit();
      return row.balance;
    });
  } catch (e) {
    if (e instanceof NoCredit) return null;
    throw e;
  }
}

/**
 * Gives back the charge of a failed edit at most once, and marks the edit failed with its error. Returns the balance
 * after, and whether this call did the refund.
 */
export async function refundEdit(db: Db, workspaceId: string, generationId: string, editId: string, errorJson: string): Promise<{ balance: number; refunded: boolean }> {
  return db.transaction().execute(async (tx) => {
    const inserted = await tx.insertInto('credit_ledger')
      .columns(['workspace_id', 'amount', 'reason', 'generation_id', 'operation', 'note', 'created_at'])
      .expression((eb) => eb.selectFrom('credit_ledger').select([
        eb.val(workspaceId).as('workspace_id'), eb.val(1).as('amount'), eb.val('refund').as('reason'),
        eb.val(generationId).as('generation_id'), eb.val(editId).as('operation'), eb.val('edit').as('note'), eb.val(nowIso()).as('created_at'),
      ]).where('generation_id', '=', generationId).where('operation', '=', editId).where('reason', '=', 'charge'))
      .onConflict((oc) => oc.columns(['generation_id', 'operation', 'reason']).doNothing())
      .returning('id').executeTakeFirst();
    const refunded = inserted !== undefined;
    if (refunded) {
      await tx.updateTable('workspaces').set({ balance: sql`balance + 1` }).where('id', '=', workspaceId).execute();
      await tx.updateTable('generations').set({ credits_refunded: sql`credits_refunded + 1` }).where('id', '=', generationId).execute();
    }
    await tx.updateTable('generation_edits').set({ status: 'failed', error_json: errorJson, owner: null, updated_at: nowIso() })
      .where('id', '=', editId).where('status', '=', 'running').execute();
    const ws = await tx.selectFrom('workspaces').select('balance').where('id', '=', workspaceId).executeTakeFirstOrThrow();
    return { balance: ws.balance, refunded };
  });
}

export async function getBalance(db: Db, workspaceId: string): Promise<number> {
  const row = await db.selectFrom('workspaces').select('balance').where('id', '=', workspaceId).executeTakeFirst();
  return row?.balance ?? 0;
}

export async function ledgerSum(db: Db, workspaceId: string): Promise<number> {
  const row = await db.selectFrom('credit_ledger').select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listLedger(db: Db, workspaceId: string, opts: { limit: number; before?: number }): Promise<LedgerEntry[]> {
  let q = db.selectFrom('credit_ledger').select(['id', 'amount', 'reason', 'generation_id', 'note', 'created_at'])
    .where('workspace_id', '=', workspaceId);
  if (opts.before !== undefined) q = q.where('id', '<', opts.before);
  const rows = await q.orderBy('id', 'desc').limit(opts.limit).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), reason: r.reason as LedgerEntry['reason'] }));
}
