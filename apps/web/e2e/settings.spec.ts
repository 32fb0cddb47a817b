import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

async function chooseZone(page: Page, typed: string, option: RegExp) {
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.fill(typed.slice(0, 2));
  await expect(page.getByText('Type at least 3 letters of a region or city')).toBeVisible();
  await zone.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible({ timeout: 15_000 });
}

test('the administrator moves the report time zone, and the portal follows it', async ({ page }) => {
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/settings');
  await expect(page.getByRole('heading', { name: 'Report Time Zone Region' })).toBeVisible();
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue(/^Europe\/Madrid/);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await chooseZone(page, 'tokyo', /^Asia\/Tokyo/);
  await expect(zone).toHaveValue(/^Asia\/Tokyo/);
  await page.screenshot({ path: 'test-results/settings-time-zone.png' });

  // the dashboard now counts in Tokyo time
  await page.goto('/');
  await expect(page.getByText(/Asia\/Tokyo/).first()).toBeVisible({ timeout: 20_000 });

  // back as the demo had it, for the journeys after this one
  await page.goto('/settings');
  await chooseZone(page, 'madrid', /^Europe\/Madrid/);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the settings fit the screen', async ({ page }) => {
    await signInTo(page, 'admin@acme.test', /Acme Corp/, '/settings');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/settings-phone.png' });
  });
});
