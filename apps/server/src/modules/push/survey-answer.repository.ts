import { and, eq, inArray, isNull, or } from 'drizzle-orm';
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
 * The push item of the survey whose query and response option these are, if this tenant's bot user
 * was sent it: an option of no survey of the tenant, or of one the employee was not sent, is none.
 */
export async function findSurveyOfOption(
  db: TDb,
  customerId: number,
  botUserId: number,
  { queryId, optionId }: { queryId: number; optionId: number },
) {
  const [found] = await db
    .select({ statusId: pushItems.statusId, closeDate: pushItems.closeDate })
    .from(surveyResponseOptions)
    .innerJoin(surveyQueries, eq(surveyQueries.id, surveyResponseOptions.surveyQueryId))
    .innerJoin(pushItems, eq(pushItems.id, surveyQueries.pushItemId))
    .innerJoin(botUsers, and(eq(botUsers.customerId, customerId), eq(botUsers.id, botUserId)))
    // only an employee the survey reached answers it: a button value can be forged, a delivery cannot
    // (an uncertain one may have arrived, and its answer proves it did).
    // A Slack user found by e-mail had no bot user when it was sent: the row holds the Slack id.
    .innerJoin(
      pushDeliveries,
      and(
        eq(pushDeliveries.pushItemId, pushItems.id),
        inArray(pushDeliveries.state, ['sent', 'uncertain']),
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
  return found;
}

/** Stores the answer; false when the bot user had already answered the query. */
export async function insertSurveyResponse(
  db: TDb,
  customerId: number,
  botUserId: number,
  { queryId, optionId }: { queryId: number; optionId: number },
  now: Date,
) {
  const stored = await db
    .insert(surveyResponses)
    .values({ customerId, surveyQueryId: queryId, responseOptionId: optionId, botUserId, answeredAt: now })
    .onConflictDoNothing()
    .returning({ id: surveyResponses.id });
  return stored.length > 0;
}
