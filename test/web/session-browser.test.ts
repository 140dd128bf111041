// In Debian's Chromium against the real server process: a password change gives the page a new session it goes
// on working with, and an unknown page is a 404 page with a way back to the app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWorkspaceByName } from '../../src/accounts/workspaces.js';
import { openDatabase } from '../../src/storage/database.js';
import { createUser } from '../../src/web/users.js';
import { type ServerProcess, startServer } from '../support/processes.js';
import { buildWebIfStale } from './build-web.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SHOTS = '/tmp/web-shots';
const USER = { email: 'ada@example.com', password: 'ada-password-1' };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-session-browser-'));
const dbUrl = `sqlite:${path.join(dir, 'server.db')}`;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is needed at ${CHROMIUM} for the browser tests: apt-get install -y chromium`);
  buildWebIfStale();
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ DIAGRAM_DATABASE_URL: dbUrl });
  const db = openDatabase(dbUrl);
  try {
    const ws = await findWorkspaceByName(db.db, 'default');
    await createUser(db.db, { workspaceId: ws!.id, ...USER, role: 'owner' });
  } finally {
    await db.close();
  }
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the session in a browser', () => {
  it('goes on working after a password change, on a new session: the old cookie is dead', { timeout: 200_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, baseURL: server.url });
    context.setDefaultTimeout(90_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/login');
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password').fill(USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Playground' }).waitFor();
    const before = (await context.cookies()).find((c) => c.name === 'diagram_session')!.value;

    await page.goto('/settings');
    await page.getByLabel('Current password').fill(USER.password);
    await page.getByLabel('New password').fill('ada-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password is changed.').waitFor();
    const after = (await context.cookies()).find((c) => c.name === 'diagram_session')!.value;
    expect(after).not.toBe(before);
    const old = await fetch(`${server.url}/app/api/session`, { headers: { cookie: `diagram_session=${before}` } });
    expect(old.status).toBe(401);

    // A change that needs the new session's CSRF token works from the same page, without a reload.
    await page.getByLabel('Name', { exact: true }).fill('After the change');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('textbox', { name: 'New API key' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a 404 page for an unknown page, with a link back to the app', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const res = await page.goto(`${server.url}/no/such/page`);
    expect(res!.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'not-found-phone.png'), fullPage: true });
    // Nothing runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL('**/login');
    await page.close();
  });
});
