import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFakeResponse } from '../../test/fake-api';
import { knowledgeApi, lastQuery } from '../../test/knowledge-api';
import { active, renderApp } from '../../test/render-app';
import { reviewRow } from '../../test/review-api';

const ROWS = [
  reviewRow({ id: 3, utterance: 'Can I carry over holidays?', observations: 'answer is outdated' }),
  reviewRow({
    id: 7,
    utterance: 'Payroll dates',
    fromIntent: true,
    confidenceScore: null,
    questionPredicted: { id: 9, text: 'When is payday?' },
    returnedQuestionId: 9,
    returnedQuestionText: 'When is payday?',
  }),
];

interface TScenario {
  permissions?: string[];
  features?: string[];
  rows?: TFakeResponse;
}

function previewApi({ permissions = ['admin-user'], features = [], rows }: TScenario = {}) {
  const answer = rows ?? { body: ROWS };
  return knowledgeApi({
    features: active(...features),
    routes: {
      'GET /api/Permissions/': { body: permissions },
      'GET /api/ReviewUtterances/Ids': answer,
      'GET /api/Feedback/Ids': answer,
    },
  });
}

async function openPreview(path: string) {
  const view = renderApp({ path });
  await screen.findByRole('heading', { name: 'Review preview' }, { timeout: 5000 });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Review preview', () => {
  it('lists the named rows numbered, a topic chosen from buttons as its related topic', async () => {
    const { fetchMock } = previewApi();
    await openPreview('/reviewPreview?id=3&id=7');
    const list = await screen.findByRole('list', { name: 'Review preview' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1.Can I carry over holidays?Observations: answer is outdatedHoliday allowance',
      '2.From Related Topic: When is payday?When is payday?',
    ]);
    expect(lastQuery(fetchMock, '/api/ReviewUtterances/Ids').getAll('ids')).toEqual(['3', '7']);
  });

  it('prints with the Print button, which the print stylesheet leaves out', async () => {
    previewApi();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await openPreview('/reviewPreview?id=3&id=7');
    await screen.findByText('Can I carry over holidays?');
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button.classList.contains('no-print')).toBe(true);
    await userEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
  });

  it('reads Feedback rows under Feedback/ and opens for a holder of view-feedback', async () => {
    const { fetchMock } = previewApi({ permissions: ['view-feedback'], features: ['ReviewFeedback'] });
    await openPreview('/reviewPreview?id=3&id=7&fromFeedback=true');
    await screen.findByText('Can I carry over holidays?');
    const query = lastQuery(fetchMock, '/api/Feedback/Ids');
    expect(query.getAll('ids')).toEqual(['3', '7']);
    expect(query.get('fromFeedback')).toBe('true');
  });

  it('keeps a preview of Review Results rows from a holder of view-feedback alone', async () => {
    previewApi({ permissions: ['view-feedback'], features: ['ReviewFeedback'] });
    renderApp({ path: '/reviewPreview?id=3' });
    expect(await screen.findByText("You don't have access to this page", {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says there is nothing to preview without ids, without asking the server', async () => {
    const { fetchMock } = previewApi();
    await openPreview('/reviewPreview');
    expect(await screen.findByText('Nothing to preview')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/Ids'))).toBe(false);
  });

  it('says so when none of the ids is found, and offers a retry when the call fails', async () => {
    previewApi({ rows: { body: [] } });
    const first = await openPreview('/reviewPreview?id=99');
    expect(await screen.findByText('Nothing to preview')).toBeTruthy();
    first.unmount();

    previewApi({ rows: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    await openPreview('/reviewPreview?id=3');
    expect(
      await screen.findByText(
        'There was an error while getting the utterances to preview, but you can try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
