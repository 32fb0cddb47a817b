import { utcToZonedLocal, zonedLocalToUtc } from '../time/zoned-time';
import { PUSH_FREQUENCIES, type TPushFrequency } from './push.constants';

const HOUR_MS = 3_600_000;

const FREQUENCY = Object.fromEntries(PUSH_FREQUENCIES.map((f) => [f.name, f.id])) as Record<
  (typeof PUSH_FREQUENCIES)[number]['name'],
  TPushFrequency
>;

/** Whether an item of this frequency is sent again after it went out (0 Default: once). */
export const isRepeating = (frequency: number) =>
  frequency > FREQUENCY.Default && frequency <= FREQUENCY.Yearly;

/**
 * The next time a repeating item goes out: an hour later for Hourly; otherwise the same wall-clock
 * time in the time zone one day, week, month or year later, so that 09:00 stays 09:00 across a
 * daylight-saving change. A month or year without that day takes its last one (31 January, then
 * 28 or 29 February). At least one interval is added, more until the time is after `after`.
 */
export function nextOccurrence(date: Date, frequency: number, timeZone: string, after = date): Date {
  if (!isRepeating(frequency)) throw new Error(`frequency ${frequency} does not repeat`);
  let next = occurrence(date, frequency, timeZone, 1);
  for (let n = 2; next.getTime() <= after.getTime(); n++) next = occurrence(date, frequency, timeZone, n);
  return next;
}

function occurrence(date: Date, frequency: number, timeZone: string, n: number): Date {
  if (frequency === FREQUENCY.Hourly) return new Date(date.getTime() + n * HOUR_MS);
  const local = utcToZonedLocal(date.toISOString(), timeZone);
  const [year, month, day] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  const time = local.slice(10);
  const days = frequency === FREQUENCY.Daily ? n : frequency === FREQUENCY.Weekly ? 7 * n : 0;
  const months = frequency === FREQUENCY.Monthly ? n : frequency === FREQUENCY.Yearly ? 12 * n : 0;
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay) + days);
  const iso = zonedLocalToUtc(`${target.toISOString().slice(0, 10)}${time}`, timeZone);
  return new Date(iso!);
}
