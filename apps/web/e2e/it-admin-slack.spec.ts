import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

const SHOTS = '/tmp/shots-slack';

/** Add to Slack, confirmed: the URL the browser is sent to, held before it leaves the portal. */
async function authorizeUrlOf(page: Page) {
  let sent: URL | undefined;
  await page.route('https://slack.com/**', async (route) => {
    sent = new URL(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<p>Slack</p>' });
  });
  await page.getByRole('button', { name: 'Add to Slack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install the bot into Slack' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/slack-confirm.png`, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Continue to Slack' }).click();
  await expect.poll(() => sent?.toString()).toBeTruthy();
  return sent!;
}

test('the IT administrator starts a Slack install and limits who Web Chat pushes reach', async ({
  page,
  baseURL,
}) => {
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/itAdmin');
  await expect(page.getByRole('heading', { name: 'Slack' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Push Recipients Allowed List' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/it-admin-desktop.png`, fullPage: true, animations: 'disabled' });

  const url = await authorizeUrlOf(page);
  expect(url.origin + url.pathname).toBe('https://slack.com/oauth/v2/authorize');
  expect(url.searchParams.get('client_id')).toBe('e2e-client-id');
  expect(url.searchParams.get('scope')).toBe(
    'channels:read,im:history,chat:write,reactions:read,users:read,users:read.email',
  );
  expect(url.searchParams.get('redirect_uri')).toBe(`${baseURL}/ExchangeSlackToken`);
  const state = url.searchParams.get('state')!;
  expect(state.length).toBeGreaterThan(20);

  // Slack sends the browser back with the user's refusal: the error stays on screen
  await page.goto(`/ExchangeSlackToken?error=access_denied&state=${state}`);
  await page.waitForURL(/\/itAdmin\/$/);
  await expect(page.getByText("Here's what Slack reported: access_denied")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/slack-refused.png`, animations: 'disabled' });

  // a list on Web Chat, then cleared again as the demo had it
  const webChat = page.getByTestId('allowed-list-directline');
  const only = webChat.getByRole('switch', { name: 'Only allowed recipients' });
  const ids = webChat.getByRole('textbox', { name: 'Allowed recipient IDs' });
  await only.check({ force: true });
  await ids.fill(' dl-ana ,dl-ben,, dl-ana');
  await webChat.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(ids).toHaveValue('dl-ana, dl-ben');
  await expect(only).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/allowed-list-saved.png`, fullPage: true, animations: 'disabled' });
  await only.uncheck({ force: true });
  await ids.fill('');
  await webChat.getByRole('button', { name: 'Save' }).click();
  await expect(webChat.getByRole('button', { name: 'Save' })).toBeDisabled({ timeout: 15_000 });
  await page.reload();
  await expect(ids).toHaveValue('');
  await expect(only).not.toBeChecked();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the IT Admin sections fit the screen', async ({ page }) => {
    await signInTo(page, 'admin@acme.test', /Acme Corp/, '/itAdmin');
    await expect(page.getByRole('button', { name: 'Add to Slack' })).toBeVisible();
    await expect(page.getByTestId('allowed-list-directline')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/it-admin-phone.png`, fullPage: true, animations: 'disabled' });
  });
});
