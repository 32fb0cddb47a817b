import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInTo } from './helpers';

const openAcme = (page: Page, path: string) => signInTo(page, 'admin@acme.test', /Acme Corp/, path);
const csv = (name: string, text: string, mimeType = 'text/csv') => ({
  name,
  mimeType,
  buffer: Buffer.from(text),
});

async function pickGroup(page: Page, dialog: Locator, name: string) {
  await dialog.getByPlaceholder('Search groups').click();
  await dialog.getByPlaceholder('Search groups').fill(name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await page.keyboard.press('Escape');
}

/** Checks a message is listed on the step, in the alert that keeps the user there. */
const expectMessage = (dialog: Locator, text: string) =>
  expect(dialog.getByRole('alert').getByText(text, { exact: true })).toBeVisible();

test('a push message is checked step by step, scheduled, re-scheduled, tried as a test and deleted', async ({
  page,
}) => {
  test.slow();
  const text = `Canteen closed on Friday ${Date.now()}`;
  await openAcme(page, '/pushMessages');
  await expect(page.getByRole('button', { name: 'Scheduled' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /^Sent/ })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add push message' });
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();

  // delivery: a date and a recipient are needed, the date in the future
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectMessage(dialog, 'The delivery date must be a valid date.');
  await expectMessage(dialog, 'At least one recipient is required.');
  await dialog.getByLabel(/Delivery date/).fill('1 Jan 2020 09:00');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectMessage(dialog, 'The delivery date must be a future date.');
  await page.screenshot({ path: 'test-results/push-wizard-delivery-errors.png' });

  // the group search needs 3 characters
  await dialog.getByPlaceholder('Search groups').fill('al');
  await expect(page.getByText('Please type at least 3 characters')).toBeVisible();
  await dialog.getByPlaceholder('Search groups').fill('zzzzz');
  await expect(page.getByText('No matching recipients')).toBeVisible();
  await dialog.getByPlaceholder('Search groups').fill('');
  await page.keyboard.press('Escape');

  // a CSV list: only one .csv file of valid addresses, up to 10,000
  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles(csv('list.pdf', '%PDF', 'application/pdf'));
  await expect(dialog.getByText('file error', { exact: true })).toBeVisible();
  await file.setInputFiles(csv('bad.csv', 'email\nana@acme.test\nnot-an-address'));
  await expect(dialog.getByText('bad.csv (2 e-mails)')).toBeVisible();
  await expect(dialog.getByText('Invalid csv file. Please, check the email addresses format.')).toBeVisible();
  await expect(dialog.getByPlaceholder('Search groups')).toBeDisabled();
  await file.setInputFiles(csv('second.csv', 'bo@acme.test'));
  await expect(dialog.getByText('already file selected', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  const many = Array.from({ length: 10_001 }, (_, i) => `person${i}@acme.test`).join('\n');
  await file.setInputFiles(csv('many.csv', many));
  await expect(
    dialog.getByText('10001 out of 10000 emails used - Please, remove some emails.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/push-wizard-csv.png' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();

  await dialog.getByLabel(/Delivery date/).fill('10 Dec 2030 09:00');
  await pickGroup(page, dialog, 'All Web Chat users');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('button', { name: /^Use the template/ }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/push-wizard-template.png' });
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectMessage(dialog, 'Text message is required.');
  await dialog.getByLabel('Message').fill(text);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('10 Dec 2030, 09:00', { exact: false })).toBeVisible();
  await page.screenshot({ path: 'test-results/push-wizard-review.png' });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden({ timeout: 45_000 });
  const row = page.getByRole('button', { name: `Edit ${text}` });
  await expect(row).toContainText('10 Dec 2030');
  await page.screenshot({ path: 'test-results/push-list.png' });

  // re-scheduled: an existing item skips the template step
  await row.click();
  const edit = page.getByRole('dialog', { name: 'Edit push message' });
  await edit.getByLabel(/Delivery date/).fill('12 Dec 2030 10:30');
  await edit.getByRole('button', { name: 'Next' }).click();
  await expect(edit.getByLabel('Message')).toHaveValue(text);
  await edit.getByRole('button', { name: 'Next' }).click();
  await edit.getByRole('button', { name: 'Re-Schedule', exact: true }).click();
  await expect(edit).toBeHidden({ timeout: 45_000 });
  await expect(row).toContainText('12 Dec 2030');

  // a test run names itself on the button
  await row.click();
  await edit.getByRole('checkbox', { name: /^Test/ }).check();
  await edit.getByRole('button', { name: 'Next' }).click();
  await edit.getByRole('button', { name: 'Next' }).click();
  await expect(edit.getByRole('button', { name: 'Re-Schedule Test' })).toBeVisible();
  await page.screenshot({ path: 'test-results/push-wizard-test.png' });
  // saved as a test, it is due at the next 5-minute mark (to the author's own chat account only);
  // saved well before that mark, so that it is still scheduled when the journey deletes it
  const toMark = 5 * 60_000 - (Date.now() % (5 * 60_000));
  if (toMark < 12_000) await page.waitForTimeout(toMark + 1_000);
  await edit.getByRole('button', { name: 'Re-Schedule Test' }).click();
  await expect(edit).toBeHidden({ timeout: 45_000 });
  await expect(row).toContainText('Test');
  const due = (await row.locator('p').first().textContent())!.match(/(\d{1,2}):(\d{2})/);
  expect(Number(due![2]) % 5, due![0]).toBe(0);

  // deleted, it leaves the list (the demo is as it was)
  await row.click();
  await edit.getByRole('button', { name: 'Delete' }).click();
  await edit.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(edit).toBeHidden({ timeout: 45_000 });
  await expect(row).toHaveCount(0);
});

test('a survey goes through the wizard with its counters and messages, to its report', async ({ page }) => {
  test.slow();
  await openAcme(page, '/surveys');
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add survey' });
  await dialog.getByLabel(/Delivery date/).fill('10 Dec 2030 09:00');
  await pickGroup(page, dialog, 'All Web Chat users');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog
    .getByRole('button', { name: /^Use the template/ })
    .first()
    .click();
  await expect(dialog.getByLabel('Greeting')).toHaveValue(
    'Please provide your anonymous feedback on the following statement.',
  );
  await expect(dialog.getByText(/^\d+ out of 244 characters used - \d+ remaining\.$/)).toBeVisible();
  await expect(dialog.getByText(/^\d out of 6 options used - \d remaining\.$/)).toBeVisible();

  await dialog.getByLabel('Greeting').fill('');
  const question = `Lunch options are good ${Date.now()}`;
  await dialog.getByLabel(/^Question/).fill('');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectMessage(dialog, 'Survey question is required.');
  await expectMessage(dialog, 'Greeting text is required.');
  await expectMessage(dialog, 'End date must be valid and after the scheduled send date.');
  await dialog.getByLabel(/^Question/).fill('x'.repeat(250));
  await expect(
    dialog.getByText('250 out of 244 characters used - Some text will be cut off.').first(),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/survey-wizard-errors.png' });

  await dialog
    .getByLabel('Greeting')
    .fill('Please provide your anonymous feedback on the following statement.');
  await dialog.getByLabel(/^Question/).fill(question);
  while (await dialog.getByRole('button', { name: 'Add a response option' }).isEnabled())
    await dialog.getByRole('button', { name: 'Add a response option' }).click();
  await expect(dialog.getByText('6 out of 6 options used - 0 remaining.')).toBeVisible();
  for (let index = 6; index > 2; index -= 1)
    await dialog.getByRole('button', { name: `Remove response option ${index}` }).click();
  await dialog.getByLabel(/End date/).fill('1 Dec 2030 09:00');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectMessage(dialog, 'End date must be valid and after the scheduled send date.');
  await dialog.getByLabel(/End date/).fill('17 Dec 2030 18:00');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await page.screenshot({ path: 'test-results/survey-wizard-review.png' });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/PushMessages/') && r.ok());
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  const { id } = (await (await saved).json()) as { id: number };
  await expect(dialog).toBeHidden({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: `Edit ${question}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/survey-list.png' });

  // its report before it is sent: when it closes, no download yet
  await page.goto(`/surveys/${id}`);
  await expect(page.getByText(/^The survey will close on 17 Dec 2030/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Report' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/survey-report.png' });
  await page.getByRole('link', { name: 'Back to surveys list' }).click();

  // deleted, the demo is as it was
  await page.getByRole('button', { name: `Edit ${question}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit survey' });
  await edit.getByRole('button', { name: 'Delete' }).click();
  await edit.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(edit).toBeHidden({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: `Edit ${question}` })).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the lists and the wizard fit the screen', async ({ page }) => {
    await openAcme(page, '/pushMessages');
    await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
    await page.screenshot({ path: 'test-results/push-list-phone.png' });
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add push message' });
    await expect(dialog.getByText('Step 1 of 4: Delivery options')).toBeVisible();
    const box = await dialog.getByRole('button', { name: 'Next' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/push-wizard-phone.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/surveys');
    await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
    await page.screenshot({ path: 'test-results/survey-list-phone.png' });
  });
});
