import type { TDb } from '../../db/client';
import type { TPresence } from '../../db/presence';
import { releaseLease, renewLease, takeLease } from './push-send-lease.repository';

export { findAbandonedSends } from './push-send-lease.repository';

/**
 * The lease of a push item's send run, on the item's row: the run's job, the process that holds it
 * (its presence key) and until when. The run renews it as it sends; a run whose process is gone
 * (killed: its presence lock went with its connection) or whose lease ran out (a host that vanished,
 * a run stuck) is abandoned, and every worker hands such a job back to the queue at once
 * (`findAbandonedSends`) instead of waiting for the job's expiry.
 */
export const SEND_LEASE_SECONDS = 60;
/** how often a run renews its lease */
export const SEND_LEASE_RENEW_MS = 10_000;
/** how often every worker looks for abandoned sends */
export const ABANDONED_SENDS_EVERY_MS = 10_000;

export interface TSendLeaseOwner {
  /** the send job's run (its pg-boss id, the same for its retries) */
  jobId: string;
  presence: TPresence;
}

export interface TSendLease {
  /** true once another run took the item over: this one stops between two rows */
  readonly isLost: boolean;
  /** stops renewing and gives the lease up */
  release(): Promise<void>;
}

/**
 * Takes the item's lease for this run, unless another run holds it and is alive: then undefined,
 * and this run leaves the send to it.
 */
export async function takeSendLease(
  db: TDb,
  item: { customerId: number; id: number },
  owner: TSendLeaseOwner,
  renewMs = SEND_LEASE_RENEW_MS,
): Promise<TSendLease | undefined> {
  // a run fetched while its worker is still starting names the process all the same
  await owner.presence.start().catch(() => undefined);
  const holder = { jobId: owner.jobId, holder: owner.presence.heldKey() };
  if (!(await takeLease(db, item, holder, SEND_LEASE_SECONDS))) return undefined;
  let isLost = false;
  const renew = setInterval(() => {
    renewLease(db, item, holder, SEND_LEASE_SECONDS).then(
      (isRenewed) => {
        if (!isRenewed) isLost = true;
      },
      // the database is out of reach: the lease lasts SEND_LEASE_SECONDS, the next renewal may land
      () => undefined,
    );
  }, renewMs);
  renew.unref();
  return {
    get isLost() {
      return isLost;
    },
    async release() {
      clearInterval(renew);
      await releaseLease(db, item, holder);
    },
  };
}
