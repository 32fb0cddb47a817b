import { and, eq, isNull, or } from 'drizzle-orm';
import { PUSH_STATUSES, SURVEY_ANSWER_MESSAGES } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import { botUsers } from '../../db/schema';
import {
  pushDeliveries,
  pushItems,
  surveyQueries,
  surveyResponseOptions,
  surveyResponses,
} from '../../db/schema-push';

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
  const [found] = await db
    .select({ statusId: pushItems.statusId, closeDate: pushItems.closeDate })
    .from(surveyResponseOptions)
    .innerJoin(surveyQueries, eq(surveyQueries.id, surveyResponseOptions.surveyQueryId))
    .innerJoin(pushItems, eq(pushItems.id, surveyQueries.pushItemId))
    .innerJoin(botUsers, and(eq(botUsers.customerId, customerId), eq(botUsers.id, botUserId)))
    // only an employee the survey reached answers it: a button value can be forged, a delivery cannot.
    // A Slack user found by e-mail had no bot user when it was sent: the row holds the Slack id.
    .innerJoin(
      pushDeliveries,
      and(
        eq(pushDeliveries.pushItemId, pushItems.id),
        eq(pushDeliveries.state, 'sent'),
        or(
          eq(pushDeliveries.botUserId, botUserId),
          and(
            isNull(pushDeliveries.botUserId),
            eq(pushDeliveries.channel, botUsers.channel),
            eq(pushDeliveries.address, botUsers.channelUserId),
          ),
        ),
      ),
    )
    .where(
      and(
        eq(surveyResponseOptions.customerId, customerId),
        eq(surveyResponseOptions.id, optionId),
        eq(surveyQueries.id, queryId),
        eq(pushItems.customerId, customerId),
        eq(pushItems.type, 'survey'),
      ),
    );
  if (!found || found.statusId === PUSH_STATUSES.Scheduled) return undefined;
  const isClosed =
    found.statusId === PUSH_STATUSES.Closed || (found.closeDate !== null && found.closeDate <= now);
  if (isClosed) return SURVEY_ANSWER_MESSAGES.closed;
  const stored = await db
    .insert(surveyResponses)
    .values({ customerId, surveyQueryId: queryId, responseOptionId: optionId, botUserId, answeredAt: now })
    .onConflictDoNothing()
    .returning({ id: surveyResponses.id });
  return stored.length > 0 ? SURVEY_ANSWER_MESSAGES.thanks : SURVEY_ANSWER_MESSAGES.already;
}
