import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuditEvent } from '@askhr/shared/audit/audit.schemas';
import { fakeApi, type TFakeResponse } from '../../../test/fake-api';
import { lastQuery } from '../../../test/knowledge-api';
import { renderApp, userWith } from '../../../test/render-app';

const PAGE = '/api/AuditTrail/page';
const EXPORT = '/api/AuditTrail/export.csv';

const EVENTS: TAuditEvent[] = [
  {
    id: 2,
    at: '2026-11-20T09:30:00.000Z',
    action: 'user.invite',
    actor: 'ana@acme.test',
    target: 'pat@acme.test',
    detail: 'roles: Reviewer',
  },
  {
    id: 1,
    at: '2026-11-19T08:00:00.000Z',
    action: 'sign-in-failed',
    actor: null,
    target: null,
    detail: null,
  },
];

function auditApi({
  permissions = ['normal-user', 'manage-users'],
  page = { body: { data: EVENTS, total: 2 } },
}: { permissions?: string[]; page?: TFakeResponse } = {}) {
  return fakeApi({
    'GET /api/Users/current': { body: userWith([[1, 'Acme']]) },
    'GET /api/Permissions/': { body: permissions },
    'GET /api/Features/byTenant': { body: [] },
    'GET /api/Countries/Active': { body: [{ id: 1, name: 'Global', code: 'GLOBAL', editable: true }] },
    'GET /api/CustomSettings/': { body: [] },
    'GET /api/CustomSettings/Timezone': { body: { reportsTimeZone: 'Europe/Madrid' } },
    [`GET ${PAGE}`]: page,
    [`GET ${EXPORT}`]: { body: 'at,action,actor,target,detail' },
  });
}

async function openAudit(path = '/audit-trail') {
  const view = renderApp({ path });
  await screen.findByText('roles: Reviewer', undefined, { timeout: 10_000 });
  return view;
}

const menuLabels = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  await waitFor(() => expect(nav.getAttribute('aria-busy')).toBe('false'));
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

describe('Audit trail page', { timeout: 15_000 }, () => {
  it('lists the events with their labels and times in the company time zone', async () => {
    const { fetchMock } = auditApi();
    await openAudit();
    expect(screen.getByRole('heading', { name: 'Audit Trail' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Audit events' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TimeActionDone byTargetDetail',
      '20 Nov 2026, 10:30 CETUser invitedana@acme.testpat@acme.testroles: Reviewer',
      '19 Nov 2026, 09:00 CETSign-in failedUnknown account——',
    ]);
    expect(Object.fromEntries(lastQuery(fetchMock, PAGE))).toEqual({ offset: '0', limit: '50' });
  });

  it('sends the filters of the address, and applies typed text once the user pauses', async () => {
    const { fetchMock } = auditApi();
    const { router } = await openAudit('/audit-trail?from=2026-11-01&to=2026-11-20&action=user.invite');
    expect(Object.fromEntries(lastQuery(fetchMock, PAGE))).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
      action: 'user.invite',
      offset: '0',
      limit: '50',
    });
    expect((screen.getByLabelText('Action') as HTMLInputElement).value).toBe('User invited');

    await userEvent.type(screen.getByRole('textbox', { name: 'Done by' }), 'ana@');
    expect(lastQuery(fetchMock, PAGE).get('actor')).toBeNull();
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).get('actor')).toBe('ana@'), { timeout: 3000 });
    expect(router.state.location.search).toBe(
      '?from=2026-11-01&to=2026-11-20&action=user.invite&actor=ana%40',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(fetchMock, PAGE))).toEqual({ offset: '0', limit: '50' }),
    );
  });

  it('filters on an action picked from the list of labels', async () => {
    const { fetchMock } = auditApi();
    await openAudit();
    await userEvent.click(screen.getByLabelText('Action'));
    const listbox = await screen.findByRole('listbox', { hidden: true });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Role deleted', hidden: true }));
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).get('action')).toBe('role.delete'));
  });

  it('exports the events of the applied filters as CSV', async () => {
    const { calls } = auditApi();
    const createObjectURL = vi.fn(() => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await openAudit('/audit-trail?action=sign-in&target=acme');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['export.csv']));
    const exported = calls.find((call) => call.path === EXPORT)!;
    expect(Object.fromEntries(new URLSearchParams(exported.search))).toEqual({
      action: 'sign-in',
      target: 'acme',
    });
    expect(exported.headers.get('X-Tenant-Id')).toBe('1');
    expect(exported.headers.get('Authorization')).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and offers to try again when the load fails', async () => {
    auditApi({ page: { body: { data: [], total: 0 } } });
    const empty = renderApp({ path: '/audit-trail' });
    expect(await screen.findByText('No events')).toBeTruthy();
    empty.unmount();

    auditApi({ page: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    renderApp({ path: '/audit-trail' });
    expect(
      await screen.findByText('There was an error while getting the audit trail, but you can try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows each event as a block on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      auditApi();
      await openAudit();
      expect(screen.queryByRole('table')).toBeNull();
      const items = within(screen.getByRole('list', { name: 'Audit events' })).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]!.textContent).toContain('Target: pat@acme.test');
      // the filters are folded away until asked for
      const show = screen.getByRole('button', { name: 'Show filters (0 on)' });
      expect(show.getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(show);
      expect(screen.getByRole('button', { name: 'Hide filters' }).getAttribute('aria-expanded')).toBe('true');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

describe('Audit trail in the menu', { timeout: 15_000 }, () => {
  it('is offered next to User Management to a user who manages users', async () => {
    auditApi({ permissions: ['manage-users'] });
    renderApp({ path: '/' });
    expect(await menuLabels()).toEqual(['User Management', 'Audit Trail']);
  });

  it('is hidden from, and refused to, a user without manage-users', async () => {
    const { calls } = auditApi({ permissions: ['normal-user', 'admin-user'] });
    renderApp({ path: '/audit-trail' });
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(await menuLabels()).not.toContain('Audit Trail');
    expect(calls.some((call) => call.path === PAGE)).toBe(false);
  });
});
