import { stringify } from 'csv-stringify/sync';
import { SURVEY_NOT_ANSWERED } from '@askhr/shared/push/push.constants';
import type { TSurveyTotals } from '@askhr/shared/push/push.schemas';
import type { TTenantContext } from '../../auth/guard';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import { neutralizeFormula } from '../reports/usage-report';
import { countResponses, findPushItem, findQueries, findResponseOptions } from './push.repository';
import { assertTypeAccess } from './push.service';
import { recordAudit, type TAuditActor } from '../audit/audit.service';

export const SURVEY_REPORT_HEADER = ['Question', 'Response', 'Responses', 'Percentage'] as const;

/** Answers per response option of a survey, from the recorded responses (nobody's identity). */
export async function surveyTotals(db: TDb, tenant: TTenantContext, id: number): Promise<TSurveyTotals> {
  const row = await findPushItem(db, tenant.customerId, id);
  if (!row || row.type !== 'survey') throw notFound('Survey not found.');
  assertTypeAccess(tenant, 'survey', false);
  const queries = await findQueries(db, tenant.customerId, [row.id]);
  const queryIds = queries.map((q) => q.id);
  const [options, counts] = await Promise.all([
    findResponseOptions(db, tenant.customerId, queryIds),
    countResponses(db, tenant.customerId, queryIds),
  ]);
  return queries.map((query) => ({
    surveyQueryId: query.id,
    text: query.text,
    successfulRecipients: row.successfulRecipients,
    totals: options
      .filter((o) => o.surveyQueryId === query.id)
      .map((o) => ({ id: o.text, count: counts.get(o.id) ?? 0 })),
  }));
}

const percent = (count: number, of: number) => (of > 0 ? `${Math.round((count / of) * 100)}%` : '0%');

/**
 * The survey report as CSV: per question, each response with its count and share of the
 * employees reached, then those who did not answer. Counts only: nobody is named.
 */
export async function surveyReportCsv(db: TDb, tenant: TTenantContext, id: number, by: TAuditActor) {
  const records: string[][] = [[...SURVEY_REPORT_HEADER]];
  const totals = await surveyTotals(db, tenant, id);
  await recordAudit(db, {
    customerId: tenant.customerId,
    action: 'export',
    actor: by,
    target: `survey ${id}`,
    detail: 'survey report',
  });
  for (const query of totals) {
    const reached = query.successfulRecipients;
    const answered = query.totals.reduce((sum, t) => sum + t.count, 0);
    const question = neutralizeFormula(query.text);
    for (const total of query.totals)
      records.push([
        question,
        neutralizeFormula(total.id),
        String(total.count),
        percent(total.count, reached),
      ]);
    const unanswered = Math.max(reached - answered, 0);
    records.push([question, SURVEY_NOT_ANSWERED, String(unanswered), percent(unanswered, reached)]);
  }
  return stringify(records);
}
