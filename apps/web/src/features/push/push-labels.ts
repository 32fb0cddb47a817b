import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TPushItem } from '@askhr/shared/push/push.schemas';

/** A status name as the list shows it: 'PartiallySent' as 'Partially Sent' (spec 001 section 4). */
export const statusWords = (status: string) => status.replace(/([a-z])([A-Z])/g, '$1 $2');

/** Sent, partly sent or closed surveys have a report (spec 001 section 2, Surveys). */
export const hasReport = (item: Pick<TPushItem, 'statusId'>) =>
  [PUSH_STATUSES.Sent, PUSH_STATUSES.PartiallySent, PUSH_STATUSES.Closed].some((id) => id === item.statusId);

/** Who an item goes to: the groups, and the CSV list with its number of addresses. */
export const recipientNames = (
  item: Pick<TPushItem, 'recipients'>,
  csvLabel: (name: string, count: number) => string,
) => item.recipients.map((r) => (r.type === 'csv' ? csvLabel(r.name, r.emailCount) : r.name)).join(', ');
