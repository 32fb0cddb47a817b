import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { deleteSurveyResponsesKeepingCounts } from '../../db/keep-rollups';
import {
  botConversationRefs,
  botUsers,
  countries,
  directlineActivities,
  directlineConversations,
  outOfScopeExamples,
  pushDeliveries,
  pushItems,
  questions,
  surveyQueries,
  surveyResponseOptions,
  surveyResponses,
  utterances,
} from '../../db/schema';

/** Web Chat's channel id: its conversations name the bot user by `channel_user_id`. */
const DIRECTLINE = 'directline';

/** A bot user of the tenant whose e-mail (any case) or channel account id is `query`. */
function matching(customerId: number, query: string): SQL | undefined {
  return and(
    eq(botUsers.customerId, customerId),
    or(sql`lower(${botUsers.email}) = lower(${query})`, eq(botUsers.channelUserId, query)),
  );
}

const messageCount = sql<number>`(select count(*)::int from ${utterances} where ${utterances.botUserId} = ${botUsers.id})`;

export async function findBotUsers(db: TDb, customerId: number, query: string) {
  return db
    .select({
      id: botUsers.id,
      channel: botUsers.channel,
      channelUserId: botUsers.channelUserId,
      email: botUsers.email,
      name: botUsers.name,
      firstSeen: botUsers.firstSeen,
      lastSeen: botUsers.lastSeen,
      countryCode: countries.code,
      isTest: botUsers.isTest,
      messages: messageCount,
    })
    .from(botUsers)
    .leftJoin(countries, eq(countries.id, botUsers.countryId))
    .where(matching(customerId, query))
    .orderBy(asc(botUsers.channel), asc(botUsers.id));
}

export type TBotUserRow = Awaited<ReturnType<typeof findBotUsers>>[number];

/** Locks the named bot users that still match `query` until the transaction ends. */
export async function lockMatchingBotUsers(db: TDb, customerId: number, query: string, ids: number[]) {
  return db
    .select({
      id: botUsers.id,
      channel: botUsers.channel,
      channelUserId: botUsers.channelUserId,
      email: botUsers.email,
    })
    .from(botUsers)
    .where(and(matching(customerId, query), inArray(botUsers.id, ids)))
    .orderBy(asc(botUsers.id))
    .for('update');
}

export async function messagesOf(db: TDb, customerId: number, botUserIds: number[]) {
  return db
    .select({
      botUserId: utterances.botUserId,
      date: utterances.date,
      text: utterances.text,
      channel: utterances.channel,
      conversationId: utterances.conversationId,
      reasonId: utterances.reasonId,
      hedged: utterances.hedged,
      questionId: utterances.returnedQuestionId,
      questionText: questions.text,
      answerText: utterances.answerText,
      rating: utterances.rating,
    })
    .from(utterances)
    .leftJoin(questions, eq(questions.id, utterances.returnedQuestionId))
    .where(and(eq(utterances.customerId, customerId), inArray(utterances.botUserId, botUserIds)))
    .orderBy(asc(utterances.date), asc(utterances.id));
}

export async function surveyAnswersOf(db: TDb, customerId: number, botUserIds: number[]) {
  return db
    .select({
      botUserId: surveyResponses.botUserId,
      survey: pushItems.text,
      query: surveyQueries.text,
      answer: surveyResponseOptions.text,
      answeredAt: surveyResponses.answeredAt,
    })
    .from(surveyResponses)
    .innerJoin(surveyQueries, eq(surveyQueries.id, surveyResponses.surveyQueryId))
    .innerJoin(pushItems, eq(pushItems.id, surveyQueries.pushItemId))
    .innerJoin(surveyResponseOptions, eq(surveyResponseOptions.id, surveyResponses.responseOptionId))
    .where(and(eq(surveyResponses.customerId, customerId), inArray(surveyResponses.botUserId, botUserIds)))
    .orderBy(asc(surveyResponses.answeredAt), asc(surveyResponses.id));
}

/** Whose deliveries: the bot users', and those sent to their e-mails or channel accounts before a bot user was known. */
export interface TEmployeeKeys {
  botUserIds: number[];
  emails: string[];
  accounts: string[];
}

function deliveriesFor(customerId: number, keys: TEmployeeKeys): SQL | undefined {
  const emails = keys.emails.map((e) => e.toLowerCase());
  return and(
    eq(pushDeliveries.customerId, customerId),
    or(
      inArray(pushDeliveries.botUserId, keys.botUserIds),
      // sent before a bot user was known: to the address of a CSV list, or a channel account found by it
      and(
        isNull(pushDeliveries.botUserId),
        or(
          emails.length > 0 ? inArray(sql`lower(${pushDeliveries.email})`, emails) : undefined,
          inArray(pushDeliveries.address, keys.accounts),
        ),
      ),
    ),
  );
}

