import { and, eq, sql } from 'drizzle-orm';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { isHolderGone } from '../../db/presence';
import { pushItems } from '../../db/schema-push';
import { JOBS_SCHEMA } from '../../jobs/job-runner';

/** The statements of the send lease (push-send-lease.ts) on the item's row. */

type TItemKey = { customerId: number; id: number };
export type TLeaseHolder = { jobId: string; holder: number | null };

const ofItem = (item: TItemKey) => and(eq(pushItems.customerId, item.customerId), eq(pushItems.id, item.id));
const untilIn = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const isHeldBy = (item: TItemKey, { jobId, holder }: TLeaseHolder) =>
  and(
    ofItem(item),
    eq(pushItems.sendJobId, jobId),
    holder === null ? sql`${pushItems.sendHolder} is null` : eq(pushItems.sendHolder, holder),
  );

/**
 * Takes the lease unless another run holds it and is alive (its process present, its time not run
 * out); true when taken. The same job (a retry of its run) takes it back.
 */
export async function takeLease(db: TDb, item: TItemKey, owner: TLeaseHolder, seconds: number) {
  const taken = await db
    .update(pushItems)
    .set({ sendJobId: owner.jobId, sendHolder: owner.holder, sendLeaseUntil: untilIn(seconds) })
    .where(
      and(
        ofItem(item),
        sql`(${pushItems.sendJobId} is null or ${pushItems.sendJobId} = ${owner.jobId}
          or ${pushItems.sendLeaseUntil} is null or ${pushItems.sendLeaseUntil} < now()
          or ${isHolderGone(sql`${pushItems.sendHolder}`)})`,
      ),
    )
    .returning({ id: pushItems.id });
  return taken.length === 1;
}

/** Extends the lease; false when another run took it over meanwhile. */
export async function renewLease(db: TDb, item: TItemKey, owner: TLeaseHolder, seconds: number) {
  const renewed = await db
    .update(pushItems)
    .set({ sendLeaseUntil: untilIn(seconds) })
    .where(isHeldBy(item, owner))
    .returning({ id: pushItems.id });
  return renewed.length === 1;
}

/** Gives the lease up, if it is still this run's. */
export async function releaseLease(db: TDb, item: TItemKey, owner: TLeaseHolder) {
  await db
    .update(pushItems)
    .set({ sendJobId: null, sendHolder: null, sendLeaseUntil: null })
    .where(isHeldBy(item, owner));
}

/**
 * The send jobs still running (for pg-boss) whose item is Sending under a lease that is abandoned:
 * its holder is gone or its time ran out. Across tenants, as the job queue is: only the job ids
 * come back, for the runner to fail them into their retry.
 */
export async function findAbandonedSends(db: TDb): Promise<string[]> {
  const jobs = sql.raw(`${JOBS_SCHEMA}.job`);
  const result = await db.execute(sql`
    select j.id from ${pushItems} p
    join ${jobs} j on j.id = p.send_job_id
    where p.status_id = ${PUSH_STATUSES.Sending} and p.send_job_id is not null
      and j.name = 'push.send' and j.state = 'active'
      and (p.send_lease_until < now() or ${isHolderGone(sql`p.send_holder`)})
      -- a run already waiting for the item takes the send over by itself
      and not exists (
        select 1 from ${jobs} w
        where w.name = j.name and w.singleton_key = j.singleton_key and w.state in ('created', 'retry'))`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
