import type { TDb } from '../../db/client';
import { findInterrupted, settleDelivery } from './push-delivery.repository';
import { targetOf, type TDeliveryCheck } from './push-send-outcome';
import type { TPushSenders, TSendSlack, TSlackWorkspace } from './push-send';

/** How long one channel lookup may take; a lookup that does not answer in time cannot tell. */
export const CONFIRM_TIMEOUT_MS = 10_000;

interface TSettleDeps<TWorkspace extends TSlackWorkspace> {
  db: TDb;
  senders: Pick<TPushSenders<TWorkspace>, 'confirm'>;
  confirmTimeoutMs?: number;
}

/**
 * The rows a stopped run left 'sending' (the channel was being called when it died), settled before
 * this run sends: each channel is asked whether the message is in its own record. Found: sent.
 * Provably absent: pending again, so this run sends it. Anything else (Teams, a lookup that failed or
 * timed out): uncertain, never sent twice.
 */
export async function settleInterruptedDeliveries<TWorkspace extends TSlackWorkspace>(
  deps: TSettleDeps<TWorkspace>,
  { customerId, pushItemId }: { customerId: number; pushItemId: number },
  slack: Pick<TSendSlack<TWorkspace>, 'workspaceOf'>,
) {
  const rows = await findInterrupted(deps.db, customerId, pushItemId);
  for (const row of rows) {
    const target = targetOf(customerId, row);
    const check = await withTimeout(async () => {
      const workspace =
        target.channel === 'slack'
          ? await slack.workspaceOf(target.botUserId, target.channelUserId)
          : undefined;
      return deps.senders.confirm(target, row.delivery.createdAt, workspace);
    }, deps.confirmTimeoutMs ?? CONFIRM_TIMEOUT_MS);
    await settleDelivery(deps.db, row.delivery.id, check);
  }
  return rows.length;
}

/** The lookup's answer, or 'unknown' when it threw or did not answer within `ms`. */
async function withTimeout(lookup: () => Promise<TDeliveryCheck>, ms: number): Promise<TDeliveryCheck> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<TDeliveryCheck>((resolve) => {
    timer = setTimeout(() => resolve('unknown'), ms);
  });
  try {
    return await Promise.race([lookup().catch((): TDeliveryCheck => 'unknown'), late]);
  } finally {
    clearTimeout(timer);
  }
}
