/**
 * The bot's side of a conversation: the employees as each channel knows them, the log of their
 * messages, the Direct Line conversations and the rate-limit counters of their posts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, setNullRef, timestamptz } from './columns';
import { country, tenant } from './table-parts';
import { questions } from './schema-knowledge';

/** An employee as one channel knows them, per tenant. */
export const botUsers = pgTable(
  'bot_users',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    channel: text('channel').notNull(),
    channelUserId: text('channel_user_id').notNull(),
    email: text('email'),
    name: text('name'),
    countryId: country(),
    roleId: smallint('role_id').notNull(),
    firstSeen: timestamptz('first_seen').notNull(),
    lastSeen: timestamptz('last_seen').notNull(),
    /** a portal member's Test Bot identity: never counted as a user in reports */
    isTest: boolean('is_test').notNull().default(false),
  },
  (t) => [
    uniqueIndex('bot_users_channel_user_unique').on(t.customerId, t.channel, t.channelUserId),
    index().on(t.customerId, t.firstSeen),
  ],
);

/**
 * Every employee utterance with what the bot understood, decided and sent (ReviewUtterance).
 * Storing one also updates the report rollups of schema-reports.ts in the same statement: the
 * trigger `utterances_report` (drizzle/0004_reports.sql; its function report_on_utterances is
 * re-created in 0007_test_messages.sql so that test messages count nowhere). Every INSERT, UPDATE
 * and DELETE also updates the review rollups of schema-review.ts (trigger `utterances_review`,
 * drizzle/0014_review_rollup_triggers.sql).
 */
export const utterances = pgTable(
  'utterances',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    date: timestamptz('date').notNull(),
    botUserId: cascadeRef('bot_user_id', () => botUsers.id),
    channel: text('channel').notNull(),
    conversationId: text('conversation_id').notNull(),
    countryId: country(),
    roleId: smallint('role_id').notNull(),
    text: text('text').notNull(),
    predictedQuestionId: setNullRef('predicted_question_id', () => questions.id),
    confidence: real('confidence'),
    /** null: answered; otherwise a reason id of packages/shared bot constants */
    reasonId: smallint('reason_id'),
    returnedQuestionId: setNullRef('returned_question_id', () => questions.id),
    answerText: text('answer_text'),
    inSubscription: boolean('in_subscription'),
    /** category of the question the bot settled on, as it was when asked (reports group on it) */
    categoryId: integer('category_id'),
    rating: smallint('rating'),
    reviewStateId: smallint('review_state_id').notNull().default(1),
    observations: text('observations').notNull().default(''),
    customerObservations: text('customer_observations').notNull().default(''),
    /** sent from the portal's Test Bot (DESIGN section 5): out of reports, in Review on request */
    isTest: boolean('is_test').notNull().default(false),
    /** the question a reviewer says the message meant */
    reviewQuestionId: setNullRef('review_question_id', () => questions.id),
    /** the training utterance a reviewer wrote for that question */
    modelUtterance: text('model_utterance'),
    /**
     * answered, unsure (a hedged answer): the bot answered its best match behind a one-line hedge
     * and offered the alternatives as buttons; only with reasonId null (Review's "Answered, unsure")
     */
    hedged: boolean('hedged').notNull().default(false),
  },
  (t) => [
    index().on(t.customerId, t.date),
    index().on(t.botUserId, t.date),
    // Review Results sorted by utterance: read in order and stop after a page, not sort the range
    index('utterances_customer_id_text_index').on(t.customerId, sql`lower(${t.text}) collate "C"`),
    // ... and by rating (No Feedback as 0) or confidence (none last), either way, with the newest
    // first among equal values: read backwards for the descending order, forwards for the other.
    // `desc` sorts nulls first, so the date and id (never null) are declared that way to match.
    index('utterances_customer_id_rating_index').on(
      t.customerId,
      sql`coalesce(${t.rating}, 0)`,
      t.date,
      t.id,
    ),
    index('utterances_customer_id_rating_asc_index').on(
      t.customerId,
      sql`coalesce(${t.rating}, 0)`,
      t.date.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('utterances_customer_id_confidence_index').on(
      t.customerId,
      t.confidence.asc().nullsFirst(),
      t.date,
      t.id,
    ),
    index('utterances_customer_id_confidence_asc_index').on(
      t.customerId,
      t.confidence.asc().nullsLast(),
      t.date.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** A Direct Line conversation: bound to one tenant and one bot user for its whole life. */
export const directlineConversations = pgTable(
  'directline_conversations',
  {
    id: text('id').primaryKey(),
    customerId: tenant(),
    botUserId: text('bot_user_id').notNull(),
    /** the sequence (watermark) of the last stored activity */
    lastSequence: integer('last_sequence').notNull().default(0),
    touchedAt: timestamptz('touched_at').notNull().defaultNow(),
  },
  (t) => [index().on(t.touchedAt)],
);

/** The activities of a Direct Line conversation, numbered from 1; the sequence is the watermark. */
export const directlineActivities = pgTable(
  'directline_activities',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => directlineConversations.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    activity: jsonb('activity').notNull(),
    /** a user activity's `channelData.clientActivityID`: a client's retry of the post is not stored again */
    clientActivityId: text('client_activity_id'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.sequence] }),
    uniqueIndex('directline_activities_client_unique')
      .on(t.conversationId, t.clientActivityId)
      .where(sql`${t.clientActivityId} is not null`),
  ],
);

/**
 * A user message of a Direct Line conversation not answered yet: written with the message, deleted
 * with its replies. `claims` keeps what answering needs from the token; the process answering it
 * holds it until `claimedUntil`, after which a retry of the post or any process's sweep claims it
 * again (`attempt` moves on, so that only the last claimer's replies are stored).
 */
export const directlinePending = pgTable(
  'directline_pending',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => directlineConversations.id, { onDelete: 'cascade' }),
    /** the user message's sequence */
    sequence: integer('sequence').notNull(),
    claims: jsonb('claims').notNull(),
    attempt: integer('attempt').notNull().default(1),
    claimedUntil: timestamptz('claimed_until').notNull(),
    /** the presence key (db/presence.ts) of the process answering it: gone, the claim lapses at once */
    holder: integer('holder'),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.sequence] }), index().on(t.claimedUntil)],
);

/**
 * Requests counted per rate-limit key (a Direct Line token's posts) in the window that began with the
 * key's first request, shared by every process. UNLOGGED (migration 0023): a counter needs no crash
 * safety and its writes skip the WAL. Rows past their window are swept away.
 */
export const rateLimitCounts = pgTable('rate_limit_counts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});
