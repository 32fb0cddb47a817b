import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/users/${name}.png`, fullPage: true });

test('an administrator invites a user, who signs in with the temporary password and replaces it', async ({
  page,
  browser,
}) => {
  const email = `journey-${Date.now()}@acme.test`;
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/users');
  await expect(page.getByRole('button', { name: 'Edit editor.es@acme.test' })).toBeVisible();
  await page.getByRole('button', { name: /Customer Success Managers/ }).click();
  await expect(page.getByText('csm@vendor.test')).toBeVisible();
  await shot(page, 'users-desktop');

  // invite, with a role; the temporary password is shown once
  await page.getByRole('button', { name: 'Invite user' }).click();
  const panel = page.getByRole('dialog', { name: 'Invite a user' });
  await expect(panel.getByText('By Countries')).toBeVisible();
  await expect(panel.getByText('Customer Success Manager', { exact: true })).toHaveCount(0);
  await panel.getByRole('textbox', { name: 'Email' }).fill(email);
  await panel.getByRole('checkbox', { name: 'Reviewer' }).check();
  await shot(page, 'users-invite-desktop');
  await panel.getByRole('button', { name: 'Invite' }).click();
  const password = (await page.getByTestId('temporary-password').textContent())!.trim();
  expect(password).toMatch(/^[\w-]{16}$/);
  await shot(page, 'users-invited-desktop');
  await page.getByRole('dialog', { name: 'User invited' }).getByRole('button', { name: 'Close' }).click();

  // listed, then given another role and switched off and on
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row.getByText('Invitation pending')).toBeVisible();
  await row.getByRole('button', { name: `Edit ${email}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await edit.getByRole('checkbox', { name: 'Bot Tester' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Bot Tester')).toBeVisible();
  // the panel's closing overlay would take the forced click on the switch
  await expect(edit).toBeHidden();
  const active = row.getByRole('switch', { name: `${email} is active` });
  await active.click({ force: true });
  await expect(active).not.toBeChecked();
  await active.click({ force: true });
  await expect(active).toBeChecked();

  // the invited user signs in and must choose a password first
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto('/');
  await invitee.waitForURL(/\/oidc\/interaction\//);
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Password').fill(password);
  await invitee.getByRole('button', { name: 'Sign in' }).click();
  await expect(invitee.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await invitee.getByLabel('New password').fill('my very own password');
  await invitee.getByLabel('Confirm the password').fill('my very own password');
  await shot(invitee, 'users-password-change');
  await invitee.getByRole('button', { name: 'Save and continue' }).click();
  await invitee.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/callback');
  await expect(invitee.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await context.close();

  // the roles tab, then the demo as it was: the invited user removed
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('button', { name: 'Edit role Editor Spain' })).toBeVisible();
  await shot(page, 'roles-desktop');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  await page.getByRole('button', { name: `Edit ${email}` }).click();
  await page.getByRole('button', { name: 'Remove user' }).click();
  await page.getByRole('button', { name: 'Click again to remove' }).click();
  await expect(page.getByRole('button', { name: `Edit ${email}` })).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the users, their panel and the roles fit the screen', async ({ page }) => {
    await signInTo(page, 'admin@acme.test', /Acme Corp/, '/users');
    await expect(page.getByRole('button', { name: 'Edit editor.es@acme.test' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'users-phone');
    await page.getByRole('button', { name: 'Edit editor.es@acme.test' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
    await shot(page, 'users-edit-phone');
    await page.getByRole('dialog', { name: 'Edit user' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Edit role Editor Spain' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit role' })).toBeVisible();
    await shot(page, 'roles-edit-phone');
  });
});
