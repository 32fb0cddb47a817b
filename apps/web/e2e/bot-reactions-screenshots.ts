/**
 * Screenshots of Bot Reactions (the list, a reaction's texts, the editor with its preview, the
 * history) for an administrator and a country editor, at desktop and phone sizes.
 * Usage: npx tsx apps/web/e2e/bot-reactions-screenshots.ts [baseUrl] [outDir] [job]
 */
import type { Browser } from 'playwright-core';
import { DESKTOP, open, PHONE, runTours, settle, shot, signIn } from './knowledge-screenshots';

async function tour(browser: Browser, email: string, viewport: typeof DESKTOP, prefix: string) {
  const { context, page } = await signIn(browser, viewport, email);
  await open(page, '/botReactions');
  await shot(page, `${prefix}-1-list`);
  await shot(page, `${prefix}-1-list-full`, true);
  await page.getByRole('link', { name: 'View Welcome' }).click();
  await settle(page);
  await shot(page, `${prefix}-2-detail`);
  await shot(page, `${prefix}-2-detail-full`, true);
  const edit = page.getByRole('button', { name: 'Edit' });
  if ((await edit.count()) > 0) {
    await edit.first().click();
    await page.waitForTimeout(600);
    await page
      .getByRole('textbox', { name: /Text/ })
      .fill('Hi from {{hrEmail}}!\n---\nHello, write to {{hrEmail}}.');
    await page.waitForTimeout(400);
    await shot(page, `${prefix}-3-editor`);
    await page.getByRole('textbox', { name: /Text/ }).fill('  ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(400);
    await shot(page, `${prefix}-4-editor-empty`);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
  }
  await page
    .getByRole('button', { name: /History/ })
    .first()
    .click();
  await page.waitForTimeout(800);
  await shot(page, `${prefix}-5-history`);
  await context.close();
}

await runTours((browser) => ({
  admin: () => tour(browser, 'admin@acme.test', DESKTOP, 'desktop-admin'),
  editor: () => tour(browser, 'editor.es@acme.test', DESKTOP, 'desktop-editor'),
  phone: () => tour(browser, 'admin@acme.test', PHONE, 'phone-admin'),
}));
