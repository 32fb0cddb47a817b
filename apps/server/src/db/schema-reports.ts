/**
 * Report rollups (DESIGN section 6). No TypeScript writes them: database triggers keep them, so a
 * change to what an utterance counts as goes into a migration, not into the code that stores it.
 * - `utterances_report`, after each INSERT into utterances, adds the new rows to all three tables
 *   (its function report_on_utterances: drizzle/0004_reports.sql, re-created in 0007_test_messages.sql
 *   to skip test messages).
 * - `custom_settings_report_zone`, when a tenant's ReportsTimeZone setting changes, recounts the
 *   tenant's rows from its utterances (report_rebuild: 0004, re-created in 0007).
 * A later migration may re-create these functions again: search drizzle/ for their names.
 * Days are calendar days in the tenant's report time zone, so every bucket of a day-based unit is a
 * sum of whole rows.
 */
import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { tenant } from './table-parts';
import { cascadeRef } from './columns';
import { botUsers } from './schema-bot';

/**
 * Questions asked and answers served per day and dimension; category 0 = no question settled on.
 * Kept by report_on_utterances and report_rebuild (0004, 0007).
 */
export const reportDaily = pgTable(
  'report_daily',
  {
    customerId: tenant(),
    day: date('day').notNull(),
    countryId: integer('country_id').notNull(),
    roleId: smallint('role_id').notNull(),
    channel: text('channel').notNull(),
    categoryId: integer('category_id').notNull(),
    questions: integer('questions').notNull(),
    answers: integer('answers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day, t.countryId, t.roleId, t.channel, t.categoryId] })],
);

/**
 * Distinct active users per period (unit 1 day, 2 ISO week, 3 month, 4 year; the period is its first
 * day) for each filter: country 0 = any country, role 0 = any role. Kept by report_on_utterances and
 * report_rebuild (0004, 0007).
 */
export const reportUniqueUsers = pgTable(
  'report_unique_users',
  {
    customerId: tenant(),
    unit: smallint('unit').notNull(),
    period: date('period').notNull(),
    countryId: integer('country_id').notNull(),
    roleId: smallint('role_id').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.unit, t.period, t.countryId, t.roleId] })],
);

/**
 * Questions understood but not answered for the asker (disabled, inapplicable, manager only, not in
 * subscription). Kept by report_on_utterances and report_rebuild (0004, 0007).
 */
export const reportUnansweredDaily = pgTable(
  'report_unanswered_daily',
  {
    customerId: tenant(),
    day: date('day').notNull(),
    questionId: integer('question_id').notNull(),
    countryId: integer('country_id').notNull(),
    roleId: smallint('role_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day, t.questionId, t.countryId, t.roleId] })],
);

/**
 * Users counted in report_unique_users for a period still open whose messages in it were deleted
 * (docs/data-retention.md): report_on_utterances does not count them again in that period. Written
 * by the message retention before it deletes; a period's rows go once it has ended.
 */
export const reportCountedUsers = pgTable(
  'report_counted_users',
  {
    customerId: tenant(),
    unit: smallint('unit').notNull(),
    period: date('period').notNull(),
    countryId: integer('country_id').notNull(),
    roleId: smallint('role_id').notNull(),
    botUserId: cascadeRef('bot_user_id', () => botUsers.id),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.unit, t.period, t.countryId, t.roleId, t.botUserId] })],
);
