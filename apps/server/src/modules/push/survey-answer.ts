import { PUSH_STATUSES, SURVEY_ANSWER_MESSAGES } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import { findSurveyOfOption, insertSurveyResponse } from './survey-answer.repository';

/**
 * An employee pressed a response option of a survey: the first press is the answer (one row per
 * query and bot user), later ones change nothing, and after the close date none counts. What the
 * bot says back; undefined for an option of no sent survey of this tenant, or of one this employee
 * was not sent (nothing is said).
 */
export async function answerSurvey(
  db: TDb,
  customerId: number,
  botUserId: number,
  { queryId, optionId }: { queryId: number; optionId: number },
  now = new Date(),
): Promise<string | undefined> {
  const found = await findSurveyOfOption(db, customerId, botUserId, { queryId, optionId });
  if (!found || found.statusId === PUSH_STATUSES.Scheduled) return undefined;
  const isClosed =
    found.statusId === PUSH_STATUSES.Closed || (found.closeDate !== null && found.closeDate <= now);
  if (isClosed) return SURVEY_ANSWER_MESSAGES.closed;
  const stored = await insertSurveyResponse(db, customerId, botUserId, { queryId, optionId }, now);
  return stored ? SURVEY_ANSWER_MESSAGES.thanks : SURVEY_ANSWER_MESSAGES.already;
}
