import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TUser } from '@askhr/shared/users/users.schemas';
import { bindApiSession } from '../../../lib/api-client';
import { TenantProvider } from '../../../lib/tenant';
import { fakeApi } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render-app';
import { UserDrawer } from './user-drawer';

const tenant = { tenantId: 1, tenantName: 'Acme', tenants: [], canSwitch: false, switchTenant: () => {} };
const role = (id: number, name: string, extra: Partial<TRole> = {}): TRole => ({
  id,
  name,
  description: '',
  permissions: ['normal-user'],
  countryRelated: false,
  categoryRelated: false,
  countries: [],
  categories: [],
  isCustomerSuccessManager: false,
  version: 1,
  ...extra,
});
const roles = [
  role(1, 'Administrator', { permissions: ['manage-users', 'normal-user', 'it-admin'] }),
  role(2, 'Editor Spain', { countryRelated: true, countries: [2] }),
  role(3, 'Payroll', { categoryRelated: true, categories: [7] }),
  role(4, 'Customer Success Manager', { isCustomerSuccessManager: true }),
];
const user: TUser = {
  id: 9,
  email: 'pat@acme.test',
  name: 'Pat',
  active: true,
  roles: [{ id: 2, name: 'Editor Spain', description: '', countryRelated: true, categoryRelated: false }],
  admin: false,
  identityId: 'bound',
  lastSeen: null,
  customerUserId: 30,
  customerUsers: [],
  isInvitePending: false,
  version: 4,
};

function renderDrawer(edited: TUser | null, heldPermissions: readonly string[] = PERMISSIONS) {
  bindApiSession({ getAccessToken: async () => 't', renew: async () => true, signIn: async () => {} });
  return render(
    <TestProviders>
      <TenantProvider value={tenant}>
        <UserDrawer user={edited} roles={roles} heldPermissions={heldPermissions} onClose={() => {}} />
      </TenantProvider>
    </TestProviders>,
  );
}

describe('UserDrawer', () => {
  it('groups the roles, hides the vendor role and shows the temporary password once invited', async () => {
    const { calls } = fakeApi({
      'POST /api/Users/': {
        body: {
          user: { ...user, email: 'new@acme.test', identityId: null, roles: [] },
          temporaryPassword: 'Tmp-pass-123456',
        },
      },
    });
    renderDrawer(null);
    const dialog = await screen.findByRole('dialog');
    for (const group of ['Roles', 'By Countries', 'By Categories'])
      expect(within(dialog).getAllByText(group).length).toBeGreaterThan(0);
    expect(within(dialog).queryByText('Customer Success Manager')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Email is required')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'New@Acme.test');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Payroll' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect((await screen.findByTestId('temporary-password')).textContent).toBe('Tmp-pass-123456');
    expect(JSON.parse(calls[0]!.body as string)).toMatchObject({
      id: 0,
      email: 'New@Acme.test',
      roleIds: [3],
    });
  });

  it("locks an identity-bound user's email and sends the version it read", async () => {
    const { calls } = fakeApi({ 'POST /api/Users/': { body: { user, temporaryPassword: null } } });
    renderDrawer(user);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: /Email/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Editor Spain' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Administrator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse(calls[0]!.body as string)).toEqual({
      id: 9,
      email: 'pat@acme.test',
      roleIds: [2, 1],
      version: 4,
    });
  });

  it('offers only roles within what the user manager holds, and locks a user who holds more', async () => {
    const { calls } = fakeApi({});
    const { unmount } = renderDrawer(null, ['manage-users', 'normal-user']);
    const dialog = await screen.findByRole('dialog');
    const box = (name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
    expect([box('Administrator').disabled, box('Editor Spain').disabled]).toEqual([true, false]);
    expect(within(dialog).getByText(/cannot be given/)).toBeTruthy();
    unmount();

    const admin = { ...user, roles: [{ ...user.roles[0]!, id: 1, name: 'Administrator' }] };
    renderDrawer(admin, ['manage-users', 'normal-user']);
    const locked = await screen.findByRole('dialog');
    expect(within(locked).getByTestId('user-beyond-reach').textContent).toContain('more than you hold');
    expect((within(locked).getByRole('checkbox', { name: 'Payroll' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((within(locked).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('shows why a save was refused', async () => {
    fakeApi({
      'POST /api/Users/': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Someone else changed this user meanwhile.' } },
      },
    });
    renderDrawer(user);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Someone else changed this user meanwhile.',
    );
  });

  it("shows the server's refusal of a role reaching wider than the user manager", async () => {
    const message =
      'These roles grant more than you hold yourself, so you cannot give or take them: Payroll.';
    fakeApi({ 'POST /api/Users/': { status: 403, body: { error: { code: 'FORBIDDEN', message } } } });
    renderDrawer(user);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Payroll' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
