import { isPushItemEditable } from '@askhr/shared/push/push-rules';
import { pushStatusName } from '@askhr/shared/push/push.constants';
import type { TPushItem, TRecipient } from '@askhr/shared/push/push.schemas';
import type { TDb } from '../../db/client';
import {
  countEmails,
  findCsmMembers,
  findEmails,
  findQueries,
  findRecipients,
  findResponseOptions,
  type TPushItemRow,
} from './push.repository';

/**
 * Push items as the API shows them. With `withEmails` the CSV recipients carry their addresses
 * and `files` the list (one item opened for editing); a page only counts them.
 */
export async function presentItems(
  db: TDb,
  customerId: number,
  rows: TPushItemRow[],
  now: Date,
  withEmails = false,
): Promise<TPushItem[]> {
  const ids = rows.map((row) => row.id);
  const editors = rows.flatMap((row) => (row.lastCustomerUserId === null ? [] : [row.lastCustomerUserId]));
  const [recipients, queries, csms] = await Promise.all([
    findRecipients(db, customerId, ids),
    findQueries(db, customerId, ids),
    findCsmMembers(db, customerId, [...new Set(editors)]),
  ]);
  const csvIds = recipients.filter((r) => r.type === 'csv').map((r) => r.id);
  const [counts, emails, options] = await Promise.all([
    countEmails(db, customerId, csvIds),
    withEmails ? findEmails(db, customerId, csvIds) : Promise.resolve([]),
    findResponseOptions(
      db,
      customerId,
      queries.map((q) => q.id),
    ),
  ]);
  return rows.map((row) => {
    const own = recipients
      .filter((r) => r.pushItemId === row.id)
      .map((r): TRecipient => ({
        id: r.id,
        name: r.name,
        type: r.type === 'csv' ? 'csv' : 'group',
        channelId: r.channelId,
        channelTenantId: r.channelTenantId,
        channelTenantName: r.channelTenantName,
        recipientId: r.recipientId,
        pushMessageId: row.id,
        recipientAddresses:
          r.type === 'csv'
            ? emails.filter((e) => e.recipientId === r.id).map((e) => ({ recipientId: null, email: e.email }))
            : [{ recipientId: r.recipientId, email: null }],
        emailCount: counts.get(r.id) ?? 0,
      }));
    const csvEmails = own
      .filter((r) => r.type === 'csv')
      .flatMap((r) => r.recipientAddresses.map((a) => a.email!));
    return {
      id: row.id,
      type: row.type === 'survey' ? 'survey' : 'message',
      text: row.text,
      date: row.date.toISOString(),
      dryRun: row.dryRun,
      frequency: row.frequency,
      recipients: own,
      files: row.csvFileName && withEmails ? [{ name: row.csvFileName, emails: csvEmails }] : [],
      greetingText: row.greetingText ?? '',
      queries: queries
        .filter((q) => q.pushItemId === row.id)
        .map((q) => ({
          id: q.id,
          text: q.text,
          surveyQueryOptionId: q.surveyQueryOptionId,
          responseOptions: options
            .filter((o) => o.surveyQueryId === q.id)
            .map((o) => ({ id: o.id, text: o.text, surveyQueryId: q.id })),
        })),
      closeDate: row.closeDate?.toISOString() ?? null,
      statusId: row.statusId,
      status: pushStatusName(row.statusId) ?? 'Unknown',
      statusDate: row.statusDate.toISOString(),
      successfulRecipients: row.successfulRecipients,
      failedGroups: row.failedGroups,
      failedIndividuals: row.failedIndividuals,
      botBlockedCount: row.botBlockedCount,
      botNotInstalledCount: row.botNotInstalledCount,
      otherProblemsCount: row.otherProblemsCount,
      uncertainCount: row.uncertainCount,
      lastUpdated: row.lastUpdated.toISOString(),
      lastUserUpdated: row.lastUserUpdated,
      lastCustomerUserId: row.lastCustomerUserId,
      isLastUpdatedByCsm: row.lastCustomerUserId !== null && csms.has(row.lastCustomerUserId),
      editable: isPushItemEditable(row, now),
    };
  });
}
