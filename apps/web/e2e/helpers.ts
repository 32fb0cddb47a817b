import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

/** Signs in through the embedded provider's login page, starting from `path`. */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/callback');
}

/** Signs in as a member of several tenants and opens `path` in the tenant of that name. */
export async function signInTo(page: Page, email: string, tenantName: RegExp, path: string) {
  await signIn(page, email, path);
  await page.getByRole('list', { name: 'Tenants' }).getByRole('button', { name: tenantName }).click();
}

/** The text as a regular expression that matches it literally. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Sends a message in the Test Bot and waits for the bot's first reply to it (whatever it is): the
 * transcript is a feed with one article per message, the employee's and the bot's.
 */
export async function askBot(page: Page, text: string) {
  // Web Chat's markdown prints a typed apostrophe as a typographic one
  const shown = new RegExp(escaped(text).replace(/'/g, "['’]"));
  const asked = page.getByRole('feed').locator(':scope > article').filter({ hasText: shown });
  const before = await asked.count();
  const input = page.getByPlaceholder('Type your message');
  await input.fill(text);
  await input.press('Enter');
  await expect(asked.nth(before).locator('xpath=following-sibling::article').first()).toBeVisible({
    timeout: 20_000,
  });
}

/** The entries of the side menu, in order. */
export async function menuEntries(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  // the entries appear once the tenant's permissions and features have loaded
  await expect(nav).toHaveAttribute('aria-busy', 'false');
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

export const ALL_ACME_ENTRIES = [
  'Home',
  'Placeholders',
  'Questions',
  'Bot Reactions',
  'Push Messages',
  'Surveys',
  'Documents',
  'Review Results',
  'Feedback',
  'IT Admin',
  'Settings',
  'Custom Questions',
  'Test Bot',
  'User Management',
  'Audit Trail',
];
