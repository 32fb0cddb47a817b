import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { active, renderApp } from '../../test/render-app';
import { answer, COUNTRIES, knowledgeApi, lastQuery } from '../../test/knowledge-api';

const question = {
  id: 5,
  text: 'How many holidays do I have?',
  description: 'Paid leave per year. Examples: vacation days; annual leave',
  info: 'Yearly paid leave',
  category: { id: 1, name: 'Leave' },
  questionTags: [{ tagId: 1, tag: { id: 1, name: 'holidays' } }],
  managerOnly: true,
  inSubscription: true,
  version: 1,
};
const page = { body: { data: [question], total: 40 } };
const status = { body: [{ id: 5, enabledCountries: [1, 2], disabledCountries: [3] }] };

describe('Questions list', () => {
  it('focuses the only editable country and asks for its status', async () => {
    const { fetchMock } = knowledgeApi({
      routes: { 'GET /api/Questions/page': page, 'GET /api/UserAnswers/status': status },
    });
    renderApp({ path: '/questions' });
    expect(await screen.findByText('How many holidays do I have?')).toBeTruthy();
    expect(await screen.findByText('Enabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spain' })).toBeTruthy();
    const query = lastQuery(fetchMock, '/api/Questions/page');
    expect(Object.fromEntries(query)).toEqual({ countryCode: 'ES', offset: '0', limit: '15' });
    // 40 questions: pages 1 to 3
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('counts enabled countries in the global view and shows the manager icon with both role features', async () => {
    knowledgeApi({
      countries: COUNTRIES.map((country) => ({ ...country, editable: true })),
      features: active('PeopleManagerRoleSupport', 'TeamMemberRoleSupport'),
      routes: { 'GET /api/Questions/page': page, 'GET /api/UserAnswers/status': status },
    });
    renderApp({ path: '/questions' });
    expect(await screen.findByText('Enabled in 2 of 3 countries')).toBeTruthy();
    expect(screen.getByLabelText('Only for People Managers')).toBeTruthy();
  });

  it('says the questions could not be loaded and tries again', async () => {
    let fails = true;
    knowledgeApi({
      routes: {
        'GET /api/Questions/page': () => (fails ? { status: 500, body: {} } : page),
        'GET /api/UserAnswers/status': status,
      },
    });
    renderApp({ path: '/questions' });
    expect(
      await screen.findByText('There was an error while getting the questions, but you can try again.'),
    ).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('How many holidays do I have?')).toBeTruthy();
  });
});

describe('Question detail', () => {
  it('shows the header, examples, cards and the countries without an answer', async () => {
    knowledgeApi({
      routes: {
        'GET /api/Questions/5': { body: question },
        'GET /api/Questions/5/related': { body: [{ id: 6, text: 'Can I carry days over?' }] },
        'GET /api/UserAnswers/': {
          body: [
            answer(1, { text: 'Global answer' }),
            answer(2, { text: 'Spanish answer', scheduledCount: 2 }),
            answer(3, { id: 0, text: '', active: false, hasGlobal: false, new: true, editable: false }),
          ],
        },
      },
    });
    renderApp({ path: '/question/5' });
    expect(await screen.findByRole('heading', { name: 'How many holidays do I have?' })).toBeTruthy();
    expect(screen.getByText('annual leave')).toBeTruthy();
    expect(await screen.findByText('Spanish answer')).toBeTruthy();
    expect(screen.getByText('Scheduled (2)')).toBeTruthy();
    expect(screen.getByText('1 country without a value')).toBeTruthy();
    const without = screen.getByTestId('without-value');
    expect(within(without).getByText('COUNTRIES WITHOUT ANSWER')).toBeTruthy();
    expect(within(without).getByText('NO ANSWER PROVIDED')).toBeTruthy();
    expect(within(without).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Can I carry days over?' }).getAttribute('href')).toBe(
      '/question/6',
    );
  });
});

describe('Removing a scheduled version', () => {
  const version = {
    id: 31,
    countryId: 2,
    text: 'Next year you have 25 days.',
    active: true,
    validFrom: '2099-01-01T09:00:00.000Z',
    lastUpdated: '2026-10-01T10:00:00.000Z',
    lastUserUpdated: 'ana@acme.test',
  };
  const rowName = '1 Jan 2099, 10:00 (Europe/Madrid)';

  /** The question page whose Spanish answer has one scheduled version until DELETE answers. */
  function scenario(remove: { status: number; body: unknown }) {
    let removed = false;
    const spain = () =>
      answer(2, {
        text: 'Spanish answer',
        scheduledCount: removed ? 0 : 1,
        scheduled: removed ? [] : [version],
      });
    const api = knowledgeApi({
      routes: {
        'GET /api/Questions/5': { body: question },
        'GET /api/Questions/5/related': { body: [] },
        'GET /api/Placeholders/Globals/ES': { body: [] },
        'GET /api/UserAnswers/': () => ({ body: [answer(1, { editable: false }), spain()] }),
        'DELETE /api/UserAnswers/ES': () => {
          removed = true;
          return remove;
        },
      },
    });
    renderApp({ path: '/question/5' });
    return api;
  }

  async function removeFromModal() {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const row = await screen.findByRole('group', { name: rowName });
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, remove' }));
  }

  it('sends DELETE with the version id and the version leaves the list after the refetch', async () => {
    const { fetchMock, calls } = scenario({ status: 200, body: { removed: 1 } });
    await removeFromModal();
    await waitFor(() => expect(screen.queryByRole('group', { name: rowName })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/UserAnswers/ES',
    ]);
    expect(Object.fromEntries(lastQuery(fetchMock, '/api/UserAnswers/ES'))).toEqual({
      questionId: '5',
      versionId: '31',
    });
    // the modal stays open on the current text
    expect((screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value).toBe(
      'Spanish answer',
    );
  });

  it("shows the server's message on a 409 and refetches the versions", async () => {
    const message = 'Someone else changed this answer since you opened it.';
    scenario({ status: 409, body: { error: { code: 'CONFLICT', message } } });
    await removeFromModal();
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('group', { name: rowName })).toBeNull());
    expect(
      screen.queryByText("Whoops! There was a problem, we couldn't save the changes, please try again."),
    ).toBeNull();
  });
});
