// The administration command line of decisions.md, run as a real process on the server's database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { ROOT, runCli } from './support/processes.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-cli-'));
const env = { DIAGRAM_DATABASE_URL: `sqlite:${path.join(dir, 'cli.db')}` };
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const json = (args: string[]) => {
  const res = runCli([...args, '--json'], env);
  return { ...res, body: JSON.parse(res.stdout.trim().split('\n').pop()!) };
};

describe('command line', () => {
  it('creates a workspace, keys and credits, each printing one JSON object', () => {
    const ws = json(['workspace', 'create', 'acme', '--credits', '5', '--rate-limit', '30']);
    expect(ws.status).toBe(0);
    expect(ws.body).toMatchObject({ workspace: 'acme', balance: 5, rate_limit: 30 });

    const key = json(['keys', 'create', '--workspace', 'acme', '--name', 'ci']);
    expect(key.status).toBe(0);
    expect(Object.keys(key.body).sort()).toEqual(['id', 'key', 'workspace']);
    expect(key.body.key).toMatch(/^diagram_sk_[0-9A-Za-z]{32,}$/);
    expect(key.body.workspace).toBe('acme');

    const list = json(['keys', 'list', '--workspace', 'acme']);
    expect(list.body.keys).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(key.body.key);

    expect(json(['credits', 'grant', '--workspace', 'acme', '--amount', '7']).body).toMatchObject({ balance: 12 });
    expect(json(['credits', 'balance', '--workspace', 'acme']).body).toEqual({ workspace: 'acme', balance: 12 });

    // Exactly as decisions.md says it is run (through npm, from the sources).
    const viaNpm = spawnSync('npm', ['run', '--silent', 'cli', '--', 'credits', 'balance', '--workspace', 'acme', '--json'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
    expect(viaNpm.status, viaNpm.stderr).toBe(0);
    expect(JSON.parse(viaNpm.stdout)).toEqual({ workspace: 'acme', balance: 12 });

    const revoke = json(['keys', 'revoke', key.body.id]);
    expect(revoke.status).toBe(0);
    expect(json(['keys', 'list', '--workspace', 'acme']).body.keys[0].revoked_at).not.toBeNull();
  });

  it('fails clearly, with a non-zero exit, for bad input', () => {
    expect(json(['credits', 'balance', '--workspace', 'nobody']).status).not.toBe(0);
    expect(json(['credits', 'grant', '--workspace', 'acme', '--amount', '-3']).status).not.toBe(0);
    expect(json(['workspace', 'create', 'acme']).body.error).toMatch(/exists/);
    expect(json(['keys', 'revoke', 'key_nope']).status).not.toBe(0);
    const unknown = runCli(['frobnicate'], env);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('usage');
  });

  it('generates a diagram locally with no server and no credits', () => {
    const out = path.join(dir, 'local.png');
    const res = runCli(['generate', 'Start -> Review -> Approve -> Done', '--theme', 'dark', '-o', out], env);
    expect(res.status, res.stderr).toBe(0);
    const png = fs.readFileSync(out);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const svgOut = path.join(dir, 'local.svg');
    expect(runCli(['generate', 'a funnel: visitors, leads, customers', '-o', svgOut], env).status).toBe(0);
    expect(fs.readFileSync(svgOut, 'utf8')).toContain('<svg');
  });

  it('generates from Mermaid code that starts with --- front matter', () => {
    const out = path.join(dir, 'front-matter.svg');
    const res = runCli(['generate', '---\ntitle: Order flow\n---\nflowchart LR\n  A[Receive order] --> B[Ship it]', '-o', out, '--json'], env);
    expect(res.status, res.stdout + res.stderr).toBe(0);
    expect(JSON.parse(res.stdout.trim())).toMatchObject({ output: out, kind: 'flowchart', design: 'flowchart-horizontal' });
    const svg = fs.readFileSync(out, 'utf8');
    expect(svg).toContain('Order flow');
    expect(svg).toContain('Receive order');
  });
});
