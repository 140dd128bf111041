// `users create` on the command line, and the owner printed once on first start: both can then sign in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkspace } from '../../src/accounts/workspaces.js';
import { CliError } from '../../src/cli/args.js';
import { usersCreate } from '../../src/cli/user-commands.js';
import { openDatabase } from '../../src/storage/database.js';
import { migrateToLatest } from '../../src/storage/migrations.js';
import { bootstrapOwnerIfNone, FIRST_OWNER_EMAIL } from '../../src/web/bootstrap-owner.js';
import { checkSignIn } from '../../src/web/users.js';
import { runCli } from '../support/processes.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-users-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('users create', () => {
  const env = { DIAGRAM_DATABASE_URL: `sqlite:${path.join(dir, 'cli.db')}` };

  it('adds owners and members to a workspace, who can then sign in', async () => {
    expect(runCli(['workspace', 'create', 'acme', '--credits', '5', '--json'], env).status).toBe(0);
    const made = runCli(['users', 'create', '--email', 'Ada@Example.com', '--password', 'ada-password-1', '--workspace', 'acme', '--role', 'owner', '--json'], env);
    expect(made.status).toBe(0);
    expect(JSON.parse(made.stdout)).toMatchObject({ email: 'ada@example.com', workspace: 'acme', role: 'owner' });
    expect(made.stdout).not.toContain('ada-password-1');
    const member = runCli(['users', 'create', '--email', 'bob@example.com', '--password', 'bob-password-1', '--workspace', 'acme'], env);
    expect(member.status).toBe(0);
    expect(member.stdout).toContain('created member bob@example.com');

    const db = openDatabase(env.DIAGRAM_DATABASE_URL);
    try {
      expect(await checkSignIn(db.db, 'ada@example.com', 'ada-password-1')).toMatchObject({ role: 'owner' });
      expect(await checkSignIn(db.db, 'BOB@example.com', 'bob-password-1')).toMatchObject({ role: 'member' });
      const stored = await db.db.selectFrom('users').select('password_hash').execute();
      expect(stored.every((r) => r.password_hash.startsWith('scrypt$'))).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('exits with status 2 and a JSON error for a duplicate email or a bad role', () => {
    // Through the process: the exit status and the JSON error.
    const cases: [string[], RegExp][] = [
      [['--email', 'ada@example.com', '--password', 'another-pass', '--workspace', 'acme'], /exists already/],
      [['--email', 'c@example.com', '--password', 'c-password-1', '--workspace', 'acme', '--role', 'admin'], /--role must be owner or member/],
    ];
    for (const [args, message] of cases) {
      const res = runCli(['users', 'create', ...args, '--json'], env);
      expect(res.status, args.join(' ')).toBe(2);
      expect(JSON.parse(res.stdout).error).toMatch(message);
    }
  });

  it('refuses short passwords, bad emails, unknown workspaces and missing flags', async () => {
    const db = openDatabase(env.DIAGRAM_DATABASE_URL);
    try {
      const cases: [Record<string, string>, RegExp][] = [
        [{ email: 'c@example.com', password: 'short', workspace: 'acme' }, /at least 8 characters/],
        [{ email: 'not-an-email', password: 'c-password-1', workspace: 'acme' }, /email address is not valid/],
        [{ email: 'c@example.com', password: 'c-password-1', workspace: 'nope' }, /no workspace named "nope"/],
        [{ password: 'c-password-1' }, /--email is required/],
        [{ email: 'c@example.com' }, /--password is required/],
      ];
      for (const [flags, message] of cases) {
        const err = await usersCreate(db.db, flags).then(() => null, (e: unknown) => e);
        expect(err, JSON.stringify(flags)).toBeInstanceOf(CliError);
        expect((err as Error).message).toMatch(message);
      }
    } finally {
      await db.close();
    }
  });
});

describe('first owner', () => {
  it('is created once, for the default workspace, with a random password that signs in', async () => {
    const db = openDatabase(`sqlite:${path.join(dir, 'boot.db')}`);
    try {
      await migrateToLatest(db.db);
      expect(await bootstrapOwnerIfNone(db.db)).toBeNull();
      await createWorkspace(db.db, 'default');
      const first = await bootstrapOwnerIfNone(db.db);
      expect(first).toMatchObject({ email: FIRST_OWNER_EMAIL, workspace: 'default' });
      expect(first!.password).toMatch(/^[0-9A-Za-z]{20}$/);
      expect(await checkSignIn(db.db, FIRST_OWNER_EMAIL, first!.password)).toMatchObject({ role: 'owner' });
      expect(await bootstrapOwnerIfNone(db.db)).toBeNull();
    } finally {
      await db.close();
    }
  });
});
