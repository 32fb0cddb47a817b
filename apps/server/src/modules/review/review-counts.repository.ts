import { count, sql, type SQLWrapper } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { utterances } from '../../db/schema';
import {
  ratingOrNone,
  resolveIntentName,
  whereOf,
  type TResolvedQuery,
  type TReviewQuery,
} from './review-filter.repository';
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
export async function countFiltered(db: TDb, customerId: number, query: TResolvedQuery) {
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
  const query = await resolveIntentName(db, customerId, filter);
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
