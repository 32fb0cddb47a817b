import { expect, test } from '@playwright/test';
import { ALL_ACME_ENTRIES, menuEntries, PASSWORD, signIn } from './helpers';

test('a wrong password is refused without saying whether the account exists', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await page.getByLabel('Email').fill('someone@nowhere.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
});

test('admin picks a tenant, sees every entry, switches tenant and logs out', async ({ page }) => {
  await signIn(page, 'admin@acme.test');
  const picker = page.getByRole('list', { name: 'Tenants' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button')).toHaveText([/Acme Corp/, /Globex Ltd/]);
  await picker.getByRole('button', { name: /Acme Corp/ }).click();

  await expect(page.getByText(/Welcome, /)).toBeVisible();
  expect(await menuEntries(page)).toEqual(ALL_ACME_ENTRIES);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('button', { name: 'Switch Tenant' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByText(/©.*All rights reserved/)).toBeVisible();

  await nav.getByRole('button', { name: 'Switch Tenant' }).click();
  await page
    .getByRole('list', { name: 'Tenants' })
    .getByRole('button', { name: /Globex Ltd/ })
    .click();
  const globex = await menuEntries(page);
  expect(globex).not.toContain('Surveys');
  expect(globex).not.toContain('Test Bot');
  expect(globex).toContain('Push Messages');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log Out' }).click();
  // the sign-out page confirms by itself, returns to the portal, which sends the browser to sign in
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.goto('/questions');
  await page.waitForURL(/\/oidc\/interaction\//);
});

test('a deep link survives the sign-in and is served by the app', async ({ page }) => {
  await signIn(page, 'editor.es@acme.test', '/question/12');
  await expect(page).toHaveURL(/\/question\/12$/);
  expect(await menuEntries(page)).toEqual([
    'Home',
    'Placeholders',
    'Questions',
    'Bot Reactions',
    'Push Messages',
    'Surveys',
    'Documents',
    'Custom Questions',
  ]);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Questions', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Switch Tenant' })).toHaveCount(0);

  // the page holds no stylesheet its loading screen waits for; the portal applies it before rendering
  const html = await (await page.request.get('/question/12', { headers: { accept: 'text/html' } })).text();
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(html).toMatch(/<link rel="preload" as="style"[^>]* data-portal-styles>/);
  // and it names the question page's code, which downloads with the shell's
  expect(html).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/question-page-[\w-]+\.js">/);
  // every chunk asks Chrome to compile its functions while it streams in (a compile hint on its first line)
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[\w-]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) {
    const code = await (await page.request.get(script)).text();
    expect(code.split('\n', 1)[0], script).toBe('//# allFunctionsCalledOnLoad');
  }
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).not.toMatch(/^Times|^serif/);
  const isApplied = await page.evaluate(() => {
    const href = document.querySelector('link[data-portal-styles]')?.getAttribute('href');
    return [...document.querySelectorAll('link[rel="stylesheet"]')].some(
      (l) => l.getAttribute('href') === href,
    );
  });
  expect(isApplied).toBe(true);
  // the theme's colours come from the stylesheet the build wrote, not from a style element at start
  const theme = await page.evaluate(() => ({
    brand: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-filled'),
    styleElements: [...document.querySelectorAll('style[data-mantine-styles]')].filter((s) =>
      s.textContent?.includes('--mantine-color-brand-filled'),
    ).length,
  }));
  expect(theme).toEqual({ brand: '#4d64de', styleElements: 0 });
});

test('the reviewer sees review and feedback', async ({ page }) => {
  await signIn(page, 'reviewer@acme.test');
  expect(await menuEntries(page)).toEqual([
    'Home',
    'Placeholders',
    'Questions',
    'Bot Reactions',
    'Push Messages',
    'Surveys',
    'Documents',
    'Review Results',
    'Feedback',
    'Custom Questions',
  ]);
});

test('a web-chat-only user lands on Test Bot', async ({ page }) => {
  await signIn(page, 'webchat@acme.test');
  await page.waitForURL(/\/webChat$/);
  expect(await menuEntries(page)).toEqual(['Test Bot']);
});

test('a user without a tenant is told to contact the company administrator', async ({ page }) => {
  await signIn(page, 'nobody@acme.test');
  await expect(
    page.getByText(
      'Thank you for logging into the product, to gain access to the portal please contact your company administrator.',
    ),
  ).toBeVisible();
});

test('the Customer Success Manager sees the whole Acme portal', async ({ page }) => {
  await signIn(page, 'csm@vendor.test');
  expect(await menuEntries(page)).toEqual(ALL_ACME_ENTRIES);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await signIn(page, 'reviewer@acme.test', '/no/such/page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});
