// Workspaces: a name, an optional rate limit and a cached balance kept equal to the ledger's sum.
import type { Db } from '../storage/database.js';
import { newWorkspaceId, nowIso } from './ids.js';

export interface Workspace { id: string; name: string; rate_limit: number | null; balance: number; created_at: string }

export async function createWorkspace(db: Db, name: string, opts: { rateLimit?: number | null } = {}): Promise<Workspace> {
  const ws: Workspace = { id: newWorkspaceId(), name, rate_limit: opts.rateLimit ?? null, balance: 0, created_at: nowIso() };
  await db.insertInto('workspaces').values(ws).execute();
  return ws;
}

export async function findWorkspaceByName(db: Db, name: string): Promise<Workspace | undefined> {
  return db.selectFrom('workspaces').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function getWorkspace(db: Db, id: string): Promise<Workspace | undefined> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setWorkspaceRateLimit(db: Db, id: string, rateLimit: number | null): Promise<void> {
  await db.updateTable('workspaces').set({ rate_limit: rateLimit }).where('id', '=', id).execute();
}
