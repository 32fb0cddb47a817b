import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addDays } from '@askhr/shared/reports/report-periods';
import { zonedDate } from '@askhr/shared/time/zoned-time';
import { signIn } from './helpers';

const REPORT_PATH = '/api/Reports/TotalQuestions';
/** Acme's report time zone in the demo data */
const ACME_ZONE = 'Europe/Madrid';

/** Does `action`, then waits for the dashboard report it asks for and returns that query. */
async function nextReport(
  page: Page,
  action: () => Promise<void>,
  isWanted: (query: URLSearchParams) => boolean,
): Promise<URLSearchParams> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === REPORT_PATH && isWanted(url.searchParams);
    }),
    action(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  return new URL(response.url()).searchParams;
}

/** The cards, or the empty state when the range had no activity: never a broken chart. */
async function expectDashboard(page: Page) {
  const cards = page.getByRole('region', { name: 'Answers Served' });
  await expect(cards.or(page.getByTestId('dashboard-empty'))).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Charts render as they come near the screen: scrolls down until none waits, for a full-page picture. */
async function revealCharts(page: Page) {
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    await expect(page.getByTestId('waiting-for-viewport')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // the fixed menu and header sit where they belong in the picture only from the top
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A whole day as the date picker names its buttons: "5 November 2026". */
function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

test('the administrator reads the Acme dashboard, filters it and exports the usage report', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const today = zonedDate(Date.now(), ACME_ZONE);
  await signIn(page, 'admin@acme.test');
  await page
    .getByRole('list', { name: 'Tenants' })
    .getByRole('button', { name: /Acme Corp/ })
    .click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  // the server simulates months of demo activity in the background after it starts
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Answers Served' })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 180_000, intervals: [2_000, 5_000] });
  await expect(
    page.getByRole('region', { name: 'Questions and users over time' }).locator('svg').first(),
  ).toBeVisible();

  // Acme has both role features: no Last 2 Months, and the role filter is offered
  await expect(page.getByRole('button', { name: 'Last 2 Months' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Role' })).toBeVisible();

  const periods: [string, string][] = [
    ['Daily', today],
    ['Last Week', addDays(today, -6)],
    ['Last 3 Months', ''],
  ];
  for (const [name, start] of periods) {
    const query = await nextReport(
      page,
      () => page.getByRole('button', { name, exact: true }).click(),
      (q) => q.get('end') === today && (!start || q.get('start') === start),
    );
    expect(query.get('granularity')).toBe('Default');
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectDashboard(page);
  }

  // Last Month was the first view: its report is still fresh in the cache, so no request goes out
  await page.getByRole('button', { name: 'Last Month', exact: true }).click();
  await expectDashboard(page);

  // a custom range: 16 days, picked in the calendar
  const from = addDays(today, -20);
  const to = addDays(today, -5);
  await page.getByRole('button', { name: 'Custom range' }).click();
  await page.getByRole('button', { name: dayLabel(from), exact: true }).click();
  const custom = await nextReport(
    page,
    () => page.getByRole('button', { name: dayLabel(to), exact: true }).click(),
    (q) => q.get('start') === from,
  );
  expect(Object.fromEntries(custom)).toMatchObject({ start: from, end: to });
  await expect(page).toHaveURL(new RegExp(`period=custom&start=${from}&end=${to}`));
  await page.keyboard.press('Escape');
  await expectDashboard(page);

  // 16 days are 384 hours: Hourly is off; Weekly is fine
  await page.getByRole('button', { name: 'Granularity: Default' }).click();
  const hourly = page.getByRole('menuitem', { name: /^Hourly/ });
  await expect(hourly).toBeDisabled();
  await expect(hourly).toContainText('This range has 384 hours');
  const weekly = await nextReport(
    page,
    () => page.getByRole('menuitem', { name: /^Weekly/ }).click(),
    (q) => q.get('granularity') === 'Weekly',
  );
  expect(weekly.get('granularity')).toBe('Weekly');
  await expectDashboard(page);

  // the view survives a reload
  await page.reload();
  await expect(page.getByRole('button', { name: 'Granularity: Weekly' })).toBeVisible();

  await nextReport(
    page,
    () => page.getByRole('button', { name: 'Last Month', exact: true }).click(),
    (q) => q.get('end') === today && q.get('granularity') === 'Weekly',
  );
  await expectDashboard(page);
  const spain = await nextReport(
    page,
    async () => {
      await page.getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: 'Spain' }).click();
    },
    (q) => q.has('countryId'),
  );
  expect(spain.get('countryId')).toBe('2');
  await expectDashboard(page);
  await expect(page.getByRole('region', { name: 'Questions by country' })).toHaveCount(0);

  const managers = await nextReport(
    page,
    async () => {
      await page.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'People Manager' }).click();
    },
    (q) => q.has('employeeTypeFilter'),
  );
  expect(managers.get('employeeTypeFilter')).toBe('1');
  expect(managers.get('countryId')).toBe('2');
  await expectDashboard(page);

  // a month before the demo history: the friendly empty state, not charts of zeros
  await page.goto('/?period=custom&start=2019-01-01&end=2019-01-31');
  await expect(page.getByText('No activity in this period')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Test Bot' })).toHaveAttribute('href', '/webChat');
  await page.screenshot({ path: 'test-results/dashboard-empty.png' });

  // back to every country and role for the screenshots
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Questions by country' })).toBeVisible();
  await expectDashboard(page);
  await revealCharts(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'test-results/dashboard-desktop.png', fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('export.csv');
  const file = await download.path();
  const [header] = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  expect(header).toMatch(/\w+(,\w+)+/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectDashboard(page);
  await revealCharts(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'test-results/dashboard-phone.png', fullPage: true });
});

test('push messages show as markers on the activity chart, with their count and recipients', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.test', '/?period=week');
  await page
    .getByRole('list', { name: 'Tenants' })
    .getByRole('button', { name: /Acme Corp/ })
    .click();
  // the demo history sent a pulse survey four days ago (written once the simulated messages are in)
  const chart = page.getByRole('region', { name: 'Questions and users over time' });
  const markers = chart.locator('.recharts-reference-line');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Answers Served' })).toBeVisible({ timeout: 10_000 });
    await expect(markers).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 180_000, intervals: [2_000, 5_000] });
  await expect(chart.getByText('Dashed lines mark push messages sent')).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  const box = await markers.first().boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.move(box!.x - 40, box!.y + box!.height / 2);
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2, { steps: 8 });
  await expect(chart.getByText(/^1 push message · \d+ recipients$/)).toBeVisible();
  await chart.screenshot({ path: 'test-results/dashboard-push-tooltip.png' });

  // today by the hour
  await page.getByRole('button', { name: 'Daily', exact: true }).click();
  await page.getByRole('button', { name: 'Granularity: Default' }).click();
  await page.getByRole('menuitem', { name: /^Hourly/ }).click();
  await expect(page).toHaveURL(/granularity=Hourly/);
  await expect(
    page.getByRole('region', { name: 'Answers Served' }).or(page.getByTestId('dashboard-empty')),
  ).toBeVisible();
  await revealCharts(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'test-results/dashboard-hourly.png', fullPage: true });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
