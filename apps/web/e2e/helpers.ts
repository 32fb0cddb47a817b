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
];
