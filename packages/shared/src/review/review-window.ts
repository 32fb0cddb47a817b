/** The date range of a review filter once its defaults are applied (spec 001 sections 3 and 9). */
export interface TReviewWindow {
  start: Date;
  end: Date;
}

/** One calendar month back, in UTC; a day the earlier month lacks (31 March) becomes its last day. */
export function oneMonthBefore(date: Date): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The end defaults to now and the start to one month before the end: with neither given that is
 * the spec's "one month back", and an end date alone still gets a month of rows rather than none.
 */
export function reviewWindow(filter: { startDate?: string; endDate?: string }, now: Date): TReviewWindow {
  const end = filter.endDate ? new Date(filter.endDate) : now;
  const start = filter.startDate ? new Date(filter.startDate) : oneMonthBefore(end);
  return { start, end };
}

export const isWindowValid = (window: TReviewWindow) => window.start.getTime() <= window.end.getTime();
