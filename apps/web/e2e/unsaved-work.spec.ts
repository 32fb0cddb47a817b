import { expect, test, type Page } from '@playwright/test';
import { signIn, signInTo } from './helpers';

const discardQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });

test('Review Results asks before the menu leaves a row changed and not saved; staying keeps it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin@acme.test', '/reviewUtterances');
  await page
    .getByRole('list', { name: 'Tenants' })
    .getByRole('button', { name: /Acme Corp/ })
    .click();
  const rows = page.getByRole('table', { name: 'Review results' }).locator('tbody tr');
  // a server just started fills in the demo history in the background
  await expect(async () => {
    await page.reload();
    await expect(rows.first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });

  const row = rows.first();
  const state = row.getByRole('combobox', { name: /^State of/ });
  const observations = row.getByRole('textbox', { name: /^Observations on/ });
  await state.selectOption({ label: 'Out of Scope' });
  await observations.fill('Not an HR question');
  await expect(row).toHaveAttribute('data-mark', 'modified');

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Questions', exact: true }).click();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardQuestion(page)).toBeHidden();
  await expect(page).toHaveURL(/\/reviewUtterances/);
  await expect(row).toHaveAttribute('data-mark', 'modified');
  await expect(state.locator('option:checked')).toHaveText('Out of Scope');
  await expect(observations).toHaveValue('Not an HR question');

  // discarding goes where the menu was asked to
  await menu.getByRole('link', { name: 'Questions', exact: true }).click();
  await discardQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/questions/);
});

test('the answer editor asks before a stray click on the overlay throws the typed text away', async ({
  page,
}) => {
  await signIn(page, 'editor.es@acme.test', '/questions?q=health%20insurance%20do%20we%20have');
  await page
    .getByRole('link', { name: /View answers/ })
    .first()
    .click();
  await page.getByTestId('country-card-2').getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: /Edit/ });
  const text = editor.getByRole('textbox', { name: 'Text' });
  await expect(text).toBeVisible();
  const typed = 'Llama a Recursos Humanos para darte de alta.';
  await text.fill(typed);

  // the first Escape on typed text asks; Escape again answers the question, not the editor
  await text.press('Escape');
  await expect(discardQuestion(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discardQuestion(page)).toBeHidden();
  await page.waitForTimeout(300);
  await expect(discardQuestion(page)).toBeHidden();
  await expect(text).toHaveValue(typed);

  // the grey overlay around the dialog
  await page.mouse.click(8, 400);
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardQuestion(page)).toBeHidden();
  await expect(text).toHaveValue(typed);

  await page.mouse.click(8, 400);
  await discardQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(editor).toBeHidden();
});

test('a custom question being written asks before Escape closes it, and Escape on the question keeps it', async ({
  page,
}) => {
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/customQuestions');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a custom question' });
  const answer = dialog.getByLabel('Answer');
  await answer.fill('Open 8-18.');
  await answer.press('Escape');
  await expect(discardQuestion(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discardQuestion(page)).toBeHidden();
  await page.waitForTimeout(300);
  await expect(discardQuestion(page)).toBeHidden();
  await expect(answer).toHaveValue('Open 8-18.');
  await answer.press('Escape');
  await discardQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
});
