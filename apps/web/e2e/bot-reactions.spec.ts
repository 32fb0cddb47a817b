import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

const BRAZIL = 6;
const OLA = 'Olá! Sou o assistente de RH da Acme. Como posso ajudar?';

const openAcme = (page: Page, path: string) => signInTo(page, 'admin@acme.test', /Acme Corp/, path);

/** The Test Bot restarted as an employee of `country`: its greeting, then the input. */
async function testAs(page: Page, country: string) {
  const combobox = page.getByRole('combobox', { name: 'Country' });
  await expect(combobox).toBeEnabled({ timeout: 20_000 });
  await combobox.click();
  await page.getByRole('option', { name: country, exact: true }).click();
  await expect(page.getByTestId('test-as-summary')).toContainText(country);
}

const said = (page: Page, text: string | RegExp) => page.locator('p').filter({ hasText: text }).last();

test('a welcome customised for Brazil greets Brazilian employees; the others get the global one', async ({
  page,
}) => {
  test.slow();
  await openAcme(page, '/botReactions');
  await expect(page.getByRole('link', { name: 'View None of these' })).toBeVisible();
  await page.screenshot({ path: 'test-results/bot-reactions-list.png', fullPage: true });
  await page.getByRole('link', { name: 'View Welcome' }).click();

  const brazil = page.getByTestId(`country-card-${BRAZIL}`);
  // Brazil has no text of its own: it inherits the global welcome
  await expect(brazil.getByText('Global', { exact: true })).toBeVisible();
  await brazil.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Text' }).fill(OLA);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(brazil.getByText(OLA)).toBeVisible();
  await page.screenshot({ path: 'test-results/bot-reactions-detail.png' });

  await page.goto('/webChat');
  await testAs(page, 'Brazil');
  await expect(said(page, OLA)).toBeVisible({ timeout: 20_000 });
  await testAs(page, 'United States');
  await expect(said(page, /^Hi, I.m the Acme HR assistant/)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/bot-reactions-test-bot.png' });

  // removed, Brazil falls back to the global welcome again (and the demo is as it was)
  await page.goto('/botReactions');
  await page.getByRole('link', { name: 'View Welcome' }).click();
  await brazil.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(brazil.getByText('Global', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.goto('/webChat');
  await testAs(page, 'Brazil');
  await expect(said(page, /^Hi, I.m the Acme HR assistant/)).toBeVisible({ timeout: 20_000 });
});

test('"None of these" gets its own reaction, in the country\'s words', async ({ page }) => {
  test.slow();
  await openAcme(page, '/webChat');
  await testAs(page, 'Spain');
  await expect(said(page, /^Hola, soy el asistente/)).toBeVisible({ timeout: 20_000 });
  const input = page.getByPlaceholder('Type your message');
  // says which thing, not what about it: the bot offers questions, and "None of these"
  await input.fill('laptop inquiry');
  await input.press('Enter');
  // the bot's own buttons are in the employee's language too
  const none = page.getByRole('button', { name: 'Ninguna de estas' }).last();
  await expect(none).toBeVisible({ timeout: 45_000 });
  await none.click();
  await expect(said(page, /^Vaya, no era ninguna de esas/)).toBeVisible({ timeout: 20_000 });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the reactions and a reaction’s texts fit the screen', async ({ page }) => {
    await openAcme(page, '/botReactions');
    const view = page.getByRole('link', { name: 'View Welcome' });
    await expect(view).toBeVisible();
    await page.screenshot({ path: 'test-results/bot-reactions-phone-list.png' });
    await view.click();
    const edit = page.getByTestId(`country-card-${BRAZIL}`).getByRole('button', { name: 'Edit' });
    await expect(edit).toBeVisible();
    const box = await edit.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/bot-reactions-phone-detail.png' });
  });
});
