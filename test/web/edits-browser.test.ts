// The playground's "Change it" box, revision strip, undo and redo in Debian's Chromium against the real server process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../support/processes.js';
import { buildWebIfStale } from './build-web.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SHOTS = '/tmp/web-shots';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-edits-browser-'));
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

/** The labels drawn in the diagram shown (its SVG, fetched as the page would). */
async function drawnText(page: Page): Promise<string> {
  const src = await page.locator('.canvas img').getAttribute('src');
  return page.evaluate(async (url) => (await fetch(url!)).text(), src);
}

async function shot(page: Page, name: string, viewport = { width: 1360, height: 900 }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(async () => {
    for (const img of [...document.images]) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => { img.addEventListener('load', r); img.addEventListener('error', r); }))));
  });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('changing a diagram in the playground', () => {
  it('applies changes said in words, lists every revision, and undoes and redoes them as reverts', { timeout: 300_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, baseURL: server.url });
    context.setDefaultTimeout(90_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Playground' }).waitFor();
    await page.getByLabel('Prompt').fill('flowchart TD\n  start([Start]) --> check[Check stock]\n  check --> ship[Ship order]\n  ship --> done([End])');
    await page.getByRole('button', { name: /Generate/ }).click();
    await page.locator('.canvas img.ready').waitFor();
    await expect.poll(() => page.getByRole('link', { name: /Balance: 99 credits/ }).count()).toBe(1);
    const strip = page.getByRole('region', { name: /Revisions/ });
    await expect.poll(() => strip.getByRole('listitem').count()).toBe(1);

    // A change said in words: 1 credit, a new revision with its instruction, the diagram redrawn.
    const box = page.getByLabel('What to change');
    await box.fill('add a step "Pack items" after Check stock');
    await page.getByRole('button', { name: /Apply/ }).click();
    await expect.poll(() => drawnText(page)).toContain('Pack items');
    await expect.poll(() => page.getByRole('link', { name: /Balance: 98 credits/ }).count()).toBe(1);
    await expect.poll(() => strip.getByRole('listitem').count()).toBe(2);
    expect(await strip.getByRole('listitem').last().textContent()).toContain('add a step "Pack items" after Check stock');
    expect(await page.getByRole('status').filter({ hasText: 'Last change' }).textContent()).toContain('added 3, removed 1');
    expect(await box.inputValue()).toBe('');

    // Enter applies, as the hint says; a second change in words.
    await box.fill('make Ship order red');
    await box.press('Enter');
    await expect.poll(() => strip.getByRole('listitem').count()).toBe(3);
    await expect.poll(() => drawnText(page)).toContain('#dc2626');

    // A change that cannot be made: said clearly, with what was understood, and not charged.
    await box.fill('rename the invoice step to Billing');
    await page.getByRole('button', { name: /Apply/ }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('nothing in the diagram is called');
    expect(await alert.textContent()).toContain('Cannot rename "invoice step" to "Billing"');
    await expect.poll(() => page.getByRole('link', { name: /Balance: 97 credits/ }).count()).toBe(1);
    expect(await strip.getByRole('listitem').count()).toBe(3);
    await shot(page, 'edit-refused-desktop');

    // Undo twice goes back to the first drawing; redo comes forward again. Reverts are free.
    await alert.getByRole('button', { name: 'Dismiss message' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => strip.getByRole('listitem').count()).toBe(4);
    await expect.poll(() => drawnText(page)).not.toContain('#dc2626');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => strip.getByRole('listitem').count()).toBe(5);
    await expect.poll(() => drawnText(page)).not.toContain('Pack items');
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => strip.getByRole('listitem').count()).toBe(6);
    await expect.poll(() => drawnText(page)).toContain('Pack items');
    // Keyboard: Ctrl+Z outside a text field undoes, Ctrl+Shift+Z redoes.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => drawnText(page)).toContain('#dc2626');
    // (The redo is done when its revision is listed; a key pressed while it is still in flight is not a second step.)
    await expect.poll(() => strip.getByRole('listitem').count()).toBe(7);
    await expect.poll(() => page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
    await page.keyboard.press('Control+Z');
    await expect.poll(() => strip.getByRole('listitem').count()).toBe(8);
    await expect.poll(() => drawnText(page)).not.toContain('#dc2626');

    // Any revision of the strip comes back with a click, as a new revision.
    await strip.getByRole('button', { name: /^3 / }).click();
    await expect.poll(() => strip.getByRole('listitem').count()).toBe(9);
    await expect.poll(() => drawnText(page)).toContain('#dc2626');
    expect(await strip.getByRole('listitem').last().textContent()).toContain('Back to 3');
    await expect.poll(() => page.getByRole('link', { name: /Balance: 97 credits/ }).count()).toBe(1);
    await shot(page, 'edit-revisions-desktop');
    await shot(page, 'edit-revisions-phone', { width: 390, height: 844 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
