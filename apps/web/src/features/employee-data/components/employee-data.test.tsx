import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TEmployeeBotUser } from '@askhr/shared/employee-data/employee-data.schemas';
import { fakeApi, type TFakeResponse } from '../../../test/fake-api';
import { lastQuery } from '../../../test/knowledge-api';
import { renderApp, userWith } from '../../../test/render-app';

const FIND = '/api/EmployeeData/find';
const EXPORT = '/api/EmployeeData/export';
const ERASE = '/api/EmployeeData/erase';

const BOT_USERS: TEmployeeBotUser[] = [
  {
    id: 11,
    channel: 'slack',
    channelUserId: 'U01PAT',
    email: 'pat@acme.test',
    name: 'Pat Doe',
    firstSeen: '2026-10-01T08:00:00.000Z',
    lastSeen: '2026-11-20T09:30:00.000Z',
    messages: 12,
  },
  {
    id: 12,
    channel: 'directline',
    channelUserId: 'dl-pat',
    email: 'Pat@acme.test',
    name: null,
    firstSeen: '2026-11-02T10:00:00.000Z',
    lastSeen: '2026-11-03T10:00:00.000Z',
    messages: 3,
  },
];

const ERASED = {
  erased: { botUsers: 2, messages: 15, activities: 0, surveyResponses: 1, deliveries: 0 },
};

function employeeApi({
  find = { body: { botUsers: BOT_USERS } },
  erase = { body: ERASED },
}: { find?: TFakeResponse | (() => TFakeResponse); erase?: TFakeResponse } = {}) {
  return fakeApi({
    'GET /api/Users/current': { body: userWith([[1, 'Acme']]) },
    'GET /api/Permissions/': { body: ['normal-user', 'manage-users'] },
    'GET /api/Features/byTenant': { body: [] },
    'GET /api/Countries/Active': { body: [{ id: 1, name: 'Global', code: 'GLOBAL', editable: true }] },
    'GET /api/CustomSettings/': { body: [] },
    'GET /api/CustomSettings/Timezone': { body: { reportsTimeZone: 'Europe/Madrid' } },
    'GET /api/Users/page': { body: { data: [], total: 0 } },
    'GET /api/Users/customerSuccessManagers': { body: [] },
    'GET /api/Roles/': { body: [] },
    'GET /api/Categories/': { body: [] },
    [`GET ${FIND}`]: find,
    [`GET ${EXPORT}`]: {
      body: { query: 'pat@acme.test', exportedAt: '2026-11-29T10:00:00.000Z', botUsers: [] },
    },
    [`POST ${ERASE}`]: erase,
  });
}

/** Opens the Employees' data tab of User Management and finds `query`. */
async function find(query = 'pat@acme.test') {
  renderApp({ path: '/users' });
  await userEvent.click(await screen.findByRole('tab', { name: "Employees' data" }, { timeout: 10_000 }));
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail or chat account' }), query);
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
}

const table = () => screen.findByRole('table', { name: 'Chat accounts' });

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

