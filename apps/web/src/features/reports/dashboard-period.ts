import dayjs from 'dayjs';
import {
  GRANULARITIES,
  GRANULARITY_LIMIT,
  REPORT_DATE_MIN,
  addDays,
  checkReportRange,
  defaultUnit,
  isCalendarDate,
  unitsInRange,
  type TGranularity,
  type TReportUnit,
} from '@askhr/shared/reports/report-periods';

/** The period buttons of the dashboard (spec 000 section 2), then the custom range. */
export const PERIODS = ['daily', 'week', 'month', 'twoMonths', 'threeMonths'] as const;
export type TPresetPeriod = (typeof PERIODS)[number];
export type TPeriod = TPresetPeriod | 'custom';
export const DEFAULT_PERIOD: TPresetPeriod = 'month';

export interface TDateRange {
  start: string;
  end: string;
}

/**
 * Every preset ends today (the tenant's report time zone) and covers whole days: Daily is today
 * alone, Last Week the 7 days up to today, Last Month the days since the same date a month ago.
 */
export function presetRange(period: TPresetPeriod, today: string): TDateRange {
  const months = (n: number) => dayjs(today).subtract(n, 'month').add(1, 'day').format('YYYY-MM-DD');
  const start = {
    daily: today,
    week: addDays(today, -6),
    month: months(1),
    twoMonths: months(2),
    threeMonths: months(3),
  }[period];
  return { start: start < REPORT_DATE_MIN ? REPORT_DATE_MIN : start, end: today };
}

/** Last 2 Months is not offered when both role features are on (spec 000 section 2). */
export function visiblePeriods(hasRoleFeatures: boolean): readonly TPresetPeriod[] {
  return hasRoleFeatures ? PERIODS.filter((period) => period !== 'twoMonths') : PERIODS;
}

/** A custom range is kept only when it is a real range inside the allowed dates. */
export function isValidRange(range: TDateRange, today: string): boolean {
  return (
    isCalendarDate(range.start) &&
    isCalendarDate(range.end) &&
    checkReportRange(range.start, range.end, 'Default', today).length === 0
  );
}

export interface TGranularityOption {
  value: TGranularity;
  disabled: boolean;
  /** buckets the range would need in this unit (Default: in the unit it resolves to) */
  units: number;
  unit: TReportUnit;
}

/** The granularity menu: a unit that needs more than the limit of buckets is disabled. */
export function granularityOptions(range: TDateRange, today: string): TGranularityOption[] {
  return GRANULARITIES.map((value) => {
    const unit = value === 'Default' ? defaultUnit(range.start, range.end) : value;
    const units = unitsInRange(range.start, range.end, unit);
    const problems = checkReportRange(range.start, range.end, value, today);
    return { value, unit, units, disabled: problems.some((problem) => problem.field === 'granularity') };
  });
}

/** The chosen granularity if it fits the range, else Default (which always does). */
export function fittingGranularity(
  granularity: TGranularity,
  range: TDateRange,
  today: string,
): TGranularity {
  if (granularity === 'Default') return granularity;
  const fits = checkReportRange(range.start, range.end, granularity, today).length === 0;
  return fits ? granularity : 'Default';
}

export { GRANULARITIES, GRANULARITY_LIMIT, REPORT_DATE_MIN };
export type { TGranularity, TReportUnit };
