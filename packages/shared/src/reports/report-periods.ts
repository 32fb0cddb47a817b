/**
 * Calendar rules of the dashboard (spec 000 sections 2, 5 and 9): a report covers whole days
 * `start`..`end` (inclusive, in the tenant's report time zone) cut into buckets of one unit.
 * Buckets are calendar units clipped to the range: a weekly report starting on a Wednesday has a
 * first bucket from that Wednesday to Sunday, then weeks from Monday (ISO weeks).
 */
export const GRANULARITIES = ['Default', 'Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export type TGranularity = (typeof GRANULARITIES)[number];
export type TReportUnit = Exclude<TGranularity, 'Default'>;

/** A custom granularity may cover at most this many units (spec 000 section 9). */
export const GRANULARITY_LIMIT = 100;
/** Earliest date a report may start on (spec 000 section 9). */
export const REPORT_DATE_MIN = '2018-01-01';

const UNIT_NAMES: Record<TReportUnit, string> = {
  Hourly: 'hours',
  Daily: 'days',
  Weekly: 'weeks',
  Monthly: 'months',
  Yearly: 'years',
};

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD text that names a real calendar day. */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  return new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromDay(toDay(date) + days);
}

/** Days from `start` to `end`, both included. */
export function daysInRange(start: string, end: string): number {
  return toDay(end) - toDay(start) + 1;
}

/** First day of the unit that holds `date` (weeks start on Monday). */
export function unitStart(date: string, unit: Exclude<TReportUnit, 'Hourly'>): string {
  if (unit === 'Daily') return date;
  if (unit === 'Monthly') return `${date.slice(0, 7)}-01`;
  if (unit === 'Yearly') return `${date.slice(0, 4)}-01-01`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** First day of the unit after the one that holds `date`. */
function nextUnitStart(date: string, unit: Exclude<TReportUnit, 'Hourly'>): string {
  if (unit === 'Daily') return addDays(date, 1);
  if (unit === 'Weekly') return addDays(unitStart(date, 'Weekly'), 7);
  const d = new Date(`${unitStart(date, unit)}T00:00:00Z`);
  if (unit === 'Monthly') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/** Start dates of the day-based buckets of a range, clipped to it; the first is `start`. */
export function bucketStartDates(start: string, end: string, unit: Exclude<TReportUnit, 'Hourly'>): string[] {
  const starts = [start];
  for (let next = nextUnitStart(start, unit); next <= end; next = nextUnitStart(next, unit))
    starts.push(next);
  return starts;
}

/** How many buckets of `unit` the range needs (hours counted as 24 a day). */
export function unitsInRange(start: string, end: string, unit: TReportUnit): number {
  if (unit === 'Hourly') return daysInRange(start, end) * 24;
  return bucketStartDates(start, end, unit).length;
}

/** The unit the Default granularity picks: the finest one that stays within the limit. */
export function defaultUnit(start: string, end: string): TReportUnit {
  const days = daysInRange(start, end);
  if (days <= 2) return 'Hourly';
  for (const unit of ['Daily', 'Weekly', 'Monthly'] as const)
    if (unitsInRange(start, end, unit) <= GRANULARITY_LIMIT) return unit;
  return 'Yearly';
}

export type TRangeCheck = { field: 'start' | 'end' | 'granularity'; message: string };

/**
 * Problems with a requested range, as field messages (empty when it is fine). `today` is the
 * current date in the tenant's report time zone.
 */
export function checkReportRange(
  start: string,
  end: string,
  granularity: TGranularity,
  today: string,
): TRangeCheck[] {
  const problems: TRangeCheck[] = [];
  if (start < REPORT_DATE_MIN)
    problems.push({ field: 'start', message: `Reports start on ${REPORT_DATE_MIN} at the earliest` });
  if (end > today)
    problems.push({ field: 'end', message: `Dates in the future are not allowed (today is ${today})` });
  if (start > end) problems.push({ field: 'end', message: 'The end date must not be before the start date' });
  if (problems.length > 0 || granularity === 'Default') return problems;
  const units = unitsInRange(start, end, granularity);
  if (units > GRANULARITY_LIMIT)
    problems.push({
      field: 'granularity',
      message: `A ${granularity.toLowerCase()} report covers at most ${GRANULARITY_LIMIT} ${UNIT_NAMES[granularity]}; this range has ${units}. Choose a shorter range or a larger granularity.`,
    });
  return problems;
}

/** The range of the same length just before this one (for the change shown on the cards). */
export function previousRange(start: string, end: string): { start: string; end: string } {
  const days = daysInRange(start, end);
  return { start: addDays(start, -days), end: addDays(start, -1) };
}