export async function deliveriesOf(db: TDb, customerId: number, keys: TEmployeeKeys) {
  return db
    .select({
      botUserId: pushDeliveries.botUserId,
      email: pushDeliveries.email,
      address: pushDeliveries.address,
      item: pushItems.text,
      type: pushItems.type,
      state: pushDeliveries.state,
      sentAt: pushDeliveries.sentAt,
    })
    .from(pushDeliveries)
    .innerJoin(pushItems, eq(pushItems.id, pushDeliveries.pushItemId))
    .where(deliveriesFor(customerId, keys))
    .orderBy(asc(pushDeliveries.createdAt), asc(pushDeliveries.id));
}

const webChatConversations = (customerId: number, accounts: string[]) =>
  and(
    eq(directlineConversations.customerId, customerId),
    inArray(directlineConversations.botUserId, accounts),
  );

/** The Web Chat activities of the accounts' conversations (Web Chat bot users' `channel_user_id`). */
export async function activitiesOf(db: TDb, customerId: number, accounts: string[]) {
  if (accounts.length === 0) return [];
  return db
    .select({
      account: directlineConversations.botUserId,
      conversationId: directlineActivities.conversationId,
      activity: directlineActivities.activity,
    })
    .from(directlineActivities)
    .innerJoin(directlineConversations, eq(directlineConversations.id, directlineActivities.conversationId))
    .where(webChatConversations(customerId, accounts))
    .orderBy(
      asc(directlineConversations.touchedAt),
      asc(directlineActivities.conversationId),
      asc(directlineActivities.sequence),
    );
}

export const webChatAccountsOf = (rows: readonly { channel: string; channelUserId: string }[]) =>
  rows.filter((r) => r.channel === DIRECTLINE).map((r) => r.channelUserId);

export async function deleteMessages(db: TDb, customerId: number, botUserIds: number[]) {
  const scope = and(eq(utterances.customerId, customerId), inArray(utterances.botUserId, botUserIds));
  // a reviewer's Out of Scope example is the message's own text: it goes with it
  await db
    .delete(outOfScopeExamples)
    .where(
      and(
        eq(outOfScopeExamples.customerId, customerId),
        inArray(
          outOfScopeExamples.utteranceId,
          db.select({ id: utterances.id }).from(utterances).where(scope),
        ),
      ),
    );
  const deleted = await db.delete(utterances).where(scope).returning({ id: utterances.id });
  return deleted.length;
}

/** Deletes the accounts' Web Chat conversations with their activities and pending marks; the activities deleted. */
export async function deleteWebChat(db: TDb, customerId: number, accounts: string[]) {
  if (accounts.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(directlineActivities)
    .innerJoin(directlineConversations, eq(directlineConversations.id, directlineActivities.conversationId))
    .where(webChatConversations(customerId, accounts));
  await db.delete(directlineConversations).where(webChatConversations(customerId, accounts));
  return row?.n ?? 0;
}

/**
 * Deletes the bot users' survey responses, which the survey report still counts as its options'
 * deleted responses; how many.
 */
export function deleteSurveyResponses(db: TDb, customerId: number, botUserIds: number[]) {
  return deleteSurveyResponsesKeepingCounts(db, customerId, inArray(surveyResponses.botUserId, botUserIds));
}

/** Keeps the deliveries (the push items' counts are summed from them) without whom they went to. */
export async function unlinkDeliveries(db: TDb, customerId: number, keys: TEmployeeKeys) {
  const updated = await db
    .update(pushDeliveries)
    .set({ botUserId: null, email: null, address: null })
    .where(deliveriesFor(customerId, keys))
    .returning({ id: pushDeliveries.id });
  return updated.length;
}

export async function deleteBotUsers(db: TDb, customerId: number, botUserIds: number[]) {
  await db
    .delete(botConversationRefs)
    .where(
      and(eq(botConversationRefs.customerId, customerId), inArray(botConversationRefs.botUserId, botUserIds)),
    );
  const deleted = await db
    .delete(botUsers)
    .where(and(eq(botUsers.customerId, customerId), inArray(botUsers.id, botUserIds)))
    .returning({ id: botUsers.id });
  return deleted.length;
}
