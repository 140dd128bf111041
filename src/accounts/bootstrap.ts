// First start on an empty database: workspace `default` with 100 credits and one API key, printed once.
import { grantCredits } from '../billing/ledger.js';
import type { Db } from '../storage/database.js';
import { createApiKey } from './api-keys.js';
import { createWorkspace } from './workspaces.js';

export async function bootstrapIfEmpty(db: Db): Promise<{ workspace: string; key: string } | null> {
  const any = await db.selectFrom('workspaces').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  try {
    const ws = await createWorkspace(db, 'default');
    await grantCredits(db, ws.id, 100, 'initial credits');
    const { key } = await createApiKey(db, ws.id, { name: 'first key' });
    return { workspace: ws.name, key };
  } catch (e) {
    // Another instance bootstrapped at the same moment (unique workspace name): nothing to print here.
    if (String(e).toLowerCase().includes('unique')) return null;
    throw e;
  }
}
