import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

const openAcme = (page: Page, path: string) => signInTo(page, 'admin@acme.test', /Acme Corp/, path);

/**
 * Opens the Sent section once the demo history has sent something: a fresh demo writes its
 * pushes and surveys after the simulated conversations are in.
 */
async function openSent(page: Page) {
  const sent = page.getByRole('region', { name: /^Sent/ });
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Sent/ }).click();
    await expect(sent.getByText(/^\d+ reached$/).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 180_000, intervals: [2_000, 5_000] });
  // the section has finished opening when its height holds still
  const heights: number[] = [];
  await expect
    .poll(async () => {
      heights.push((await sent.boundingBox())?.height ?? 0);
      return heights.length > 1 && heights.at(-1) === heights.at(-2);
    })
    .toBe(true);
  return sent;
}

/** Sent items are history: counts instead of the wizard, and a survey's report behind its icon. */
async function checkSentItems(page: Page, shot: string) {
  await openAcme(page, '/pushMessages');
  const sentPushes = await openSent(page);
  await expect(sentPushes.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  const reached = sentPushes.getByText(/^\d+ reached$/).first();
  await reached.click();
  await expect(reached).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `test-results/push-sent${shot}.png` });

  await page.goto('/surveys');
  const sentSurveys = await openSent(page);
  await expect(sentSurveys.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  const report = sentSurveys.getByRole('link', { name: /^Report of / }).first();
  await expect(report).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `test-results/survey-sent${shot}.png` });
  await report.click();
  await expect(page).toHaveURL(/\/surveys\/\d+$/);

  const chart = page.getByLabel('Responses per answer');
  await expect(chart).toBeVisible();
  const outOf = await page.getByText(/^Out of \d+ employees?$/).innerText();
  const recipients = Number(/\d+/.exec(outOf)![0]);
  expect(recipients).toBeGreaterThan(0);
  const legend = page.getByRole('listitem').filter({ hasText: /\d+ · \d+%$/ });
  await expect(legend.last()).toContainText('Not Answered');
  const counts = (await legend.allInnerTexts()).map((text) => Number(/(\d+) · \d+%$/.exec(text)![1]));
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(recipients);
  await expect(page.getByRole('button', { name: 'Download Report' })).toBeVisible();
  await page.screenshot({ path: `test-results/survey-report-sent${shot}.png`, fullPage: true });
}

test('sent pushes show their delivery counts, and a sent survey opens its report', async ({ page }) => {
  test.slow();
  await checkSentItems(page, '');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sent items and the report fit the screen', async ({ page }) => {
    test.slow();
    await checkSentItems(page, '-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
