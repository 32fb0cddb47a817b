/**
 * Screenshots of the screens that name permissions and states to an HR admin: the Users page (with
 * the Customer Success Managers' read-only state), the Roles tab, the Roles Description, the role
 * form, the IT Admin Slack card and the ask-before-download, and the 'Last updated by...' filter,
 * at the three sizes. Usage: npx tsx apps/web/e2e/roles-words-screenshots.ts [baseUrl] [outDir] [size]
 */
import type { Browser } from 'playwright-core';
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

async function tour(browser: Browser, size: TSizeName) {
  const { context, page } = await signIn(browser, SIZES[size], 'admin@acme.test');
  await open(page, '/users');
  await page.getByRole('button', { name: /Customer Success Managers/ }).click();
  await page.waitForTimeout(400);
  await shot(page, `${size}-1-users`, true);
  await page.getByRole('tab', { name: 'Roles' }).click();
  await settle(page);
  await shot(page, `${size}-2-roles`, true);
  await page.getByRole('button', { name: 'Roles Description' }).click();
  await page.waitForTimeout(400);
  await shot(page, `${size}-3-roles-description`);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Edit role Reviewer' }).click();
  await page.waitForTimeout(400);
  await shot(page, `${size}-4-role-form`);
  await page.keyboard.press('Escape');
  await open(page, '/itAdmin');
  await page.getByRole('heading', { name: 'Slack' }).scrollIntoViewIfNeeded();
  await shot(page, `${size}-5-it-admin-slack`);
  const shortName = page.getByRole('textbox', { name: 'Short name' });
  await shortName.fill('Ask Acme HR');
  await page.getByRole('button', { name: 'Download package' }).click();
  await page.waitForTimeout(400);
  await shot(page, `${size}-6-download-asks`);
  await page.keyboard.press('Escape');
  await open(page, '/pushMessages');
  await page.getByLabel('Last updated by...').click();
  await page.waitForTimeout(400);
  await shot(page, `${size}-7-push-authors`);
  await context.close();
}

await runTours((browser) => toursBySize(browser, tour));
