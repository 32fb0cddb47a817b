/**
 * Screenshots of the knowledge-base screens (lists, focus modal, detail, editor, history) for an
 * administrator and a country editor, at desktop and phone sizes, against a running server.
 * Usage: npx tsx apps/web/e2e/knowledge-screenshots.ts [baseUrl] [outDir] [job]
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, findChromium } from '../../../scripts/chromium.mjs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const baseUrl = process.argv[2] ?? 'http://localhost:3105';
export const outDir = process.argv[3] ?? '/tmp/kb-shots';
export const DESKTOP = { width: 1366, height: 850 };
export const PHONE = { width: 390, height: 844 };

export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Loader-root'), undefined, { timeout: 15_000 })
    .catch(() => console.warn('  (a loader is still visible)'));
  await page.waitForTimeout(500);
}

export async function shot(page: Page, name: string, fullPage = false) {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log('saved', file, page.url());
}

interface TSignInOptions {
  /** the portal's language (its cookie), for the sign-in page as well */
  language?: string;
  /** what to do on the sign-in page before signing in (a screenshot of it) */
  onSignInPage?: (page: Page) => Promise<void>;
}

export async function signIn(
  browser: Browser,
  viewport: typeof DESKTOP,
  email: string,
  { language, onSignInPage }: TSignInOptions = {},
) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  if (language)
    await context.addCookies([
      { name: 'askhr_lang', value: language, domain: new URL(baseUrl).hostname, path: '/' },
    ]);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${email}] page error:`, error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[${email}] console:`, message.text());
  });
  await page.goto(`${baseUrl}/questions`);
  await page.waitForSelector('input[name="email"]', { timeout: 15_000 });
  await onSignInPage?.(page);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', 'demo1234');
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/oidc')),
    page.click('button[type="submit"]'),
  ]);
  await settle(page);
  const acme = page.getByRole('button').filter({ hasText: /acme/i }).first();
  if (await acme.isVisible().catch(() => false)) {
    await acme.click();
    await settle(page);
  }
  return { context, page };
}

export async function open(page: Page, pathname: string) {
  await page.goto(`${baseUrl}${pathname}`);
  await settle(page);
}

async function firstDetailPath(page: Page, listPath: string, linkName: RegExp) {
  await open(page, listPath);
  const href = await page.getByRole('link', { name: linkName }).first().getAttribute('href');
  return href ?? '/question/1';
}

async function tour(browser: Browser, email: string, viewport: typeof DESKTOP, prefix: string) {
  const { context, page } = await signIn(browser, viewport, email);
  await shot(page, `${prefix}-1-questions`);
  await page
    .getByRole('button', { name: /global view|Spain|Germany|United/ })
    .first()
    .click();
  await page.waitForTimeout(500);
  await shot(page, `${prefix}-2-focus-modal`);
  await page.keyboard.press('Escape');
  await open(page, '/placeholders');
  await shot(page, `${prefix}-3-placeholders`);
  const question = await firstDetailPath(page, '/questions', /View answers/);
  await open(page, question);
  await shot(page, `${prefix}-4-question-detail`);
  await shot(page, `${prefix}-4b-question-detail-full`, true);
  const edit = page.getByRole('button', { name: 'Edit' }).first();
  if (await edit.isVisible().catch(() => false)) {
    await edit.click();
    await page.waitForTimeout(700);
    await shot(page, `${prefix}-5-edit-modal`);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
  }
  const history = page.getByRole('button', { name: 'History' }).first();
  if (await history.isVisible().catch(() => false)) {
    await history.click();
    await page.waitForTimeout(900);
    await shot(page, `${prefix}-6-history`);
    await page.keyboard.press('Escape');
  }
  const placeholder = await firstDetailPath(page, '/placeholders', /View values/);
  await open(page, placeholder);
  await shot(page, `${prefix}-7-placeholder-detail`);
  await context.close();
}

export async function launch() {
  fs.mkdirSync(outDir, { recursive: true });
  return chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_FLAGS,
  });
}

/**
 * Runs each named tour on one browser, or only the one the fourth argument names; a tour that fails
 * is logged and the others still run.
 */
export async function runTours(tours: (browser: Browser) => Record<string, () => Promise<void>>) {
  const browser = await launch();
  const only = process.argv[4];
  try {
    for (const [name, tour] of Object.entries(tours(browser))) {
      if (only && only !== name) continue;
      await tour().catch((error: unknown) => console.error(`${name} failed:`, error));
    }
  } finally {
    await browser.close();
  }
}

/** The three sizes a screen is looked at: two laptops and a phone. */
export const SIZES = {
  'desktop-1280': { width: 1280, height: 800 },
  'desktop-1366': { width: 1366, height: 768 },
  'phone-390': { width: 390, height: 844 },
};
export type TSizeName = keyof typeof SIZES;

/** One tour per size of SIZES, named after it. */
export const toursBySize = (browser: Browser, tour: (browser: Browser, size: TSizeName) => Promise<void>) =>
  Object.fromEntries(Object.keys(SIZES).map((size) => [size, () => tour(browser, size as TSizeName)]));

const main = () =>
  runTours((browser) => ({
    admin: () => tour(browser, 'admin@acme.test', DESKTOP, 'desktop-admin'),
    editor: () => tour(browser, 'editor.es@acme.test', DESKTOP, 'desktop-editor'),
    phone: () => tour(browser, 'admin@acme.test', PHONE, 'phone-admin'),
  }));

// run only when called directly, not when the edit flow imports the helpers
if (process.argv[1]?.endsWith('knowledge-screenshots.ts')) await main();
