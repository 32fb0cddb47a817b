import { defineApi, general } from '../access/api-route';

const access = { all: general } as const;

/** The dashboard's reports in the API catalogue (access/api-routes.ts). */
export const REPORTS_API = defineApi('Reports', access, {
  'reports.totalQuestions': {
    route: 'GET /api/Reports/TotalQuestions',
    summary: 'Questions, users and answers of a date range, cut in the tenant report time zone',
  },
  'reports.usageReport': {
    route: 'GET /api/Reports/UsageReport',
    summary: 'Every utterance of a date range as CSV (export.csv)',
  },
});
