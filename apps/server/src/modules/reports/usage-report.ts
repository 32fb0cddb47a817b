import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { ROLE_TYPES } from '@askhr/shared/access/permissions';
import { RATING_LABELS, REASON_LABELS, type TRating, type TReasonId } from '@askhr/shared/bot/bot.constants';
import { CHANNELS, COUNTRIES } from '@askhr/shared/countries/countries.constants';
import { addDays } from '@askhr/shared/reports/report-periods';
import type { TUsageReportQuery } from '@askhr/shared/reports/reports.schemas';
import type { TDb } from '../../db/client';
import { dayStartInstant } from './report-plan';
import { findUsageBatch, type TUsageCursor, type TUsageRow } from './usage-report.repository';
import { reportWindow } from './reports.service';
import { recordAudit, type TAuditActor } from '../audit/audit.service';

/**
 * The columns of export.csv. The dates are the tenant's clock, as the portal shows them: the
 * header names the zone and each date carries its offset (ISO 8601), so a spreadsheet or a
 * script reads the same instant the screen shows.
 */
export const usageReportHeader = (timeZone: string) => [
  `Date (${timeZone})`,
  'Channel',
  'Country',
  'Role',
  'Utterance',
  'Matched question',
  'Reason',
  'Rating',
];
const BATCH = 2000;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) is
 * prefixed with an apostrophe, so it shows as the text it is (OWASP CSV injection).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const label = <T extends { id: string | number }>(
  items: readonly (T & { label?: string; name?: string })[],
  id: unknown,
) => {
  const item = items.find((i) => i.id === id);
  return item ? (item.label ?? item.name ?? String(id)) : String(id ?? '');
};

/** The local time with the offset of the zone at that instant: 2026-11-27T17:37:00-05:00. */
function withOffset(local: string, epochSeconds: number): string {
  const minutes = Math.round((Date.parse(`${local.replace(' ', 'T')}Z`) / 1000 - epochSeconds) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const offset = `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
  return `${local.replace(' ', 'T')}${offset}`;
}

function toRecord(row: TUsageRow): string[] {
  return [
    withOffset(row.local, Math.floor(Number(row.epoch))),
    label(CHANNELS, row.channel),
    label(COUNTRIES, Number(row.country_id)),
    label(ROLE_TYPES, Number(row.role_id)),
    row.text,
    row.question ?? '',
    row.reason_id === null
      ? 'Answered'
      : (REASON_LABELS[row.reason_id as TReasonId] ?? String(row.reason_id)),
    row.rating === null ? '' : (RATING_LABELS[row.rating as TRating] ?? String(row.rating)),
  ].map(neutralizeFormula);
}

/**
 * The utterances of [from, to) in date order, read in batches so that memory stays flat; Test Bot
 * messages are not usage and stay out.
 */
async function* usageRows(db: TDb, customerId: number, timeZone: string, from: string, to: string) {
  let after: TUsageCursor = { from };
  for (;;) {
    const rows = await findUsageBatch(db, customerId, timeZone, to, after, BATCH);
    for (const row of rows) yield toRecord(row);
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { date: last.date, id: Number(last.id) };
  }
}

/** GET /api/Reports/UsageReport: one CSV row per utterance of the range, streamed. */
export async function usageReport(
  db: TDb,
  customerId: number,
  query: TUsageReportQuery,
  by: TAuditActor,
  now = new Date(),
) {
  const timeZone = await reportWindow(db, customerId, { ...query, granularity: 'Default' }, now);
  await recordAudit(db, {
    customerId,
    action: 'export',
    actor: by,
    target: `${query.start}..${query.end}`,
    detail: 'usage report',
  });
  const from = dayStartInstant(query.start, timeZone);
  const to = dayStartInstant(addDays(query.end, 1), timeZone);
  return Readable.from(usageRows(db, customerId, timeZone, from, to)).pipe(
    stringify({ header: true, columns: usageReportHeader(timeZone), bom: true }),
  );
}
