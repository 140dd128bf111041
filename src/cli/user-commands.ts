// `users create --email E --password P [--workspace NAME] [--role owner|member]`: a person who signs in to the web application.
import { findWorkspaceByName } from '../accounts/workspaces.js';
import type { Db } from '../storage/database.js';
import { createUser, type Role, ROLES, UserInputError } from '../web/users.js';
import type { Output } from './admin-commands.js';
import { CliError, type Flags, requireFlag } from './args.js';

export async function usersCreate(db: Db, flags: Flags): Promise<Output> {
  const email = requireFlag(flags, 'email');
  const password = requireFlag(flags, 'password');
  const workspaceName = typeof flags.workspace === 'string' ? flags.workspace : 'default';
  const role = (typeof flags.role === 'string' ? flags.role : 'member') as Role;
  if (!ROLES.includes(role)) throw new CliError('--role must be owner or member');
  const ws = await findWorkspaceByName(db, workspaceName);
  if (!ws) throw new CliError(`no workspace named "${workspaceName}"`);
  try {
    const user = await createUser(db, { workspaceId: ws.id, email, password, role });
    return {
      json: { id: user.id, email: user.email, workspace: ws.name, role: user.role },
      text: `created ${user.role} ${user.email} in workspace "${ws.name}"; they sign in at /login`,
    };
  } catch (e) {
    if (e instanceof UserInputError) throw new CliError(e.message);
    throw e;
  }
}
