import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TReviewOrderColumn } from '@askhr/shared/review/review.schemas';
import type { TDb } from '../../db/client';
import { countries, questions, utterances } from '../../db/schema';

/** What narrows the review list; the date range always applies, every list only when given. */
export interface TReviewQuery {
  start: Date;
  end: Date;
  states?: number[];
  /** 1, -1, or 0 for rows without a rating */
  ratings?: number[];
  /** question ids, matched against the predicted or the returned question */
  intents?: number[];
  roleIds?: number[];
  countryIds?: number[];
  intentName?: string;
  /** Test Bot messages too (they are left out unless asked for) */
  includeTests?: boolean;
}

export interface TReviewOrder {
  column: TReviewOrderColumn;
  desc: boolean;
}

const predicted = alias(questions, 'predicted');
const returned = alias(questions, 'returned');
const reviewed = alias(questions, 'reviewed');

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Missing ratings sort as 0 (No Feedback): between Not Helpful and Helpful. */
const ratingOrNone = sql`coalesce(${utterances.rating}, 0)`;

const ORDER_EXPRESSIONS: Record<TReviewOrderColumn, SQL | AnyPgColumn> = {
  date: utterances.date,
  utterance: sql`lower(${utterances.text}) collate "C"`,
  userCountry: countries.code,
  userRole: utterances.roleId,
  confidenceScore: utterances.confidence,
  rating: ratingOrNone,
  state: utterances.reviewStateId,
  reason: utterances.reasonId,
};

/** The sort columns that may be null; the others sort without a nulls clause. */
const NULLABLE_ORDER = new Set<TReviewOrderColumn>(['confidenceScore', 'reason']);

function orderOf(order: TReviewOrder): SQL[] {
  const expression = ORDER_EXPRESSIONS[order.column];
  const direction = order.desc ? sql`desc` : sql`asc`;
  // rows without a value (no confidence, no reason) come last either way; ties keep a stable order.
  // A nulls clause on a column that is never null would still stop PostgreSQL from reading an
  // index backwards (date desc), which turns a page of the newest rows into a sort of all of them.
  const nulls = NULLABLE_ORDER.has(order.column) ? sql` nulls last` : sql``;
  return [
    sql`${expression} ${direction}${nulls}`,
    order.column === 'date' ? (order.desc ? desc(utterances.id) : asc(utterances.id)) : desc(utterances.date),
    desc(utterances.id),
  ];
}

function whereOf(customerId: number, query: TReviewQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    eq(utterances.customerId, customerId),
    gte(utterances.date, query.start),
    lte(utterances.date, query.end),
  ];
  if (!query.includeTests) parts.push(eq(utterances.isTest, false));
  if (query.states?.length) parts.push(inArray(utterances.reviewStateId, query.states));
  if (query.ratings?.length) parts.push(inArray(ratingOrNone, query.ratings));
  if (query.intents?.length)
    parts.push(
      or(
        inArray(utterances.predictedQuestionId, query.intents),
        inArray(utterances.returnedQuestionId, query.intents),
      ),
    );
  if (query.roleIds?.length) parts.push(inArray(utterances.roleId, query.roleIds));
  if (query.countryIds?.length) parts.push(inArray(utterances.countryId, query.countryIds));
  if (query.intentName) {
    const pattern = likePattern(query.intentName);
    parts.push(or(ilike(predicted.text, pattern), ilike(returned.text, pattern)));
  }
  return and(...parts);
}

// the question joins are scoped to the tenant too, so a foreign id never lends its text
const joinOf = (
  table: { id: AnyPgColumn; customerId: AnyPgColumn },
  column: AnyPgColumn,
  customerId: number,
) => and(eq(table.id, column), eq(table.customerId, customerId));

/** The row with its country and the texts of its questions, as the review lists show it. */
function selectRows(db: TDb, customerId: number) {
  return db
    .select({
      utterance: utterances,
      countryCode: countries.code,
      predicted: { id: predicted.id, text: predicted.text },
      returned: { id: returned.id, text: returned.text },
      reviewed: { id: reviewed.id, text: reviewed.text, inSubscription: reviewed.inSubscription },
    })
    .from(utterances)
    .innerJoin(countries, eq(countries.id, utterances.countryId))
    .leftJoin(predicted, joinOf(predicted, utterances.predictedQuestionId, customerId))
    .leftJoin(returned, joinOf(returned, utterances.returnedQuestionId, customerId))
    .leftJoin(reviewed, joinOf(reviewed, utterances.reviewQuestionId, customerId));
}

/** How many rows the filter matches, joined as `whereOf` needs (question texts). */
function countFiltered(db: TDb, customerId: number, query: TReviewQuery) {
  return db
    .select({ total: count() })
    .from(utterances)
    .leftJoin(predicted, joinOf(predicted, utterances.predictedQuestionId, customerId))
    .leftJoin(returned, joinOf(returned, utterances.returnedQuestionId, customerId))
    .where(whereOf(customerId, query));
}

/** The question a row settled on: the one returned, else the one predicted. */
const settledQuestion = sql<
  number | null
>`coalesce(${utterances.returnedQuestionId}, ${utterances.predictedQuestionId})`;
const ratingId = sql<number>`${ratingOrNone}::int`;

/** Rows of the filter counted by rating (0: none) and settled question. */
export async function countRatings(db: TDb, customerId: number, query: TReviewQuery) {
  return db
    .select({ id: ratingId, questionId: settledQuestion, total: count() })
    .from(utterances)
    .leftJoin(predicted, joinOf(predicted, utterances.predictedQuestionId, customerId))
    .leftJoin(returned, joinOf(returned, utterances.returnedQuestionId, customerId))
    .where(whereOf(customerId, query))
    .groupBy(ratingId, settledQuestion)
    .orderBy(ratingId, settledQuestion);
}

/** One page of the tenant's utterances with the texts of their questions, and the total. */
export async function findReviewPage(
  db: TDb,
  customerId: number,
  query: TReviewQuery,
  order: TReviewOrder,
  page: { offset: number; limit: number },
) {
  const where = whereOf(customerId, query);
  const [rows, totals] = await Promise.all([
    selectRows(db, customerId)
      .where(where)
      .orderBy(...orderOf(order))
      .offset(page.offset)
      .limit(page.limit),
    countFiltered(db, customerId, query),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The tenant's rows among `ids`, newest first; with `ratings`, only those rated so. */
export async function findReviewRows(db: TDb, customerId: number, ids: number[], ratings?: number[]) {
  return selectRows(db, customerId)
    .where(
      and(
        eq(utterances.customerId, customerId),
        inArray(utterances.id, ids),
        ratings ? inArray(ratingOrNone, ratings) : undefined,
      ),
    )
    .orderBy(desc(utterances.date), desc(utterances.id));
}

export type TReviewRow = Awaited<ReturnType<typeof findReviewRows>>[number];

/**
 * The newest `limit` rows of the filter with what grouping reads: the text, the date and the
 * predicted question (its text only when it is still the tenant's).
 */
export async function findGroupableRows(db: TDb, customerId: number, query: TReviewQuery, limit: number) {
  return db
    .select({
      id: utterances.id,
      text: utterances.text,
      date: utterances.date,
      predictedId: predicted.id,
      predictedText: predicted.text,
    })
    .from(utterances)
    .leftJoin(predicted, joinOf(predicted, utterances.predictedQuestionId, customerId))
    .leftJoin(returned, joinOf(returned, utterances.returnedQuestionId, customerId))
    .where(whereOf(customerId, query))
    .orderBy(desc(utterances.date), desc(utterances.id))
    .limit(limit);
}
