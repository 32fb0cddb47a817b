import { and, eq, lte } from 'drizzle-orm';
import { PUSH_STATUSES, SURVEY_DEFAULT_GREETING, WEB_CHAT_GROUP } from '@askhr/shared/push/push.constants';
import { CHANNELS } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import { botUsers, customerUsers, features, users } from '../../db/schema';
import {
  pushDeliveries,
  pushItems,
  pushRecipients,
  surveyQueries,
  surveyResponseOptions,
  surveyResponses,
} from '../../db/schema-push';
import type { TRandom } from './prng';

const DAY_MS = 86_400_000;
const labelOf = (channelId: string) => CHANNELS.find((c) => c.id === channelId)?.label ?? channelId;

interface TDemoPush {
  daysAgo: number;
  text: string;
  /** a survey's answers, with how likely each is chosen; a survey closes `openDays` after it went out */
  survey?: { options: readonly (readonly [string, number])[]; openDays: number };
}

const DEMO_PUSHES: readonly TDemoPush[] = [
  {
    daysAgo: 75,
    text: 'Open enrolment for health benefits starts Monday. Ask me "how do I enrol in benefits?" to see how.',
  },
  { daysAgo: 52, text: 'Reminder: submit your travel expenses of last quarter by Friday.' },
  {
    daysAgo: 40,
    text: 'I have the tools I need to do my job well.',
    survey: {
      options: [
        ['Yes', 0.62],
        ['No', 0.38],
      ],
      openDays: 14,
    },
  },
  { daysAgo: 21, text: 'Payslips of this month are available in the HR portal.' },
  { daysAgo: 9, text: 'Security: never share your password, not even with IT. Ask me how to reset it.' },
  {
    daysAgo: 4,
    text: 'I know who to ask about my benefits.',
    survey: {
      options: [
        ['Yes', 0.5],
        ['No', 0.2],
        ['Not sure', 0.3],
      ],
      openDays: 10,
    },
  },
];

/** HR sends on working days in the morning: 09:00 UTC, a weekend moved back to the Friday. */
function weekdayBefore(date: Date) {
  const morning = new Date(date);
  morning.setUTCHours(9, 0, 0, 0);
  const day = morning.getUTCDay();
  return day === 6 || day === 0 ? new Date(morning.getTime() - (day === 6 ? 1 : 2) * DAY_MS) : morning;
}

/** The sender of the demo pushes: what the Push Messages lists show as "last updated by". */
export interface TDemoPushAuthor {
  name: string;
  /** the account's email: its membership of the tenant is what the 'Last updated by...' filter lists */
  email: string;
}

/**
 * Past pushes and pulse surveys of a simulated tenant, delivered to every employee the bot knew on
 * their day (one delivery row each; a few blocked the bot) and answered by some: the dashboard
 * markers, the Sent lists and the survey reports of the demo. Surveys only where the tenant has them.
 */
export async function simulatePushHistory(
  db: TDb,
  random: TRandom,
  opts: { customerId: number; end: Date; author: TDemoPushAuthor },
) {
  const { customerId, end } = opts;
  const [author] = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .where(and(eq(customerUsers.customerId, customerId), eq(users.email, opts.author.email)));
  const hasSurveys =
    (
      await db
        .select()
        .from(features)
        .where(
          and(eq(features.customerId, customerId), eq(features.name, 'Surveys'), eq(features.active, true)),
        )
    ).length > 0;
  let sent = 0;
  for (const push of DEMO_PUSHES) {
    if (push.survey && !hasSurveys) continue;
    const date = weekdayBefore(new Date(end.getTime() - push.daysAgo * DAY_MS));
    const employees = await db
      .select({ id: botUsers.id, channel: botUsers.channel })
      .from(botUsers)
      .where(
        and(eq(botUsers.customerId, customerId), eq(botUsers.isTest, false), lte(botUsers.firstSeen, date)),
      );
    if (employees.length === 0) continue;
    const outcomes = employees.map((employee) => ({ employee, blocked: random.chance(0.03) }));
    const reached = outcomes.filter((o) => !o.blocked);
    const closeDate = push.survey ? new Date(date.getTime() + push.survey.openDays * DAY_MS) : null;
    const [item] = await db
      .insert(pushItems)
      .values({
        customerId,
        type: push.survey ? 'survey' : 'message',
        text: push.text,
        date,
        greetingText: push.survey ? SURVEY_DEFAULT_GREETING : null,
        closeDate,
        statusId: closeDate && closeDate <= end ? PUSH_STATUSES.Closed : PUSH_STATUSES.Sent,
        statusDate: closeDate && closeDate <= end ? closeDate : date,
        successfulRecipients: reached.length,
        botBlockedCount: outcomes.length - reached.length,
        lastUpdated: new Date(date.getTime() - DAY_MS),
        lastUserUpdated: opts.author.name,
        lastCustomerUserId: author?.id ?? null,
        createdAt: new Date(date.getTime() - 2 * DAY_MS),
      })
      .returning({ id: pushItems.id });
    const channels = [...new Set(employees.map((e) => e.channel))];
    const recipients = await db
      .insert(pushRecipients)
      .values(
        channels.map((channelId) => ({
          customerId,
          pushItemId: item!.id,
          name: channelId === 'directline' ? WEB_CHAT_GROUP.name : `All ${labelOf(channelId)} users`,
          type: 'group',
          channelId,
          recipientId: `all-${channelId}`,
        })),
      )
      .returning({ id: pushRecipients.id, channelId: pushRecipients.channelId });
    const recipientOf = new Map(recipients.map((r) => [r.channelId, r.id]));
    await db.insert(pushDeliveries).values(
      outcomes.map(({ employee, blocked }) => ({
        customerId,
        pushItemId: item!.id,
        botUserId: employee.id,
        channel: employee.channel,
        pushRecipientId: recipientOf.get(employee.channel) ?? null,
        state: blocked ? 'blocked' : 'sent',
        attempts: 1,
        lastError: blocked ? 'The employee blocked the bot.' : null,
        sentAt: blocked ? null : date,
      })),
    );
    if (push.survey)
      await answerSurvey(
        db,
        random,
        customerId,
        item!.id,
        push,
        reached.map((o) => o.employee.id),
        date,
      );
    sent += 1;
  }
  return sent;
}

async function answerSurvey(
  db: TDb,
  random: TRandom,
  customerId: number,
  pushItemId: number,
  push: TDemoPush,
  reached: number[],
  date: Date,
) {
  const [query] = await db
    .insert(surveyQueries)
    .values({ customerId, pushItemId, text: push.text })
    .returning({ id: surveyQueries.id });
  const options = await db
    .insert(surveyResponseOptions)
    .values(
      push.survey!.options.map(([text], position) => ({
        customerId,
        surveyQueryId: query!.id,
        text,
        position,
      })),
    )
    .returning({ id: surveyResponseOptions.id, text: surveyResponseOptions.text });
  const optionId = new Map(options.map((o) => [o.text, o.id]));
  // about half the employees answer, most within two days
  const answers = reached
    .filter(() => random.chance(0.55))
    .map((botUserId) => ({
      customerId,
      surveyQueryId: query!.id,
      responseOptionId: optionId.get(random.weighted(push.survey!.options))!,
      botUserId,
      answeredAt: new Date(date.getTime() + Math.min(random.next() * 2, 1.9) * DAY_MS),
    }));
  if (answers.length > 0) await db.insert(surveyResponses).values(answers);
}