describe("Employees' data", { timeout: 20_000 }, () => {
  it('finds the chat accounts of an e-mail, one row each, times in the company time zone', async () => {
    const { fetchMock } = employeeApi();
    await find('  pat@acme.test ');
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ChannelAccount IDE-mailNameFirst seenLast seenMessages',
      'SlackU01PATpat@acme.testPat Doe1 Oct 2026, 10:00 CEST20 Nov 2026, 10:30 CET12',
      'Web Chatdl-patPat@acme.test—2 Nov 2026, 11:00 CET3 Nov 2026, 11:00 CET3',
    ]);
    expect(screen.getByText('2 chat accounts found for pat@acme.test')).toBeTruthy();
    expect(lastQuery(fetchMock, FIND).get('query')).toBe('pat@acme.test');
    // the portal users' own buttons belong to their tabs
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
  });

  it('says when no employee has the e-mail or account, and asks for one when the field is empty', async () => {
    const { calls } = employeeApi({ find: { body: { botUsers: [] } } });
    renderApp({ path: '/users' });
    await userEvent.click(await screen.findByRole('tab', { name: "Employees' data" }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Enter an e-mail address or a chat account ID.')).toBeTruthy();
    expect(calls.some((call) => call.path === FIND)).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail or chat account' }), 'U0NOBODY');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No employee with this e-mail or chat account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export as JSON' })).toBeNull();
  });

  it('exports what is kept about the query as employee-data.json', async () => {
    const { calls } = employeeApi();
    const createObjectURL = vi.fn(() => 'blob:employee');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await find();
    await userEvent.click(await screen.findByRole('button', { name: 'Export as JSON' }));
    await waitFor(() => expect(saved).toEqual(['employee-data.json']));
    const exported = calls.find((call) => call.path === EXPORT)!;
    expect(Object.fromEntries(new URLSearchParams(exported.search))).toEqual({ query: 'pat@acme.test' });
    expect(exported.headers.get('X-Tenant-Id')).toBe('1');
    expect(exported.headers.get('Authorization')).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('erases the accounts shown only once the e-mail is typed again, then clears the results', async () => {
    const { calls } = employeeApi();
    await find();
    await userEvent.click(await screen.findByRole('button', { name: 'Erase…' }));
    const modal = await screen.findByRole('dialog', { name: "Erase this employee's data" });
    expect(modal.textContent).toContain(
      'This erases 2 chat accounts and 15 messages, with their survey answers, push message deliveries and Web Chat transcripts:',
    );
    expect(
      within(within(modal).getByRole('list', { name: 'Chat accounts' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Slackpat@acme.test12 messages', 'Web ChatPat@acme.test3 messages']);

    const confirm = within(modal).getByRole('button', { name: 'Erase for good' });
    const typed = within(modal).getByRole('textbox', { name: 'Type pat@acme.test to confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(typed, 'pat@acme');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(typed, '.test');
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.click(confirm);

    expect(await screen.findByText('Erased 2 chat accounts, 15 messages, and 1 survey answer.')).toBeTruthy();
    const erased = calls.find((call) => call.method === 'POST' && call.path === ERASE)!;
    expect(JSON.parse(String(erased.body))).toEqual({ query: 'pat@acme.test', botUserIds: [11, 12] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('table', { name: 'Chat accounts' })).toBeNull();
  });

  it('explains a 409 in the confirmation and finds again on request', async () => {
    const conflict = {
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'These chat accounts no longer match the search' } },
    };
    let found = 0;
    const { calls } = employeeApi({
      erase: conflict,
      find: () => {
        found += 1;
        return { body: { botUsers: found === 1 ? BOT_USERS : BOT_USERS.slice(0, 1) } };
      },
    });
    await find();
    await userEvent.click(await screen.findByRole('button', { name: 'Erase…' }));
    const modal = await screen.findByRole('dialog');
    await userEvent.type(within(modal).getByRole('textbox'), 'pat@acme.test');
    await userEvent.click(within(modal).getByRole('button', { name: 'Erase for good' }));
    expect(
      await within(modal).findByText(
        "This employee's chat accounts changed since you found them. Find them again and check what will be erased.",
      ),
    ).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Erase for good' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(/Whoops!/)).toBeNull();

    await userEvent.click(within(modal).getByRole('button', { name: 'Find again' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Chat accounts' })).getAllByRole('row')).toHaveLength(
        2,
      ),
    );
    expect(screen.getByText('1 chat account found for pat@acme.test')).toBeTruthy();
    expect(calls.filter((call) => call.path === FIND)).toHaveLength(2);
  });

  it('raises the usual error toast when erasing fails otherwise', async () => {
    employeeApi({ erase: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    await find();
    await userEvent.click(await screen.findByRole('button', { name: 'Erase…' }));
    const modal = await screen.findByRole('dialog');
    await userEvent.type(within(modal).getByRole('textbox'), 'pat@acme.test');
    await userEvent.click(within(modal).getByRole('button', { name: 'Erase for good' }));
    expect(
      await screen.findByText(
        "Whoops! There was a problem, we couldn't erase the employee's data, please try again.",
      ),
    ).toBeTruthy();
  });

  it('shows each chat account as a block on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      employeeApi();
      await find();
      const items = within(await screen.findByRole('list', { name: 'Chat accounts' })).getAllByRole(
        'listitem',
      );
      expect(items).toHaveLength(2);
      expect(items[0]!.textContent).toContain('Account ID: U01PAT');
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
