import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type {
  TAuditAction,
  TAuditFilter,
  TAuditPage,
  TAuditPageQuery,
} from '@askhr/shared/audit/audit.schemas';
import { addDays } from '@askhr/shared/reports/report-periods';
import { zonedLocalToUtc } from '@askhr/shared/time/zoned-time';
import type { TDb } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { reportTimeZone } from '../reports/reports.service';
import { neutralizeFormula } from '../reports/usage-report';
import {
  findAuditBatch,
  pageAuditEvents,
  type TAuditCursor,
  type TAuditEventRow,
  type TAuditWhere,
} from './audit.repository';
import { recordAudit, type TAuditActor } from './audit.service';

const FROM_AFTER_TO = 'The first day must not be after the last.';

/** The filter with its days as instants, cut in the tenant's report time zone, both days inclusive. */
async function whereOf(db: TDb, customerId: number, filter: TAuditFilter): Promise<TAuditWhere> {
  if (filter.from && filter.to && filter.from > filter.to)
    throw badRequest(FROM_AFTER_TO, { from: [FROM_AFTER_TO] });
  const timeZone = filter.from || filter.to ? await reportTimeZone(db, customerId) : 'UTC';
  const dayStart = (day: string) => zonedLocalToUtc(`${day}T00:00`, timeZone) ?? undefined;
  return {
    from: filter.from ? dayStart(filter.from) : undefined,
    to: filter.to ? dayStart(addDays(filter.to, 1)) : undefined,
    action: filter.action,
    actor: filter.actor || undefined,
    target: filter.target || undefined,
  };
}

const present = (row: TAuditEventRow) => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  action: row.action as TAuditAction,
  actor: row.actor,
  target: row.target,
  detail: row.detail,
});

/** GET /api/AuditTrail/page: newest first. */
export async function auditPage(db: TDb, customerId: number, query: TAuditPageQuery): Promise<TAuditPage> {
  const { offset, limit, ...filter } = query;
  const { rows, total } = await pageAuditEvents(db, customerId, await whereOf(db, customerId, filter), {
    offset,
    limit,
  });
  return { data: rows.map(present), total };
}

export const AUDIT_CSV_HEADER = ['Date (UTC)', 'Action', 'Actor', 'Target', 'Detail'];
const BATCH = 2000;

async function* csvRows(db: TDb, customerId: number, where: TAuditWhere) {
  let after: TAuditCursor | undefined;
  for (;;) {
    const rows = await findAuditBatch(db, customerId, where, after, BATCH);
    for (const row of rows)
      yield [row.at.toISOString(), row.action, row.actor ?? '', row.target ?? '', row.detail ?? ''].map(
        neutralizeFormula,
      );
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.atKey, id: Number(last.id) };
  }
}

/** GET /api/AuditTrail/export.csv: every matching event, newest first, dates ISO 8601 in UTC, streamed. */
export async function auditCsv(db: TDb, customerId: number, filter: TAuditFilter, by: TAuditActor) {
  const where = await whereOf(db, customerId, filter);
  await recordAudit(db, { customerId, action: 'export', actor: by, detail: 'audit trail' });
  return Readable.from(csvRows(db, customerId, where)).pipe(
    stringify({ header: true, columns: AUDIT_CSV_HEADER, bom: true }),
  );
}
