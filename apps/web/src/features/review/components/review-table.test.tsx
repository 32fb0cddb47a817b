import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQuery } from '../../../test/knowledge-api';
import { renderApp } from '../../../test/render-app';
import type { fakeApi } from '../../../test/fake-api';
import { REVIEW_PAGE, REVIEW_ROWS, reviewApi, sentBodies } from '../../../test/review-api';

async function openReview() {
  renderApp({ path: '/reviewUtterances' });
  await screen.findByText('How many holidays do I have?', undefined, { timeout: 5000 });
}

const countCalls = (fetchMock: ReturnType<typeof fakeApi>['fetchMock'], path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
  ).length;

const rowOf = (utterance: string) => screen.getByText(utterance).closest('tr')!;
const widthOf = (name: RegExp) => screen.getByRole('columnheader', { name }).style.width;

const selectedActions = () => screen.findByRole('group', { name: 'Actions on the selected utterances' });

async function selectBoth() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all shown utterances' }));
  return selectedActions();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => {
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Review Results table', { timeout: 15_000 }, () => {
  it('resizes a column by dragging its header edge or with the arrow keys, never below 25 px', async () => {
    reviewApi();
    await openReview();
    // the browser fits the columns to the screen until the reviewer resizes one
    expect(widthOf(/Utterance/)).toBe('');
    const handle = screen.getByRole('separator', { name: 'Resize the Utterance column' });

    fireEvent.mouseDown(handle, { clientX: 500 });
    fireEvent.mouseMove(document, { clientX: 560 });
    fireEvent.mouseUp(document, { clientX: 560 });
    expect(widthOf(/Utterance/)).toBe('300px');

    handle.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(widthOf(/Utterance/)).toBe('290px');

    fireEvent.mouseDown(handle, { clientX: 500 });
    fireEvent.mouseMove(document, { clientX: 0 });
    fireEvent.mouseUp(document, { clientX: 0 });
    expect(widthOf(/Utterance/)).toBe('25px');
    expect(handle.getAttribute('aria-valuenow')).toBe('25');
  });

  it('sends the selected rows for training and says so', async () => {
    const { fetchMock } = reviewApi({ routes: { 'POST /api/ReviewUtterances/Send': { body: { sent: 2 } } } });
    await openReview();
    const actions = await selectBoth();
    expect(within(actions).getByText('2 selected')).toBeTruthy();
    await userEvent.click(within(actions).getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('dialog', { name: 'Request training' });
    await userEvent.type(within(dialog).getByLabelText(/E-mail address/), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/ReviewUtterances/Send')).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText(/E-mail address/));
    await userEvent.type(within(dialog).getByLabelText(/E-mail address/), ' trainer@acme.test ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Training Request Sent')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/ReviewUtterances/Send')).toEqual([
      { ids: [1, 2], email: 'trainer@acme.test' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request training' })).toBeNull());
  });

  it("shows the server's message when sending fails", async () => {
    reviewApi({
      routes: {
        'POST /api/ReviewUtterances/Send': {
          status: 429,
          body: { error: { code: 'RATE_LIMITED', message: 'Too many requests, try again in a minute' } },
        },
      },
    });
    await openReview();
    await userEvent.click(within(await selectBoth()).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request training' });
    await userEvent.type(within(dialog).getByLabelText(/E-mail address/), 'trainer@acme.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many requests, try again in a minute',
    );
    expect(screen.queryByText('Training Request Sent')).toBeNull();
  });

  it('opens the preview of the selected rows in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    reviewApi();
    await openReview();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select "Can I bring my dog?"' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(open).toHaveBeenCalledWith('/reviewPreview?id=2', '_blank', 'noopener');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select "How many holidays do I have?"' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(open).toHaveBeenLastCalledWith('/reviewPreview?id=1&id=2', '_blank', 'noopener');
  });

  it('deletes the selected rows after a confirmation, then fetches the rows and ratings again', async () => {
    let rows = [1, 2];
    const { fetchMock } = reviewApi({
      routes: {
        [`GET ${REVIEW_PAGE}`]: () => ({
          body: { data: REVIEW_ROWS.filter((row) => rows.includes(row.id)), total: rows.length },
        }),
        'DELETE /api/ReviewUtterances/': () => {
          rows = [];
          return { body: { deleted: 2 } };
        },
      },
    });
    await openReview();
    const ratingsBefore = countCalls(fetchMock, '/api/ReviewUtterances/Ratings');
    await userEvent.click(within(await selectBoth()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete utterances' });
    expect(within(dialog).getByText('Delete the 2 selected utterances? This cannot be undone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(countCalls(fetchMock, '/api/ReviewUtterances/', 'DELETE')).toBe(0);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete utterances' })).toBeNull());
    await userEvent.click(within(await selectedActions()).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete utterances' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No utterances match')).toBeTruthy();
    expect(lastQuery(fetchMock, '/api/ReviewUtterances/').getAll('ids')).toEqual(['1', '2']);
    expect(countCalls(fetchMock, '/api/ReviewUtterances/Ratings')).toBeGreaterThan(ratingsBefore);
    expect(screen.queryByRole('group', { name: 'Actions on the selected utterances' })).toBeNull();
  });

  it('sets one state on every selected row, saving each and marking a failed one in red', async () => {
    const { fetchMock } = reviewApi({
      routes: {
        'POST /api/ReviewUtterances/': () => {
          const body = sentBodies(fetchMock, 'POST', '/api/ReviewUtterances/').at(-1) as { id: number };
          return body.id === 2
            ? { status: 400, body: { error: { code: 'VALIDATION', message: 'Invalid' } } }
            : { body: REVIEW_ROWS[0] };
        },
      },
    });
    await openReview();
    const actions = await selectBoth();
    await userEvent.selectOptions(within(actions).getByRole('combobox', { name: 'Set state…' }), 'Resolved');
    await waitFor(() => expect(rowOf('Can I bring my dog?').getAttribute('data-mark')).toBe('error'));
    expect(rowOf('How many holidays do I have?').getAttribute('data-mark')).toBeNull();
    const bodies = sentBodies(fetchMock, 'POST', '/api/ReviewUtterances/') as { id: number; state: number }[];
    expect(bodies.map(({ id, state }) => [id, state]).sort()).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });
});
