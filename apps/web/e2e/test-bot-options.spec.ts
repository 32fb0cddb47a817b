import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('an unsure bot offers questions as buttons, and a pick answers it', async ({ page }) => {
  test.slow();
  await signIn(page, 'webchat@acme.test');
  await expect(page.getByText(/Hi, I.m the Acme HR assistant/).first()).toBeVisible({ timeout: 20_000 });
  const input = page.getByPlaceholder('Type your message');
  await input.fill('laptop inquiry');
  await input.press('Enter');
  // "laptop inquiry" says which thing, not what about it: the bot asks back with the likeliest questions
  // (the model answers "my laptop" alone now)
  const pick = page.getByRole('button', { name: 'How do I order a new laptop?' }).last();
  await expect(pick).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'None of these' }).last()).toBeVisible();
  await page.screenshot({ path: 'test-results/test-bot-options.png' });
  await pick.click();
  const answer = page
    .locator('p')
    .filter({ hasText: /^Laptops are replaced every 4 years/ })
    .last();
  await expect(answer).toBeVisible({ timeout: 45_000 });
  // the question picked stands in the conversation as the employee's message
  await expect(
    page
      .locator('p')
      .filter({ hasText: /^How do I order a new laptop\?$/ })
      .last(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Helpful', exact: true }).last()).toBeVisible();
  await page.screenshot({ path: 'test-results/test-bot-pick.png' });
});
