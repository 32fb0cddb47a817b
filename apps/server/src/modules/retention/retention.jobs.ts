import { z } from 'zod';
import type { TDb } from '../../db/client';
import { defineJobs, nextUtcHour } from '../../jobs/job-catalog';
import type { TJobRunner } from '../../jobs/job-runner';
import { purgeExpiredMessages, retentionTenants } from './retention.service';

/**
 * The nightly deletion of expired messages: one run queues a job per tenant, each deleting that
 * tenant's expired messages. `short` queues keep one waiting job per key, so every process may
 * schedule the next night's run at start and a tenant never has two waiting. A tenant's job stopped
 * half-way is retried and goes on: each batch is committed and a run selects what is still expired.
 */
export const RETENTION_JOBS = defineJobs({
  'retention.nightly': {
    payload: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 600,
    retryBackoff: true,
    policy: 'short',
  },
  'retention.tenant': {
    payload: z.object({ customerId: z.number().int().positive() }),
    retryLimit: 5,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 4 * 60 * 60,
    policy: 'short',
  },
});

type TRetentionJobRunner = Pick<TJobRunner<typeof RETENTION_JOBS>, 'handle' | 'schedule'>;

const NIGHTLY_KEY = 'retention-nightly';
/** the hour (UTC) the deletion starts at: after the audit trail's clean-up, when the portal is quiet */
const NIGHTLY_HOUR_UTC = 3;

/** The next night's run: the coming NIGHTLY_HOUR_UTC. */
export const nextMessageRetentionRun = (now: Date) => nextUtcHour(now, NIGHTLY_HOUR_UTC);

/** Schedules the next night's run unless one is already waiting. */
export async function scheduleMessageRetention(
  jobs: Pick<TRetentionJobRunner, 'schedule'>,
  now = new Date(),
) {
  await jobs.schedule(
    'retention.nightly',
    {},
    { startAfter: nextMessageRetentionRun(now), singletonKey: NIGHTLY_KEY },
  );
}

export function handleRetentionJobs(jobs: TRetentionJobRunner, { db }: { db: TDb }) {
  jobs.handle('retention.nightly', async () => {
    await scheduleMessageRetention(jobs);
    for (const customerId of await retentionTenants(db))
      await jobs.schedule('retention.tenant', { customerId }, { singletonKey: `retention-${customerId}` });
  });
  jobs.handle('retention.tenant', async ({ customerId }, run) => {
    await purgeExpiredMessages(db, customerId, new Date(), run.signal);
  });
}
