import { CHANNELS } from '@askhr/shared/countries/countries.constants';
import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { dateTimeFormat } from '../../lib/i18n/intl';

type TChannelCount = TTotalQuestionsReport['newUsers'][number];

export const sumCounts = (rows: readonly { count: number }[]) =>
  rows.reduce((sum, row) => sum + row.count, 0);

/** Per-channel counts in the channels' usual order, leaving out channels with nothing. */
export function channelBreakdown(rows: readonly TChannelCount[]): { label: string; count: number }[] {
  return CHANNELS.map((channel) => ({
    label: channel.label,
    count: sumCounts(rows.filter((row) => row.channelId === channel.id)),
  })).filter((row) => row.count > 0);
}

export type TChange = { kind: 'none' } | { kind: 'same' } | { kind: 'up' | 'down'; percent: number };

/** The change against the period before; nothing to compare with when that period had none. */
export function changeOf(current: number, previous: number): TChange {
  if (previous <= 0) return { kind: 'none' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/** Share of the questions that have an enabled answer, as a whole percentage. */
export function enabledPercent(enabled: number, questions: number): number {
  return questions > 0 ? Math.round((enabled / questions) * 100) : 0;
}

/**
 * The 100 squares of the waffle: each holds the index of a category, or -1 for a question without
 * an answer. Shares are rounded by largest remainder so the squares always add up to 100.
 */
export function waffleSquares(counts: readonly number[], questions: number, squares = 100): number[] {
  if (questions <= 0) return Array.from({ length: squares }, () => -1);
  const exact = counts.map((count) => (count / questions) * squares);
  const whole = exact.map(Math.floor);
  const enabled = counts.reduce((sum, count) => sum + count, 0);
  const filled = Math.min(squares, Math.round((enabled / questions) * squares));
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  let missing = filled - whole.reduce((a, b) => a + b, 0);
  for (const { index } of order) {
    if (missing <= 0) break;
    whole[index] = (whole[index] ?? 0) + 1;
    missing -= 1;
  }
  const cells = whole.flatMap((n, index) => Array.from({ length: Math.max(0, n) }, () => index));
  return [...cells, ...Array.from({ length: Math.max(0, squares - cells.length) }, () => -1)].slice(
    0,
    squares,
  );
}

/** True when nobody used the assistant in the range: the dashboard shows its empty state. */
export function hasActivity(report: TTotalQuestionsReport): boolean {
  return (
    report.totals.some((bucket) => bucket.totalCount > 0 || bucket.pushMessagesCount > 0) ||
    sumCounts(report.answersPerChannel) > 0 ||
    sumCounts(report.newUsers) > 0
  );
}

const UTC = { timeZone: 'UTC' } as const;
/** The label formats of the buckets, in the portal's language (the dates are already local). */
const formatters = {
  get hour() {
    return dateTimeFormat({ hour: '2-digit', minute: '2-digit', ...UTC });
  },
  get dayHour() {
    return dateTimeFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', ...UTC });
  },
  get day() {
    return dateTimeFormat({ day: 'numeric', month: 'short', ...UTC });
  },
  get dayYear() {
    return dateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', ...UTC });
  },
  get month() {
    return dateTimeFormat({ month: 'short', year: 'numeric', ...UTC });
  },
};

/**
 * A bucket's label as its unit calls for: hours alone within one day, else with the day; days and
 * weeks by day and month; months with the year; years alone. `displayDate` is already local.
 */
export function bucketLabel(
  displayDate: string,
  unit: TTotalQuestionsReport['granularity'],
  range: { start: string; end: string },
): string {
  const date = new Date(`${displayDate.length > 10 ? displayDate : `${displayDate}T00:00`}:00Z`);
  if (Number.isNaN(date.getTime())) return displayDate;
  const sameYear = range.start.slice(0, 4) === range.end.slice(0, 4);
  switch (unit) {
    case 'Hourly':
      return (range.start === range.end ? formatters.hour : formatters.dayHour).format(date);
    case 'Daily':
    case 'Weekly':
      return (sameYear ? formatters.day : formatters.dayYear).format(date);
    case 'Monthly':
      return formatters.month.format(date);
    case 'Yearly':
      return displayDate.slice(0, 4);
  }
}

/** A whole day (YYYY-MM-DD) written for people: 21 Nov 2026. */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatters.dayYear.format(parsed);
}
