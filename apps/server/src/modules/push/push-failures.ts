import { DELIVERY_ERRORS, PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import { deliveryCounts } from './push-counts';
import {
  countDeliveries,
  failPending,
  insertDeliveries,
  settleInterrupted,
  updateItemStatus,
} from './push-delivery.repository';
import { findPushItem, findRecipients } from './push.repository';

const UNFINISHED: number[] = [PUSH_STATUSES.Scheduled, PUSH_STATUSES.Sending];
const OPEN: number[] = [PUSH_STATUSES.Sent, PUSH_STATUSES.PartiallySent];

interface TItemRef {
  customerId: number;
  pushItemId: number;
}

/**
 * Ends what was not delivered of an item: rows in flight count as interrupted, pending ones carry
 * the reason (an item with no row at all gets one that says it), and the counts are summed again.
 */
async function endUndelivered(db: TDb, { customerId, pushItemId }: TItemRef, reason: string) {
  await settleInterrupted(db, customerId, pushItemId);
  await failPending(db, customerId, pushItemId, reason);
  if ((await countDeliveries(db, customerId, pushItemId)).length === 0)
    await insertDeliveries(db, customerId, pushItemId, [{ state: 'failed', lastError: reason }]);
  const recipients = await findRecipients(db, customerId, [pushItemId]);
  return deliveryCounts(await countDeliveries(db, customerId, pushItemId), recipients);
}

/**
 * The send job failed its last retry: the item is Failed, not left Sending, and every row that did
 * not go out says why. What was delivered before stays counted.
 */
export async function failPushItem(db: TDb, ref: TItemRef, failure: string | undefined, now = new Date()) {
  const item = await findPushItem(db, ref.customerId, ref.pushItemId);
  if (!item || !UNFINISHED.includes(item.statusId)) return;
  const reason = `${DELIVERY_ERRORS.gaveUp}${failure ? ` ${failure}` : ''}`.slice(0, 500);
  const counts = await endUndelivered(db, ref, reason);
  await updateItemStatus(
    db,
    ref.customerId,
    item.id,
    { ...counts, statusId: PUSH_STATUSES.Failed, statusDate: now },
    UNFINISHED,
  );
}

/**
 * The closing job failed its last retry (the survey was still not sent, or the database kept
 * failing): the survey is Closed all the same, and messages still waiting are not sent after it.
 */
export async function closeSurveyAfterAll(db: TDb, ref: TItemRef, now = new Date()) {
  const item = await findPushItem(db, ref.customerId, ref.pushItemId);
  if (!item || item.type !== 'survey') return;
  if (OPEN.includes(item.statusId)) {
    await updateItemStatus(
      db,
      ref.customerId,
      item.id,
      { statusId: PUSH_STATUSES.Closed, statusDate: now },
      OPEN,
    );
    return;
  }
  if (!UNFINISHED.includes(item.statusId)) return;
  const counts = await endUndelivered(db, ref, DELIVERY_ERRORS.closedUnsent);
  await updateItemStatus(
    db,
    ref.customerId,
    item.id,
    { ...counts, statusId: PUSH_STATUSES.Closed, statusDate: now },
    UNFINISHED,
  );
}
