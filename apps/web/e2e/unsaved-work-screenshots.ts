/**
 * Screenshots of the "Discard your changes?" question: over the answer editor after a click on its
 * overlay, and over Review Results when the menu would leave a changed row, at three sizes.
 * Usage: npx tsx apps/web/e2e/unsaved-work-screenshots.ts [baseUrl] [outDir] [job]
 */
import type { Page } from 'playwright-core';
import { open, runTours, settle, shot, signIn, SIZES, toursBySize } from './knowledge-screenshots';

async function answerEditor(page: Page, prefix: string) {
  await open(page, '/questions?q=health%20insurance%20do%20we%20have');
  await page
    .getByRole('link', { name: /View answers/ })
    .first()
    .click();
  await settle(page);
  await page.getByTestId('country-card-2').getByRole('button', { name: 'Edit' }).click();
  const text = page.getByRole('dialog').getByRole('textbox', { name: 'Text' });
  await text.fill('Llama a Recursos Humanos para darte de alta.');
  // on a phone the editor fills the screen: Escape is the stray way out there
  if (prefix.endsWith('phone-390')) await text.press('Escape');
  else await page.mouse.click(6, 300);
  await page.waitForTimeout(500);
  await shot(page, `${prefix}-answer-editor`);
}

async function reviewResults(page: Page, prefix: string) {
  await open(page, '/reviewUtterances');
  const row = page.getByRole('table', { name: 'Review results' }).locator('tbody tr').first();
  await row.getByRole('combobox', { name: /^State of/ }).selectOption({ label: 'Out of Scope' });
  await row.getByRole('textbox', { name: /^Observations on/ }).fill('Not an HR question');
  if (prefix.endsWith('phone-390')) await page.getByRole('button', { name: 'Open the menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Questions', exact: true })
    .click();
  // the question loads with the first unsaved change: wait for it rather than a fixed time
  await page.getByRole('dialog', { name: 'Discard your changes?' }).waitFor();
  await page.waitForTimeout(300);
  await shot(page, `${prefix}-review-results`);
}

await runTours((browser) =>
  toursBySize(browser, async (_, size) => {
    const prefix = `unsaved-${size}`;
    const editor = await signIn(browser, SIZES[size], 'editor.es@acme.test');
    await answerEditor(editor.page, prefix);
    await editor.context.close();
    const admin = await signIn(browser, SIZES[size], 'admin@acme.test');
    await reviewResults(admin.page, prefix);
    await admin.context.close();
  }),
);
