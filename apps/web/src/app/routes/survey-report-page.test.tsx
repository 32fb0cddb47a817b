import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { pushApi, pushItem } from '../../test/push-api';
import { renderApp } from '../../test/render-app';

const SURVEY = pushItem(4, {
  type: 'survey',
  text: 'I would recommend this company to a friend',
  statusId: 3,
  status: 'Sent',
  editable: false,
  successfulRecipients: 8,
  date: '2026-10-01T08:00:00.000Z',
  closeDate: '2026-10-08T08:00:00.000Z',
});
const TOTALS = [
  {
    surveyQueryId: 1,
    text: SURVEY.text,
    successfulRecipients: 8,
    totals: [
      { id: 'Yes', count: 5 },
      { id: 'No', count: 1 },
    ],
  },
];

afterEach(() => notifications.clean());

describe('Survey report page', { timeout: 15_000 }, () => {
  it('shows the cards, the shares over the employees reached and the way back', async () => {
    pushApi({
      routes: {
        'GET /api/Surveys/4': { body: SURVEY },
        'GET /api/Surveys/4/totals': { body: TOTALS },
      },
    });
    renderApp({ path: '/surveys/4' });
    expect(await screen.findByText('Out of 8 employees', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('6')).toBeTruthy();
    expect(screen.getByText('The survey closed on 8 Oct 2026, 10:00 CEST')).toBeTruthy();
    expect(screen.getByText('Until 8 Oct 2026, 10:00 CEST')).toBeTruthy();
    const legend = screen.getByRole('list');
    expect(within(legend).getByText('5 · 63%')).toBeTruthy();
    expect(within(legend).getByText('1 · 13%')).toBeTruthy();
    expect(within(legend).getByText('Not Answered')).toBeTruthy();
    expect(within(legend).getByText('2 · 25%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('link', { name: 'Back to surveys list' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Surveys' })).toBeTruthy();
  });

  it('offers no download before the survey is sent, and says when it will close', async () => {
    pushApi({
      routes: {
        'GET /api/Surveys/5': {
          body: { ...SURVEY, id: 5, statusId: 1, status: 'Scheduled', closeDate: '2031-01-01T08:00:00.000Z' },
        },
        'GET /api/Surveys/5/totals': { body: [{ ...TOTALS[0], successfulRecipients: 0, totals: [] }] },
      },
    });
    renderApp({ path: '/surveys/5' });
    expect(
      await screen.findByText('The survey will close on 1 Jan 2031, 09:00 CET', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Report' })).toBeNull();
  });

  it('says a survey that does not exist', async () => {
    pushApi({
      routes: { 'GET /api/Surveys/6': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } } },
    });
    renderApp({ path: '/surveys/6' });
    expect(await screen.findByText('Survey not found', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
