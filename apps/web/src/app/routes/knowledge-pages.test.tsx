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
const status = { body: [{ id: 5, inSubscription: true, enabledCountries: [1, 2], disabledCountries: [3] }] };

describe('Questions list', () => {
  it('focuses the only editable country and asks for its status', async () => {
    const { fetchMock } = knowledgeApi({
      routes: { 'GET /api/Questions/page': page, 'GET /api/UserAnswers/status': status },
    });
    // the countries come in after the page has rendered, as on a slow network
    const answerNow = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/Countries/Active')) await new Promise((done) => setTimeout(done, 100));
      return answerNow(input, init);
    });
    renderApp({ path: '/questions' });
    // waits past the countries' delay even on a busy machine
    const slow = { timeout: 5000 };
    expect(await screen.findByText('How many holidays do I have?', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Enabled', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spain' })).toBeTruthy();
    const query = lastQuery(fetchMock, '/api/Questions/page');
    expect(Object.fromEntries(query)).toEqual({ countryCode: 'ES', offset: '0', limit: '15' });
    // the list waits for the focus: no first request for the global list, thrown away at once
    const pageCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/Questions/page'));
    expect(pageCalls).toHaveLength(1);
    // 40 questions: pages 1 to 3
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('goes from loading to the list without a moment of "Nothing matches"', async () => {
    knowledgeApi({ routes: { 'GET /api/Questions/page': page, 'GET /api/UserAnswers/status': status } });
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes('Nothing matches')) seen.push('Nothing matches');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderApp({ path: '/questions' });
    expect(await screen.findByText('How many holidays do I have?')).toBeTruthy();
    expect(await screen.findByText('Enabled')).toBeTruthy();
    watch.disconnect();
    expect(seen).toEqual([]);
  });

  it('counts enabled countries in the global view and shows the manager icon with both role features', async () => {
    knowledgeApi({
      countries: COUNTRIES.map((country) => ({ ...country, editable: true })),
      features: active('PeopleManagerRoleSupport', 'TeamMemberRoleSupport'),
      routes: { 'GET /api/Questions/page': page, 'GET /api/UserAnswers/status': status },
    });
    renderApp({ path: '/questions' });
    // the global template (country 1) is not one of the countries counted
    expect(await screen.findByText('Enabled in 1 of 2 countries')).toBeTruthy();
    expect(screen.getByLabelText('Only for People Managers')).toBeTruthy();
  });

  it('shows a question outside the subscription as such, in the global view and in a country', async () => {
    const outside = {
      body: [{ id: 5, inSubscription: false, enabledCountries: [], disabledCountries: [1, 2, 3] }],
    };
    knowledgeApi({
      routes: { 'GET /api/Questions/page': page, 'GET /api/UserAnswers/status': outside },
    });
    renderApp({ path: '/questions' });
    expect(await screen.findByText('Not in subscription')).toBeTruthy();
    expect(screen.queryByText('Disabled')).toBeNull();
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

describe('Placeholders on the answer cards', () => {
  it("fills each card with its country's values, the keyword on hover, @keyword when missing", async () => {
    knowledgeApi({
      routes: {
        'GET /api/Questions/5': { body: question },
        'GET /api/Questions/5/related': { body: [] },
        'GET /api/UserAnswers/': {
          body: [
            answer(1, { text: 'You have {{vacationDays}} days.' }),
            answer(2, { text: 'Tienes {{vacationDays}} días, {{nope}}.' }),
            answer(3, { id: 0, text: '', active: false, hasGlobal: true, new: true }),
          ],
        },
        'GET /api/Placeholders/Globals/GLOBAL': { body: [{ keyWord: 'vacationDays', value: '20' }] },
        'GET /api/Placeholders/Globals/ES': { body: [{ keyWord: 'vacationDays', value: '23' }] },
        'GET /api/Placeholders/Globals/DE': { body: [{ keyWord: 'vacationDays', value: null }] },
      },
    });
    renderApp({ path: '/question/5' });
    const global = await screen.findByTestId('country-card-1');
    const spain = screen.getByTestId('country-card-2');
    const germany = screen.getByTestId('country-card-3');
    await waitFor(() => expect(global.textContent).toContain('You have 20 days.'));
    expect(within(global).getByText('20').getAttribute('title')).toBe('{{vacationDays}}');
    await waitFor(() => expect(spain.textContent).toContain('Tienes 23 días, @nope.'));
    expect(within(spain).getByText('@nope').getAttribute('title')).toBe('THIS PLACEHOLDER DOESNT EXIST');
    // Germany inherits the global text, without a value of its own
    await waitFor(() => expect(germany.textContent).toContain('You have @vacationDays days.'));
    expect(document.body.textContent).not.toContain('{{');
  });
});

describe('Dates in the tenant time zone', () => {
  it("writes the history's and the cards' times in the company zone and names it", async () => {
    const entry = {
      id: 20,
      countryId: 2,
      text: 'Spanish answer',
      active: true,
      validFrom: '2099-03-02T08:00:00.000Z',
      lastUpdated: '2026-10-01T07:00:00.000Z',
      lastUserUpdated: 'ana@acme.test',
      change: 'created',
      replacesId: null,
      supersededAt: null,
      removedAt: null,
    };
    knowledgeApi({
      routes: {
        'GET /api/Questions/5': { body: question },
        'GET /api/Questions/5/related': { body: [] },
        'GET /api/UserAnswers/': {
          body: [answer(2, { text: 'Spanish answer', lastUpdated: '2026-10-01T07:00:00.000Z' })],
        },
        'GET /api/UserAnswers/5/history': { body: [entry] },
      },
    });
    renderApp({ path: '/question/5' });
    const card = await screen.findByTestId('country-card-2');
    // 07:00 UTC is 09:00 in Madrid (summer time), whatever the browser's own zone
    await waitFor(() => expect(card.textContent).toContain('1 Oct 2026, 09:00 CEST'));
    await userEvent.click(within(card).getByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer.textContent).toContain('ana@acme.test · 1 Oct 2026, 09:00 CEST'));
    expect(drawer.textContent).toContain('2 Mar 2099, 09:00 CET');
  });
});

describe('Preview as an employee', () => {
  it('picks the date as the portal writes dates, not the browser locale mm/dd/yyyy', async () => {
    knowledgeApi({
      routes: {
        'GET /api/Questions/5': { body: question },
        'GET /api/Questions/5/related': { body: [] },
        'GET /api/UserAnswers/': { body: [answer(1)] },
      },
    });
    renderApp({ path: '/question/5' });
    await screen.findByTestId('country-card-1');
    const date = screen.getByRole('button', { name: 'Date (Europe/Madrid)' });
    expect(date.getAttribute('type')).not.toBe('date');
    expect(date.textContent).toBe('Today');
  });
});

describe('A missing question or placeholder', () => {
  it.each([
    ['/question/99999', 'This question does not exist', 'Back to questions', '/questions'],
    ['/placeholder/99999', 'This placeholder does not exist', 'Back to placeholders', '/placeholders'],
  ])('%s shows a not-found view instead of load errors', async (path, title, back, href) => {
    // every call about the item answers 404, as the API does for a missing id
    knowledgeApi({ routes: { 'GET /api/Placeholders/Globals/ES': { body: [] } } });
    renderApp({ path });
    expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe(href);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/you can try again/)).toBeNull();
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
  const rowName = '1 Jan 2099, 10:00 CET';

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
