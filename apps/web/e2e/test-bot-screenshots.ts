/**
 * Screenshots of the Test Bot answering with a hedge (the hedge line, the answer, two alternative
 * questions, "None of these" and the ratings), then after a pick, at two desktop sizes and a phone.
 * Usage: npx tsx apps/web/e2e/test-bot-screenshots.ts [baseUrl] [outDir] [size]
 */
import type { Browser, Page } from 'playwright-core';
import { open, runTours, shot, signIn, SIZES, toursBySize, type TSizeName } from './knowledge-screenshots';
import { HEDGED, PICKED } from './test-bot-hedge.data';

async function ask(page: Page, text: string) {
  const input = page.getByPlaceholder('Type your message');
  await input.fill(text);
  await input.press('Enter');
}

async function tour(browser: Browser, prefix: TSizeName) {
  const { context, page } = await signIn(browser, SIZES[prefix], 'admin@acme.test');
  await open(page, '/webChat');
  await page
    .getByText(/Hi, I.m the Acme HR assistant/)
    .first()
    .waitFor({ timeout: 30_000 });
  await ask(page, HEDGED.message);
  const none = page.getByRole('button', { name: 'None of these' }).last();
  await none.waitFor({ timeout: 45_000 });
  // Web Chat scrolls to the last message with an animation
  await page.waitForTimeout(800);
  await shot(page, `${prefix}-1-hedged`);
  await shot(page, `${prefix}-1b-hedged-full`, true);
  await page.getByRole('button', { name: PICKED.question }).last().click();
  await page.locator('p').filter({ hasText: PICKED.answer }).last().waitFor({ timeout: 45_000 });
  await page.waitForTimeout(800);
  await shot(page, `${prefix}-2-picked`);
  await context.close();
}

await runTours((browser) => toursBySize(browser, tour));
