import {
  ZPushItem,
  ZPushParams,
  ZSavedPush,
  ZSurveyOptions,
  ZSurveySave,
  ZSurveyTotals,
} from '@askhr/shared/push/push.schemas';
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import type { TDb } from '../../db/client';
import { SURVEY_TEMPLATES } from './push-templates';
import { getPushItem, savePushItem } from './push.service';
import { surveyReportCsv, surveyTotals } from './survey-report';

/** Surveys: question templates, get and save, totals and the CSV report (spec 001 section 7). */
export const surveysRoutes = apiPlugin<{ db: TDb }>((route, { db }, plugin) => {
  route('surveys.options', { response: ZSurveyOptions }, async () =>
    SURVEY_TEMPLATES.map((template) => ({ ...template, selected: false })),
  );

  route('surveys.get', { params: ZPushParams, response: ZPushItem }, async (request) =>
    getPushItem(db, tenantOf(request), request.params.id, 'survey'),
  );

  route(
    'surveys.save',
    { params: ZPushParams, body: ZSurveySave, response: ZSavedPush, bodyLimit: 4 * 1024 * 1024 },
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
        plugin.jobs.push,
      ),
  );

  route('surveys.totals', { params: ZPushParams, response: ZSurveyTotals }, async (request) =>
    surveyTotals(db, tenantOf(request), request.params.id),
  );

  route('surveys.report', { params: ZPushParams, produces: ['text/csv'] }, async (request, reply) => {
    const csv = await surveyReportCsv(db, tenantOf(request), request.params.id, principalOf(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="export.csv"')
      .send(csv);
  });
});
