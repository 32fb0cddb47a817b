import type { TFunction } from 'i18next';
import { PUSH_STATUSES, WEB_CHAT_GROUP } from '@askhr/shared/push/push.constants';
import type { TPushItem } from '@askhr/shared/push/push.schemas';
import { textOr } from '../../lib/i18n/i18n';

/**
 * A status as the list shows it, in the portal's language: 'PartiallySent' reads Partially Sent
 * (spec 001 section 4), and a survey's agrees with "survey" where the language needs it (Enviada).
 * A status the catalogue does not know shows its name split into words.
 */
export function statusText(t: TFunction, item: Pick<TPushItem, 'statusId' | 'status' | 'type'>): string {
  const words = item.status.replace(/([a-z])([A-Z])/g, '$1 $2');
  return textOr(t, `PUSH_STATUS_${item.statusId}`, words, { type: item.type });
}

/** How often an item goes out, in the portal's language ("Default", "Hourly"...). */
export function frequencyText(t: TFunction, frequency: { id: number; name: string }): string {
  return textOr(t, `PUSH_FREQUENCY_${frequency.id}`, frequency.name);
}

/** A group by its name; the Web Chat's own group, which the product names, in the portal's language. */
export const groupText = (t: TFunction, group: { recipientId?: string | null; name: string }) =>
  group.recipientId === WEB_CHAT_GROUP.recipientId ? t('PUSH_WEB_CHAT_GROUP') : group.name;

/** Sent, partly sent or closed surveys have a report (spec 001 section 2, Surveys). */
export const hasReport = (item: Pick<TPushItem, 'statusId'>) =>
  [PUSH_STATUSES.Sent, PUSH_STATUSES.PartiallySent, PUSH_STATUSES.Closed].some((id) => id === item.statusId);

/** Who an item goes to: the groups, and the CSV list with its number of addresses. */
export const recipientLabels = (t: TFunction, item: Pick<TPushItem, 'recipients'>) =>
  item.recipients.map((r) =>
    r.type === 'csv' ? t('PUSH_CSV_FILE', { name: r.name, count: r.emailCount }) : groupText(t, r),
  );

export const recipientNames = (t: TFunction, item: Pick<TPushItem, 'recipients'>) =>
  recipientLabels(t, item).join(', ');
