import { expect, test, type Page } from '@playwright/test';
import { askBot, signInTo } from './helpers';

const TEXTS = ['Is there a rooftop terrace?', 'roof terrace', 'can I go up to the rooftop'];
const ANSWER = /^Open 8-18\. Write to/;

const openAcme = (page: Page, path: string) => signInTo(page, 'admin@acme.test', /Acme Corp/, path);

test('an admin adds a custom question, the Test Bot answers it, and deleting it takes it away', async ({
  page,
}) => {
  test.slow();
  await openAcme(page, '/customQuestions');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // nothing filled: both required messages, nothing saved
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please add a question text')).toBeVisible();
  for (const [index, text] of TEXTS.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add a question text' }).click();
    await dialog.getByRole('textbox', { name: `Question text ${index + 1}` }).fill(text);
  }
  await dialog.getByLabel('Answer').fill('Open 8-18. Write to {{hrEmail}} to book it.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Search' }).fill('rooftop');
  await expect(page.getByRole('button', { name: `Edit ${TEXTS[0]}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/custom-questions-list.png' });

  // the model learns it in the background: asked in other words, the bot answers with the placeholder filled
  await page.goto('/webChat');
  const input = page.getByPlaceholder('Type your message');
  await expect(input).toBeVisible({ timeout: 30_000 });
  const answers = page.locator('p').filter({ hasText: ANSWER });
  await expect(async () => {
    const before = await answers.count();
    await askBot(page, 'is there a rooftop terrace');
    await expect(answers).not.toHaveCount(before, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // the placeholder is filled: the HR address, as a mail link
  await expect(answers.last().getByRole('link', { name: 'hr@acme.example' })).toBeVisible();
  await page.screenshot({ path: 'test-results/custom-questions-answered.png' });

  // deleted, the question leaves the list and the bot (the demo model is as it was for the journeys after)
  await page.goto('/customQuestions');
  await page.getByRole('button', { name: `Edit ${TEXTS[0]}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: `Edit ${TEXTS[0]}` })).toHaveCount(0);
  await page.goto('/webChat');
  await expect(input).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    const before = await answers.count();
    await askBot(page, 'is there a rooftop terrace');
    expect(await answers.count()).toBe(before);
  }).toPass({ timeout: 60_000 });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the custom questions list and its Add form fit the screen', async ({ page }) => {
    await openAcme(page, '/customQuestions');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Question text 1' })).toBeVisible();
    const box = await dialog.getByRole('button', { name: 'Save' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/custom-questions-phone.png' });
  });
});
