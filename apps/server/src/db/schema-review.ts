/**
 * Review rollups: counts of utterances per UTC day and month, so that the total of a Review
 * Results or Feedback page and the Ratings aggregate over long ranges sum a few thousand rows
 * instead of counting every utterance. No TypeScript writes them: the trigger `utterances_review`
 * (function review_on_utterances, drizzle/0014_review_rollup_triggers.sql) applies each INSERT, UPDATE and
 * DELETE of utterances, and review_rebuild(customer) recounts a tenant (the migration's backfill,
 * a bulk import). Unit 1 is a day, 3 a month (the period is its first day, as in the reports).
 * A count may drop to 0 after deletes; readers skip such rows. Deletes made through
 * deleteKeepingRollups (db/keep-rollups.ts: expired messages, an employee's erasure) leave the counts
 * as they were (re-created in drizzle/0039_message_retention.sql).
 */
import { boolean, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { tenant } from './table-parts';

/** Utterances per period and filter dimension; rating 0 = none. Serves the page totals. */
export const reviewCounts = pgTable(
  'review_counts',
  {
    customerId: tenant(),
    unit: smallint('unit').notNull(),
    period: date('period').notNull(),
    isTest: boolean('is_test').notNull(),
    rating: smallint('rating').notNull(),
    reviewStateId: smallint('review_state_id').notNull(),
    countryId: integer('country_id').notNull(),
    roleId: smallint('role_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.customerId, t.unit, t.period, t.isTest, t.rating, t.reviewStateId, t.countryId, t.roleId],
    }),
  ],
);

/**
 * Utterances per period, rating (0 = none) and settled question (returned, else predicted; 0 =
 * none), for every country (country 0) and for each. Serves the Ratings aggregate.
 */
export const reviewRatingCounts = pgTable(
  'review_rating_counts',
  {
    customerId: tenant(),
    unit: smallint('unit').notNull(),
    period: date('period').notNull(),
    isTest: boolean('is_test').notNull(),
    rating: smallint('rating').notNull(),
    countryId: integer('country_id').notNull(),
    questionId: integer('question_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.customerId, t.unit, t.countryId, t.period, t.isTest, t.rating, t.questionId],
    }),
  ],
);
