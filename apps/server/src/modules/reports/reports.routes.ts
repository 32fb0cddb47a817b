import {
  ZTotalQuestionsQuery,
  ZTotalQuestionsReport,
  ZUsageReportQuery,
} from '@askhr/shared/reports/reports.schemas';
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import type { TDb } from '../../db/client';
import { totalQuestions } from './reports.service';
import { usageReport } from './usage-report';

/** The home dashboard (spec 000 sections 2, 3 and 7). */
export const reportsRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route(
    'reports.totalQuestions',
    { querystring: ZTotalQuestionsQuery, response: ZTotalQuestionsReport },
    async (request) => totalQuestions(db, tenantOf(request).customerId, request.query),
  );

  route(
    'reports.usageReport',
    { querystring: ZUsageReportQuery, produces: ['text/csv'] },
    async (request, reply) => {
      const csv = await usageReport(db, tenantOf(request).customerId, request.query, principalOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="export.csv"')
        .send(csv);
    },
  );
});
