// `users create`: web application users (owner or member of a workspace). Filled in with the web application.
import type { Db } from '../storage/database.js';
import type { Output } from './admin-commands.js';
import { CliError, type Flags } from './args.js';

export async function usersCreate(_db: Db, _flags: Flags): Promise<Output> {
  throw new CliError('users create: the web application is not built yet');
}
