import { zonedLocalToUtc } from '../time/zoned-time';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a YYYY-MM-DD day. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The end defaults to now and the start to one month before the end: with neither given that is
 * the spec's "one month back", and an end date alone still gets a month of rows rather than none.
 * A bound given as a day is that day in the company's time zone: the start its first instant,
 * the end its last (the list's end is included).
 */
export function reviewWindow(
  filter: { startDate?: string; endDate?: string },
  now: Date,
  timeZone = 'UTC',
): TReviewWindow {
  const midnight = (day: string) => new Date(zonedLocalToUtc(`${day}T00:00`, timeZone)!);
  const endDate = filter.endDate;
  const end = !endDate
    ? now
    : DAY.test(endDate)
      ? new Date(midnight(nextDay(endDate)).getTime() - 1)
      : new Date(endDate);
  const startDate = filter.startDate;
  const start = !startDate
    ? oneMonthBefore(end)
    : DAY.test(startDate)
      ? midnight(startDate)
      : new Date(startDate);
  return { start, end };
}

/** Whether a bound is a whole day, which only the tenant's time zone turns into instants. */
export const hasDayBound = (filter: { startDate?: string; endDate?: string }) =>
  DAY.test(filter.startDate ?? '') || DAY.test(filter.endDate ?? '');

export const isWindowValid = (window: TReviewWindow) => window.start.getTime() <= window.end.getTime();
