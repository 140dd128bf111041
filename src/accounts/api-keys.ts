// API keys: created as `diagram_sk_` + 40 base62 chars, stored only as a SHA-256 hash, looked up by hash.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../storage/database.js';
import { newKeyId, nowIso, randomBase62 } from './ids.js';

export const KEY_PREFIX = 'diagram_sk_';
const KEY_PATTERN = /^diagram_sk_[0-9A-Za-z]{32,128}$/;

export interface ApiKeyInfo {
  id: string;
  workspace_id: string;
  name: string;
  prefix: string;
  rate_limit: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export async function createApiKey(db: Db, workspaceId: string, opts: { name?: string; rateLimit?: number | null } = {}): Promise<{ key: string; info: ApiKeyInfo }> {
  const key = KEY_PREFIX + randomBase62(40);
  const info: ApiKeyInfo = {
    id: newKeyId(),
    workspace_id: workspaceId,
    name: opts.name ?? 'default',
    prefix: key.slice(0, KEY_PREFIX.length + 6),
    rate_limit: opts.rateLimit ?? null,
    created_at: nowIso(),
    last_used_at: null,
    revoked_at: null,
  };
  await db.insertInto('api_keys').values({ ...info, hash: hashKey(key) }).execute();
  return { key, info };
}

/**
 * The active key matching a presented secret, or undefined. The row is found through the unique index on
 * the hash, and the stored hash is compared again in constant time, so no timing reveals how much matched.
 */
export async function findActiveKey(db: Db, presented: string): Promise<ApiKeyInfo | undefined> {
  if (!KEY_PATTERN.test(presented)) return undefined;
  const hash = hashKey(presented);
  const row = await db.selectFrom('api_keys').selectAll().where('hash', '=', hash).executeTakeFirst();
  if (!row || row.revoked_at !== null) return undefined;
  if (!timingSafeEqual(Buffer.from(row.hash, 'hex'), Buffer.from(hash, 'hex'))) return undefined;
  const { hash: _omit, ...info } = row;
  return info;
}

export async function listApiKeys(db: Db, workspaceId: string): Promise<ApiKeyInfo[]> {
  const rows = await db.selectFrom('api_keys')
    .select(['id', 'workspace_id', 'name', 'prefix', 'rate_limit', 'created_at', 'last_used_at', 'revoked_at'])
    .where('workspace_id', '=', workspaceId).orderBy('created_at').orderBy('id').execute();
  return rows;
}

/** Revokes a key; true when it existed and was active. */
export async function revokeApiKey(db: Db, keyId: string): Promise<boolean> {
  const res = await db.updateTable('api_keys').set({ revoked_at: nowIso() })
    .where('id', '=', keyId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function setKeyRateLimit(db: Db, keyId: string, rateLimit: number | null): Promise<boolean> {
  const res = await db.updateTable('api_keys').set({ rate_limit: rateLimit }).where('id', '=', keyId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Records use at most once a minute per key, so authentication does not write on every request. */
export async function touchKey(db: Db, key: ApiKeyInfo): Promise<void> {
  const now = Date.now();
  if (key.last_used_at && now - Date.parse(key.last_used_at) < 60_000) return;
  await db.updateTable('api_keys').set({ last_used_at: new Date(now).toISOString() }).where('id', '=', key.id).execute();
}
