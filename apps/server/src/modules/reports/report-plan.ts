import {
  addDays,
  bucketStartDates,
  defaultUnit,
  type TGranularity,
  type TReportUnit,
  unitStart,
} from '@askhr/shared/reports/report-periods';
import { utcToZonedLocal, zonedLocalToUtc } from '@askhr/shared/time/zoned-time';

export type TDayUnit = Exclude<TReportUnit, 'Hourly'>;

/** Rollup unit ids of report_user_periods / report_unique_users. */
export const UNIT_IDS: Record<TDayUnit, number> = { Daily: 1, Weekly: 2, Monthly: 3, Yearly: 4 };

export interface TDayBucket {
  start: string;
  end: string;
  /** covers its whole unit, so its distinct users are stored */
  isWhole: boolean;
}

export type TReportPlan =
  | { unit: 'Hourly'; displayDates: string[]; bounds: string[] }
  | { unit: TDayUnit; displayDates: string[]; buckets: TDayBucket[] };

/** The UTC instant (ISO) at which a calendar day starts in the zone. */
export function dayStartInstant(date: string, timeZone: string): string {
  return zonedLocalToUtc(`${date}T00:00`, timeZone)!;
}

/**
 * The buckets of a report. Day-based buckets are calendar units clipped to the range; hourly
 * buckets are the zone's hours from the first day's midnight, so a day with a daylight-saving
 * change has 23 or 25 of them.
 */
export function planReport(
  start: string,
  end: string,
  granularity: TGranularity,
  timeZone: string,
): TReportPlan {
  const unit = granularity === 'Default' ? defaultUnit(start, end) : granularity;
  if (unit === 'Hourly') {
    const from = Date.parse(dayStartInstant(start, timeZone));
    const to = Date.parse(dayStartInstant(addDays(end, 1), timeZone));
    const bounds: string[] = [];
    for (let t = from; t <= to; t += 3_600_000) bounds.push(new Date(t).toISOString());
    if (bounds[bounds.length - 1] !== new Date(to).toISOString()) bounds.push(new Date(to).toISOString());
    const displayDates = bounds.slice(0, -1).map((b) => utcToZonedLocal(b, timeZone));
    return { unit, bounds, displayDates };
  }
  const starts = bucketStartDates(start, end, unit);
  const buckets = starts.map((s, i) => {
    const bucketEnd = i + 1 < starts.length ? addDays(starts[i + 1]!, -1) : end;
    const after = addDays(bucketEnd, 1);
    return {
      start: s,
      end: bucketEnd,
      isWhole: unitStart(s, unit) === s && unitStart(after, unit) === after,
    };
  });
  return { unit, buckets, displayDates: starts };
}
