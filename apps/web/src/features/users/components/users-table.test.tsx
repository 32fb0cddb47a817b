import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TUser } from '@askhr/shared/users/users.schemas';
import { bindApiSession } from '../../../lib/api-client';
import { TenantProvider } from '../../../lib/tenant';
import { fakeApi } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render-app';
import { UsersTable } from './users-table';

const tenant = { tenantId: 1, tenantName: 'Acme', tenants: [], canSwitch: false, switchTenant: () => {} };
const user: TUser = {
  id: 9,
  email: 'pat@acme.test',
  name: 'Pat',
  active: true,
  roles: [{ id: 2, name: 'Reviewer', description: '', countryRelated: false, categoryRelated: false }],
  admin: false,
  identityId: null,
  lastSeen: null,
  customerUserId: 30,
  customerUsers: [],
  isInvitePending: true,
  version: 3,
};

function renderTable(onEdit?: (user: TUser) => void) {
  bindApiSession({ getAccessToken: async () => 't', renew: async () => true, signIn: async () => {} });
  return render(
    <TestProviders>
      <TenantProvider value={tenant}>
        <UsersTable users={[user]} timeZone="UTC" onEdit={onEdit} />
      </TenantProvider>
    </TestProviders>,
  );
}

describe('UsersTable', () => {
  it('shows roles, a pending invitation and never-seen users, and switches a user off with its version', async () => {
    const { calls } = fakeApi({
      'POST /api/Users/9/active': { body: { ...user, active: false, version: 4 } },
    });
    const edited: TUser[] = [];
    renderTable((u) => edited.push(u));
    expect(screen.getByText('Reviewer')).toBeTruthy();
    expect(screen.getByText('Invitation pending')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit pat@acme.test' }));
    expect(edited).toEqual([user]);
    await userEvent.click(screen.getByRole('switch', { name: 'pat@acme.test is active' }));
    await screen.findByText('Reviewer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ active: false, version: 3 });
  });

  it('leaves rows without an editor read-only', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Edit pat@acme.test' })).toBeNull();
    // a state nobody here may change is said in words, not shown as a grey switch that reads as off
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('active-state-9').textContent).toBe('Active');
  });
});

describe('UsersTable on a phone', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('lists each user as a block with its roles, Active and Last seen under labels, not as table columns', () => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    renderTable(() => {});
    expect(screen.queryByRole('table')).toBeNull();
    const item = within(screen.getByRole('list', { name: 'Users' })).getByRole('listitem');
    expect(within(item).getByText('Reviewer')).toBeTruthy();
    expect(within(item).getByRole('switch', { name: 'pat@acme.test is active' })).toBeTruthy();
    expect(within(item).getByText('Active')).toBeTruthy();
    expect(item.textContent).toContain('Last seen: Never');
  });
});
