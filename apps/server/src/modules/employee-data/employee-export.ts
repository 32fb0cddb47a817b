import {
  REASON_LABELS,
  REASONS,
  RATING_LABELS,
  type TRating,
  type TReasonId,
} from '@askhr/shared/bot/bot.constants';
import type {
  TEmployeeActivity,
  TEmployeeMessage,
  TEmployeeRecord,
} from '@askhr/shared/employee-data/employee-data.schemas';
import type {
  activitiesOf,
  deliveriesOf,
  messagesOf,
  surveyAnswersOf,
  TBotUserRow,
} from './employee-data.repository';

type TMessageRow = Awaited<ReturnType<typeof messagesOf>>[number];
type TSurveyRow = Awaited<ReturnType<typeof surveyAnswersOf>>[number];
type TDeliveryRow = Awaited<ReturnType<typeof deliveriesOf>>[number];
type TActivityRow = Awaited<ReturnType<typeof activitiesOf>>[number];

/** What was read about the matched bot users, before it is laid out per bot user. */
export interface TEmployeeRows {
  botUsers: TBotUserRow[];
  messages: TMessageRow[];
  surveyAnswers: TSurveyRow[];
  deliveries: TDeliveryRow[];
  activities: TActivityRow[];
}

/** The reasons for which the bot offers the questions closest to the message as buttons. */
const OFFERING_REASONS: readonly number[] = [REASONS.lowConfidence, REASONS.closeMatch];

function outcomeOf(row: TMessageRow): TEmployeeMessage['outcome'] {
  if (row.reasonId === null) return row.hedged ? 'answered-unsure' : 'answered';
  return OFFERING_REASONS.includes(row.reasonId) ? 'options' : 'not-answered';
}

function presentMessage(row: TMessageRow): TEmployeeMessage {
  return {
    date: row.date.toISOString(),
    text: row.text,
    channel: row.channel,
    conversationId: row.conversationId,
    outcome: outcomeOf(row),
    reason: row.reasonId === null ? null : (REASON_LABELS[row.reasonId as TReasonId] ?? String(row.reasonId)),
    questionId: row.questionId,
    questionText: row.questionText,
    answerText: row.answerText,
    rating: row.rating === null ? null : (RATING_LABELS[row.rating as TRating] ?? String(row.rating)),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored activity's text and time, or null for one without text (typing, events). */
function presentActivity(row: TActivityRow): TEmployeeActivity | null {
  const activity = isRecord(row.activity) ? row.activity : {};
  if (typeof activity.text !== 'string' || activity.text === '') return null;
  const from = isRecord(activity.from) ? activity.from : {};
  return {
    conversationId: row.conversationId,
    from: from.role === 'user' ? 'employee' : 'bot',
    timestamp: typeof activity.timestamp === 'string' ? activity.timestamp : null,
    text: activity.text,
  };
}

/**
 * The bot user each delivery belongs to: the one it is linked to, or, sent before a bot user was
 * known, the one with its channel account, else the first with its e-mail.
 */
function deliveryOwners(users: readonly TBotUserRow[], deliveries: readonly TDeliveryRow[]) {
  const ownerOf = (row: TDeliveryRow) =>
    row.botUserId ??
    (
      users.find((user) => row.address !== null && row.address === user.channelUserId) ??
      users.find((user) => user.email !== null && row.email?.toLowerCase() === user.email.toLowerCase())
    )?.id;
  return deliveries.map((row) => ({ row, owner: ownerOf(row) }));
}

/** Everything read, per bot user. */
export function presentRecords(rows: TEmployeeRows): TEmployeeRecord[] {
  const deliveries = deliveryOwners(rows.botUsers, rows.deliveries);
  return rows.botUsers.map((user) => ({
    profile: {
      id: user.id,
      channel: user.channel,
      channelUserId: user.channelUserId,
      email: user.email,
      name: user.name,
      firstSeen: user.firstSeen.toISOString(),
      lastSeen: user.lastSeen.toISOString(),
      countryCode: user.countryCode,
      isTest: user.isTest,
    },
    messages: rows.messages.filter((m) => m.botUserId === user.id).map(presentMessage),
    surveyAnswers: rows.surveyAnswers
      .filter((s) => s.botUserId === user.id)
      .map((s) => ({
        survey: s.survey,
        query: s.query,
        answer: s.answer,
        answeredAt: s.answeredAt.toISOString(),
      })),
    deliveries: deliveries
      .filter((d) => d.owner === user.id)
      .map(({ row: d }) => ({
        item: d.item,
        type: d.type,
        state: d.state,
        sentAt: d.sentAt?.toISOString() ?? null,
      })),
    transcript:
      user.channel === 'directline'
        ? rows.activities
            .filter((a) => a.account === user.channelUserId)
            .map(presentActivity)
            .filter((a): a is TEmployeeActivity => a !== null)
        : [],
  }));
}
