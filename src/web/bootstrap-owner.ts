// First start of the web application: when no user exists, an owner for the `default` workspace with a random password, printed once.
import { randomBase62 } from '../accounts/ids.js';
import { findWorkspaceByName } from '../accounts/workspaces.js';
import type { Db } from '../storage/database.js';
import { createUser } from './users.js';

export const FIRST_OWNER_EMAIL = 'owner@localhost';

export async function bootstrapOwnerIfNone(db: Db, email = FIRST_OWNER_EMAIL): Promise<{ email: string; password: string; workspace: string } | null> {
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return null;
  const ws = (await findWorkspaceByName(db, 'default'))
    ?? await db.selectFrom('workspaces').selectAll().orderBy('created_at').limit(1).executeTakeFirst();
  if (!ws) return null;
  const password = randomBase62(20);
  try {
    await createUser(db, { workspaceId: ws.id, email, password, role: 'owner' });
  } catch (e) {
    // Another instance created the first user at the same moment: it prints the sign-in, not this one.
    if (/unique|exists already/i.test(String(e))) return null;
    throw e;
  }
  return { email, password, workspace: ws.name };
}

export function firstOwnerMessage(appUrl: string, owner: { email: string; password: string; workspace: string }): string {
  return `\nWeb application: ${appUrl}/login\nSign in as ${owner.email} with this password (shown once; change it in Settings):\n\n  ${owner.password}\n\n`;
}
