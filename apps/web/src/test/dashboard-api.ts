import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import type { TFeatureFlag } from '@askhr/shared/tenancy/tenancy.schemas';
import { type TFakeResponse } from './fake-api';
import { COUNTRIES, knowledgeApi } from './knowledge-api';

/** A month of activity as GET /api/Reports/TotalQuestions returns it. */
export function fakeReport(patch: Partial<TTotalQuestionsReport> = {}): TTotalQuestionsReport {
  return {
    start: '2026-10-22',
    end: '2026-11-21',
    timeZone: 'Europe/Madrid',
    granularity: 'Daily',
    totals: [
      {
        displayDate: '2026-11-20',
        totalCount: 4,
        uniqueUsersCount: 3,
        pushMessagesCount: 0,
        pushMessagesRecipientsCount: 0,
      },
      {
        displayDate: '2026-11-21',
        totalCount: 6,
        uniqueUsersCount: 2,
        pushMessagesCount: 1,
        pushMessagesRecipientsCount: 40,
      },
    ],
    totalsByCategory: [
      { category: { id: 1, name: 'Leave' }, count: 7 },
      { category: { id: 2, name: 'Payroll' }, count: 3 },
    ],
    totalsByCountry: [
      { country: { id: 2, code: 'ES', name: 'Spain' }, count: 8 },
      { country: { id: 3, code: 'DE', name: 'Germany' }, count: 2 },
    ],
    newUsers: [
      { channelId: 'directline', count: 1 },
      { channelId: 'slack', count: 2 },
    ],
    answersPerChannel: [
      { channelId: 'slack', count: 3 },
      { channelId: 'msteams', count: 2 },
      { channelId: 'emulator', count: 0 },
    ],
    enabledAnswersCount: {
      total: 6,
      questions: 10,
      categories: [
        { category: { id: 1, name: 'Leave' }, count: 4, questions: 5 },
        { category: { id: 2, name: 'Payroll' }, count: 2, questions: 5 },
      ],
    },
    previous: { start: '2026-09-21', end: '2026-10-21', totalCount: 8, answersCount: 4, newUsersCount: 3 },
    mostAskedUnanswered: [{ question: { id: 42, text: 'Can I bring my dog to the office?' }, count: 5 }],
    ...patch,
  };
}

export const quietReport = () =>
  fakeReport({
    totals: [
      {
        displayDate: '2026-11-21',
        totalCount: 0,
        uniqueUsersCount: 0,
        pushMessagesCount: 0,
        pushMessagesRecipientsCount: 0,
      },
    ],
    totalsByCategory: [],
    totalsByCountry: [],
    newUsers: [],
    answersPerChannel: [],
    previous: { start: '2026-09-21', end: '2026-10-21', totalCount: 0, answersCount: 0, newUsersCount: 0 },
    mostAskedUnanswered: [],
  });

interface TDashboardScenario {
  features?: TFeatureFlag[];
  report?: TFakeResponse | (() => TFakeResponse);
  usageReport?: TFakeResponse | (() => TFakeResponse);
}

/** The shell's calls for an administrator of one tenant, plus the two report calls. */
export function dashboardApi({ features = [], report, usageReport }: TDashboardScenario = {}) {
  return knowledgeApi({
    countries: COUNTRIES,
    features,
    routes: {
      'GET /api/Reports/TotalQuestions': report ?? { body: fakeReport() },
      'GET /api/Reports/UsageReport': usageReport ?? { body: 'date,utterance\n2026-11-21,hello\n' },
    },
  });
}
