import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TItAdminConfig } from '@askhr/shared/it-admin/it-admin.schemas';
import type { TFakeResponse } from '../../test/fake-api';
import { knowledgeApi } from '../../test/knowledge-api';
import { active, renderApp } from '../../test/render-app';
import { goToSlack } from '../../features/it-admin/components/go-to-slack';

vi.mock('../../features/it-admin/components/go-to-slack', () => ({ goToSlack: vi.fn() }));

const AUTHORIZE = 'https://slack.com/oauth/v2/authorize?client_id=1.2&state=st-1';
const CONFIG: TItAdminConfig = {
  slack: {
    workspaces: [{ id: 'TACME', name: 'Acme HQ' }],
    state: 'st-1',
    clientId: '1.2',
    authorizeUrl: AUTHORIZE,
  },
  channels: [
    {
      id: 'slack:TACME',
      type: 'slack',
      name: 'Acme HQ',
      onlyAllowedRecipients: false,
      allowedRecipients: [],
      version: 0,
    },
    {
      id: 'directline',
      type: 'directline',
      name: 'Web Chat',
      onlyAllowedRecipients: true,
      allowedRecipients: ['dl-1'],
      version: 3,
    },
  ],
  emailInboxes: [],
};

function itAdminApi(routes: Record<string, TFakeResponse> = {}, features = active('PushMessaging')) {
  return knowledgeApi({
    features,
    routes: {
      'GET /api/Permissions/': { body: ['it-admin'] },
      'GET /api/CustomSettings/ITAdminConfig': { body: CONFIG },
      ...routes,
    },
  });
}
const bodyOf = (calls: ReturnType<typeof itAdminApi>['calls'], path: string) =>
  JSON.parse(String(calls.find((c) => c.method === 'POST' && c.path === path)!.body));

afterEach(() => {
  notifications.clean();
  sessionStorage.clear();
  vi.mocked(goToSlack).mockClear();
});

describe('IT Admin page', { timeout: 40_000 }, () => {
  it('lists the Slack workspaces and sends the browser to Slack after the confirm', async () => {
    itAdminApi();
    renderApp({ path: '/itAdmin' });
    expect(await screen.findByRole('cell', { name: 'TACME' }, { timeout: 12_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Slack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install the bot into Slack' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Slack' }));
    expect(goToSlack).toHaveBeenCalledWith(AUTHORIZE);
  });

  it('finishes an install that came back through /ExchangeSlackToken, naming the product', async () => {
    const { calls } = itAdminApi({
      'POST /api/CustomSettings/Slack': {
        body: { workspace: { id: 'TNEW', name: 'New' }, productName: 'AskHR' },
      },
    });
    const { router } = renderApp({ path: '/ExchangeSlackToken?code=c-1&state=st-1' });
    expect(
      await screen.findByText(
        'AskHR was succesfully installed into your Slack Workspace',
        {},
        { timeout: 12_000 },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/itAdmin/');
    expect(bodyOf(calls, '/api/CustomSettings/Slack')).toEqual({ code: 'c-1', state: 'st-1' });
    expect(sessionStorage.length).toBe(0);
  });

  it('shows what Slack reported, and keeps it open', async () => {
    itAdminApi();
    renderApp({ path: '/ExchangeSlackToken?error=access_denied&state=st-1' });
    expect(
      await screen.findByText(
        "There was an error while installing the Slack app, but you can try again. Here's what Slack reported: access_denied",
        {},
        { timeout: 12_000 },
      ),
    ).toBeTruthy();
  });

  it("shows the server's reason when the exchange fails", async () => {
    const refused =
      'This Slack install link has expired or was already used. Please start the install again.';
    itAdminApi({
      'POST /api/CustomSettings/Slack': {
        status: 400,
        body: { error: { code: 'VALIDATION', message: refused, fields: {} } },
      },
    });
    renderApp({ path: '/ExchangeSlackToken?code=c-2&state=old' });
    expect(await screen.findByText(refused, {}, { timeout: 12_000 })).toBeTruthy();
  });

  it('saves a channel list from comma-separated ids, and says so inline when saving fails', async () => {
    const { calls } = itAdminApi({ 'POST /api/CustomSettings/ITAdminConfig': { status: 500, body: {} } });
    renderApp({ path: '/itAdmin' });
    const slack = await screen.findByTestId('allowed-list-slack:TACME', {}, { timeout: 12_000 });
    expect(
      (within(screen.getByTestId('allowed-list-directline')).getByRole('textbox') as HTMLTextAreaElement)
        .value,
    ).toBe('dl-1');
    await userEvent.click(within(slack).getByRole('switch', { name: 'Only allowed recipients' }));
    await userEvent.type(within(slack).getByRole('textbox'), ' U1 ,U2,, U1');
    await userEvent.click(within(slack).getByRole('button', { name: 'Save' }));
    expect(await within(slack).findByText('There was a problem saving the message')).toBeTruthy();
    expect(bodyOf(calls, '/api/CustomSettings/ITAdminConfig')).toEqual({
      id: 'slack:TACME',
      onlyAllowedRecipients: true,
      allowedRecipients: ['U1', 'U2'],
      version: 0,
    });
  });

  it('leaves the allowed lists out without PushMessaging or Surveys', async () => {
    itAdminApi({}, []);
    renderApp({ path: '/itAdmin' });
    expect(await screen.findByText('Acme HQ', {}, { timeout: 12_000 })).toBeTruthy();
    expect(screen.queryByText('Push Recipients Allowed List')).toBeNull();
  });

  it('says what to do when Slack is not set up, in words an IT admin knows', async () => {
    itAdminApi({
      'GET /api/CustomSettings/ITAdminConfig': {
        body: { ...CONFIG, slack: { workspaces: [], state: '', clientId: '', authorizeUrl: '' } },
      },
    });
    renderApp({ path: '/itAdmin' });
    const hint = await screen.findByText(
      /Slack is not available for your company yet/,
      {},
      { timeout: 12_000 },
    );
    expect(hint.textContent).toContain("Ask the product's customer success team");
    expect(hint.textContent).not.toMatch(/[A-Z]+_[A-Z]+/);
    expect((screen.getByRole('button', { name: 'Add to Slack' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
