import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQuery } from '../../../test/knowledge-api';
import { active, renderApp } from '../../../test/render-app';
import { REVIEW_PAGE, REVIEW_SAVE, reviewApi, reviewRow, sentBodies } from '../../../test/review-api';

const TITLE = 'Review Utterance Details';

async function openReview() {
  renderApp({ path: '/reviewUtterances' });
  await screen.findByText('How many holidays do I have?', undefined, { timeout: 5000 });
}

async function openDetails(utterance: string) {
  await userEvent.click(screen.getByText(utterance));
  return screen.findByRole('dialog', { name: TITLE });
}

async function chooseQuestion(dialog: HTMLElement, search: string, option: string) {
  const picker = within(dialog).getByLabelText('Review question');
  await userEvent.click(picker);
  await userEvent.type(picker, search);
  const choice = await screen.findByRole('option', { name: option, hidden: true }, { timeout: 3000 });
  await userEvent.click(choice);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => {
  notifications.clean();
  vi.useRealTimers();
});

describe('Review Utterance Details', { timeout: 15_000 }, () => {
  it('names the reason of an answer the bot hedged "Answered, unsure"', async () => {
    const unsure = reviewRow({ hedged: true, confidenceScore: 0.58 });
    reviewApi({ routes: { [`GET ${REVIEW_PAGE}`]: { body: { data: [unsure], total: 1 } } } });
    await openReview();
    const dialog = await openDetails('How many holidays do I have?');
    expect(within(dialog).getByText('Answered, unsure')).toBeTruthy();
    expect(within(dialog).getByText('58%')).toBeTruthy();
  });

  it("opens on a row click, but not from the row's own controls, and shows every field", async () => {
    reviewApi();
    await openReview();
    const row = screen.getByText('Can I bring my dog?').closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(within(row).getByRole('textbox'));
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();

    const dialog = await openDetails('Can I bring my dog?');
    for (const text of [
      'Can I bring my dog?',
      '20 Nov 2026, 10:30 CET',
      'ES',
      'Team Member',
      'Not Helpful',
      '21%',
      'None Intent',
      'No knowledge-base answer was returned.',
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Pets at the office/ })
        .getAttribute('href'),
    ).toBe('/question/42');
    expect(within(dialog).getByLabelText('Observations')).toHaveProperty(
      'value',
      'Ask HR about the pet policy',
    );
  });

  it('asks for a letter before searching the questions', async () => {
    const { fetchMock } = reviewApi();
    await openReview();
    const dialog = await openDetails('How many holidays do I have?');
    await userEvent.click(within(dialog).getByLabelText('Review question'));
    expect(await screen.findByText('Please type at least one letter')).toBeTruthy();
    expect(lastQuery(fetchMock, '/api/ReviewUtterances/Intents').get('input')).toBeNull();
  });

  it('proposes the utterance for training, needs one for the chosen question, then saves and closes', async () => {
    const { fetchMock } = reviewApi();
    await openReview();
    const dialog = await openDetails('How many holidays do I have?');
    await userEvent.selectOptions(within(dialog).getByLabelText('State'), 'Training Request');
    await chooseQuestion(dialog, 'carry', 'Carrying holidays over');
    expect(lastQuery(fetchMock, '/api/ReviewUtterances/Intents').get('input')).toBe('carry');

    const utterance = within(dialog).getByLabelText('Training utterance');
    expect(utterance).toHaveProperty('value', 'How many holidays do I have?');
    expect(utterance.getAttribute('maxlength')).toBe('1000');
    await userEvent.clear(utterance);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Training utterance must not be empty')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', REVIEW_SAVE)).toEqual([]);

    await userEvent.type(utterance, 'can I keep my holidays for next year');
    await userEvent.type(within(dialog).getByLabelText('Observations'), 'carry-over question');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(sentBodies(fetchMock, 'POST', REVIEW_SAVE)).toEqual([
      {
        id: 1,
        state: 2,
        observations: 'carry-over question',
        customerObservations: '',
        reviewQuestionId: 9,
        modelUtterance: 'can I keep my holidays for next year',
        silent: false,
      },
    ]);
  });

  it('keeps the table unchanged when the details are cancelled', async () => {
    const { fetchMock } = reviewApi();
    await openReview();
    const dialog = await openDetails('How many holidays do I have?');
    await userEvent.selectOptions(within(dialog).getByLabelText('State'), 'Resolved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    const row = screen.getByText('How many holidays do I have?').closest('tr')!;
    expect(row.getAttribute('data-mark')).toBeNull();
    expect(sentBodies(fetchMock, 'POST', REVIEW_SAVE)).toEqual([]);
  });

  it('with EmbeddingsModel shows a summary instead of inline editing, and edits in the modal', async () => {
    const { fetchMock } = reviewApi({ features: active('EmbeddingsModel') });
    await openReview();
    expect(screen.getByRole('columnheader', { name: /Summary/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /State/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Observations/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const dog = screen.getByText('Can I bring my dog?').closest('tr')!;
    expect(within(dog).getByText('Pending Review')).toBeTruthy();
    expect(within(dog).getByText('Ask HR about the pet policy')).toBeTruthy();

    const dialog = await openDetails('Can I bring my dog?');
    await userEvent.selectOptions(within(dialog).getByLabelText('State'), 'Out of Scope');
    expect(within(dialog).getByLabelText('Review question').hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', REVIEW_SAVE)).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST', REVIEW_SAVE)[0]).toMatchObject({
      id: 2,
      state: 4,
      reviewQuestionId: null,
    });
  });
});
