import { expect, test, type Page } from '@playwright/test';
import { askBot, escaped, signInTo } from './helpers';
import { HEDGED, PICKED } from './test-bot-hedge.data';

/** Web Chat repeats messages in a live region for screen readers: the visible one is the last. */
const said = (page: Page, text: RegExp) => page.locator('p').filter({ hasText: text }).last();

const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);

/** The buttons under the last reply, in order. */
const buttons = (page: Page) => page.getByRole('toolbar', { name: 'Suggested actions' }).getByRole('button');

test('an unsure bot answers with a hedge and offers other questions; a pick answers one, and Review Results finds the hedged message', async ({
  page,
}) => {
  test.slow();
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/webChat');
  await expect(page.getByText(/Hi, I.m the Acme HR assistant/).first()).toBeVisible({ timeout: 30_000 });
  await askBot(page, HEDGED.message);

  // one reply: a line naming the question the bot took it for (Web Chat curls the apostrophe), then
  // that question's answer under it
  const hedge = said(page, new RegExp(`^I think you.re asking about “${escaped(HEDGED.question)}”:$`));
  await expect(hedge).toBeVisible({ timeout: 45_000 });
  const reply = hedge.locator('xpath=..');
  await expect(reply.locator('p').nth(1)).toHaveText(HEDGED.answer);
  // the other questions it could be, then "None of these", then the rating of this answer
  await expect(buttons(page)).toHaveText([...HEDGED.alternatives, 'None of these', 'Helpful', 'Not helpful']);
  await page.screenshot({ path: 'test-results/test-bot-hedge.png' });

  // a pick answers that question, plainly: it stands as the employee's message, and no hedge
  await buttons(page)
    .filter({ hasText: exactly(PICKED.question) })
    .click();
  const picked = said(page, PICKED.answer);
  await expect(picked).toBeVisible({ timeout: 45_000 });
  await expect(said(page, exactly(PICKED.question))).toBeVisible();
  await expect(picked.locator('xpath=..')).not.toContainText('asking about');
  await expect(buttons(page)).toHaveText(['Helpful', 'Not helpful']);
  await page.screenshot({ path: 'test-results/test-bot-hedge-pick.png' });

  // Review Results: among the Test Bot messages, "Answered, unsure" lists the hedged one, marked so,
  // and not the pick that followed it (answered plainly)
  await page.goto('/reviewUtterances');
  await page.getByLabel('Include Test Bot messages').check({ force: true });
  const filtered = page.waitForResponse(
    (res) => res.url().includes('hedged=true') && res.url().includes('includeTests=true'),
  );
  await page.getByRole('switch', { name: 'Answered, unsure' }).check({ force: true });
  await filtered;
  const rows = page.getByRole('table', { name: 'Review results' }).locator('tbody tr');
  const row = rows.filter({ hasText: HEDGED.message }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('img', { name: 'Answered, unsure' })).toBeVisible();
  const utterances = rows.locator('td:nth-child(3)');
  await expect(utterances.filter({ hasText: exactly(PICKED.question) })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/test-bot-hedge-review.png' });
});
