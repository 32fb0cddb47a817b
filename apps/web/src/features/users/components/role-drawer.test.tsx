import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import { bindApiSession } from '../../../lib/api-client';
import { TenantProvider } from '../../../lib/tenant';
import { fakeApi } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render-app';
import { RoleDrawer } from './role-drawer';

const tenant = { tenantId: 1, tenantName: 'Acme', tenants: [], canSwitch: false, switchTenant: () => {} };
const itAdmin: TRole = {
  id: 5,
  name: 'IT',
  description: '',
  permissions: ['it-admin'],
  countryRelated: false,
  categoryRelated: false,
  countries: [],
  categories: [],
  isCustomerSuccessManager: false,
  version: 2,
};

function renderDrawer(role: TRole | null, heldPermissions: readonly string[]) {
  bindApiSession({ getAccessToken: async () => 't', renew: async () => true, signIn: async () => {} });
  return render(
    <TestProviders>
      <TenantProvider value={tenant}>
        <RoleDrawer
          role={role}
          countries={[{ id: 2, name: 'Spain' }]}
          categories={[]}
          heldPermissions={heldPermissions}
          onClose={() => {}}
        />
      </TenantProvider>
    </TestProviders>,
  );
}

describe('RoleDrawer', () => {
  it('offers only the permissions the user manager holds, and shows why the server refuses more', async () => {
    const message =
      'You can only grant permissions you hold yourself, in the countries and categories you hold them: Knowledge base.';
    const { calls } = fakeApi({
      'POST /api/Roles/': { status: 403, body: { error: { code: 'FORBIDDEN', message } } },
    });
    renderDrawer(null, ['manage-users', 'normal-user']);
    const dialog = await screen.findByRole('dialog');
    const box = (name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
    expect([
      box('IT administration').disabled,
      box('Knowledge base').disabled,
      box('Knowledge base').checked,
    ]).toEqual([true, false, true]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Helpers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(calls).toHaveLength(1);
  });

  it('locks a role that grants more than the user manager holds', async () => {
    fakeApi({});
    renderDrawer(itAdmin, ['manage-users', 'normal-user']);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('role-beyond-reach').textContent).toContain('do not hold yourself');
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Knowledge base' }) as HTMLInputElement).disabled,
    ).toBe(true);
    for (const name of ['Save', 'Delete role'])
      expect((within(dialog).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names each permission and says what it opens, never its key', async () => {
    fakeApi({});
    renderDrawer(null, ['manage-users', 'normal-user']);
    const dialog = await screen.findByRole('dialog');
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(PERMISSIONS.length);
    const review = within(dialog).getByRole('checkbox', { name: 'Review questions' });
    expect(review.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(review.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toBe('Review Results: read what employees asked and teach the bot from it.');
    for (const key of PERMISSIONS) expect(within(dialog).queryByText(key)).toBeNull();
  });
});
