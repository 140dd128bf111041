// Users and sessions (migration 002) on SQLite and PostgreSQL: unique emails, session lookup by token hash, expiry, sign-out.
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { openDatabase } from '../../src/storage/database.js';
import { migrateToLatest } from '../../src/storage/migrations.js';
import { createSession, deleteSession, deleteUserSessions, findSession, SESSION_TTL_MS } from '../../src/web/sessions.js';
import { changePassword, checkSignIn, createUser, listUsers, UserInputError } from '../../src/web/users.js';
import { DATABASES, type TestDatabase } from '../support/databases.js';

const made: TestDatabase[] = [];
afterAll(async () => {
  for (const d of made) await d.drop();
});

for (const kind of DATABASES) {
  describe(`web users and sessions on ${kind.name}`, () => {
    it('stores users with unique emails and sessions found only by their token', async () => {
      const tdb = await kind.fresh();
      made.push(tdb);
      const { db, close } = openDatabase(tdb.url);
      try {
        await migrateToLatest(db);
        const ws = await createWorkspace(db, 'w');
        const ada = await createUser(db, { workspaceId: ws.id, email: 'Ada@Example.com', password: 'ada-password-1', role: 'owner' });
        expect(ada.email).toBe('ada@example.com');
        await expect(createUser(db, { workspaceId: ws.id, email: 'ADA@example.com', password: 'other-password', role: 'member' })).rejects.toBeInstanceOf(UserInputError);
        // The unique index holds even when the check before the insert is raced past.
        await expect(db.insertInto('users').values({ id: 'usr_x', workspace_id: ws.id, email: 'ada@example.com', password_hash: 'x', role: 'member', created_at: '', updated_at: '' }).execute()).rejects.toThrow(/unique|duplicate/i);
        await expect(db.insertInto('users').values({ id: 'usr_y', workspace_id: ws.id, email: 'y@example.com', password_hash: 'x', role: 'admin' as 'owner', created_at: '', updated_at: '' }).execute()).rejects.toThrow();
        expect((await listUsers(db, ws.id)).map((u) => u.email)).toEqual(['ada@example.com']);

        const now = Date.now();
        const s1 = await createSession(db, ada.id, now);
        const s2 = await createSession(db, ada.id, now);
        expect(s1.token).not.toBe(s2.token);
        expect(Date.parse(s1.expiresAt) - now).toBe(SESSION_TTL_MS);
        const found = await findSession(db, s1.token, now);
        expect(found).toMatchObject({ user: { id: ada.id, role: 'owner' }, workspace: { id: ws.id }, csrfToken: s1.csrfToken });
        expect(found!.id).not.toBe(s1.token);
        expect(await findSession(db, s1.token, now + SESSION_TTL_MS)).toBeUndefined();
        expect(await findSession(db, s1.token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')), now)).toBeUndefined();
        expect(await findSession(db, 'short', now)).toBeUndefined();

        await deleteSession(db, found!.id);
        expect(await findSession(db, s1.token, now)).toBeUndefined();
        expect(await findSession(db, s2.token, now)).toBeDefined();
        const s3 = await createSession(db, ada.id, now);
        await deleteUserSessions(db, ada.id);
        expect(await findSession(db, s2.token, now)).toBeUndefined();
        expect(await findSession(db, s3.token, now)).toBeUndefined();

        await changePassword(db, ada.id, 'ada-password-1', 'new-password-2');
        expect(await checkSignIn(db, 'ada@example.com', 'ada-password-1')).toBeUndefined();
        expect(await checkSignIn(db, 'ada@example.com', 'new-password-2')).toMatchObject({ id: ada.id });
      } finally {
        await close();
      }
    });
  });
}
