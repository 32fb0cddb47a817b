import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, TestProviders } from '../../test/render-app';
import { TenantPicker } from './tenant-picker';

const NO_TENANT =
  'Thank you for logging into the product, to gain access to the portal please contact your company administrator.';

describe('TenantPicker', () => {
  it('lists the customers sorted by name and reports the choice', async () => {
    const onChoose = vi.fn();
    const tenants = [
      { id: 3, name: 'Zephyr Logistics' },
      { id: 1, name: 'acme Corp' },
      { id: 2, name: 'Globex' },
    ];
    render(
      <TestProviders>
        <TenantPicker tenants={tenants} onChoose={onChoose} email="ana@acme.test" />
      </TestProviders>,
    );
    const choices = within(screen.getByRole('list')).getAllByRole('button');
    expect(choices.map((button) => button.getAttribute('aria-label'))).toEqual([
      'acme Corp',
      'Globex',
      'Zephyr Logistics',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Globex' }));
    expect(onChoose).toHaveBeenCalledWith({ id: 2, name: 'Globex' });
  });

  it('shows the no-tenant message with a way out when the list is empty', async () => {
    const signOut = vi.fn(async () => {});
    render(
      <TestProviders session={fakeSession({ signOut })}>
        <TenantPicker tenants={[]} onChoose={() => {}} />
      </TestProviders>,
    );
    expect(screen.getByText(NO_TENANT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(signOut).toHaveBeenCalled();
  });
});
