/**
 * Signs in as each demo account against a running server and saves screenshots of the shell.
 * Usage: npx tsx apps/web/e2e/screenshots.ts [baseUrl] [outDir]
 * It uses Debian's Chromium: Playwright must never download a browser here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, findChromium } from '../../../scripts/chromium.mjs';
import { chromium, type Browser, type Page } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3103';
const outDir = process.argv[3] ?? '/tmp/shots';
const PASSWORD = 'demo1234';
const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, email: string, startPath = '/') {
  await page.goto(`${baseUrl}${startPath}`);
  await page.waitForSelector('input[name="email"]', { timeout: 15_000 });
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', PASSWORD);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/oidc')),
    page.click('button[type="submit"]'),
  ]);
  await settle(page);
}

/** Waits for the portal to stop loading: no spinner, no pending requests. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'), undefined, {
    timeout: 15_000,
  });
  await page.waitForTimeout(400);
}

async function shot(page: Page, name: string) {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log('saved', file, page.url());
}

async function open(page: Page, pathname: string) {
  await page.goto(`${baseUrl}${pathname}`);
  await settle(page);
}

async function session(browser: Browser, viewport: typeof DESKTOP, email: string, startPath = '/') {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${email}] page error:`, error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[${email}] console:`, message.text());
  });
  await signIn(page, email, startPath);
  return { context, page };
}

async function adminDesktop(browser: Browser) {
  const { context, page } = await session(browser, DESKTOP, 'admin@acme.test', '/questions');
  await shot(page, 'desktop-admin-1-picker');
  await page.getByRole('button').filter({ hasText: /acme/i }).first().click();
  await settle(page);
  await shot(page, 'desktop-admin-2-questions-deeplink');
  await open(page, '/');
  await shot(page, 'desktop-admin-3-home');
  await open(page, '/placeholder/12');
  await shot(page, 'desktop-admin-4-placeholder-detail');
  await open(page, '/no-such-page');
  await shot(page, 'desktop-admin-5-not-found');
  await page.getByRole('button', { name: 'Switch Tenant' }).click();
  await settle(page);
  await shot(page, 'desktop-admin-6-switch-tenant');
  await page
    .getByRole('button')
    .filter({ hasText: /globex/i })
    .first()
    .click();
  await settle(page);
  await shot(page, 'desktop-admin-7-second-tenant');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await shot(page, 'desktop-admin-8-after-logout');
  await context.close();
}

async function adminPhone(browser: Browser) {
  const { context, page } = await session(browser, PHONE, 'admin@acme.test');
  await shot(page, 'phone-admin-1-picker');
  await page.getByRole('button').filter({ hasText: /acme/i }).first().click();
  await settle(page);
  await shot(page, 'phone-admin-2-home');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.waitForTimeout(500);
  await shot(page, 'phone-admin-3-menu-open');
  await context.close();
}

async function singleAccount(
  browser: Browser,
  email: string,
  paths: string[],
  viewport = DESKTOP,
  prefix = 'desktop',
) {
  const { context, page } = await session(browser, viewport, email);
  const name = email.split('@')[0]?.replace(/\W/g, '-') ?? email;
  await shot(page, `${prefix}-${name}-1-landing`);
  for (const [index, pathname] of paths.entries()) {
    await open(page, pathname);
    await shot(page, `${prefix}-${name}-${index + 2}${pathname.replace(/\W/g, '-')}`);
  }
  await context.close();
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_FLAGS,
  });
  try {
    const only = process.argv[4];
    const jobs: Record<string, () => Promise<void>> = {
      admin: () => adminDesktop(browser),
      phone: () => adminPhone(browser),
      editor: () => singleAccount(browser, 'editor.es@acme.test', ['/itAdmin']),
      reviewer: () => singleAccount(browser, 'reviewer@acme.test', ['/reviewUtterances']),
      webchat: () => singleAccount(browser, 'webchat@acme.test', []),
      webchatPhone: () => singleAccount(browser, 'webchat@acme.test', [], PHONE, 'phone'),
      nobody: () => singleAccount(browser, 'nobody@acme.test', []),
      nobodyPhone: () => singleAccount(browser, 'nobody@acme.test', [], PHONE, 'phone'),
      csm: () => singleAccount(browser, 'csm@vendor.test', ['/users']),
    };
    for (const [name, job] of Object.entries(jobs)) {
      if (only && only !== name) continue;
      try {
        await job();
      } catch (error) {
        console.error(`${name} failed:`, error instanceof Error ? error.message : error);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
