// The console as a new user found it (issue 17), in Debian's Chromium against the real server: focus after a failed
// sign-in and after revoking a key, banners that go once fixed, key names, the ledger, titles and file names of
// downloads, a refused download shown as an error, a very long prompt, the kind filter, dark mode and /docs on a phone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../support/processes.js';
import { buildWebIfStale } from './build-web.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SHOTS = '/tmp/web-shots';
const DESKTOP = { width: 1360, height: 900 };
const PHONE = { width: 375, height: 812 };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-console-'));
let server: ServerProcess;
let browser: Browser;
let owner = { email: '', password: '' };

beforeAll(async () => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is needed at ${CHROMIUM} for the browser tests: apt-get install -y chromium`);
  buildWebIfStale();
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ DIAGRAM_DATABASE_URL: `sqlite:${path.join(dir, 'server.db')}` });
  const printed = /Sign in as (\S+) with this password[^\n]*\n\s*\n\s*(\S+)/.exec(server.output());
  if (!printed) throw new Error(`the first start printed no owner sign-in:\n${server.output()}`);
  owner = { email: printed[1]!, password: printed[2]! };
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function newContext(opts: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: opts.viewport ?? DESKTOP, acceptDownloads: true, baseURL: server.url, colorScheme: opts.colorScheme ?? 'light' });
  context.setDefaultTimeout(90_000);
  return context;
}

function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const focused = (page: Page) => page.evaluate(() => {
  const a = document.activeElement;
  return { tag: a?.tagName.toLowerCase(), id: a?.id, className: (a as HTMLElement | null)?.className ?? '', text: a?.textContent ?? '' };
});

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Playground' }).waitFor();
}

/** A POST /app/api call from the signed-in page (with its CSRF token). */
async function appPost(page: Page, url: string, body: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(async ([u, b]) => {
    const s = await (await fetch('/app/api/session')).json();
    const res = await fetch(u as string, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': s.csrf_token }, body: JSON.stringify(b) });
    return { status: res.status, body: await res.json() };
  }, [url, body] as const);
}

describe('the console, as a new user found it', () => {
  it('puts focus on the password after a failed sign-in', { timeout: 120_000 }, async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The email or password is not right.');
    await expect.poll(async () => (await focused(page)).id).toBe('password');
    expect(await page.getByLabel('Password').getAttribute('aria-describedby')).toBe('login-error');
    await context.close();
  });

  it('refuses a key without a name, clears the message once fixed, focuses the result of a revocation, and says in the ledger who spent each credit', { timeout: 300_000 }, async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watch(page);
    await signIn(page);

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const keyCount = async () => (await page.evaluate(() => fetch('/app/api/keys').then((r) => r.json()))).data.length as number;
    const keysBefore = await keyCount();
    await page.getByRole('button', { name: 'Create key' }).click();
    const nameError = page.getByText('Give the key a name');
    await nameError.waitFor();
    expect((await focused(page)).id).toBe('key-name');
    expect(await keyCount()).toBe(keysBefore);
    // The server refuses an empty name too, in words.
    const refused = await appPost(page, '/app/api/keys', { name: '   ' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('give the key a name');
    await page.getByLabel('Name', { exact: true }).fill('CI server');
    await expect.poll(() => nameError.count()).toBe(0);
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = await page.getByRole('textbox', { name: 'New API key' }).inputValue();
    await page.getByRole('button', { name: 'I have saved it' }).click();

    // One credit spent through the key, one in the playground.
    const viaKey = await fetch(`${server.url}/rest/v1/generations`, {
      method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Deploy pipeline: build -> test -> release', design: 'auto' }),
    });
    expect(viaKey.status).toBe(201);
    expect((await appPost(page, '/app/api/generations', { prompt: 'Hiring: screen -> interview -> offer', design: 'auto' })).status).toBe(201);

    await page.getByRole('button', { name: 'Revoke CI server' }).click();
    await page.getByRole('button', { name: 'Revoke now CI server' }).click();
    await page.getByText('is revoked').waitFor();
    const afterRevoke = await focused(page);
    expect(afterRevoke.tag).not.toBe('body');
    expect(afterRevoke.text).toContain('is revoked');

    await page.getByRole('link', { name: 'Billing', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const keyRow = page.getByRole('row').filter({ hasText: 'Deploy pipeline' });
    await expect.poll(() => keyRow.textContent()).toContain('API key “CI server”');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Hiring' }).textContent()).toContain('Playground');
    await page.screenshot({ path: path.join(SHOTS, 'review-billing-desktop.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('titles result cards like the history, names downloads after the title, shows a refused download, wraps a very long prompt, and reads the kind filter', { timeout: 400_000 }, async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watch(page);
    await signIn(page);

    // A blank prompt is refused in words; the message goes once there is a prompt.
    await page.getByLabel('Prompt').fill('   ');
    await page.getByRole('button', { name: /Generate/ }).click();
    const blank = page.getByText('Describe the diagram you want first.');
    await blank.waitFor();
    await page.getByLabel('Prompt').fill('receive the order -> check the stock -> pack the parcel -> ship it');
    await expect.poll(() => blank.count()).toBe(0);

    await page.getByRole('button', { name: /Generate/ }).click();
    await page.locator('.canvas img.ready').waitFor({ timeout: 60_000 });
    const cardTitle = (await page.locator('.diagram-title').textContent())!;
    expect(cardTitle).not.toBe('Untitled diagram');
    await expect.poll(() => page.locator('.history-item[aria-current="true"] .history-title').textContent()).toBe(cardTitle);
    const id = new URL(page.url()).searchParams.get('g')!;
    const suffix = id.replace(/^gen_/, '').slice(-6).toLowerCase();
    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'SVG', exact: true }).click()]);
    // Named after the title the card shows, then the end of the id: another diagram never overwrites it.
    const slug = cardTitle.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    expect(slug).toMatch(/^receive-the-order-check-the-stock/);
    expect(svg.suggestedFilename()).toBe(`${slug}-${suffix}.svg`);
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PNG', exact: true }).click()]);
    expect(png.suggestedFilename()).toBe(`${slug}-${suffix}.png`);
    const saved = path.join(dir, 'saved.png');
    await png.saveAs(saved);
    expect(fs.readFileSync(saved).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

    // 20,000 characters of who-does-what: a swimlane that wraps instead of one 38,000 px row.
    const actors = ['The customer', 'The sales team', 'Finance', 'The warehouse', 'Support', 'The manager'];
    const verbs = ['submits the order', 'reviews the request', 'checks the stock', 'approves the budget', 'ships the parcel', 'sends the invoice', 'answers the ticket', 'updates the record'];
    let long = '';
    for (let i = 0; long.length < 19_900; i++) long += `${actors[(i * 7) % actors.length]} ${verbs[(i * 5) % verbs.length]}. `;
    await page.getByLabel('Prompt').fill(long.slice(0, 19_990));
    await page.getByRole('button', { name: /Generate/ }).click();
    await expect.poll(() => page.locator('.diagram-meta').textContent(), { timeout: 90_000 }).toMatch(/Swimlane/);
    await page.locator('.canvas img.ready').waitFor({ timeout: 60_000 });
    const box = await page.locator('.canvas img').boundingBox();
    expect(box!.height, 'the diagram shows as a picture, not a sliver').toBeGreaterThan(200);
    await page.screenshot({ path: path.join(SHOTS, 'review-long-prompt-desktop.png') });
    // A PNG larger than the service draws: the API's error on the page, no file saved.
    await page.getByLabel('PNG size').selectOption('4');
    let downloaded = false;
    page.on('download', () => { downloaded = true; });
    await page.getByRole('link', { name: 'PNG', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The PNG could not be downloaded' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/10000|10,000/);
    expect(downloaded).toBe(false);
    await page.screenshot({ path: path.join(SHOTS, 'review-download-error-desktop.png') });

    // The kind filter of the designs page spells acronyms.
    await page.getByRole('link', { name: 'Designs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Designs' }).waitFor();
    const kinds = await page.getByLabel('Kind').locator('option').allTextContents();
    expect(kinds).toContain('ER');
    expect(kinds).not.toContain('Er');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the system in dark mode, and the toggle switches and remembers', { timeout: 200_000 }, async () => {
    const context = await newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await signIn(page);
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const dark = await background();
    expect(dark).not.toBe('rgb(245, 246, 248)');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: path.join(SHOTS, 'review-dark-playground-desktop.png'), fullPage: true });
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'review-dark-settings-desktop.png'), fullPage: true });
    await toggle.click();
    await expect.poll(background).toBe('rgb(245, 246, 248)');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await background()).toBe('rgb(245, 246, 248)');
    expect(await page.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('serves /docs in the console font with its icon, a way back, and no sideways scrolling on a phone', { timeout: 120_000 }, async () => {
    const context = await newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/docs');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter/);
    expect(await page.evaluate(() => document.fonts.check('15px Inter'))).toBe(true);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
    expect(await page.getByRole('link', { name: /Back to the app/ }).getAttribute('href')).toBe('/');
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.scroll, `page is ${widths.scroll} px wide on a ${widths.view} px screen`).toBeLessThanOrEqual(widths.view);
    await page.screenshot({ path: path.join(SHOTS, 'review-docs-phone.png') });
    await page.screenshot({ path: path.join(SHOTS, 'review-docs-phone-full.png'), fullPage: true });
    await context.close();
  });
});
