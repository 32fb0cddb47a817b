import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TReviewOrderColumn } from '@askhr/shared/review/review.schemas';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { countries, questions, utterances } from '../../db/schema';
import {
  isCountRollable,
  isRatingsRollable,
  mergeRatings,
  rollupCount,
  rollupRatings,
  splitRange,
  type TEdge,
  type TRatingTotal,
} from './review-rollups.repository';

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

/** The tenant's questions whose text holds `name` (any case): what an intent name filter matches. */
async function questionsNamed(db: TDb, customerId: number, name: string) {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.customerId, customerId), ilike(questions.text, likePattern(name))));
  return rows.map((row) => row.id);
}

/** The filter with its intent name resolved to the question ids it names, so no count joins. */
interface TResolvedQuery extends Omit<TReviewQuery, 'intentName'> {
  namedIntents?: number[];
  intentName?: never;
}

async function resolve(db: TDb, customerId: number, query: TReviewQuery): Promise<TResolvedQuery> {
  const { intentName, ...rest } = query;
  return intentName ? { ...rest, namedIntents: await questionsNamed(db, customerId, intentName) } : rest;
}

const asked = (ids: number[]) =>
  ids.length
    ? or(inArray(utterances.predictedQuestionId, ids), inArray(utterances.returnedQuestionId, ids))
    : sql`false`;

/** The rows of the filter whose date is within `edge` (default: the filter's own range). */
function whereOf(customerId: number, query: TResolvedQuery, edge?: TEdge): SQL | undefined {
  const { from, to, toIncluded } = edge ?? { from: query.start, to: query.end, toIncluded: true };
  const parts: (SQL | undefined)[] = [
    eq(utterances.customerId, customerId),
    gte(utterances.date, from),
    toIncluded ? lte(utterances.date, to) : lt(utterances.date, to),
  ];
  if (!query.includeTests) parts.push(eq(utterances.isTest, false));
  if (query.states?.length) parts.push(inArray(utterances.reviewStateId, query.states));
  if (query.ratings?.length) parts.push(inArray(ratingOrNone, query.ratings));
  if (query.intents?.length) parts.push(asked(query.intents));
  if (query.roleIds?.length) parts.push(inArray(utterances.roleId, query.roleIds));
  if (query.countryIds?.length) parts.push(inArray(utterances.countryId, query.countryIds));
  if (query.namedIntents) parts.push(asked(query.namedIntents));
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

/**
 * The rows of all the selects in one statement, so that all read one snapshot; their fields are
 * named (`.as`), as the rows come back by column name.
 */
async function allOf<T>(db: TDb, selects: SQLWrapper[]) {
  return rowsOf<T>(await db.execute(sql.join(selects, sql` union all `)));
}

/**
 * How many rows the filter matches: whole days and months from the rollup when it keeps what the
 * filter names, the partial days at the ends (and any other filter) counted from the rows, all in
 * one statement (one snapshot).
 */
async function countFiltered(db: TDb, customerId: number, query: TResolvedQuery) {
  const split = isCountRollable(query) ? splitRange(query.start, query.end) : undefined;
  const rawCount = (edge?: TEdge) =>
    db
      .select({ total: count().as('total') })
      .from(utterances)
      .where(whereOf(customerId, query, edge));
  if (!split) return (await rawCount())[0]?.total ?? 0;
  const parts = await allOf<{ total: number | string }>(db, [
    ...split.edges.map(rawCount),
    ...split.periods.map((periods) => rollupCount(db, customerId, query, periods)),
  ]);
  return parts.reduce((sum, part) => sum + Number(part.total), 0);
}

/** The question a row settled on: the one returned, else the one predicted. */
const settledQuestion = sql<
  number | null
>`coalesce(${utterances.returnedQuestionId}, ${utterances.predictedQuestionId})`;
const ratingId = sql<number>`${ratingOrNone}::int`;

/**
 * Rows of the filter counted by rating (0: none) and settled question: whole days and months from
 * the rollup when it keeps what the filter names, the rest from the rows, in one statement.
 */
export async function countRatings(db: TDb, customerId: number, filter: TReviewQuery) {
  const query = await resolve(db, customerId, filter);
  const split = isRatingsRollable(query) ? splitRange(query.start, query.end) : undefined;
  const rawRatings = (edge?: TEdge) =>
    db
      .select({
        id: ratingId.as('id'),
        questionId: settledQuestion.as('questionId'),
        total: count().as('total'),
      })
      .from(utterances)
      .where(whereOf(customerId, query, edge))
      .groupBy(ratingId, settledQuestion);
  if (!split) return mergeRatings([await rawRatings()]);
  return mergeRatings([
    await allOf<TRatingTotal>(db, [
      ...split.edges.map(rawRatings),
      ...split.periods.map((periods) => rollupRatings(db, customerId, query, periods)),
    ]),
  ]);
}

/** One page of the tenant's utterances with the texts of their questions, and the total. */
export async function findReviewPage(
  db: TDb,
  customerId: number,
  query: TReviewQuery,
  order: TReviewOrder,
  page: { offset: number; limit: number },
) {
  const resolved = await resolve(db, customerId, query);
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
  const resolved = await resolve(db, customerId, query);
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
