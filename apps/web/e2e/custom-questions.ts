/**
 * The Custom Questions journey against a running server, with screenshots at desktop and phone
 * width: add a question with two texts and an answer, find it by search, edit it.
 * Usage: npx tsx apps/web/e2e/custom-questions.ts [baseUrl] [outDir]
 * It uses Debian's Chromium: Playwright must never download a browser here.
 */
import path from 'node:path';
import fs from 'node:fs';
import { CHROMIUM_FLAGS, findChromium } from '../../../scripts/chromium.mjs';
import { chromium, type Browser, type Page } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3205';
const outDir = process.argv[3] ?? '/tmp/custom-questions-shots';
const SIZES = { desktop: { width: 1366, height: 850 }, phone: { width: 390, height: 844 } };

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function shot(page: Page, name: string) {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log('saved', file);
}

async function journey(browser: Browser, size: keyof typeof SIZES) {
  const context = await browser.newContext({ viewport: SIZES[size], deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${baseUrl}/customQuestions`);
  await page.waitForSelector('input[name="email"]', { timeout: 15_000 });
  await page.fill('input[name="email"]', 'admin@acme.test');
  await page.fill('input[name="password"]', 'demo1234');
  await page.click('button[type="submit"]');
  await page.getByRole('button').filter({ hasText: /acme/i }).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/customQuestions'));
  await settle(page);
  await shot(page, `${size}-1-list`);

  const text = `Is there a rooftop terrace (${size})?`;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await shot(page, `${size}-2-add-required`);
  await dialog.getByRole('textbox', { name: 'Question text 1' }).fill(text);
  await dialog.getByRole('button', { name: 'Add a question text' }).click();
  await dialog.getByRole('textbox', { name: 'Question text 2' }).fill('roof terrace');
  await dialog.getByLabel('Answer').fill('Open 8-18. Write to {{hrEmail}} to book it.');
  await shot(page, `${size}-3-add-filled`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await settle(page);
  await page.getByRole('textbox', { name: 'Search' }).fill('rooftop');
  await settle(page);
  await shot(page, `${size}-4-searched`);
  await page.getByRole('button', { name: `Edit ${text}` }).click();
  await settle(page);
  await shot(page, `${size}-5-edit`);
  await context.close();
}

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
try {
  await journey(browser, 'desktop');
  await journey(browser, 'phone');
} finally {
  await browser.close();
}
