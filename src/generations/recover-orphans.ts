// Crash recovery: generations left running by a dead process are failed with internal_error and refunded once,
// and that process's Idempotency-Key claims are released (a retry with the same key then runs anew).
import fs from 'node:fs';
import os from 'node:os';
import { AppError } from '../errors.js';
import type { Db } from '../storage/database.js';
import { refundEdit } from '../billing/ledger.js';
import { failGeneration } from './run-generation.js';

export function processOwner(): string {
  return `${os.hostname()}:${process.pid}:${Date.now()}`;
}

/**
 * A process that has exited but is not yet reaped by its parent (a zombie, state Z; or X, being reaped) still
 * answers signal 0, but runs nothing any more. Linux says so in /proc/PID/stat: the state is the field after
 * the command name in parentheses (which may itself hold spaces and parentheses, hence the last `)`).
 */
export function isZombie(pid: number): boolean {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return false;
  }
  const state = stat.charAt(stat.lastIndexOf(')') + 2);
  return state === 'Z' || state === 'X';
}

export function ownerIsDeadHere(owner: string | null, self: string): boolean {
  if (!owner) return true;
  const [host, pidText] = owner.split(':');
  if (host !== os.hostname()) return false;
  const pid = Number(pidText);
  // Same host and pid but another start time: an earlier process that had our pid (e.g. pid 1 in a container).
  if (pid === process.pid) return owner !== self;
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
  return isZombie(pid);
}

/**
 * Fails generations that cannot still be running: those of a dead process on this host, and any older than
 * `staleAfterMs` (past every instance's timeout, so their owner is gone). Refunds are at most once per
 * generation (a unique ledger row), so instances sweeping together cannot refund twice.
 */
export async function recoverOrphans(db: Db, opts: { self: string; staleAfterMs: number }): Promise<string[]> {
  const cutoff = new Date(Date.now() - opts.staleAfterMs).toISOString();
  const rows = await db.selectFrom('generations').select(['id', 'workspace_id', 'owner', 'updated_at'])
    .where('status', 'in', ['pending', 'running']).execute();
  const recovered: string[] = [];
  for (const row of rows) {
    if (row.owner === opts.self) continue;
    if (!(row.updated_at < cutoff || ownerIsDeadHere(row.owner, opts.self))) continue;
    const error = new AppError('internal_error', 'The service stopped while this generation ran; its credit was refunded.');
    // Claim the row first so two sweepers do not both settle it.
    const claimed = await db.updateTable('generations').set({ owner: opts.self })
      .where('id', '=', row.id).where('status', 'in', ['pending', 'running'])
      .where((eb) => (row.owner === null ? eb('owner', 'is', null) : eb('owner', '=', row.owner))).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    await failGeneration(db, row.workspace_id, row.id, error);
    recovered.push(row.id);
  }
  recovered.push(...await recoverOrphanEdits(db, opts, cutoff));
  await releaseOrphanClaims(db, opts.self, cutoff);
  return recovered;
}

/** Edits left running by a dead process: refunded once, marked failed; their generation keeps its diagram. */
async function recoverOrphanEdits(db: Db, opts: { self: string }, cutoff: string): Promise<string[]> {
  const rows = await db.selectFrom('generation_edits').select(['id', 'generation_id', 'workspace_id', 'owner', 'updated_at'])
    .where('status', '=', 'running').execute();
  const recovered: string[] = [];
  for (const row of rows) {
    if (row.owner === opts.self) continue;
    if (!(row.updated_at < cutoff || ownerIsDeadHere(row.owner, opts.self))) continue;
    const claimed = await db.updateTable('generation_edits').set({ owner: opts.self })
      .where('id', '=', row.id).where('status', '=', 'running')
      .where((eb) => (row.owner === null ? eb('owner', 'is', null) : eb('owner', '=', row.owner))).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    const error = new AppError('internal_error', 'The service stopped while this edit ran; its credit was refunded.');
    await refundEdit(db, row.workspace_id, row.generation_id, row.id, JSON.stringify(error.toBody()));
    recovered.push(row.id);
  }
  return recovered;
}

/**
 * Idempotency-Key claims still `running` for a process that is dead (on this host) or for longer than the
 * staleness cutoff are deleted, after the generations above are settled. Their request failed with
 * internal_error and was refunded, which the service never replays (as for a request refused for capacity or
 * credits): a retry with the same key runs anew at once, instead of waiting for the claim to go stale.
 */
async function releaseOrphanClaims(db: Db, self: string, cutoff: string): Promise<void> {
  const claims = await db.selectFrom('idempotency_keys').select(['workspace_id', 'key', 'owner', 'created_at'])
    .where('state', '=', 'running').execute();
  for (const c of claims) {
    if (c.owner === self) continue;
    // A claim without an owner was made before owners were written: only its age tells.
    const orphan = c.created_at < cutoff || (c.owner !== null && ownerIsDeadHere(c.owner, self));
    if (!orphan) continue;
    await db.deleteFrom('idempotency_keys').where('workspace_id', '=', c.workspace_id).where('key', '=', c.key)
      .where('state', '=', 'running').where('created_at', '=', c.created_at).execute();
  }
}
