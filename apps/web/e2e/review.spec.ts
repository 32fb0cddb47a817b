import { expect, test, type Page } from '@playwright/test';
import { askBot, signIn } from './helpers';

const BADGE_ANSWER = /^Reception hands out badges/;

async function openAcme(page: Page, path: string) {
  await signIn(page, 'admin@acme.test', path);
  await page
    .getByRole('list', { name: 'Tenants' })
    .getByRole('button', { name: /Acme Corp/ })
    .click();
}

const table = (page: Page) => page.getByRole('table', { name: 'Review results' });

test('a reviewer filters, edits a row inline, is saved when idle, requests training, previews and prints', async ({
  page,
  context,
}) => {
  test.slow();
  // the portal's own clock, so the minute of idleness before the silent save passes at once
  await page.clock.install();
  await openAcme(page, '/reviewUtterances');
  const rows = table(page).locator('tbody tr');
  // a server just started fills in the demo history in the background
  await expect(async () => {
    await page.reload();
    await expect(rows.first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });

  // a filter applies a second after the last key press: only rows about vacation remain
  const filtered = page.waitForResponse((res) => res.url().includes('intentName=vacation'));
  await page.getByLabel('Question', { exact: true }).fill('vacation');
  await page.clock.runFor(1_100);
  await filtered;
  await expect(rows.first()).toContainText(/vacation/i);
  for (const text of await rows.locator('td:nth-child(6)').allInnerTexts())
    expect(text.toLowerCase()).toContain('vacation');

  // an inline edit marks the row; after a minute without a key press or click it is saved silently
  const row = rows.first();
  const observations = row.getByRole('textbox', { name: /^Observations on/ });
  const note = `Check the carry-over rule ${Date.now()}`;
  await observations.click();
  await observations.pressSequentially(note);
  await expect(row).toHaveAttribute('data-mark', 'modified');
  await expect(page.getByRole('button', { name: 'Save (1)' })).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(row).not.toHaveAttribute('data-mark', 'modified', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  // it is stored: the filter applied again after a reload shows the note
  await page.reload();
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Question', { exact: true }).fill('vacation');
  await page.clock.runFor(1_100);
  await expect(rows.first().getByRole('textbox', { name: /^Observations on/ })).toHaveValue(note, {
    timeout: 20_000,
  });

  // two rows selected: a training request mailed about them, then their printable preview
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request training' });
  await dialog.getByLabel('E-mail address').fill('trainers@acme.example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Training Request Sent')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/review-selected.png' });

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(/\/reviewPreview\?id=\d+&id=\d+$/);
  const items = preview.getByRole('listitem');
  await expect(items).toHaveCount(2, { timeout: 20_000 });
  await expect(preview.getByText(note)).toBeVisible();
  await preview.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'true');
  });
  await preview.getByRole('button', { name: 'Print' }).click();
  await expect(preview.locator('body')).toHaveAttribute('data-printed', 'true');
  await preview.emulateMedia({ media: 'print' });
  await expect(preview.getByRole('button', { name: 'Print' })).toBeHidden();
  await preview.screenshot({ path: 'test-results/review-preview-print.png' });
});

test('a message the bot does not understand, trained in Review Results, is answered in the Test Bot, and unlearned when set back', async ({
  page,
}) => {
  test.slow();
  const message = "my badge won't open the bike cage anymore";
  await openAcme(page, '/webChat');
  await expect(page.getByText(/Hi, I.m the Acme HR assistant/).first()).toBeVisible({ timeout: 30_000 });
  await askBot(page, message);
  // whatever the bot replies (it asks back or says it did not understand), it is not the badge answer
  await expect(page.locator('p').filter({ hasText: BADGE_ANSWER })).toHaveCount(0);

  // the reviewer finds it among the Test Bot messages and teaches the bot the question it meant
  await page.goto('/reviewUtterances');
  await page.getByLabel('Include Test Bot messages').check({ force: true });
  const row = table(page).locator('tbody tr').filter({ hasText: message }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole('cell').nth(2).click();
  const details = page.getByRole('dialog', { name: 'Review Utterance Details' });
  await expect(details).toBeVisible();
  await details.getByLabel('Review question').fill('badge');
  await page.getByRole('option', { name: 'How do I get my employee badge?' }).click();
  await details.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Training Request' });
  await expect(details.getByRole('textbox', { name: 'Training utterance' })).toHaveValue(message);
  await page.screenshot({ path: 'test-results/review-details.png' });
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden({ timeout: 15_000 });
  const trainedAt = Date.now();

  // the same message in the Test Bot: answered with the badge answer within 30 seconds
  await page.goto('/webChat');
  await expect(page.getByText(/Hi, I.m the Acme HR assistant/).first()).toBeVisible({ timeout: 30_000 });
  const badgeAnswers = page.locator('p').filter({ hasText: BADGE_ANSWER });
  await expect(async () => {
    const before = await badgeAnswers.count();
    await askBot(page, message);
    await expect(badgeAnswers).not.toHaveCount(before, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 - (Date.now() - trainedAt) });
  await page.screenshot({ path: 'test-results/review-trained-answer.png' });

  // set back to Pending Review, the row takes its training utterance away again, and the bot unlearns it
  await page.goto('/reviewUtterances');
  await page.getByLabel('Include Test Bot messages').check({ force: true });
  // the message was asked again since: the trained row is the one in Training Request
  const trained = table(page)
    .locator('tbody tr')
    .filter({ hasText: message })
    .filter({ has: page.locator('option:checked', { hasText: 'Training Request' }) });
  await expect(trained).toHaveCount(1, { timeout: 20_000 });
  await trained.getByRole('cell').nth(2).click();
  await details.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Pending Review' });
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden({ timeout: 15_000 });
  await page.goto('/webChat');
  await expect(page.getByText(/Hi, I.m the Acme HR assistant/).first()).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    const before = await badgeAnswers.count();
    await askBot(page, message);
    expect(await badgeAnswers.count()).toBe(before);
  }).toPass({ timeout: 30_000 });
});
