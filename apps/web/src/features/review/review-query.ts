import type { TReviewOrderColumn } from '@askhr/shared/review/review.schemas';

/** What the Review Results screen asks for: the filter card's values and the table's order. */
export interface TReviewFilterValues {
  /** whole days, YYYY-MM-DD */
  startDay: string;
  endDay: string;
  states: number[];
  ratings: number[];
}

export interface TReviewQuery extends TReviewFilterValues {
  orderColumn: TReviewOrderColumn;
  desc: boolean;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Spec 001 section 3: the filter starts one month back. */
export function defaultFilterValues(now: Date): TReviewFilterValues {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return { startDay: dayOf(start), endDay: dayOf(now), states: [], ratings: [] };
}

/** The filter as the query string of the page and ratings routes (repeated list parameters). */
export function filterParams(query: TReviewFilterValues) {
  return {
    startDate: `${query.startDay}T00:00:00Z`,
    endDate: `${query.endDay}T23:59:59Z`,
    states: query.states,
    ratings: query.ratings,
  };
}
