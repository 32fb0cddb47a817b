/**
 * Push messages and surveys (spec 001; DESIGN section 7). An item is scheduled with its
 * recipients (groups of a channel, or the e-mails of a CSV file); at send time the sender turns
 * them into one delivery row per bot user, whose state makes a restart resume without sending
 * twice, and the item's counts are summed from those rows. A survey has one query with 1 to 6
 * response options; an employee answers once (a unique row per query and bot user).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerUsers } from './schema-users';
import { botUsers } from './schema-bot';
import { cascadeRef, createdAt, setNullRef, timestamptz, updatedAt } from './columns';
import { tenant } from './table-parts';

const count = (name: string) => integer(name).notNull().default(0);

export const pushItems = pgTable(
  'push_items',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    /** 'message' or 'survey' */
    type: text('type').notNull(),
    text: text('text').notNull(),
    /** when it goes out; for a dry run the next 5-minute mark after the save */
    date: timestamptz('date').notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    /** PUSH_FREQUENCIES id; 0 Default: once */
    frequency: smallint('frequency').notNull().default(0),
    greetingText: text('greeting_text'),
    closeDate: timestamptz('close_date'),
    /** name of the CSV file the e-mail recipients came from */
    csvFileName: text('csv_file_name'),
    /** PUSH_STATUSES id */
    statusId: smallint('status_id').notNull().default(1),
    statusDate: timestamptz('status_date').notNull().defaultNow(),
    successfulRecipients: count('successful_recipients'),
    failedGroups: count('failed_groups'),
    failedIndividuals: count('failed_individuals'),
    botBlockedCount: count('bot_blocked_count'),
    botNotInstalledCount: count('bot_not_installed_count'),
    otherProblemsCount: count('other_problems_count'),
    /** deliveries cut off mid-send whose channel cannot tell whether they arrived: never sent twice */
    uncertainCount: count('uncertain_count'),
    /**
     * The lease of the send run under way (push-send-lease.ts): its job, the process holding it
     * (its presence key) and until when, renewed as it sends. A run whose holder is gone or whose
     * lease ran out is handed back to the job queue at once.
     */
    sendJobId: uuid('send_job_id'),
    sendHolder: integer('send_holder'),
    sendLeaseUntil: timestamptz('send_lease_until'),
    /** moved by every save: an update carries the one it read (compare-and-set, 409 when stale) */
    lastUpdated: timestamptz('last_updated').notNull().defaultNow(),
    lastCustomerUserId: setNullRef('last_customer_user_id', () => customerUsers.id),
    /** name (or e-mail) of who saved it last, kept when that account goes */
    lastUserUpdated: text('last_user_updated').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.customerId, t.type, t.date), index().on(t.statusId, t.date)],
);

/** A group of a channel (recipientId set) or the CSV e-mail list of an item (recipientId null). */
export const pushRecipients = pgTable(
  'push_recipients',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    pushItemId: cascadeRef('push_item_id', () => pushItems.id),
    name: text('name').notNull(),
    /** 'group' or 'csv' */
    type: text('type').notNull(),
    /** CHANNELS id; null: a CSV list resolved on every channel */
    channelId: text('channel_id'),
    channelTenantId: text('channel_tenant_id'),
    channelTenantName: text('channel_tenant_name'),
    recipientId: text('recipient_id'),
  },
  (t) => [index().on(t.pushItemId)],
);

export const pushRecipientEmails = pgTable(
  'push_recipient_emails',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    recipientId: cascadeRef('recipient_id', () => pushRecipients.id),
    email: text('email').notNull(),
  },
  (t) => [uniqueIndex('push_recipient_emails_unique').on(t.recipientId, sql`lower(${t.email})`)],
);

export const surveyQueries = pgTable(
  'survey_queries',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    pushItemId: cascadeRef('push_item_id', () => pushItems.id),
    text: text('text').notNull(),
    /** the question template it started from (SURVEY_OPTIONS id) */
    surveyQueryOptionId: integer('survey_query_option_id'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index().on(t.pushItemId)],
);

export const surveyResponseOptions = pgTable(
  'survey_response_options',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    surveyQueryId: cascadeRef('survey_query_id', () => surveyQueries.id),
    text: text('text').notNull(),
    position: smallint('position').notNull().default(0),
    /** responses deleted when their messages expired (docs/data-retention.md): the report still counts them */
    deletedResponses: count('deleted_responses'),
  },
  (t) => [index().on(t.surveyQueryId)],
);

/** One message of an item to one bot user, written before it is sent and updated after. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    pushItemId: cascadeRef('push_item_id', () => pushItems.id),
    botUserId: setNullRef('bot_user_id', () => botUsers.id),
    /** the push recipient (group or CSV list) it came from */
    pushRecipientId: setNullRef('push_recipient_id', () => pushRecipients.id),
    /** the CSV address it was resolved from (one delivery per address) */
    email: text('email'),
    /** CHANNELS id the message goes through */
    channel: text('channel'),
    /** the channel's id of the employee when no bot user is known yet (a Slack user found by e-mail) */
    address: text('address'),
    /** DELIVERY_STATES */
    state: text('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /**
     * Drawn at random when the row is taken for sending: the message carries it (Web Chat's
     * channelData, Slack's metadata), so that a send cut off mid-call is looked up in the channel's
     * own record by a mark that tells the employee nothing (a row id would count every tenant's).
     */
    sendMark: uuid('send_mark'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_deliveries_bot_user_unique').on(t.pushItemId, t.botUserId),
    uniqueIndex('push_deliveries_email_unique')
      .on(t.pushItemId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    index().on(t.pushItemId, t.state),
  ],
);

/** An employee's answer to a survey query: one per query and bot user, anonymous in reports. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    surveyQueryId: cascadeRef('survey_query_id', () => surveyQueries.id),
    responseOptionId: cascadeRef('response_option_id', () => surveyResponseOptions.id),
    botUserId: cascadeRef('bot_user_id', () => botUsers.id),
    answeredAt: timestamptz('answered_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_responses_once').on(t.surveyQueryId, t.botUserId),
    index().on(t.surveyQueryId, t.responseOptionId),
  ],
);

/**
 * Where the bot last talked with a Teams (or Emulator) user: the conversation reference a
 * proactive message (a push) is sent to. Written on every turn of the Bot Framework channel.
 */
export const botConversationRefs = pgTable(
  'bot_conversation_refs',
  {
    botUserId: integer('bot_user_id')
      .primaryKey()
      .references(() => botUsers.id, { onDelete: 'cascade' }),
    customerId: tenant(),
    reference: jsonb('reference').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.customerId)],
);

/**
 * A team the bot was added to in Microsoft Teams, as the install event named it: its roster is
 * where the e-mail addresses of a CSV list are found for employees who never wrote to the bot.
 * Removed when the bot is removed from the team.
 */
export const teamsInstalls = pgTable(
  'teams_installs',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    /** the team's id in the Bot Connector (its General channel's conversation id) */
    teamId: text('team_id').notNull(),
    name: text('name'),
    /** the Entra tenant of the team */
    channelTenantId: text('channel_tenant_id'),
    serviceUrl: text('service_url').notNull(),
    installedAt: timestamptz('installed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.customerId, t.teamId)],
);
