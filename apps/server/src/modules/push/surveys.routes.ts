import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZPushItem,
  ZPushParams,
  ZSavedPush,
  ZSurveyOptions,
  ZSurveySave,
  ZSurveyTotals,
} from '@askhr/shared/push/push.schemas';
import { principalOf, tenantOf } from '../../auth/guard';
import type { TDb } from '../../db/client';
import { SURVEY_TEMPLATES } from './push-templates';
import { getPushItem, savePushItem } from './push.service';
import { surveyReportCsv, surveyTotals } from './survey-report';

const tags = ['Surveys'];

/** Surveys: question templates, get and save, totals and the CSV report (spec 001 section 7). */
export const surveysRoutes: FastifyPluginAsync<{ db: TDb }> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Surveys/options',
    {
      onRequest: app.access('surveys.options'),
      schema: {
        tags,
        summary: 'Question templates, each with its response options',
        response: { 200: ZSurveyOptions },
      },
    },
    async () => SURVEY_TEMPLATES.map((template) => ({ ...template, selected: false })),
  );

  app.get(
    '/Surveys/:id',
    {
      onRequest: app.access('surveys.get'),
      schema: { tags, summary: 'One survey', params: ZPushParams, response: { 200: ZPushItem } },
    },
    async (request) => getPushItem(db, tenantOf(request), request.params.id, 'survey'),
  );

  app.post(
    '/Surveys/:id',
    {
      onRequest: app.access('surveys.save'),
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Changes a scheduled survey (409 when lastUpdated is stale or it was sent)',
        params: ZPushParams,
        body: ZSurveySave,
        response: { 200: ZSavedPush },
      },
    },
    async (request) =>
      savePushItem(
        db,
        tenantOf(request),
        principalOf(request),
        {
          ...request.body,
          id: request.params.id,
          type: 'survey',
        },
        app.jobs.push,
      ),
  );

  app.get(
    '/Surveys/:id/totals',
    {
      onRequest: app.access('surveys.totals'),
      schema: {
        tags,
        summary: 'Responses per answer; the first entry is the question shown',
        params: ZPushParams,
        response: { 200: ZSurveyTotals },
      },
    },
    async (request) => surveyTotals(db, tenantOf(request), request.params.id),
  );

  app.get(
    '/Surveys/:id/report',
    {
      onRequest: app.access('surveys.report'),
      schema: {
        tags,
        summary: 'The anonymous survey report as CSV (export.csv)',
        params: ZPushParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await surveyReportCsv(db, tenantOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="export.csv"')
        .send(csv);
    },
  );
};
