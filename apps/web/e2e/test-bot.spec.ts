import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

async function ask(page: Page, text: string) {
  const input = page.getByPlaceholder('Type your message');
  await input.fill(text);
  await input.press('Enter');
}

test('the admin tests the bot as a Spanish employee and rates an answer', async ({ page }) => {
  await signIn(page, 'admin@acme.test', '/webChat');
  await page
    .getByRole('list', { name: 'Tenants' })
    .getByRole('button', { name: /Acme Corp/ })
    .click();
  await expect(page).toHaveURL(/\/webChat$/);
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toBeEnabled({ timeout: 20_000 });
  await country.click();
  await page.getByRole('option', { name: 'Spain' }).click();
  // the chat restarts as a Spanish employee, greeted in Spanish
  await expect(page.getByText(/^Hola, soy el asistente/).first()).toBeVisible({ timeout: 20_000 });

  await ask(page, 'cuántos días de vacaciones tengo');
  // Web Chat repeats messages in a live region for screen readers: the visible one is the last
  const answer = page
    .locator('p')
    .filter({ hasText: /^Tienes \d+ días laborables de vacaciones/ })
    .last();
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(answer).not.toContainText('{{');
  await page.getByRole('button', { name: 'Not helpful' }).last().click();
  // the thanks comes in the employee's country's own words
  await expect(page.locator('p').filter({ hasText: '¡Gracias por tu opinión!' }).last()).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: 'test-results/test-bot-spain.png' });
});

test('a web-chat-only user lands on the chat and gets answers', async ({ page }) => {
  await signIn(page, 'webchat@acme.test');
  await expect(page).toHaveURL(/\/webChat$/);
  await expect(page.getByText(/Hi, I.m the Acme HR assistant/).first()).toBeVisible({ timeout: 20_000 });
  await ask(page, 'when do we get paid');
  await expect(page.getByRole('button', { name: 'Helpful', exact: true }).last()).toBeVisible({
    timeout: 20_000,
  });
});
