// Idempotency-Key on POST /generations: the same key and body within 24 h replays the first response and charges once.
import { createHash } from 'node:crypto';
import { nowIso } from '../accounts/ids.js';
import { AppError } from '../errors.js';
import type { Db } from '../storage/database.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export type Claim =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: string };

export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new AppError('validation_failed', 'Idempotency-Key must be 1..255 visible ASCII characters.', { issues: [{ path: 'Idempotency-Key', message: 'invalid header' }] });
  }
  return header;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(body ?? null))).digest('hex');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Claims a key for this request (held by `owner`, this process), or returns the response to replay. A request
 * with the same key that is still running is waited for (so two requests arriving together charge once); one
 * that has run longer than `staleMs` belonged to a process that died, and is taken over. Crash recovery
 * releases the claims of a process it finds dead sooner (recover-orphans.ts).
 */
export async function claimIdempotencyKey(db: Db, workspaceId: string, key: string, hash: string, staleMs: number, owner: string): Promise<Claim> {
  const deadline = Date.now() + staleMs;
  for (;;) {
    const inserted = await db.insertInto('idempotency_keys')
      .values({ workspace_id: workspaceId, key, request_hash: hash, state: 'running', response_status: null, response_body: null, created_at: nowIso(), owner })
      .onConflict((oc) => oc.columns(['workspace_id', 'key']).doNothing()).returning('key').executeTakeFirst();
    if (inserted) return { kind: 'new' };
    const row = await db.selectFrom('idempotency_keys').selectAll().where('workspace_id', '=', workspaceId).where('key', '=', key).executeTakeFirst();
    if (!row) continue;
    const age = Date.now() - Date.parse(row.created_at);
    const expired = age > IDEMPOTENCY_TTL_MS;
    const abandoned = row.state === 'running' && age > staleMs;
    if (expired || abandoned) {
      await db.deleteFrom('idempotency_keys').where('workspace_id', '=', workspaceId).where('key', '=', key).where('created_at', '=', row.created_at).execute();
      continue;
    }
    if (row.request_hash !== hash) {
      throw new AppError('idempotency_conflict', 'This Idempotency-Key was already used with another request body.', { idempotency_key: key });
    }
    if (row.state === 'done' && row.response_status !== null && row.response_body !== null) {
      return { kind: 'replay', status: row.response_status, body: row.response_body };
    }
    if (Date.now() > deadline) throw new AppError('over_capacity', 'A request with this Idempotency-Key is still running; retry later.', undefined, { 'Retry-After': '5' });
    await sleep(50);
  }
}

export async function completeIdempotencyKey(db: Db, workspaceId: string, key: string, status: number, body: string): Promise<void> {
  await db.updateTable('idempotency_keys').set({ state: 'done', response_status: status, response_body: body, owner: null })
    .where('workspace_id', '=', workspaceId).where('key', '=', key).execute();
}

/** Forgets a claim whose request did not run (capacity, credits), so a retry with the same key can run. */
export async function releaseIdempotencyKey(db: Db, workspaceId: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('workspace_id', '=', workspaceId).where('key', '=', key).where('state', '=', 'running').execute();
}

export async function purgeExpiredIdempotencyKeys(db: Db): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString()).execute();
}
