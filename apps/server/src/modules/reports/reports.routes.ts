import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZTotalQuestionsQuery,
  ZTotalQuestionsReport,
  ZUsageReportQuery,
} from '@askhr/shared/reports/reports.schemas';
import { tenantOf } from '../../auth/guard';
import type { TDb } from '../../db/client';
import { totalQuestions } from './reports.service';
import { usageReport } from './usage-report';

const tags = ['Reports'];

/** The home dashboard (spec 000 sections 2, 3 and 7). */
export const reportsRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Reports/TotalQuestions',
    {
      onRequest: app.access('reports.totalQuestions'),
      schema: {
        tags,
        summary: 'Questions, users and answers of a date range, cut in the tenant report time zone',
        querystring: ZTotalQuestionsQuery,
        response: { 200: ZTotalQuestionsReport },
      },
    },
    async (request) => totalQuestions(db, tenantOf(request).customerId, request.query),
  );

  app.get(
    '/Reports/UsageReport',
    {
      onRequest: app.access('reports.usageReport'),
      schema: {
        tags,
        summary: 'Every utterance of a date range as CSV (export.csv)',
        querystring: ZUsageReportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await usageReport(db, tenantOf(request).customerId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="export.csv"')
        .send(csv);
    },
  );
};
