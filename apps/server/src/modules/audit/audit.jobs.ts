import { z } from 'zod';
import { AUDIT_RETENTION_DAYS } from '@askhr/shared/audit/audit.schemas';
import type { TDb } from '../../db/client';
import { defineJobs, nextUtcHour } from '../../jobs/job-catalog';
import type { TJobRunner } from '../../jobs/job-runner';
import { purgeAuditEvents } from './audit.service';

/**
 * The nightly clean-up of the audit trail. A `short` queue keeps one waiting run per key, so every
 * process may schedule the next night's run at start and only one waits.
 */
export const AUDIT_JOBS = defineJobs({
  'audit.retention': {
    payload: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 600,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    policy: 'short',
  },
});

type TAuditJobRunner = Pick<TJobRunner<typeof AUDIT_JOBS>, 'handle' | 'schedule'>;

const RETENTION_KEY = 'audit-retention';
/** the hour (UTC) the clean-up runs at, when the portal is quiet in most of its tenants' zones */
const RETENTION_HOUR_UTC = 2;

/** The next run's time: the coming RETENTION_HOUR_UTC. */
export const nextRetentionRun = (now: Date) => nextUtcHour(now, RETENTION_HOUR_UTC);

/** Schedules the next night's clean-up unless one is already waiting. */
export async function scheduleAuditRetention(jobs: Pick<TAuditJobRunner, 'schedule'>, now = new Date()) {
  await jobs.schedule(
    'audit.retention',
    {},
    { startAfter: nextRetentionRun(now), singletonKey: RETENTION_KEY },
  );
}

/** The clean-up deletes events older than AUDIT_RETENTION_DAYS of every tenant, then waits for the next night. */
export function handleAuditJobs(jobs: TAuditJobRunner, { db }: { db: TDb }) {
  jobs.handle('audit.retention', async (_payload, run) => {
    await scheduleAuditRetention(jobs);
    await purgeAuditEvents(db, AUDIT_RETENTION_DAYS, run.signal);
  });
}
