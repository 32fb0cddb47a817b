import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCustomBot } from '@askhr/shared/it-admin/custom-bot.schemas';
import type { TEmailInbox } from '@askhr/shared/it-admin/email-inboxes.schemas';
import type { TFakeResponse } from '../../test/fake-api';
import { knowledgeApi } from '../../test/knowledge-api';
import { active, renderApp } from '../../test/render-app';

const INBOXES = '/api/CustomSettings/email/inboxes';
// a 1x1 transparent PNG
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const BOT: TCustomBot = {
  customBotId: 4,
  name: { short: 'Ask Acme', full: 'Ask Acme, the workplace assistant' },
  description: { short: 'HR answers', full: 'HR and IT answers for Acme employees.' },
  icons: { color: 'color.png', outline: 'outline.png' },
  accentColor: '#4F46E5',
  iconsColorFile: PNG,
  iconsOutlineFile: PNG,
  version: 3,
};
const HR: TEmailInbox = { id: 7, name: 'HR Service Desk', email: 'hr-desk@acme.test', version: 1 };

function itAdminApi(
  features = active('CustomBot', 'EscalateNotSatisfactoryAnswer'),
  routes: Record<string, TFakeResponse> = {},
) {
  return knowledgeApi({
    features,
    routes: {
      'GET /api/Permissions/': { body: ['it-admin'] },
      'GET /api/CustomBot/': { body: BOT },
      'GET /api/CustomSettings/ITAdminConfig': {
        body: {
          slack: {
            workspaces: [],
            state: 'st',
            clientId: '1.2',
            authorizeUrl: 'https://slack.test/authorize',
          },
          channels: [],
          emailInboxes: [HR],
        },
      },
      'POST /api/CustomBot/': { body: { id: 4, version: 4 } },
      [`GET ${INBOXES}`]: { body: [HR] },
      [`POST ${INBOXES}`]: { body: { ...HR, id: 8 } },
      [`PUT ${INBOXES}`]: { body: HR },
      [`DELETE ${INBOXES}/7`]: { status: 204 },
      ...routes,
    },
  });
}

const bodyOf = (calls: ReturnType<typeof itAdminApi>['calls'], method: string, path: string) =>
  JSON.parse(String(calls.find((c) => c.method === method && c.path === path)!.body)) as Record<
    string,
    unknown
  >;

afterEach(() => notifications.clean());

describe('IT Admin page', { timeout: 15_000 }, () => {
  it('shows only the sections whose feature the tenant has', async () => {
    itAdminApi(active('EscalateNotSatisfactoryAnswer'));
    renderApp({ path: '/itAdmin' });
    expect(await screen.findByRole('heading', { name: 'Support email inboxes' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'MS Teams options' })).toBeNull();
  });

  it('saves the Teams package from the version read, and says so', async () => {
    const { calls } = itAdminApi();
    renderApp({ path: '/itAdmin' });
    const shortName = await screen.findByRole('textbox', { name: 'Short name' }, { timeout: 5000 });
    expect((shortName as HTMLInputElement).value).toBe('Ask Acme');
    await userEvent.clear(shortName);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please add the short name')).toBeTruthy();
    await userEvent.type(shortName, 'Ask HR');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bot was customized! Now you can download it')).toBeTruthy();
    expect(bodyOf(calls, 'POST', '/api/CustomBot/')).toMatchObject({ name: { short: 'Ask HR' }, version: 3 });
  });

  it('asks to save unsaved changes before downloading the package, which is built from the saved ones', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }),
    );
    const { calls } = itAdminApi(undefined, { 'GET /api/CustomBot/download': { body: 'zip' } });
    const asked = () => calls.filter((c) => c.path === '/api/CustomBot/download' || c.method === 'POST');
    renderApp({ path: '/itAdmin' });
    const shortName = await screen.findByRole('textbox', { name: 'Short name' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Download package' }));
    await waitFor(() => expect(asked().map((c) => c.method)).toEqual(['GET']));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.type(shortName, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Download package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your changes first?' });
    expect(asked()).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and download' }));
    await waitFor(() =>
      expect(
        asked()
          .map((c) => `${c.method} ${c.path}`)
          .slice(1),
      ).toEqual(['POST /api/CustomBot/', 'GET /api/CustomBot/download']),
    );
    expect(bodyOf(calls, 'POST', '/api/CustomBot/')).toMatchObject({ name: { short: 'Ask Acme!' } });
  });

  it('refuses an icon that is not PNG, GIF or JPEG before uploading it', async () => {
    itAdminApi();
    renderApp({ path: '/itAdmin' });
    await screen.findByRole('textbox', { name: 'Short name' }, { timeout: 5000 });
    const [colorInput] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const webp = new File(['x'], 'icon.webp', { type: 'image/webp' });
    await userEvent.upload(colorInput!, webp, { applyAccept: false });
    expect(await screen.findByText('Icons must be PNG, GIF or JPEG images.')).toBeTruthy();
  });

  it('says the spec’s words when saving the package fails', async () => {
    itAdminApi(undefined, {
      'POST /api/CustomBot/': { status: 500, body: { error: { code: 'X', message: 'x' } } },
    });
    renderApp({ path: '/itAdmin' });
    await screen.findByRole('textbox', { name: 'Short name' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There was a problem saving the changes, please try later.')).toBeTruthy();
  });

  it('adds an inbox with POST, edits one with PUT and deletes one', async () => {
    const { calls } = itAdminApi();
    renderApp({ path: '/itAdmin' });
    expect(await screen.findByText('hr-desk@acme.test', undefined, { timeout: 5000 })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add inbox' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a support inbox' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please add a name')).toBeTruthy();
    expect(within(dialog).getByText('Please add a valid e-mail address')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Payroll');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /E-mail address/ }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /E-mail address/ }),
      'payroll@acme.test',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(calls, 'POST', INBOXES)).toEqual({ name: 'Payroll', email: 'payroll@acme.test' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit HR Service Desk' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit the support inbox' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' Spain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(bodyOf(calls, 'PUT', INBOXES)).toEqual({
      id: 7,
      version: 1,
      name: 'HR Service Desk Spain',
      email: 'hr-desk@acme.test',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete HR Service Desk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `${INBOXES}/7`)).toBe(true),
    );
  });

  it('says the inbox could not be saved, also when a delete fails', async () => {
    itAdminApi(undefined, {
      [`POST ${INBOXES}`]: { status: 500, body: { error: { code: 'X', message: 'x' } } },
      [`DELETE ${INBOXES}/7`]: { status: 500, body: { error: { code: 'X', message: 'x' } } },
    });
    renderApp({ path: '/itAdmin' });
    await screen.findByText('hr-desk@acme.test', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Delete HR Service Desk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There was a problem saving the inbox')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add inbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a support inbox' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Payroll');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /E-mail address/ }),
      'payroll@acme.test',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('There was a problem saving the inbox')).toBeTruthy();
  });
});
