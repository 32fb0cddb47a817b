/**
 * Screenshots of Review Results with its filters open, before and after "Answered, unsure", and the
 * details of a hedged answer, for an administrator at two desktop sizes and a phone.
 * Usage: npx tsx apps/web/e2e/review-screenshots.ts [baseUrl] [outDir] [job]
 */
import type { Browser, Page } from 'playwright-core';
import {
  open,
  runTours,
  settle,
  shot,
  signIn,
  SIZES,
  toursBySize,
  type TSizeName,
} from './knowledge-screenshots';

/** A filter applies a second after the last change (spec 001 section 9), then the list reloads. */
async function afterFilter(page: Page) {
  await page.waitForTimeout(1400);
  await settle(page);
}

async function tour(browser: Browser, prefix: TSizeName) {
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

await runTours((browser) => toursBySize(browser, tour));
