import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** What on the page (in <main>) the visible Help button lies over. */
function coveredByHelp(page: Page) {
  return page.evaluate(() => {
    const isShown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    // in the phone's top bar Help is part of the bar, which the page scrolls under by design
    const shown = [...document.querySelectorAll('[aria-label="Help"]')].filter(isShown);
    if (shown.length !== 1) return [`${shown.length} visible Help buttons`];
    const help = shown[0]!;
    if (help.closest('header')) return [];
    const h = help.getBoundingClientRect();
    const parts = document.querySelectorAll(
      'main a, main button, main input, main .mantine-Badge-root, main p, main h1, main h2, main h3',
    );
    return [...parts]
      .filter((el) => isShown(el) && !el.contains(help) && !help.contains(el))
      .filter((el) => {
        const b = el.getBoundingClientRect();
        return b.left < h.right && b.right > h.left && b.top < h.bottom && b.bottom > h.top;
      })
      .map((el) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/** Status badges whose text does not fit (cut with an ellipsis). */
function cutBadges(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main .mantine-Badge-label')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent ?? ''),
  );
}

async function checkAtEveryScroll(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (const y of [0, height / 3, (2 * height) / 3, height]) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await page.waitForTimeout(100);
    expect(await coveredByHelp(page), `scrolled to ${Math.round(y)} of ${page.url()}`).toEqual([]);
  }
  expect(await cutBadges(page), page.url()).toEqual([]);
}

for (const viewport of [
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px Help covers nothing and status badges are whole`, async ({ page }) => {
    // the first journey after the server starts shares the machine with its model loading
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, 'admin@acme.test', '/placeholders');
    await page.getByRole('button').filter({ hasText: /acme/i }).first().click();
    await expect(page.getByText(/in total/)).toBeVisible({ timeout: 30_000 });
    // one Help: in the top bar on a phone, over the side menu's free strip on a desktop
    const help = page.locator('[aria-label="Help"]:visible');
    await expect(help).toHaveCount(1);
    if (viewport.width < 768) await expect(page.getByRole('banner').getByLabel('Help')).toBeVisible();
    else expect((await help.boundingBox())!.x + 44).toBeLessThanOrEqual(264);
    for (const path of ['/placeholders', '/questions?page=4']) {
      await page.goto(path);
      await expect(page.getByText(/in total/)).toBeVisible();
      await expect(page.getByText(/Enabled in \d of 5 countries/).first()).toBeVisible();
      await checkAtEveryScroll(page);
    }
    const detail = await page.locator('a', { hasText: 'View answers' }).first().getAttribute('href');
    await page.goto(detail!);
    await expect(page.getByText('Preview as an employee')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-testid^="country-card-"]').first()).toBeVisible();
    await checkAtEveryScroll(page);
  });
}
