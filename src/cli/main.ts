// The command line: `npm run --silent cli -- <command>`; `--json` prints one JSON object on stdout.
import { loadConfig } from '../config.js';
import { AppError } from '../errors.js';
import { openDatabase } from '../storage/database.js';
import { migrateToLatest } from '../storage/migrations.js';
import { creditsBalance, creditsGrant, keysCreate, keysList, keysRevoke, type Output, workspaceCreate } from './admin-commands.js';
import { CliError, parseArgs } from './args.js';

const USAGE = `usage: npm run --silent cli -- <command> [--json]
  workspace create NAME [--credits N] [--rate-limit N]
  keys create --workspace NAME [--name LABEL] [--rate-limit N]
  keys list --workspace NAME
  keys revoke KEY_ID
  credits grant --workspace NAME --amount N
  credits balance --workspace NAME
  users create --email EMAIL --password PASSWORD [--workspace NAME] [--role owner|member]
  generate "PROMPT" [--design ID] [--theme NAME] [--font ID] -o out.svg|out.png|out.pdf`;

async function run(argv: string[]): Promise<Output> {
  const { positionals, flags } = parseArgs(argv);
  const [group, action, arg] = positionals;
  if (!group || flags.help) throw new CliError(USAGE);
  if (group === 'generate') {
    const { generate } = await import('./generate-command.js');
    return generate(action, flags);
  }
  const database = openDatabase(loadConfig().databaseUrl);
  try {
    await migrateToLatest(database.db);
    const db = database.db;
    const command = `${group} ${action ?? ''}`.trim();
    switch (command) {
      case 'workspace create': return await workspaceCreate(db, arg, flags);
      case 'keys create': return await keysCreate(db, flags);
      case 'keys list': return await keysList(db, flags);
      case 'keys revoke': return await keysRevoke(db, arg);
      case 'credits grant': return await creditsGrant(db, flags);
      case 'credits balance': return await creditsBalance(db, flags);
      case 'users create': {
        const { usersCreate } = await import('./user-commands.js');
        return await usersCreate(db, flags);
      }
      default: throw new CliError(`unknown command "${command}"\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

const json = process.argv.includes('--json');
run(process.argv.slice(2)).then(
  (out) => {
    process.stdout.write(json ? `${JSON.stringify(out.json)}\n` : `${out.text}\n`);
  },
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    const code = err instanceof AppError ? err.code : err instanceof CliError ? 'usage' : 'error';
    if (json) process.stdout.write(`${JSON.stringify({ error: message, code })}\n`);
    else process.stderr.write(`${message}\n`);
    process.exitCode = err instanceof CliError ? 2 : 1;
  },
);
