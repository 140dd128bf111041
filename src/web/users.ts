// Web application users: create (scrypt-hashed password), find by email or id, change password, check a sign-in.
import { nowIso, randomBase62 } from '../accounts/ids.js';
import type { Db } from '../storage/database.js';
import type { UsersTable } from '../storage/schema.js';
import { hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from './passwords.js';

export type Role = UsersTable['role'];
export const ROLES: readonly Role[] = ['owner', 'member'];

export interface User { id: string; workspace_id: string; email: string; role: Role; created_at: string }

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

export class UserInputError extends Error {}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): string | null {
  return EMAIL.test(normalizeEmail(email)) ? null : 'The email address is not valid.';
}

export async function createUser(db: Db, input: { workspaceId: string; email: string; password: string; role: Role }): Promise<User> {
  const email = normalizeEmail(input.email);
  const problem = emailProblem(email) ?? passwordProblem(input.password);
  if (problem) throw new UserInputError(problem);
  if (!ROLES.includes(input.role)) throw new UserInputError('The role must be owner or member.');
  if (await findUserByEmail(db, email)) throw new UserInputError(`A user with the email ${email} exists already.`);
  const now = nowIso();
  const user: User = { id: `usr_${randomBase62(16)}`, workspace_id: input.workspaceId, email, role: input.role, created_at: now };
  await db.insertInto('users').values({ ...user, password_hash: await hashPassword(input.password), updated_at: now }).execute();
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').select(['id', 'workspace_id', 'email', 'role', 'created_at'])
    .where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function listUsers(db: Db, workspaceId: string): Promise<User[]> {
  return db.selectFrom('users').select(['id', 'workspace_id', 'email', 'role', 'created_at'])
    .where('workspace_id', '=', workspaceId).orderBy('created_at').execute();
}

/** The user whose email and password match, else undefined; takes as long whether or not the email exists. */
export async function checkSignIn(db: Db, email: string, password: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  if (!row) {
    await verifyAgainstNothing(password);
    return undefined;
  }
  if (!(await verifyPassword(password, row.password_hash))) return undefined;
  const { password_hash: _omit, updated_at: _u, ...user } = row;
  return user;
}

export async function changePassword(db: Db, userId: string, current: string, next: string): Promise<void> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!row || !(await verifyPassword(current, row.password_hash))) throw new UserInputError('The current password is not right.');
  const problem = passwordProblem(next);
  if (problem) throw new UserInputError(problem);
  await db.updateTable('users').set({ password_hash: await hashPassword(next), updated_at: nowIso() }).where('id', '=', userId).execute();
}
