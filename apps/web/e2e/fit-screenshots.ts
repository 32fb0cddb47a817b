/**
 * Screenshots of the screens that must fit a laptop and a phone: Review Results, Feedback, the answer
 * editor, the document editor, the side menu and Users, at the three sizes of SIZES.
 * Usage: npx tsx apps/web/e2e/fit-screenshots.ts [baseUrl] [outDir] [job]
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

async function openMenu(page: Page) {
  const burger = page.getByRole('button', { name: 'Open the menu' });
  if (await burger.isVisible().catch(() => false)) {
    await burger.click();
    await page.waitForTimeout(500);
  }
}

/** A server just started fills in the demo history in the background: reload until rows show. */
async function openTable(page: Page, pathname: string) {
  for (let attempt = 0; attempt < 12; attempt++) {
    await open(page, pathname);
    const row = page.locator('table tbody tr').first();
    if (await row.isVisible().catch(() => false)) return row.scrollIntoViewIfNeeded();
    await page.waitForTimeout(5000);
  }
}

async function answerEditor(page: Page, prefix: string) {
  await open(page, '/questions');
  const href = await page
    .getByRole('link', { name: /View answers/ })
    .first()
    .getAttribute('href');
  await open(page, href ?? '/question/1');
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.waitForTimeout(700);
  await shot(page, `${prefix}-4-answer-editor`);
  await page.keyboard.press('Escape');
}

async function documentEditor(page: Page, prefix: string) {
  await open(page, '/documents');
  await page.getByRole('link', { name: 'Team Member' }).click();
  await settle(page);
  await page.getByRole('article', { name: 'Welcome letter' }).getByRole('button', { name: 'Edit' }).click();
  await page.locator('.ProseMirror').waitFor({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await shot(page, `${prefix}-5-document-editor`);
  await page.keyboard.press('Escape');
}

async function tour(browser: Browser, prefix: TSizeName) {
  const { context, page } = await signIn(browser, SIZES[prefix], 'admin@acme.test');
  await openTable(page, '/reviewUtterances/');
  await shot(page, `${prefix}-1-review-results`);
  await openTable(page, '/feedback/');
  await shot(page, `${prefix}-2-feedback`);
  await open(page, '/users');
  await shot(page, `${prefix}-3-users`);
  await answerEditor(page, prefix);
  await documentEditor(page, prefix);
  await open(page, '/');
  await openMenu(page);
  await shot(page, `${prefix}-6-side-menu`);
  await context.close();
}

await runTours((browser) => toursBySize(browser, tour));
