import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsavedChangesStore } from '../../../components/unsaved-changes/unsaved-changes-store';
import { bindApiSession } from '../../../lib/api-client';
import { TenantProvider } from '../../../lib/tenant';
import { fakeApi, type TFakeResponse } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render-app';
import { MessageRetentionCard } from './message-retention-card';

const tenant = { tenantId: 1, tenantName: 'Acme', tenants: [], canSwitch: false, switchTenant: () => {} };
const SAVE = 'POST /api/CustomSettings/MessageRetentionDays';

function renderCard(stored: string | undefined, save: TFakeResponse) {
  const api = fakeApi({ [SAVE]: save });
  bindApiSession({ getAccessToken: async () => 't', renew: async () => true, signIn: async () => {} });
  render(
    <TestProviders>
      <TenantProvider value={tenant}>
        <MessageRetentionCard stored={stored} />
      </TenantProvider>
    </TestProviders>,
  );
  return api;
}

const daysBox = () =>
  screen.getByRole('textbox', { name: "Keep employees' messages for" }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function typeDays(days: string) {
  await userEvent.clear(daysBox());
  await userEvent.type(daysBox(), days);
}

afterEach(() => vi.unstubAllGlobals());

describe('MessageRetentionCard', () => {
  it('shows the default of 365 days when the tenant has not chosen, and says what is deleted', () => {
    renderCard(undefined, {});
    expect(daysBox().value).toBe('365');
    expect(saveButton().disabled).toBe(true);
    expect(unsavedChangesStore.hasAny()).toBe(false);
    expect(screen.getByText(/Direct Line transcripts, ratings and survey answers/)).toBeTruthy();
    expect(screen.getByText(/kept as anonymous totals/)).toBeTruthy();
  });

  it('shows the stored number of days', () => {
    renderCard('90', {});
    expect(daysBox().value).toBe('90');
  });

  it('refuses fewer than 30 days on the field, without asking the server', async () => {
    const { calls } = renderCard(undefined, {});
    await typeDays('29');
    expect(screen.getByText('Messages are kept from 30 to 3,650 days.')).toBeTruthy();
    expect(daysBox().getAttribute('aria-invalid')).toBe('true');
    expect(saveButton().disabled).toBe(true);
    // typed work is guarded even while it cannot be saved
    expect(unsavedChangesStore.hasAny()).toBe(true);
    await userEvent.clear(daysBox());
    expect(screen.getByText('Please enter the number of days as a whole number.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal on the field", async () => {
    const message = 'Messages are kept from 30 to 3650 days.';
    renderCard(undefined, {
      status: 400,
      body: { error: { code: 'VALIDATION', message, fields: { value: [message] } } },
    });
    await typeDays('90');
    await userEvent.click(saveButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(daysBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/we couldn't/)).toBeNull();
    await userEvent.type(daysBox(), '0');
    expect(screen.queryByText(message)).toBeNull();
  });

  it('saves 90 days as the setting MessageRetentionDays and says so', async () => {
    const { calls } = renderCard(undefined, { body: { key: 'MessageRetentionDays', value: '90' } });
    await typeDays('90');
    expect(saveButton().disabled).toBe(false);
    await userEvent.click(saveButton());
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toBe('/api/CustomSettings/MessageRetentionDays');
    expect(calls[0]!.headers.get('X-Tenant-Id')).toBe('1');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ key: 'MessageRetentionDays', value: '90' });
  });
});
