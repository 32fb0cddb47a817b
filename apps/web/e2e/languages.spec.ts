import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogue, englishDetector, englishOnScreen, patternOf } from './english-left';
import { signIn, signInTo } from './helpers';

const es = catalogue('es');
const isEnglish = englishDetector(es);
/** A label of the catalogue, its arguments standing for any text: "Programar para ({timeZone})". */
const words = patternOf;

/** Nothing on the page, or in `within`, reads in English where Spanish has its own words. */
async function expectAllSpanish(page: Page, where: string, settled?: Locator) {
  if (settled) await expect(settled).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-loading="true"], .mantine-Skeleton-root')).toHaveCount(0, {
    timeout: 20_000,
  });
  expect(await englishOnScreen(page, isEnglish), `English on ${where}`).toEqual([]);
}

test('an editor switches the portal to Spanish and works through it with no English left', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/');
  await page.getByTestId('language-menu').click();
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const menu = page.getByRole('navigation', { name: es.MENU_LABEL });
  await expect(menu.getByRole('link', { name: es.MENU_QUESTIONS, exact: true })).toBeVisible();

  // Questions, then one question's answers
  await menu.getByRole('link', { name: es.MENU_QUESTIONS, exact: true }).click();
  const viewAnswers = page.getByRole('link', { name: es.QUESTION_VIEW_ANSWERS });
  await expectAllSpanish(page, 'Questions', viewAnswers.first());
  await viewAnswers.first().click();
  const spain = page.getByTestId('country-card-2');
  await expectAllSpanish(page, "a question's answers", spain);

  // an edit saved as a version scheduled for later, the date written the Spanish way
  await spain.getByRole('button', { name: es.ACTION_EDIT }).click();
  const dialog = page.getByRole('dialog', { name: words(es.EDIT_TITLE!) });
  await dialog
    .getByRole('textbox', { name: es.EDIT_TEXT })
    .fill('Desde 2031 el seguro médico cubre también la óptica.');
  await dialog.getByLabel(words(es.EDIT_SCHEDULE!)).fill('2 ene 2020, 9:00');
  await dialog.getByRole('button', { name: es.ACTION_SAVE }).click();
  // a date in the past is refused in Spanish
  await expectAllSpanish(page, 'the answer editor with a past date', dialog.getByRole('alert').first());
  await dialog.getByLabel(words(es.EDIT_SCHEDULE!)).fill('10 dic 2031, 9:00');
  await expectAllSpanish(page, 'the answer editor');
  await dialog.getByRole('button', { name: es.ACTION_SAVE }).click();
  await expect(dialog).toBeHidden();
  await expectAllSpanish(
    page,
    'the answers with a scheduled version',
    spain.getByText(words(es.CARD_SCHEDULED!)),
  );

  // the push wizard, its checks included
  await menu.getByRole('link', { name: es.MENU_PUSH_MESSAGES, exact: true }).click();
  await page.getByRole('button', { name: es.PUSH_CREATE }).click();
  const wizard = page.getByRole('dialog', { name: `Añadir ${es.PUSH_WHAT_MESSAGE}` });
  await expectAllSpanish(page, "the wizard's delivery step", wizard.getByLabel(words(es.PUSH_DATE!)));
  await wizard.getByRole('button', { name: es.PUSH_NEXT }).click();
  await expectAllSpanish(
    page,
    "the wizard's delivery step with its messages",
    wizard.getByRole('alert').first(),
  );
  await wizard.getByLabel(words(es.PUSH_DATE!)).fill('10 dic 2031, 9:00');
  await wizard.getByPlaceholder(es.PUSH_RECIPIENTS_PLACEHOLDER!).fill('Spain');
  await page.getByRole('option').first().click();
  await wizard.getByRole('button', { name: es.PUSH_NEXT }).click();
  await expectAllSpanish(
    page,
    "the wizard's template step",
    wizard.getByRole('button', { name: es.PUSH_SKIP }),
  );
  await wizard.getByRole('button', { name: es.PUSH_SKIP }).click();
  await wizard.getByRole('button', { name: es.PUSH_NEXT }).click();
  await wizard
    .getByLabel(es.PUSH_TEXT!)
    .fill('Recuerda elegir tus vacaciones de verano antes del 31 de mayo.');
  await expectAllSpanish(page, "the wizard's content step");
  await wizard.getByRole('button', { name: es.PUSH_NEXT }).click();
  await expectAllSpanish(
    page,
    "the wizard's review step",
    wizard.getByRole('button', { name: es.PUSH_SCHEDULE }),
  );
  await wizard.getByRole('button', { name: es.PUSH_SCHEDULE }).click();
  await expect(wizard).toBeHidden();
  await expectAllSpanish(page, 'Push Messages with the new item');

  // Review Results: a server just started writes the demo's history in the background
  // (opened afresh: the portal comes back in Spanish, the user's choice)
  await page.goto('/reviewUtterances');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const table = page.getByRole('table', { name: es.REVIEW_TABLE });
  await expect(async () => {
    await page.reload();
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await expectAllSpanish(page, 'Review Results');

  // Home: the dashboard of the last month, its charts included
  await menu.getByRole('link', { name: es.MENU_HOME, exact: true }).click();
  await expectAllSpanish(page, 'Home', page.getByTestId('card-answers-enabled'));

  // the choice is the user's: a new browser signs in and opens in Spanish
  const other = await page.context().browser()!.newContext();
  const again = await other.newPage();
  await signIn(again, 'admin@acme.test');
  await expect(again.locator('html')).toHaveAttribute('lang', 'es');
  await again
    .getByRole('list', { name: es.TENANT_LIST_LABEL })
    .getByRole('button', { name: /Acme Corp/ })
    .click();
  await expect(again.getByRole('navigation', { name: es.MENU_LABEL })).toBeVisible();
  // and back to English there, which the other journeys of this server expect of the account
  await chooseEnglish(again);
  await other.close();
});

/** Picks English in the user's menu and waits for the server to keep it. */
async function chooseEnglish(page: Page) {
  await expect(page.getByTestId('language-menu')).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) === 'en') return;
  await page.getByTestId('language-menu').click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/Users/current/language'));
  await page.getByRole('button', { name: 'English', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

// a run that stopped half-way leaves the account in Spanish: the journeys after this one sign in as it
test.afterEach(async ({ browser }, info) => {
  if (info.status === info.expectedStatus) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin@acme.test');
  await page.getByRole('button', { name: /Acme Corp/ }).click();
  await chooseEnglish(page);
  await context.close();
});
