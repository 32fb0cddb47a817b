import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInTo } from './helpers';

const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];
const PHONE = { width: 390, height: 844 };

/** A picture of the screen as checked, kept with the run's results to be looked at. */
async function snap(page: Page, name: string) {
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: test.info().outputPath(`${width}x${height}-${name}.png`) });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box on the page').not.toBeNull();
  return found!;
}

/** Left and right edges inside the screen's width. */
async function expectWithinWidth(page: Page, locator: Locator) {
  const { x, width } = await box(locator);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Top and bottom edges inside the screen's height, where it is without scrolling. */
async function expectWithinHeight(page: Page, locator: Locator) {
  const { y, height } = await box(locator);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y + height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

async function expectReviewTableFits(page: Page, path: string, isPhone: boolean) {
  await page.goto(path);
  const table = page.getByRole('table', { name: 'Review results' });
  // a server just started fills in the demo history in the background
  await expect(async () => {
    await page.reload();
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  const observations = table.getByRole('columnheader', { name: 'Observations' });
  if (isPhone) {
    // a phone scrolls the table sideways; its scrollbar is on screen once the table is
    const container = page.locator('.mantine-TableScrollContainer-scrollContainer').filter({ has: table });
    await container.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expectWithinHeight(page, container);
    await observations.scrollIntoViewIfNeeded();
  } else {
    // a laptop shows every column at once: nothing to scroll sideways
    const overflow = await page
      .locator('.mantine-TableScrollContainer-scrollContainer')
      .filter({ has: table })
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // a long question wraps over a few lines, not one word a line
    const question = table.getByRole('columnheader', { name: /Returned \/ predicted question/ });
    expect((await box(question)).width).toBeGreaterThanOrEqual(100);
  }
  await expectWithinWidth(page, observations);
  await snap(page, path.replaceAll('/', ''));
}

async function expectAnswerEditorSaveInView(page: Page) {
  await page.goto('/questions?q=carry%20over');
  await page
    .getByRole('link', { name: /View answers/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Edit' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Edit · / });
  await expect(dialog.getByRole('textbox', { name: 'Text' })).toBeVisible();
  await expectWithinHeight(page, dialog.getByRole('button', { name: 'Save' }));
  await expectWithinHeight(page, dialog.getByRole('button', { name: 'Cancel' }));
  await snap(page, 'answer-editor');
}

async function expectDocumentEditorSaveInView(page: Page) {
  await page.goto('/documents/team-member');
  await page.getByRole('article', { name: 'Welcome letter' }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Welcome letter' });
  await expect(dialog.locator('.ProseMirror')).toBeVisible({ timeout: 15_000 });
  await expectWithinHeight(page, dialog.getByRole('button', { name: 'Save' }));
  await snap(page, 'document-editor');
}

for (const laptop of LAPTOPS)
  test.describe(`at ${laptop.width}x${laptop.height}`, () => {
    test.use({ viewport: laptop });

    test('the review tables, the editors and the side menu fit a laptop screen', async ({ page }) => {
      test.slow();
      await signInTo(page, 'admin@acme.test', /Acme Corp/, '/');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu).toHaveAttribute('aria-busy', 'false');
      const lastEntry = menu.getByRole('link', { name: 'Audit Trail' });
      await expect(lastEntry).toBeVisible();
      await expectWithinHeight(page, lastEntry);
      // within the menu's own scrolling part, too: it is not hidden under the user and Log Out
      const scrollPart = menu
        .locator('.mantine-AppShell-section')
        .filter({ has: page.getByRole('link', { name: 'Audit Trail' }) });
      const part = await box(scrollPart);
      const link = await box(lastEntry);
      expect(link.y + link.height).toBeLessThanOrEqual(part.y + part.height);
      await snap(page, 'side-menu');

      await expectReviewTableFits(page, '/reviewUtterances/', false);
      await expectReviewTableFits(page, '/feedback/', false);
      await expectAnswerEditorSaveInView(page);
      await expectDocumentEditorSaveInView(page);
    });
  });

test.describe('at 390x844', () => {
  test.use({ viewport: PHONE });

  test('Users shows whole role badges and Last seen, and the review and editors stay usable', async ({
    page,
  }) => {
    test.slow();
    await signInTo(page, 'admin@acme.test', /Acme Corp/, '/users');
    const admin = page.getByRole('listitem').filter({ hasText: 'admin@acme.test' });
    const badge = admin.getByText('Administrator', { exact: true });
    await expect(badge).toBeVisible();
    await expectWithinWidth(page, badge);
    const clipped = await badge.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(clipped).toBeLessThanOrEqual(0);
    const lastSeen = admin.getByText(/^Last seen: /);
    await expect(lastSeen).toBeVisible();
    await expectWithinWidth(page, lastSeen);
    await expectWithinWidth(page, admin.getByRole('switch', { name: 'admin@acme.test is active' }));
    await snap(page, 'users');

    await expectReviewTableFits(page, '/reviewUtterances/', true);
    await expectAnswerEditorSaveInView(page);
    await expectDocumentEditorSaveInView(page);
  });
});
