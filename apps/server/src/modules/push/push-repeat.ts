import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import { isRepeating, nextOccurrence } from '@askhr/shared/push/push-repeat';
import type { TDb } from '../../db/client';
import { drizzleSqlClient } from '../../db/sql-client';
import { reportTimeZone } from '../reports/reports.service';
import type { TPushScheduler } from './push.jobs';
import {
  findEmails,
  findQueries,
  findRecipients,
  findResponseOptions,
  insertPushItem,
  replaceQueries,
  replaceRecipients,
  type TPushItemRow,
  type TRecipientValues,
} from './push.repository';

const DELIVERED: number[] = [PUSH_STATUSES.Sent, PUSH_STATUSES.PartiallySent];

/**
 * The next occurrence of a repeating item that has just gone out: a new Scheduled item with the
 * same text, recipients, survey question and author, at the next date in the tenant's report time
 * zone, and its jobs. Called inside the transaction that ends the sending, which only one run of
 * the send job gets to commit, so a run repeated after a crash creates no second one. Dry runs and
 * items sent once (frequency 0) are not repeated.
 */
export async function repeatPushItem(
  tx: TDb,
  scheduler: Pick<TPushScheduler, 'scheduleItem'>,
  item: TPushItemRow,
  statusId: number,
  now = new Date(),
) {
  if (item.dryRun || !isRepeating(item.frequency) || !DELIVERED.includes(statusId)) return undefined;
  const { customerId } = item;
  const zone = await reportTimeZone(tx, customerId);
  const date = nextOccurrence(item.date, item.frequency, zone, now);
  const shift = date.getTime() - item.date.getTime();
  const next = await insertPushItem(tx, customerId, {
    type: item.type,
    text: item.text,
    date,
    frequency: item.frequency,
    greetingText: item.greetingText,
    closeDate: item.closeDate && new Date(item.closeDate.getTime() + shift),
    csvFileName: item.csvFileName,
    statusId: PUSH_STATUSES.Scheduled,
    statusDate: now,
    lastUpdated: now,
    lastCustomerUserId: item.lastCustomerUserId,
    lastUserUpdated: item.lastUserUpdated,
  });
  const recipients = await findRecipients(tx, customerId, [item.id]);
  const values: TRecipientValues[] = [];
  for (const { id, customerId: _tenant, pushItemId: _item, type, ...recipient } of recipients) {
    const emails = type === 'csv' ? await findEmails(tx, customerId, [id]) : [];
    values.push({
      ...recipient,
      type: type as TRecipientValues['type'],
      emails: emails.map((row) => row.email),
    });
  }
  await replaceRecipients(tx, customerId, next.id, values);
  const queries = await findQueries(tx, customerId, [item.id]);
  const options = await findResponseOptions(
    tx,
    customerId,
    queries.map((q) => q.id),
  );
  await replaceQueries(
    tx,
    customerId,
    next.id,
    queries.map((q) => ({
      text: q.text,
      surveyQueryOptionId: q.surveyQueryOptionId,
      options: options.filter((o) => o.surveyQueryId === q.id).map((o) => o.text),
    })),
  );
  await scheduler.scheduleItem(next, drizzleSqlClient(tx));
  return next;
}
