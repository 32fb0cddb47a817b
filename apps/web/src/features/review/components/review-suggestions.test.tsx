import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bindApiSession } from '../../../lib/api-client';
import { TenantProvider } from '../../../lib/tenant';
import { fakeApi } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render-app';
import { ReviewSuggestions } from './review-suggestions';

const tenant = { tenantId: 1, tenantName: 'Acme', tenants: [], canSwitch: false, switchTenant: () => {} };

function renderSuggestions(onPick = vi.fn()) {
  bindApiSession({ getAccessToken: async () => 't', renew: async () => true, signIn: async () => {} });
  render(
    <TestProviders>
      <TenantProvider value={tenant}>
        <ReviewSuggestions id={12} onPick={onPick} />
      </TenantProvider>
    </TestProviders>,
  );
  return onPick;
}

describe('ReviewSuggestions', () => {
  it("shows the bot's top questions for the row, and hands the one clicked to the caller", async () => {
    const top = [
      { id: 7, text: 'How many vacation days do I have?', score: 0.82 },
      { id: 9, text: 'How do I request time off?', score: 0.41 },
    ];
    const { calls } = fakeApi({ 'GET /api/ReviewUtterances/Suggestions': { body: top } });
    const onPick = renderSuggestions();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Choose "How do I request time off?" (41% confidence)' }),
    );
    expect(onPick).toHaveBeenCalledExactlyOnceWith(top[1]);
    expect(screen.getByRole('button', { name: /How many vacation days/ })).toBeTruthy();
    expect(calls[0]!.search).toBe('?id=12');
    expect(calls[0]!.headers.get('X-Tenant-Id')).toBe('1');
  });

  it('says when the bot matches nothing', async () => {
    fakeApi({ 'GET /api/ReviewUtterances/Suggestions': { body: [] } });
    renderSuggestions();
    expect(await screen.findByText('The bot matches no enabled question to this utterance.')).toBeTruthy();
  });

  it('says when the matches could not be loaded', async () => {
    fakeApi({});
    renderSuggestions();
    expect(await screen.findByText("The bot's matches could not be loaded.")).toBeTruthy();
  });
});
