import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TReviewGroups } from '@askhr/shared/review/review-groups.schemas';
import { bindApiSession } from '../../../lib/api-client';
import { TenantProvider } from '../../../lib/tenant';
import { fakeApi } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render-app';
import type { TReviewQuery } from '../review-query';
import { ReviewGroups } from './review-groups';

const tenant = { tenantId: 1, tenantName: 'Acme', tenants: [], canSwitch: false, switchTenant: () => {} };
const query: TReviewQuery = {
  startDay: '2026-10-25',
  endDay: '2026-11-25',
  states: [2],
  ratings: [-1],
  intents: [],
  intentName: '',
  roles: [],
  countries: [],
  includeTests: false,
  onlyHedged: false,
  orderColumn: 'date',
  desc: true,
};

const vacation = {
  representative: 'vacation days left',
  count: 4,
  ids: [41, 40, 33, 21],
  firstDate: '2026-11-02T09:00:00.000Z',
  lastDate: '2026-11-24T10:00:00.000Z',
  predictedQuestion: { id: 7, text: 'How many vacation days do I have?', count: 3 },
};
const password = {
  representative: 'forgot my password',
  count: 2,
  ids: [39, 38],
  firstDate: '2026-11-20T09:00:00.000Z',
  lastDate: '2026-11-20T11:00:00.000Z',
  predictedQuestion: null,
};
const answer = (data: TReviewGroups['data'], extra: Partial<TReviewGroups> = {}) => ({
  body: { data, scanned: 120, rowLimit: 2000, isTruncated: false, ...extra },
});

function renderGroups() {
  bindApiSession({ getAccessToken: async () => 't', renew: async () => true, signIn: async () => {} });
  return render(
    <TestProviders>
      <TenantProvider value={tenant}>
        <ReviewGroups query={query} />
      </TenantProvider>
    </TestProviders>,
  );
}

describe('ReviewGroups', () => {
  it('lists the groups with their count, dates and predicted question, for the filter without states', async () => {
    const { calls } = fakeApi({ 'GET /api/ReviewUtterances/Groups': answer([vacation, password]) });
    renderGroups();
    expect(await screen.findByText('vacation days left')).toBeTruthy();
    expect(screen.getByText('4 utterances')).toBeTruthy();
    expect(screen.getByText('2 Nov – 24 Nov')).toBeTruthy();
    expect(screen.getByText('20 Nov')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'How many vacation days do I have? (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/question/7');
    expect(screen.getByText(/Predicted for 3/)).toBeTruthy();
    expect(screen.getByText('No question predicted')).toBeTruthy();
    expect(screen.getByText('Grouped from the 120 newest pending utterances of the filter.')).toBeTruthy();
    const params = new URLSearchParams(calls[0]!.search);
    expect(params.get('startDate')).toBe('2026-10-25');
    expect(params.getAll('ratings')).toEqual(['-1']);
    expect(params.has('states')).toBe(false);
  });

  it('sets the chosen state on every row of a group, says so, and refetches', async () => {
    let groups = [vacation, password];
    const { calls } = fakeApi({
      'GET /api/ReviewUtterances/Groups': () => answer(groups),
      'POST /api/ReviewUtterances/State': () => {
        groups = [password];
        return { body: { updated: 4, notFound: 0 } };
      },
    });
    renderGroups();
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'State of every utterance like "vacation days left"' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Out of Scope', hidden: true }));
    expect(await screen.findByText('Out of Scope: 4 utterances updated')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ ids: [41, 40, 33, 21], state: 4 });
    await waitFor(() => expect(screen.queryByText('vacation days left')).toBeNull());
    expect(calls.filter((call) => call.path === '/api/ReviewUtterances/Groups')).toHaveLength(2);
  });

  it("shows the server's reason when a state cannot be set, and says when only the newest rows were read", async () => {
    fakeApi({
      'GET /api/ReviewUtterances/Groups': answer([password], { isTruncated: true, scanned: 2000 }),
      'POST /api/ReviewUtterances/State': {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'These rows cannot be set to this state together.' } },
      },
    });
    renderGroups();
    expect(await screen.findByText(/Only the 2,000 newest pending utterances/)).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: /State of every utterance like/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved', hidden: true }));
    expect(await screen.findByText('These rows cannot be set to this state together.')).toBeTruthy();
  });

  it('shows the ten largest groups first, and the others on demand', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...password,
      representative: `message ${i}`,
      ids: [100 + i * 2, 101 + i * 2],
    }));
    fakeApi({ 'GET /api/ReviewUtterances/Groups': answer(many) });
    renderGroups();
    expect(await screen.findByText('message 9')).toBeTruthy();
    expect(screen.queryByText('message 10')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more (of 2)' }));
    expect(screen.getByText('message 11')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('says when nothing was asked twice, and offers to try again after a failure', async () => {
    let fail = true;
    fakeApi({
      'GET /api/ReviewUtterances/Groups': () =>
        fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } } : answer([]),
    });
    renderGroups();
    expect(await screen.findByText('The similar utterances could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No pending utterances were asked more than once/)).toBeTruthy();
  });
});
