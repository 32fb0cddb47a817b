import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

const SHOTS = '/tmp/shots-itadmin';

async function openItAdmin(page: Page) {
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/itAdmin');
  await expect(page.getByRole('textbox', { name: 'Short name' })).not.toHaveValue('', { timeout: 15_000 });
}

test('the IT administrator customises the Teams package and keeps the support inboxes', async ({ page }) => {
  await openItAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/it-admin-desktop.png`, fullPage: true });

  // the Teams package: a new name and colour, saved, then downloaded as a zip
  const teams = page.getByRole('region', { name: 'MS Teams options' });
  const shortName = page.getByRole('textbox', { name: 'Short name' });
  await shortName.fill('Ask Acme');
  await page.getByRole('textbox', { name: 'Accent colour' }).fill('#0A7');
  await teams.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Bot was customized! Now you can download it')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download package' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Ask-Acme-teams.zip');
  const zip = await fs.readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');

  // a support inbox added, renamed and deleted; the demo's own inbox stays
  const inboxes = page.getByRole('region', { name: 'Support email inboxes' });
  await expect(inboxes.getByText('hr-desk@acme.test')).toBeVisible();
  await inboxes.getByRole('button', { name: 'Add inbox' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a support inbox' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Payroll team');
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('payroll@acme.test');
  await page.screenshot({ path: `${SHOTS}/it-admin-inbox-modal-desktop.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(inboxes.getByText('payroll@acme.test')).toBeVisible();
  await inboxes.getByRole('button', { name: 'Edit Payroll team' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit the support inbox' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Payroll desk');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(inboxes.getByText('Payroll desk')).toBeVisible();
  await inboxes.getByRole('button', { name: 'Delete Payroll desk' }).click();
  await inboxes.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(inboxes.getByText('Payroll desk')).toHaveCount(0);

  // back as the demo had it, for the journeys after this one
  await page.getByRole('button', { name: 'Use the default texts and colour' }).click();
  await expect(shortName).not.toHaveValue('Ask Acme');
  await teams.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Bot was customized! Now you can download it').first()).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the IT Admin sections fit the screen', async ({ page }) => {
    await openItAdmin(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/it-admin-phone.png`, fullPage: true });
  });
});
