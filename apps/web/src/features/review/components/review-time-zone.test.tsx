import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQuery } from '../../../test/knowledge-api';
import { active, renderApp } from '../../../test/render-app';
import { REVIEW_PAGE, reviewApi, reviewRow } from '../../../test/review-api';

const NEW_YORK = { 'GET /api/CustomSettings/Timezone': { body: { reportsTimeZone: 'America/New_York' } } };
// 22:37 UTC on 27 November is 17:37 in New York (EST)
const ROW = reviewRow({ id: 5, date: '2026-11-27T22:37:00Z', rating: -1, utterance: 'Late question' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 03:00 UTC on 29 November is still 28 November in New York
  vi.setSystemTime(new Date('2026-11-29T03:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("dates of Review and Feedback in the tenant's time zone", { timeout: 15_000 }, () => {
  it("shows a Review row's date in the tenant's zone and asks for the tenant's days", async () => {
    const { fetchMock } = reviewApi({
      routes: { ...NEW_YORK, [`GET ${REVIEW_PAGE}`]: { body: { data: [ROW], total: 1 } } },
    });
    renderApp({ path: '/reviewUtterances' });
    const row = (await screen.findByText('Late question', undefined, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('27 Nov 2026')).toBeTruthy();
    expect(within(row).getByText('17:37 EST')).toBeTruthy();
    expect(within(row).queryByText(/UTC/)).toBeNull();
    expect(screen.getByText('Dates (America/New_York)')).toBeTruthy();
    expect(Object.fromEntries(lastQuery(fetchMock, REVIEW_PAGE))).toMatchObject({
      startDate: '2026-10-28',
      endDate: '2026-11-28',
    });
  });

  it("shows a Feedback row's date in the tenant's zone", async () => {
    const { fetchMock } = reviewApi({
      features: active('ReviewFeedback'),
      routes: {
        ...NEW_YORK,
        'GET /api/Permissions/': { body: ['view-feedback'] },
        'GET /api/Feedback/page': { body: { data: [ROW], total: 1 } },
        'GET /api/Feedback/Ratings': { body: [{ id: -1, total: 1, questionId: 7 }] },
      },
    });
    renderApp({ path: '/feedback/' });
    const row = (await screen.findByText('Late question', undefined, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('17:37 EST')).toBeTruthy();
    expect(lastQuery(fetchMock, '/api/Feedback/page').get('endDate')).toBe('2026-11-28');
  });
});
