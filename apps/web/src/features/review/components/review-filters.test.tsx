import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQuery } from '../../../test/knowledge-api';
import { active, renderApp } from '../../../test/render-app';
import { REVIEW_PAGE, REVIEW_ROWS, reviewApi, reviewRow } from '../../../test/review-api';

async function openReview() {
  renderApp({ path: '/reviewUtterances' });
  await screen.findByText('How many holidays do I have?', undefined, { timeout: 5000 });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox', { hidden: true });
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Review Results filters', { timeout: 15_000 }, () => {
  it('filters on part of the question, the roles and the countries, a second after the last change', async () => {
    const { fetchMock } = reviewApi({ features: active('PeopleManagerRoleSupport') });
    await openReview();
    await userEvent.type(screen.getByLabelText('Question'), 'holiday');
    await choose('User Roles', 'People Manager');
    await userEvent.keyboard('{Escape}');
    await choose('Countries', 'Germany');
    await userEvent.keyboard('{Escape}');
    expect(lastQuery(fetchMock, REVIEW_PAGE).get('intentName')).toBeNull();

    await waitFor(() => expect(lastQuery(fetchMock, REVIEW_PAGE).get('intentName')).toBe('holiday'), {
      timeout: 3000,
    });
    const query = lastQuery(fetchMock, REVIEW_PAGE);
    expect(query.getAll('roles')).toEqual(['1']);
    expect(query.getAll('countries')).toEqual(['3']);
    expect(lastQuery(fetchMock, '/api/ReviewUtterances/Ratings').getAll('countries')).toEqual(['3']);
  });

  it('finds the answers the bot was unsure of with "Answered, unsure", and marks them in the table', async () => {
    const unsure = reviewRow({ id: 3, utterance: 'days off?', hedged: true, confidenceScore: 0.58 });
    const { fetchMock } = reviewApi({
      routes: { [`GET ${REVIEW_PAGE}`]: { body: { data: [...REVIEW_ROWS, unsure], total: 3 } } },
    });
    await openReview();
    expect(lastQuery(fetchMock, REVIEW_PAGE).has('hedged')).toBe(false);
    // only the hedged row carries the mark
    const marks = screen.getAllByRole('img', { name: 'Answered, unsure' });
    expect(marks).toHaveLength(1);
    expect(
      within(screen.getByText('days off?').closest('tr')!).getByRole('img', { name: 'Answered, unsure' }),
    ).toBeTruthy();

    const toggle = screen.getByRole('switch', { name: 'Answered, unsure' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect(lastQuery(fetchMock, REVIEW_PAGE).get('hedged')).toBe('true'), {
      timeout: 3000,
    });
    expect(lastQuery(fetchMock, '/api/ReviewUtterances/Ratings').get('hedged')).toBe('true');

    await userEvent.click(toggle);
    await waitFor(() => expect(lastQuery(fetchMock, REVIEW_PAGE).has('hedged')).toBe(false), {
      timeout: 3000,
    });
  });

  it('offers the roles only to a tenant with PeopleManagerRoleSupport', async () => {
    reviewApi();
    await openReview();
    expect(screen.getByLabelText('Countries')).toBeTruthy();
    expect(screen.queryByLabelText('User Roles')).toBeNull();
  });

  it('folds the filters away on a phone until asked for, saying how many are on', async () => {
    const real = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...real(query), matches: query.includes('max-width: 48em') });
    try {
      reviewApi({ features: active('PeopleManagerRoleSupport') });
      await openReview();
      const toggle = screen.getByRole('button', { name: 'Show (0 on)' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(toggle);
      await userEvent.click(screen.getByLabelText('Include Test Bot messages'));
      expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
      await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
      expect(screen.getByRole('button', { name: 'Show (1 on)' })).toBeTruthy();
    } finally {
      window.matchMedia = real;
    }
  });
});
