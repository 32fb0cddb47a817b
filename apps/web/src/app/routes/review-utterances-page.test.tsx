import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TFakeResponse } from '../../test/fake-api';
import { freezeDateEach } from '../../test/frozen-date';
import { knowledgeApi, lastQuery } from '../../test/knowledge-api';
import { renderApp } from '../../test/render-app';
import { reviewRow as row } from '../../test/review-api';

const PAGE = '/api/ReviewUtterances/page';
const SAVE = '/api/ReviewUtterances/';

const ROWS = [
  row({}),
  row({
    id: 2,
    utterance: 'Can I bring my dog?',
    answerReturned: null,
    rating: -1,
    reason: 1,
    confidenceScore: 0.21,
    returnedQuestionId: null,
    returnedQuestionText: null,
    questionPredicted: { id: 42, text: 'Pets at the office' },
  }),
];

interface TScenario {
  page?: TFakeResponse | (() => TFakeResponse);
  save?: TFakeResponse | (() => TFakeResponse);
  permissions?: string[];
}

function reviewApi({ page, save, permissions = ['admin-user'] }: TScenario = {}) {
  return knowledgeApi({
    routes: {
      'GET /api/Permissions/': { body: permissions },
      [`GET ${PAGE}`]: page ?? { body: { data: ROWS, total: 2 } },
      'GET /api/ReviewUtterances/Ratings': {
        body: [
          { id: 1, total: 3, questionId: 7 },
          { id: -1, total: 1, questionId: null },
        ],
      },
      [`POST ${SAVE}`]: save ?? { body: ROWS[0] },
    },
  });
}

async function openReview(path = '/reviewUtterances') {
  const view = renderApp({ path });
  await screen.findByRole('heading', { name: 'Review Results' }, { timeout: 5000 });
  return view;
}

const rowOf = (utterance: string) => screen.getByText(utterance).closest('tr')!;

freezeDateEach('2026-11-21T10:00:00Z');

describe('Review Results', () => {
  it('lists the utterances of the last month with their ratings summary', async () => {
    const { fetchMock } = reviewApi();
    await openReview();
    await screen.findByText('How many holidays do I have?');
    expect(Object.fromEntries(lastQuery(fetchMock, PAGE))).toMatchObject({
      startDate: '2026-10-21',
      endDate: '2026-11-21',
      page: '1',
      orderColumn: 'date',
      desc: 'true',
    });
    const ratings = screen.getByRole('region', { name: 'Ratings' });
    expect(within(ratings).getByText('4 utterances')).toBeTruthy();
    expect(within(ratings).getByRole('progressbar', { name: 'Helpful: 75%' })).toBeTruthy();

    const dog = rowOf('Can I bring my dog?');
    expect(within(dog).getByRole('img', { name: "Bot user didn't get a KB answer" })).toBeTruthy();
    const predicted = within(dog).getByRole('link', { name: /Pets at the office/ });
    expect(predicted.getAttribute('href')).toBe('/question/42');
    expect(predicted.getAttribute('target')).toBe('_blank');
    expect(within(rowOf('How many holidays do I have?')).queryByRole('img')).toBeNull();
    expect(screen.getByText('2 of 2')).toBeTruthy();
  });

  it('applies a state filter a second after the choice, to the table and the ratings', async () => {
    const { fetchMock } = reviewApi();
    await openReview();
    await screen.findByText('How many holidays do I have?');
    const before = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByLabelText('States'));
    const listbox = await screen.findByRole('listbox', { hidden: true });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Training Request', hidden: true }));
    expect(lastQuery(fetchMock, PAGE).get('states')).toBeNull();
    expect(fetchMock.mock.calls.length).toBe(before);
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).getAll('states')).toEqual(['2']), {
      timeout: 3000,
    });
    expect(lastQuery(fetchMock, '/api/ReviewUtterances/Ratings').getAll('states')).toEqual(['2']);
  }, 10_000);

  it('opens on the range and question of a Home dashboard link, and drops the question on request', async () => {
    const { fetchMock } = reviewApi();
    await openReview('/reviewUtterances?intents=42&startDate=2026-11-01&endDate=2026-11-15');
    await screen.findByText('How many holidays do I have?');
    expect(Object.fromEntries(lastQuery(fetchMock, PAGE))).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-15',
      intents: '42',
    });
    expect(screen.getByText('Only question 42')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show every question' }));
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).get('intents')).toBeNull());
    expect(lastQuery(fetchMock, PAGE).get('startDate')).toBe('2026-11-01');
  });

  it('sorts by a column and loads the next page', async () => {
    const { fetchMock } = reviewApi({ page: { body: { data: ROWS, total: 120 } } });
    await openReview();
    await screen.findByText('How many holidays do I have?');
    await userEvent.click(screen.getByRole('button', { name: /Confidence/ }));
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).get('orderColumn')).toBe('confidenceScore'));
    expect(lastQuery(fetchMock, PAGE).get('desc')).toBe('true');
    await userEvent.click(await screen.findByRole('button', { name: /Confidence/ }));
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).get('desc')).toBe('false'));
    expect(screen.getByRole('columnheader', { name: /Confidence/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(lastQuery(fetchMock, PAGE).get('page')).toBe('2'));
  });

  it('marks an edited row as modified and saves it with the Save button', async () => {
    const { fetchMock } = reviewApi();
    await openReview();
    await screen.findByText('How many holidays do I have?');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'State of "How many holidays do I have?"' }),
      'Resolved',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Observations on "How many holidays do I have?"' }),
      'ok',
    );
    expect(rowOf('How many holidays do I have?').getAttribute('data-mark')).toBe('modified');
    await userEvent.click(screen.getByRole('button', { name: 'Save (1)' }));

    await waitFor(() => expect(rowOf('How many holidays do I have?').getAttribute('data-mark')).toBeNull());
    const posted = fetchMock.mock.calls.find(
      ([input, init]) => String(input).endsWith(SAVE) && init?.method === 'POST',
    );
    expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({
      id: 1,
      state: 3,
      observations: 'ok',
      reviewQuestionId: null,
      silent: false,
    });
  });

  it('marks a row whose save failed in red', async () => {
    reviewApi({ save: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    await openReview();
    await screen.findByText('Can I bring my dog?');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'State of "Can I bring my dog?"' }),
      'Out of Scope',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save (1)' }));
    await waitFor(() => expect(rowOf('Can I bring my dog?').getAttribute('data-mark')).toBe('error'));
  });

  it('asks before the menu leaves rows changed and not saved; staying keeps them', async () => {
    reviewApi({ permissions: ['admin-user', 'normal-user'] });
    const { router } = await openReview();
    await screen.findByText('Can I bring my dog?');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'State of "Can I bring my dog?"' }),
      'Out of Scope',
    );
    const note = () => screen.getByRole('textbox', { name: 'Observations on "Can I bring my dog?"' });
    await userEvent.type(note(), 'Not HR');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(await within(menu).findByRole('link', { name: 'Questions' }));

    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/reviewUtterances');
    expect((note() as HTMLInputElement).value).toBe('Not HR');
    expect(rowOf('Can I bring my dog?').getAttribute('data-mark')).toBe('modified');
  }, 40_000);

  it('says when nothing matches and offers a retry when the page fails', async () => {
    reviewApi({ page: { body: { data: [], total: 0 } } });
    const first = await openReview();
    expect(await screen.findByText('No utterances match')).toBeTruthy();
    first.unmount();

    reviewApi({ page: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    await openReview();
    expect(
      await screen.findByText('There was an error while getting the review results, but you can try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
