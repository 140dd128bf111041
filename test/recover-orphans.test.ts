// Crash recovery on a real database: a zombie owner counts as dead, and a dead owner's Idempotency-Key claims
// are released with its generations.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGenerationId, nowIso } from '../src/accounts/ids.js';
import { fundGeneration, getBalance } from '../src/billing/ledger.js';
import { claimIdempotencyKey, requestHash } from '../src/generations/idempotency.js';
import { isZombie, recoverOrphans } from '../src/generations/recover-orphans.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let parent: ChildProcess | undefined;
let zombiePid = 0;

const stateOf = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.charAt(stat.lastIndexOf(')') + 2);
};

beforeAll(async () => {
  t = await createTestApp();
  // `sleep 0.1` is started in the background, then its shell becomes `sleep 60`, which never waits for it:
  // once it exits it stays a zombie (state Z) until its parent ends.
  parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  zombiePid = await new Promise<number>((resolve) => parent!.stdout!.once('data', (d) => resolve(Number(String(d).trim()))));
  for (let i = 0; i < 100 && stateOf(zombiePid) !== 'Z'; i++) await new Promise((r) => setTimeout(r, 20));
});
afterAll(async () => {
  parent?.kill('SIGKILL');
  await t.close();
});

async function runningGeneration(owner: string): Promise<string> {
  const id = newGenerationId();
  const now = nowIso();
  const balance = await fundGeneration(t.ctx.db, {
    id, workspace_id: t.workspaceId, api_key_id: t.keyId, status: 'running', prompt: 'a -> b', design_requested: 'auto',
    design: null, kind: null, title: null, content_json: null, params_json: '{}', style_json: '{}', model_json: null,
    revision: 1, credits_charged: 1, credits_refunded: 0, width: null, height: null, svg: null, error_json: null,
    owner, created_at: now, updated_at: now,
  });
  expect(balance).not.toBeNull();
  return id;
}

/** A pid no process has: one that ran and was reaped. */
function deadPid(): number {
  const res = spawnSync('sh', ['-c', 'echo $$']);
  return Number(String(res.stdout).trim());
}

const HOUR = 3_600_000;

describe('crash recovery', () => {
  it('counts a zombie owner as dead: its generation is failed and refunded at once', async () => {
    expect(stateOf(zombiePid)).toBe('Z');
    expect(isZombie(zombiePid)).toBe(true);
    expect(isZombie(parent!.pid!)).toBe(false);
    const before = await getBalance(t.ctx.db, t.workspaceId);
    const zombies = await runningGeneration(`${os.hostname()}:${zombiePid}:1`);
    const alive = await runningGeneration(`${os.hostname()}:${parent!.pid}:1`);
    // Far from stale: only the owner's state can tell.
    const recovered = await recoverOrphans(t.ctx.db, { self: t.ctx.owner, staleAfterMs: HOUR });
    expect(recovered).toContain(zombies);
    expect(recovered).not.toContain(alive);
    const row = await t.ctx.db.selectFrom('generations').select(['status', 'credits_refunded', 'error_json']).where('id', '=', zombies).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', credits_refunded: 1 });
    expect(JSON.parse(row.error_json!).code).toBe('internal_error');
    expect(await getBalance(t.ctx.db, t.workspaceId)).toBe(before - 1);
  });

  it("releases a dead process's Idempotency-Key claims, so a retry with the key runs at once", async () => {
    const hash = requestHash({ prompt: 'a -> b' });
    const dead = `${os.hostname()}:${deadPid()}:1`;
    const zombie = `${os.hostname()}:${zombiePid}:2`;
    const alive = `${os.hostname()}:${parent!.pid}:1`;
    for (const [key, owner] of [['k-dead', dead], ['k-zombie', zombie], ['k-alive', alive]] as const) {
      expect(await claimIdempotencyKey(t.ctx.db, t.workspaceId, key, hash, HOUR, owner)).toEqual({ kind: 'new' });
    }
    await recoverOrphans(t.ctx.db, { self: t.ctx.owner, staleAfterMs: HOUR });
    const left = await t.ctx.db.selectFrom('idempotency_keys').select('key').where('workspace_id', '=', t.workspaceId).execute();
    expect(left.map((r) => r.key)).toEqual(['k-alive']);
    // The retry claims the key anew (the waiting loop would have held it for the whole staleness time).
    expect(await claimIdempotencyKey(t.ctx.db, t.workspaceId, 'k-dead', hash, HOUR, t.ctx.owner)).toEqual({ kind: 'new' });
  });
});
