// The web application in Debian's Chromium (playwright-core) against the real server process: the whole journey of an owner and a member.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWorkspaceByName } from '../../src/accounts/workspaces.js';
import { openDatabase } from '../../src/storage/database.js';
import { createUser } from '../../src/web/users.js';
import { type ServerProcess, startServer } from '../support/processes.js';
import { buildWebIfStale } from './build-web.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SHOTS = '/tmp/web-shots';
const DESKTOP = { width: 1360, height: 900 };
const PHONE = { width: 390, height: 844 };
const MEMBER = { email: 'member@example.com', password: 'member-password-1' };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-browser-'));
const dbUrl = `sqlite:${path.join(dir, 'server.db')}`;
let server: ServerProcess;
let browser: Browser;
let owner = { email: '', password: '' };
let apiKey = '';

beforeAll(async () => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is needed at ${CHROMIUM} for the browser tests: apt-get install -y chromium`);
  buildWebIfStale();
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ DIAGRAM_DATABASE_URL: dbUrl });
  const printed = /Sign in as (\S+) with this password[^\n]*\n\s*\n\s*(\S+)/.exec(server.output());
  if (!printed) throw new Error(`the first start printed no owner sign-in:\n${server.output()}`);
  owner = { email: printed[1]!, password: printed[2]! };
  // A member of the same workspace, added as `users create` would (same function, same database).
  const db = openDatabase(dbUrl);
  try {
    const ws = await findWorkspaceByName(db.db, 'default');
    await createUser(db.db, { workspaceId: ws!.id, ...MEMBER, role: 'member' });
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

async function newContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, acceptDownloads: true, baseURL: server.url });
  // Generous waits: CI machines run other test files at the same time.
  context.setDefaultTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  return context;
}

/** Fails the test on any script error in the page. */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function signInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.waitForURL('**/login');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('email');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Playground' }).waitFor();
}

async function apiAccount(key: string): Promise<number> {
  return (await fetch(`${server.url}/rest/v1/account`, { headers: { authorization: `Bearer ${key}` } })).status;
}

async function shoot(context: BrowserContext, name: string, url: string, ready: (p: Page) => Promise<unknown>): Promise<void> {
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(url);
    await ready(page);
    // Lazy images below the fold would be blank in a full-page picture: load them all first.
    await page.evaluate(async () => {
      const images = [...document.images];
      for (const img of images) img.loading = 'eager';
      await Promise.all(images.map((img) => (img.complete ? null : new Promise((r) => { img.addEventListener('load', r); img.addEventListener('error', r); }))));
    });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });
    await page.close();
  }
}

describe('web application in a browser', () => {
  it('lets an owner sign in, create a key, generate, restyle, download, revoke the key and see the charge', { timeout: 400_000 }, async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watch(page);

    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'login-desktop.png') });
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The email or password is not right.');
    await signInWithKeyboard(page, owner.email, owner.password);
    await expect.poll(() => page.getByRole('link', { name: /Balance: 100 credits/ }).count()).toBe(1);

    // Settings: a key, shown once, copied to the clipboard; it works on the REST API.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Browser test key');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('textbox', { name: 'New API key' });
    await shown.waitFor();
    apiKey = await shown.inputValue();
    expect(apiKey).toMatch(/^diagram_sk_[0-9A-Za-z]{32,}$/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
    expect(await apiAccount(apiKey)).toBe(200);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    const row = page.getByRole('row', { name: /Browser test key/ });
    await expect.poll(() => row.textContent()).toContain(apiKey.slice(0, 17));
    expect(await page.content()).not.toContain(apiKey);

    // Playground: choose the design in the picker, generate (1 credit), see the diagram.
    await page.getByRole('link', { name: 'Playground' }).click();
    await page.getByLabel('Prompt').fill('Order fulfilment: receive order -> check stock -> pack parcel -> ship order -> notify customer');
    await page.getByRole('button', { name: /^Design/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a design' });
    await dialog.getByLabel('Search designs').fill('flowchart top');
    await dialog.getByRole('button', { name: /Flowchart \(top-down\)/ }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('button', { name: /Generate/ }).click();
    const diagram = page.locator('.canvas img.ready');
    await diagram.waitFor({ timeout: 60_000 });
    expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50);
    expect(await diagram.getAttribute('alt')).toMatch(/diagram/i);
    const firstSrc = await diagram.getAttribute('src');
    expect(firstSrc).toMatch(/^\/app\/api\/generations\/gen_[0-9A-Za-z]+\/diagram\.svg\?r=1$/);
    const svg = await (await page.request.get(firstSrc!)).text();
    expect(svg).toContain('Check stock');
    await expect.poll(() => page.getByRole('link', { name: /Balance: 99 credits/ }).count()).toBe(1);
    await page.getByRole('list').filter({ has: page.locator('.history-item') }).getByRole('button').first().waitFor();

    // Restyle for free: dark theme, another palette; the picture is re-rendered, the balance does not move.
    await page.getByLabel('Theme').selectOption('dark');
    await expect.poll(() => page.locator('.canvas img.ready').getAttribute('src')).toMatch(/\?r=2$/);
    await page.getByLabel('Palette').selectOption({ label: 'Sunset' });
    await expect.poll(() => page.locator('.canvas img.ready').getAttribute('src')).toMatch(/\?r=3$/);
    const restyled = await (await page.request.get((await page.locator('.canvas img').getAttribute('src'))!)).text();
    expect(restyled).not.toBe(svg);
    const record = await (await page.request.get(firstSrc!.replace(/\/diagram\.svg.*$/, ''))).json();
    expect(record).toMatchObject({ revision: 3, style: { theme: 'dark', palette: ['#ea580c', '#e11d48', '#d97706', '#db2777', '#9333ea', '#f59e0b'] }, credits: { charged: 1 } });
    expect(await page.getByRole('link', { name: /Balance: 99 credits/ }).count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'playground-restyled-desktop.png'), fullPage: true });

    // Download the PNG.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PNG', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const file = path.join(dir, 'download.png');
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

    // Revoke the key; the API now answers 401 for it.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Revoke Browser test key' }).click();
    await page.getByRole('button', { name: 'Revoke now Browser test key' }).click();
    await page.getByText('is revoked').waitFor();
    expect(await apiAccount(apiKey)).toBe(401);
    const revokedBody = await (await fetch(`${server.url}/rest/v1/account`, { headers: { authorization: `Bearer ${apiKey}` } })).json();
    expect(revokedBody).toEqual({ error: 'Unauthorized', code: 'unauthorized' });

    // Billing: the charge of the diagram, with a link to it.
    await page.getByRole('link', { name: 'Billing', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe('99');
    const charge = page.getByRole('row').filter({ hasText: 'Charge' }).filter({ hasText: '−1' });
    await expect.poll(() => charge.count()).toBe(1);
    expect(await charge.getByRole('link').getAttribute('href')).toMatch(/^\/\?g=gen_/);
    await page.getByLabel('Credits to add').fill('25');
    await page.getByRole('button', { name: 'Add credits' }).click();
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe('124');

    // Every page, desktop and phone.
    await shoot(context, 'playground', `/?g=${firstSrc!.split('/')[4]}`, (p) => p.locator('.canvas img.ready').waitFor());
    await shoot(context, 'designs', '/designs', (p) => p.locator('.gallery-card img').first().waitFor());
    await shoot(context, 'settings', '/settings', (p) => p.getByRole('row', { name: /Browser test key/ }).waitFor());
    await shoot(context, 'billing', '/billing', (p) => p.getByTestId('balance').waitFor());
    const picker = await context.newPage();
    await picker.goto('/');
    await picker.getByRole('button', { name: /^Design/ }).click();
    await picker.waitForTimeout(300);
    await picker.screenshot({ path: path.join(SHOTS, 'design-picker-desktop.png') });
    await picker.close();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect((await page.request.get('/app/api/session')).status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows a member the billing page but no way to add credits, and the server refuses them too', { timeout: 200_000 }, async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const errors = watch(page);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'login-phone.png') });
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Playground' }).waitFor();

    // On a phone the navigation sits behind the menu button.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Billing', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.getByText('Only an owner of the workspace can add credits.').waitFor();
    expect(await page.getByRole('button', { name: 'Add credits' }).count()).toBe(0);
    const balance = await page.getByTestId('balance').textContent();

    const refused = await page.evaluate(async () => {
      const s = await (await fetch('/app/api/session')).json();
      const res = await fetch('/app/api/credits', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': s.csrf_token }, body: JSON.stringify({ amount: 1000 }) });
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toEqual({ status: 403, body: { error: 'Only an owner of the workspace can add credits.', code: 'forbidden' } });
    await page.reload();
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe(balance);

    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByText('Only owners can change rate limits and revoke keys.').waitFor();
    expect(await page.getByRole('button', { name: /^Revoke/ }).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'settings-member-phone.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
