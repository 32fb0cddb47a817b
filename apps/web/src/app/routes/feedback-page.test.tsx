import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TFakeResponse } from '../../test/fake-api';
import { freezeDateEach } from '../../test/frozen-date';
import { COUNTRIES, knowledgeApi, lastQuery } from '../../test/knowledge-api';
import { active, renderApp } from '../../test/render-app';
import { reviewRow } from '../../test/review-api';

const PAGE = '/api/Feedback/page';
const RATINGS = '/api/Feedback/Ratings';

const ROWS = [
  reviewRow({ id: 1, rating: -1 }),
  reviewRow({
    id: 2,
    rating: -1,
    utterance: 'Who approves my leave?',
    userCountry: 'DE',
    reason: 7,
    userRole: 1,
  }),
];

interface TScenario {
  features?: string[];
  page?: TFakeResponse;
  save?: TFakeResponse;
}

function feedbackApi({ features = [], page, save }: TScenario = {}) {
  return knowledgeApi({
    features: active('ReviewFeedback', ...features),
    routes: {
      'GET /api/Permissions/': { body: ['view-feedback'] },
      [`GET ${PAGE}`]: page ?? { body: { data: ROWS, total: 2 } },
      [`GET ${RATINGS}`]: { body: [{ id: -1, total: 2, questionId: 7 }] },
      'POST /api/Feedback/': save ?? { body: ROWS[0] },
    },
  });
}

async function openFeedback() {
  const view = renderApp({ path: '/feedback/' });
  await screen.findByRole('heading', { name: 'Feedback', level: 2 }, { timeout: 5000 });
  return view;
}

async function optionsOf(label: string) {
  await userEvent.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox', { hidden: true });
  return within(listbox);
}

freezeDateEach('2026-11-21T10:00:00Z');

describe('Feedback', () => {
  it('loads the Not Helpful rows of the last month from the Feedback routes', async () => {
    const { fetchMock } = feedbackApi();
    await openFeedback();
    await screen.findByText('Who approves my leave?');
    expect(screen.getByRole('heading', { name: 'Not Helpful Feedback Details' })).toBeTruthy();
    expect(Object.fromEntries(lastQuery(fetchMock, PAGE))).toMatchObject({
      startDate: '2026-10-21',
      endDate: '2026-11-21',
      page: '1',
      orderColumn: 'date',
      desc: 'true',
    });
    expect(lastQuery(fetchMock, RATINGS).get('startDate')).toBe('2026-10-21');
    const ratings = screen.getByRole('region', { name: 'Ratings' });
    expect(within(ratings).getByRole('progressbar', { name: 'Not Helpful: 100%' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/ReviewUtterances/'))).toBe(
      false,
    );
  });

  it('offers every country but the global template, and filters on one a second later', async () => {
    const { fetchMock } = feedbackApi();
    await openFeedback();
    await screen.findByText('Who approves my leave?');
    const countries = await optionsOf('Country');
    const names = countries.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(names).toEqual(COUNTRIES.filter((country) => country.id !== 1).map((country) => country.name));
    await userEvent.click(countries.getByRole('option', { name: 'Germany', hidden: true }));
    expect(lastQuery(fetchMock, PAGE).get('countries')).toBeNull();
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).getAll('countries')).toEqual(['3']), {
      timeout: 3000,
    });
    expect(lastQuery(fetchMock, RATINGS).getAll('countries')).toEqual(['3']);
  }, 10_000);

  it('filters on states, and on user roles only when the tenant has PeopleManagerRoleSupport', async () => {
    const { fetchMock } = feedbackApi({ features: ['PeopleManagerRoleSupport'] });
    const first = await openFeedback();
    await screen.findByText('Who approves my leave?');
    const states = await optionsOf('State');
    await userEvent.click(states.getByRole('option', { name: 'Resolved', hidden: true }));
    const roles = await optionsOf('User Roles');
    await userEvent.click(roles.getByRole('option', { name: 'People Manager', hidden: true }));
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).getAll('roles')).toEqual(['1']), { timeout: 3000 });
    expect(lastQuery(fetchMock, PAGE).getAll('states')).toEqual(['3']);
    first.unmount();

    feedbackApi();
    await openFeedback();
    await screen.findByText('Who approves my leave?');
    expect(screen.getByLabelText('Country')).toBeTruthy();
    expect(screen.queryByLabelText('User Roles')).toBeNull();
    // Review Results' own switches are not Feedback's filters (spec 001 section 2)
    expect(screen.queryByRole('switch', { name: 'Answered, unsure' })).toBeNull();
  }, 10_000);

  it('sorts, loads more and saves an inline edit through Feedback/', async () => {
    const { fetchMock } = feedbackApi({ page: { body: { data: ROWS, total: 120 } } });
    await openFeedback();
    await screen.findByText('Who approves my leave?');
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).get('orderColumn')).toBe('userCountry'));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).get('page')).toBe('2'));

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'State of "How many holidays do I have?"' }),
      'Resolved',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save (1)' }));
    await waitFor(() => {
      const posted = fetchMock.mock.calls.find(
        ([input, init]) => String(input).endsWith('/api/Feedback/') && init?.method === 'POST',
      );
      expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({ id: 1, state: 3, silent: false });
    });
  });

  it('says when no feedback matches and offers a retry when the page fails', async () => {
    feedbackApi({ page: { body: { data: [], total: 0 } } });
    const first = await openFeedback();
    expect(await screen.findByText('No Not Helpful feedback')).toBeTruthy();
    first.unmount();

    feedbackApi({ page: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    await openFeedback();
    expect(
      await screen.findByText('There was an error while getting the feedback, but you can try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
