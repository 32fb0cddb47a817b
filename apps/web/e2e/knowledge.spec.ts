import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('a country editor lands focused on Spain, edits its answer and finds it in the history', async ({
  page,
}) => {
  await signIn(page, 'editor.es@acme.test', '/questions');
  const focus = page.getByRole('button', { name: 'Spain', exact: true });
  await expect(focus).toBeVisible();
  await expect(page.getByText('Status for Spain')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill('health insurance do we have');
  await expect(page).toHaveURL(/q=health/);
  await page
    .getByRole('link', { name: /View answers/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'What health insurance do we have?' })).toBeVisible();

  const spain = page.getByTestId('country-card-2');
  await spain.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  const text = 'En España tienes seguro médico privado desde el primer día. Consulta {{benefitsPortal}}.';
  await dialog.getByRole('textbox', { name: 'Text' }).fill(text);
  await dialog.getByLabel(/Schedule for/).fill('2020-01-01T10:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/The schedule dates can't be set to the past/)).toBeVisible();

  await dialog.getByLabel(/Schedule for/).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // the card reads as employees do: {{benefitsPortal}} filled with Spain's value
  await expect(
    spain.getByText(/^En España tienes seguro médico privado desde el primer día\. Consulta \S+\.$/),
  ).toBeVisible();

  await spain.getByRole('button', { name: 'History' }).click();
  await expect(
    page
      .getByRole('dialog', { name: /History · Spain/ })
      .getByText(text)
      .first(),
  ).toBeVisible();
});

test('an administrator focuses Germany and lists the placeholders missing there', async ({ page }) => {
  await signIn(page, 'admin@acme.test', '/placeholders');
  await page.getByRole('button').filter({ hasText: /acme/i }).first().click();
  await page.getByRole('button', { name: /global view/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select a country' });
  await expect(picker.getByText('Suggested for you')).toBeVisible();
  await picker
    .getByRole('button', { name: /Germany/ })
    .last()
    .click();
  await expect(page.getByText('Status for Germany')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Missing in Germany' }).check();
  await expect(page).toHaveURL(/missing=1/);
  await expect(page.getByText(/in total/)).toBeVisible();
});
