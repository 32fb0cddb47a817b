import { PUSH_STATUSES, SURVEY_DEFAULT_GREETING } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import { botUsers } from '../../db/schema';
import { pushItems, surveyResponses } from '../../db/schema-push';
import {
  findQueries,
  findResponseOptions,
  replaceQueries,
  replaceRecipients,
} from '../../modules/push/push.repository';

/** Tests only: a push item written straight to the database (a sent one when `statusId` says so). */
export async function createPushItem(
  db: TDb,
  customerId: number,
  opts: { type?: 'message' | 'survey'; statusId?: number; date?: Date; successfulRecipients?: number } = {},
) {
  const type = opts.type ?? 'message';
  const [row] = await db
    .insert(pushItems)
    .values({
      customerId,
      type,
      text: type === 'survey' ? 'I feel supported by my manager.' : 'Payslips are out.',
      date: opts.date ?? new Date(Date.now() + 86_400_000),
      greetingText: type === 'survey' ? SURVEY_DEFAULT_GREETING : null,
      closeDate: type === 'survey' ? new Date(Date.now() + 7 * 86_400_000) : null,
      statusId: opts.statusId ?? PUSH_STATUSES.Scheduled,
      successfulRecipients: opts.successfulRecipients ?? 0,
      lastUserUpdated: 'Test',
    })
    .returning();
  await replaceRecipients(db, customerId, row!.id, [
    {
      name: 'All Web Chat users',
      type: 'group',
      channelId: 'directline',
      channelTenantId: null,
      channelTenantName: null,
      recipientId: 'all-directline',
      emails: [],
    },
  ]);
  if (type === 'survey')
    await replaceQueries(db, customerId, row!.id, [
      { text: row!.text, surveyQueryOptionId: 1, options: ['Yes', 'No'] },
    ]);
  return row!;
}

/** Tests only: an employee the bot knows on a channel. */
export async function createBotUser(db: TDb, customerId: number, channel = 'directline', countryId = 2) {
  const now = new Date();
  const [row] = await db
    .insert(botUsers)
    .values({
      customerId,
      channel,
      channelUserId: `user-${Math.random().toString(36).slice(2)}`,
      email: `employee${Math.random().toString(36).slice(2, 8)}@example.test`,
      countryId,
      roleId: 2,
      firstSeen: now,
      lastSeen: now,
    })
    .returning();
  return row!;
}

/** Tests only: an employee's answer to a survey's first query, recorded as the sender will. */
export async function answerSurvey(
  db: TDb,
  customerId: number,
  pushItemId: number,
  option: string,
  botUserId: number,
) {
  const [query] = await findQueries(db, customerId, [pushItemId]);
  const options = await findResponseOptions(db, customerId, [query!.id]);
  const responseOptionId = options.find((o) => o.text === option)!.id;
  await db
    .insert(surveyResponses)
    .values({ customerId, surveyQueryId: query!.id, responseOptionId, botUserId });
}
