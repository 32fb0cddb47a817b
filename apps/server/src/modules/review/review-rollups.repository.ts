import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { reviewCounts, reviewRatingCounts } from '../../db/schema-review';
import type { TResolvedQuery, TReviewQuery } from './review-filter.repository';

const DAY = 86_400_000;

/** Rollup periods of one unit (1 day, 3 month) from `from` up to, not including, `to` (UTC days). */
interface TPeriods {
  unit: 1 | 3;
  from: number;
  to: number;
}

/** Instants the rollups leave out, to count from the rows: [from, to), or [from, to] when `toIncluded`. */
export interface TEdge {
  from: Date;
  to: Date;
  toIncluded: boolean;
}

export interface TRollupSplit {
  periods: TPeriods[];
  edges: TEdge[];
}

const monthOf = (time: number, add = 0) => {
  const day = new Date(time);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + add, 1);
};

/**
 * The range start..end (both included) as whole UTC days and months the rollups hold, and the
 * partial days at either end, which the rows answer; undefined when the range holds no whole day.
 */
export function splitRange(start: Date, end: Date): TRollupSplit | undefined {
  const firstDay = Math.ceil(start.getTime() / DAY) * DAY;
  const lastDay = Math.floor(end.getTime() / DAY) * DAY;
  if (firstDay >= lastDay) return undefined;
  const firstMonth = monthOf(firstDay) === firstDay ? firstDay : monthOf(firstDay, 1);
  const lastMonth = monthOf(lastDay);
  const periods: TPeriods[] =
    firstMonth < lastMonth
      ? [
          { unit: 1, from: firstDay, to: firstMonth },
          { unit: 3, from: firstMonth, to: lastMonth },
          { unit: 1, from: lastMonth, to: lastDay },
        ]
      : [{ unit: 1, from: firstDay, to: lastDay }];
  const edges: TEdge[] = [{ from: new Date(lastDay), to: end, toIncluded: true }];
  if (start.getTime() < firstDay) edges.push({ from: start, to: new Date(firstDay), toIncluded: false });
  return { periods: periods.filter((p) => p.from < p.to), edges };
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function periodsOf(
  table: typeof reviewCounts | typeof reviewRatingCounts,
  customerId: number,
  periods: TPeriods,
) {
  return and(
    eq(table.customerId, customerId),
    eq(table.unit, periods.unit),
    gte(table.period, isoDay(periods.from)),
    lt(table.period, isoDay(periods.to)),
  );
}

/**
 * The page total's rollup serves filters on the columns it keeps; intents, whether listed or named
 * (the questions an intent name matched), and hedged answers (Answered, unsure) need the rows.
 */
export const isCountRollable = (query: TResolvedQuery) =>
  !query.intents?.length && !query.namedIntents && query.hedged === undefined;

/** Rows of the filter within `periods`, summed from review_counts. */
export function rollupCount(db: TDb, customerId: number, query: TReviewQuery, periods: TPeriods) {
  const t = reviewCounts;
  return db
    .select({ total: sql<number>`coalesce(sum(${t.count}), 0)`.mapWith(Number).as('total') })
    .from(t)
    .where(
      and(
        periodsOf(t, customerId, periods),
        query.includeTests ? undefined : eq(t.isTest, false),
        query.states?.length ? inArray(t.reviewStateId, query.states) : undefined,
        query.ratings?.length ? inArray(t.rating, query.ratings) : undefined,
        query.countryIds?.length ? inArray(t.countryId, query.countryIds) : undefined,
        query.roleIds?.length ? inArray(t.roleId, query.roleIds) : undefined,
      ),
    );
}

/**
 * The Ratings rollup keeps rating, settled question and country (0 standing for every country);
 * a filter on anything else needs the rows.
 */
export const isRatingsRollable = (query: TResolvedQuery) =>
  isCountRollable(query) &&
  !query.states?.length &&
  !query.roleIds?.length &&
  (query.countryIds ?? []).every((id) => id > 0);

/** Rows of the filter within `periods` per rating and settled question (0: none), from review_rating_counts. */
export function rollupRatings(db: TDb, customerId: number, query: TReviewQuery, periods: TPeriods) {
  const t = reviewRatingCounts;
  return db
    .select({
      id: sql<number>`${t.rating}::int`.mapWith(Number).as('id'),
      questionId: sql<number | null>`nullif(${t.questionId}, 0)`.as('questionId'),
      total: sql<number>`sum(${t.count})`.mapWith(Number).as('total'),
    })
    .from(t)
    .where(
      and(
        periodsOf(t, customerId, periods),
        query.countryIds?.length ? inArray(t.countryId, query.countryIds) : eq(t.countryId, 0),
        query.includeTests ? undefined : eq(t.isTest, false),
        query.ratings?.length ? inArray(t.rating, query.ratings) : undefined,
      ),
    )
    .groupBy(t.rating, t.questionId);
}

export type TRatingTotal = { id: number; questionId: number | null; total: number };

/** Sums the parts' totals per rating and question, leaving out what nets to none, ordered as the chart reads. */
export function mergeRatings(parts: TRatingTotal[][]): TRatingTotal[] {
  const totals = new Map<string, TRatingTotal>();
  for (const row of parts.flat()) {
    const questionId = row.questionId === null ? null : Number(row.questionId);
    const key = `${row.id}:${questionId}`;
    const item = totals.get(key) ?? { id: Number(row.id), questionId, total: 0 };
    item.total += Number(row.total);
    totals.set(key, item);
  }
  return [...totals.values()]
    .filter((item) => item.total !== 0)
    .sort(
      (a, b) =>
        a.id - b.id ||
        (a.questionId === null ? 1 : 0) - (b.questionId === null ? 1 : 0) ||
        (a.questionId ?? 0) - (b.questionId ?? 0),
    );
}
