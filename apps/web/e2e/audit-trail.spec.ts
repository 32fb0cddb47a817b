import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/audit-trail/${name}.png`, fullPage: true });

test('an administrator finds their own sign-in in the audit trail, filters by action and exports it', async ({
  page,
}) => {
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/audit-trail');
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  const events = page.getByRole('table', { name: 'Audit events' });
  const ownSignIn = events
    .getByRole('row')
    .filter({ hasText: 'Signed in' })
    .filter({ hasText: 'admin@acme.test' });
  await expect(ownSignIn.first()).toBeVisible();
  await shot(page, 'audit-trail-desktop');

  // the action filter applies at once and stays in the address
  const filtered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/AuditTrail/page') &&
      new URL(response.url()).searchParams.get('action') === 'sign-in',
  );
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  await filtered;
  await expect(page).toHaveURL(/[?&]action=sign-in(&|$)/);
  await expect(ownSignIn.first()).toBeVisible();
  const actionCells = events.locator('tbody tr td:nth-child(2)');
  await expect(actionCells.filter({ hasNotText: 'Signed in' })).toHaveCount(0);

  // the export carries the same filter and starts with its header line
  const downloading = page.waitForEvent('download');
  const exported = page.waitForRequest((request) => request.url().includes('/api/AuditTrail/export.csv'));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect(new URL((await exported).url()).searchParams.get('action')).toBe('sign-in');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('export.csv');
  const [header, ...rows] = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  expect(header).toMatch(/^[^,]+(,[^,]+)+$/);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.includes('sign-in') || row.includes('Signed in'))).toBe(true);
});
