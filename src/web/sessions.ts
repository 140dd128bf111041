// Sessions of the web application: a random token in the cookie, only its SHA-256 in the database, with a CSRF token and an expiry.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { nowIso } from '../accounts/ids.js';
import { getWorkspace, type Workspace } from '../accounts/workspaces.js';
import type { Db } from '../storage/database.js';
import type { User } from './users.js';

export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface WebSession { id: string; user: User; workspace: Workspace; csrfToken: string; expiresAt: string }

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function createSession(db: Db, userId: string, now = Date.now()): Promise<{ token: string; csrfToken: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + SESSION_TTL_MS).toISOString();
  await db.insertInto('sessions').values({ id: hashToken(token), user_id: userId, csrf_token: csrfToken, created_at: nowIso(), expires_at: expiresAt }).execute();
  // Expired sessions of this user are of no use to anyone; dropping them here keeps the table small.
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<', new Date(now).toISOString()).execute();
  return { token, csrfToken, expiresAt };
}

/** The live session of a cookie token with its user and workspace, or undefined. */
export async function findSession(db: Db, token: string | undefined, now = Date.now()): Promise<WebSession | undefined> {
  if (!token || !TOKEN.test(token)) return undefined;
  const id = hashToken(token);
  const row = await db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sid', 'sessions.csrf_token', 'sessions.expires_at', 'users.id as uid', 'users.workspace_id', 'users.email', 'users.role', 'users.created_at'])
    .where('sessions.id', '=', id).executeTakeFirst();
  if (!row || !timingSafeEqual(Buffer.from(row.sid, 'hex'), Buffer.from(id, 'hex'))) return undefined;
  if (Date.parse(row.expires_at) <= now) return undefined;
  const workspace = await getWorkspace(db, row.workspace_id);
  if (!workspace) return undefined;
  return {
    id: row.sid,
    user: { id: row.uid, workspace_id: row.workspace_id, email: row.email, role: row.role, created_at: row.created_at },
    workspace,
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at,
  };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** After a password change: every session of the user ends (the browser that changed it gets a new one). */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Constant-time check of the X-CSRF-Token header against the session's token. */
export function csrfMatches(session: WebSession, presented: unknown): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented, 'utf8');
  const b = Buffer.from(session.csrfToken, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
