/**
 * Screenshots of Review Results with its filters open, before and after "Answered, unsure", and the
 * details of a hedged answer, for an administrator at two desktop sizes and a phone.
 * Usage: npx tsx apps/web/e2e/review-screenshots.ts [baseUrl] [outDir] [job]
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch, open, outDir, settle, shot, signIn } from './knowledge-screenshots';

const SIZES = {
  'desktop-1280': { width: 1280, height: 800 },
  'desktop-1366': { width: 1366, height: 768 },
  'phone-390': { width: 390, height: 844 },
};

/** A filter applies a second after the last change (spec 001 section 9), then the list reloads. */
async function afterFilter(page: Page) {
  await page.waitForTimeout(1400);
  await settle(page);
}

async function tour(browser: Browser, prefix: keyof typeof SIZES) {
  const { context, page } = await signIn(browser, SIZES[prefix], 'admin@acme.test');
  await open(page, '/reviewUtterances/');
  // a phone folds the filters away until asked for
  const show = page.getByRole('button', { name: /^Show \(/ });
  if (await show.isVisible().catch(() => false)) {
    await show.click();
    await page.waitForTimeout(400);
  }
  await shot(page, `${prefix}-1-filters`);
  await page.getByRole('switch', { name: 'Answered, unsure' }).click({ force: true });
  await afterFilter(page);
  await shot(page, `${prefix}-2-answered-unsure`);
  await shot(page, `${prefix}-2b-answered-unsure-full`, true);
  const mark = page.getByRole('img', { name: 'Answered, unsure' }).first();
  if (await mark.isVisible().catch(() => false)) {
    await mark.scrollIntoViewIfNeeded();
    await mark.hover();
    await page.waitForTimeout(500);
    await shot(page, `${prefix}-3-mark-tooltip`);
    await page.locator('tbody tr').first().locator('td').nth(2).click();
    await page.waitForTimeout(700);
    await shot(page, `${prefix}-4-details`);
  }
  await context.close();
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await launch();
  const only = process.argv[4];
  try {
    for (const prefix of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
      if (only && only !== prefix) continue;
      await tour(browser, prefix).catch((error: unknown) => console.error(`${prefix} failed:`, error));
    }
  } finally {
    await browser.close();
  }
}

await main();
