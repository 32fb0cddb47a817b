/**
 * Screenshots of the portal's screens in one language at laptop and phone sizes, against a running
 * server, with a list of every label cut short or running off the screen (the words of Spanish and
 * German are longer than the English ones the layout was drawn with).
 * Usage: npx tsx apps/web/e2e/language-screenshots.ts [baseUrl] [outDir] [language]
 */
import type { Browser, Page } from 'playwright-core';
import { launch, open, shot, signIn, SIZES } from './knowledge-screenshots';

const language = process.argv[4] ?? 'de';
const PAGES = [
  '/',
  '/placeholders',
  '/questions',
  '/botReactions',
  '/pushMessages',
  '/surveys',
  '/documents',
  '/reviewUtterances',
  '/feedback',
  '/itAdmin',
  '/settings',
  '/customQuestions',
  '/webChat',
  '/users',
  '/audit-trail',
];

/** Texts cut by their box (an ellipsis, a hidden overflow) or reaching past the screen's right edge. */
async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const element of document.querySelectorAll<HTMLElement>(
      'button, a, label, th, h1, h2, h3, h4, [role="tab"], .mantine-Badge-label, .mantine-NavLink-label, .mantine-Button-label',
    )) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const text = element.innerText.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const style = getComputedStyle(element);
      const clips = style.overflow !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) found.push(`cut: ${text}`);
      // inside a part of the page that scrolls sideways (a table), reaching past the screen is expected
      const scrolls = element.closest(
        '.mantine-ScrollArea-viewport, .mantine-TableScrollContainer-scrollContainer',
      );
      if (!scrolls && rect.right > width + 1) found.push(`off screen: ${text}`);
    }
    if (document.documentElement.scrollWidth > width + 1) found.push('the page scrolls sideways');
    return [...new Set(found)];
  });
}

async function tour(browser: Browser, size: (typeof SIZES)[keyof typeof SIZES]) {
  const { context, page } = await signIn(browser, size, 'admin@acme.test', {
    language,
    onSignInPage: (signInPage) => shot(signInPage, `${language}-${size.width}-0-sign-in`),
  });
  const report: string[] = [];
  for (const [index, pathname] of PAGES.entries()) {
    await open(page, pathname);
    const name = `${language}-${size.width}-${index + 1}${pathname.replace(/\//g, '-') || '-home'}`;
    await shot(page, name, size.width < 600);
    for (const problem of await cutLabels(page)) report.push(`${pathname}: ${problem}`);
  }
  // the push wizard's first step, the longest labels of a dialog
  await open(page, '/pushMessages');
  await page
    .getByRole('button')
    .filter({ hasText: /\S/ })
    .locator('text=/^(Create|Crear|Erstellen)$/')
    .first()
    .click();
  await page.waitForTimeout(600);
  await shot(page, `${language}-${size.width}-wizard`);
  for (const problem of await cutLabels(page)) report.push(`wizard: ${problem}`);
  // the user's menu with its languages open (on a phone, behind the menu button)
  await page.keyboard.press('Escape');
  await open(page, '/');
  if (size.width < 600) await page.getByRole('banner').getByRole('button').last().click();
  await page.getByTestId('language-menu').click();
  await page.waitForTimeout(400);
  await shot(page, `${language}-${size.width}-language-menu`);
  await context.close();
  return report;
}

const browser = await launch();
try {
  for (const size of Object.values(SIZES)) {
    const report = await tour(browser, size);
    console.log(`\n${language} at ${size.width}×${size.height}: ${report.length} labels cut or off screen`);
    for (const line of report) console.log(`  ${line}`);
  }
} finally {
  await browser.close();
}
