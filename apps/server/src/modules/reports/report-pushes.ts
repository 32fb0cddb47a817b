import { addDays } from '@askhr/shared/reports/report-periods';
import type { TDb } from '../../db/client';
import { findDeliveredPushes } from './report-pushes.repository';
import { dayStartInstant, type TReportPlan } from './report-plan';

export interface TPushFigures {
  pushes: number;
  recipients: number;
}

/** Each bucket's [from, to) instants, in the order of the plan's display dates. */
function bucketRanges(plan: TReportPlan, timeZone: string): [number, number][] {
  if (plan.unit === 'Hourly')
    return plan.bounds.slice(0, -1).map((from, i) => [Date.parse(from), Date.parse(plan.bounds[i + 1]!)]);
  return plan.buckets.map((b) => [
    Date.parse(dayStartInstant(b.start, timeZone)),
    Date.parse(dayStartInstant(addDays(b.end, 1), timeZone)),
  ]);
}

/**
 * The push messages and surveys delivered in each bucket (not the dry runs), with the employees who
 * received them: the markers of the dashboard's activity chart. Pushes go to everyone of their
 * recipients, so the country and role filters do not apply to them.
 */
export async function pushFigures(
  db: TDb,
  customerId: number,
  plan: TReportPlan,
  timeZone: string,
): Promise<TPushFigures[]> {
  const ranges = bucketRanges(plan, timeZone);
  const figures = ranges.map(() => ({ pushes: 0, recipients: 0 }));
  if (ranges.length === 0) return figures;
  const rows = await findDeliveredPushes(
    db,
    customerId,
    new Date(ranges[0]![0]),
    new Date(ranges[ranges.length - 1]![1]),
  );
  for (const row of rows) {
    const at = row.date.getTime();
    const index = ranges.findIndex(([from, to]) => at >= from && at < to);
    if (index < 0) continue;
    figures[index]!.pushes += 1;
    figures[index]!.recipients += row.recipients;
  }
  return figures;
}
