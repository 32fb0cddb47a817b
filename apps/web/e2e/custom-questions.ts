/**
 * The Custom Questions journey against a running server, with screenshots at desktop and phone
 * width: add a question with two texts and an answer, find it by search, edit it, and (on the
 * desktop) ask the Test Bot, which answers it with the placeholder filled once it has retrained.
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
/** One question per width, so that the bot is not left choosing between two alike. */
const SAMPLES = {
  desktop: {
    texts: ['Is there a rooftop terrace?', 'roof terrace', 'can I go up to the rooftop'],
    answer: 'Open 8-18. Write to {{hrEmail}} to book it.',
    search: 'rooftop',
  },
  phone: {
    texts: ['Where can I charge my electric car?', 'EV charging', 'car charger at the office'],
    answer: 'Level -1 of the garage has chargers; ask {{hrEmail}} for a card.',
    search: 'charg',
  },
};

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

  const sample = SAMPLES[size];
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await shot(page, `${size}-2-add-required`);
  for (const [index, text] of sample.texts.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add a question text' }).click();
    await dialog.getByRole('textbox', { name: `Question text ${index + 1}` }).fill(text);
  }
  await dialog.getByLabel('Answer').fill(sample.answer);
  await shot(page, `${size}-3-add-filled`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await settle(page);
  await page.getByRole('textbox', { name: 'Search' }).fill(sample.search);
  await settle(page);
  await shot(page, `${size}-4-searched`);
  await page
    .getByRole('button', { name: `Edit ${sample.texts[0]}` })
    .first()
    .click();
  await settle(page);
  await shot(page, `${size}-5-edit`);
  if (size === 'desktop') await askTestBot(page);
  await context.close();
}

/** Asks until the retrained model answers (it trains in the background after the save). */
async function askTestBot(page: Page) {
  await page.keyboard.press('Escape');
  await page.goto(`${baseUrl}/webChat`);
  const input = page.getByPlaceholder('Type your message');
  await input.waitFor({ timeout: 30_000 });
  const answer = page
    .locator('p')
    .filter({ hasText: /^Open 8-18\. Write to \S+@acme\.example to book it\.$/ })
    .last();
  for (let attempt = 0; attempt < 6; attempt++) {
    await input.fill('is there a rooftop terrace');
    await input.press('Enter');
    if (
      await answer.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    )
      break;
  }
  await shot(page, 'desktop-6-test-bot-answer');
}

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
try {
  await journey(browser, 'desktop');
  await journey(browser, 'phone');
} finally {
  await browser.close();
}
