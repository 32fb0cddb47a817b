import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TReviewOrderColumn } from '@askhr/shared/review/review.schemas';
import type { TDb } from '../../db/client';
import { countries, questions, utterances } from '../../db/schema';
import { countFiltered } from './review-counts.repository';
import { ratingOrNone, resolveIntentName, whereOf, type TReviewQuery } from './review-filter.repository';

export interface TReviewOrder {
  column: TReviewOrderColumn;
  desc: boolean;
}

const predicted = alias(questions, 'predicted');
const returned = alias(questions, 'returned');
const reviewed = alias(questions, 'reviewed');

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

/** One page of the tenant's utterances with the texts of their questions, and the total. */
export async function findReviewPage(
  db: TDb,
  customerId: number,
  query: TReviewQuery,
  order: TReviewOrder,
  page: { offset: number; limit: number },
) {
  const resolved = await resolveIntentName(db, customerId, query);
  // the page's ids first, then their texts: joined before the offset, a deep page would look up
  // the questions of every row it skips
  const base = db.select({ id: utterances.id }).from(utterances).$dynamic();
  const ids = (
    order.column === 'userCountry' ? base.innerJoin(countries, eq(countries.id, utterances.countryId)) : base
  )
    .where(whereOf(customerId, resolved))
    .orderBy(...orderOf(order))
    .offset(page.offset)
    .limit(page.limit);
  const [rows, total] = await Promise.all([
    selectRows(db, customerId)
      .where(inArray(utterances.id, ids))
      .orderBy(...orderOf(order)),
    countFiltered(db, customerId, resolved),
  ]);
  return { rows, total };
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
  const resolved = await resolveIntentName(db, customerId, query);
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
    .where(whereOf(customerId, resolved))
    .orderBy(desc(utterances.date), desc(utterances.id))
    .limit(limit);
}
