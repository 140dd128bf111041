// Administration commands of decisions.md: workspaces, keys and credits, on the server's own database.
import { createApiKey, listApiKeys, revokeApiKey } from '../accounts/api-keys.js';
import { createWorkspace, findWorkspaceByName, type Workspace } from '../accounts/workspaces.js';
import { getBalance, grantCredits } from '../billing/ledger.js';
import type { Db } from '../storage/database.js';
import { CliError, type Flags, intFlag, requireFlag } from './args.js';

export type Output = { json: Record<string, unknown>; text: string };

async function workspaceNamed(db: Db, name: string): Promise<Workspace> {
  const ws = await findWorkspaceByName(db, name);
  if (!ws) throw new CliError(`no workspace named "${name}"`);
  return ws;
}

export async function workspaceCreate(db: Db, name: string | undefined, flags: Flags): Promise<Output> {
  if (!name) throw new CliError('usage: workspace create NAME [--credits N] [--rate-limit N]');
  if (await findWorkspaceByName(db, name)) throw new CliError(`a workspace named "${name}" exists already`);
  const credits = intFlag(flags, 'credits', 0);
  const rateLimit = intFlag(flags, 'rate-limit', null, 1);
  const ws = await createWorkspace(db, name, { rateLimit });
  const balance = credits > 0 ? await grantCredits(db, ws.id, credits, 'initial credits') : 0;
  return {
    json: { id: ws.id, workspace: ws.name, balance, rate_limit: ws.rate_limit },
    text: `created workspace "${ws.name}" (${ws.id}) with ${balance} credits`,
  };
}

export async function keysCreate(db: Db, flags: Flags): Promise<Output> {
  const ws = await workspaceNamed(db, requireFlag(flags, 'workspace'));
  const name = typeof flags.name === 'string' ? flags.name : 'cli';
  const { key, info } = await createApiKey(db, ws.id, { name, rateLimit: intFlag(flags, 'rate-limit', null, 1) });
  return {
    json: { id: info.id, key, workspace: ws.name },
    text: `created key ${info.id} for workspace "${ws.name}" (shown once, keep it secret):\n${key}`,
  };
}

export async function keysList(db: Db, flags: Flags): Promise<Output> {
  const ws = await workspaceNamed(db, requireFlag(flags, 'workspace'));
  const keys = await listApiKeys(db, ws.id);
  const lines = keys.map((k) => `${k.id}  ${k.prefix}…  ${k.name}  created ${k.created_at}${k.revoked_at ? `  revoked ${k.revoked_at}` : ''}`);
  return { json: { workspace: ws.name, keys }, text: lines.join('\n') || '(no keys)' };
}

export async function keysRevoke(db: Db, keyId: string | undefined): Promise<Output> {
  if (!keyId) throw new CliError('usage: keys revoke KEY_ID');
  const exists = await db.selectFrom('api_keys').select(['id', 'revoked_at']).where('id', '=', keyId).executeTakeFirst();
  if (!exists) throw new CliError(`no key with id "${keyId}"`);
  const revoked = await revokeApiKey(db, keyId);
  return { json: { id: keyId, revoked: true }, text: revoked ? `revoked ${keyId}` : `${keyId} was already revoked` };
}

export async function creditsGrant(db: Db, flags: Flags): Promise<Output> {
  const ws = await workspaceNamed(db, requireFlag(flags, 'workspace'));
  const amount = intFlag(flags, 'amount', null, 1);
  if (amount === null) throw new CliError('--amount N is required (a positive integer)');
  const balance = await grantCredits(db, ws.id, amount, 'granted by the command line');
  return { json: { workspace: ws.name, granted: amount, balance }, text: `granted ${amount} credits to "${ws.name}"; balance ${balance}` };
}

export async function creditsBalance(db: Db, flags: Flags): Promise<Output> {
  const ws = await workspaceNamed(db, requireFlag(flags, 'workspace'));
  const balance = await getBalance(db, ws.id);
  return { json: { workspace: ws.name, balance }, text: `${ws.name}: ${balance} credits` };
}
