import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { DELIVERED_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import { pushItems } from '../../db/schema-push';

/** The date and recipient count of the tenant's push items delivered in [from, to), dry runs left out. */
export async function findDeliveredPushes(db: TDb, customerId: number, from: Date, to: Date) {
  return db
    .select({ date: pushItems.date, recipients: pushItems.successfulRecipients })
    .from(pushItems)
    .where(
      and(
        eq(pushItems.customerId, customerId),
        eq(pushItems.dryRun, false),
        inArray(pushItems.statusId, [...DELIVERED_STATUSES]),
        gte(pushItems.date, from),
        lt(pushItems.date, to),
      ),
    );
}
