import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

/** The card of the Settings screen under that title. */
const card = (page: Page, title: string) =>
  page
    .getByRole('heading', { name: title })
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " mantine-Paper-root ")]');

const timeZoneCard = (page: Page) => card(page, 'Report Time Zone Region');

async function chooseZone(page: Page, typed: string, option: RegExp) {
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.fill(typed.slice(0, 2));
  await expect(page.getByText('Type at least 3 letters of a region or city')).toBeVisible();
  await zone.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await timeZoneCard(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible({ timeout: 15_000 });
}

async function keepMessagesFor(page: Page, days: string) {
  const retention = card(page, "Employees' messages");
  await retention.getByRole('textbox', { name: "Keep employees' messages for" }).fill(days);
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes were saved.').first()).toBeVisible({ timeout: 15_000 });
  await expect(retention.getByRole('button', { name: 'Save' })).toBeDisabled();
}

test('the administrator moves the report time zone, and the portal follows it', async ({ page }) => {
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/settings');
  await expect(page.getByRole('heading', { name: 'Report Time Zone Region' })).toBeVisible();
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue(/^Europe\/Madrid/);
  await expect(timeZoneCard(page).getByRole('button', { name: 'Save' })).toBeDisabled();
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

test("the administrator keeps employees' messages for 90 days, and it stays after a reload", async ({
  page,
}) => {
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/settings');
  const retention = card(page, "Employees' messages");
  const days = retention.getByRole('textbox', { name: "Keep employees' messages for" });
  await expect(days).toHaveValue('365');
  await days.fill('29');
  await expect(retention.getByText('Messages are kept from 30 to 3,650 days.')).toBeVisible();
  await expect(retention.getByRole('button', { name: 'Save' })).toBeDisabled();
  await keepMessagesFor(page, '90');

  await page.reload();
  await expect(days).toHaveValue('90', { timeout: 15_000 });
  await page.screenshot({ path: 'test-results/settings-retention.png' });

  // back as the demo had it, for the journeys after this one
  await keepMessagesFor(page, '365');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the settings fit the screen', async ({ page }) => {
    await signInTo(page, 'admin@acme.test', /Acme Corp/, '/settings');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(2);
    for (const save of await page.getByRole('button', { name: 'Save' }).all())
      await expect(save).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/settings-phone.png' });
  });
});
