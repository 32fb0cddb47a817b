import { z } from 'zod';

/**
 * The dates the API takes, from 1900-01-01 to 2199-12-31 (UTC), wherever a date comes in: bodies,
 * query strings, the push wizard's rules.
 *
 * JavaScript reads years up to ±275760, but PostgreSQL's timestamptz has no year 0 and does not
 * read a five-digit year as toISOString writes it (`+010000-01-01T...`): a schema that checks only
 * the form lets such a date through to fail in the database, a 500. Nothing an HR portal
 * schedules, filters or previews lies outside these two centuries (the dashboard starts in 2018,
 * schedules are in the future), and the room left up to 9999 keeps whatever is worked out from a
 * stored date (the next run of a repeated message, a survey's close moved with it, a report's hour
 * bounds, a zone's offset) within four digits.
 */
export const API_DATE_MIN = '1900-01-01';
export const API_DATE_MAX = '2199-12-31';
const MIN_TIME = Date.parse(`${API_DATE_MIN}T00:00:00.000Z`);
const MAX_TIME = Date.parse(`${API_DATE_MAX}T23:59:59.999Z`);

export const API_DATE_RANGE_MESSAGE = `Must be a date from ${API_DATE_MIN} to ${API_DATE_MAX}`;
const DATE_TIME_MESSAGE = 'An ISO 8601 date and time, e.g. 2024-05-01T00:00:00Z';
const DAY_MESSAGE = 'A date as YYYY-MM-DD, e.g. 2026-05-01';

/** True for an instant (epoch milliseconds) within the API's dates; false for NaN. */
const isApiTime = (time: number) => time >= MIN_TIME && time <= MAX_TIME;

/** A date read from any text Date reads, or undefined when it is none or outside the API's dates. */
export function parseApiDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return isApiTime(date.getTime()) ? date : undefined;
}

/**
 * True for a text Date reads as a date outside the API's dates; false for one within them and for
 * text that is no date, which is left to the rules that read the field (the push wizard's).
 */
export function isOutsideApiDates(text: string): boolean {
  const time = Date.parse(text);
  return !Number.isNaN(time) && !isApiTime(time);
}

/** An ISO 8601 date and time with its offset (`Z` or `+02:00`), within the API's dates. */
export const ZApiDate = z.iso
  .datetime({ offset: true, error: DATE_TIME_MESSAGE })
  .refine((text) => isApiTime(Date.parse(text)), API_DATE_RANGE_MESSAGE);

/** A calendar day, YYYY-MM-DD, within the API's dates. */
export const ZApiDay = z.iso
  .date({ error: DAY_MESSAGE })
  .refine((text) => isApiTime(Date.parse(`${text}T00:00:00.000Z`)), API_DATE_RANGE_MESSAGE);
