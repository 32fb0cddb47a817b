import type { TConfig } from './config';
import type { TDatabase, TDb } from './db/client';
import { noteIfUnavailable, type TOutageMonitor } from './db/outage';
import { repeatPushItem } from './modules/push/push-repeat';
import type { TPushItemRow } from './modules/push/push.repository';
import {
  createPushScheduler,
  handlePushJobs,
  PUSH_JOBS,
  watchAbandonedSends,
} from './modules/push/push.jobs';
import { sendPushItem } from './modules/push/push-send';
import { createPushSenders } from './bot/push/push-senders';
import { AUDIT_JOBS, handleAuditJobs, scheduleAuditRetention } from './modules/audit/audit.jobs';
import {
  handleRetentionJobs,
  RETENTION_JOBS,
  scheduleMessageRetention,
} from './modules/retention/retention.jobs';
import { defineJobs } from './jobs/job-catalog';
import { createJobRunner, type TJobLog } from './jobs/job-runner';

/**
 * Every kind of job of the product, by queue name. A feature declares its jobs (payload schema,
 * retry rules) and their handlers in its `<feature>.jobs.ts`; this catalog lists them, so that API
 * processes and workers agree on the queues.
 */
export const APP_JOBS = defineJobs({ ...PUSH_JOBS, ...AUDIT_JOBS, ...RETENTION_JOBS });

/** The product's job runner on its database; a worker process runs the handlers, any process schedules. */
export function createAppJobs({
  database,
  config,
  log,
  outage,
}: {
  database: TDatabase;
  config: TConfig;
  log: TJobLog;
  /** the process's monitor of its database, which logs an outage once */
  outage?: TOutageMonitor;
}) {
  const runner = createJobRunner({
    sql: database.sql,
    catalog: APP_JOBS,
    log,
    outage,
    isWorker: config.roles.isWorker,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
  });
  const { db, notifications } = database;
  const scheduler = createPushScheduler(runner);
  const senders = createPushSenders({ db, config, notifications, log, outage });
  const send = {
    db,
    senders,
    reschedule: scheduler.rescheduleSend,
    continueLater: (item: { customerId: number; id: number }) =>
      scheduler.rescheduleSend({ ...item, date: new Date() }),
    repeat: (tx: TDb, item: TPushItemRow, statusId: number) => repeatPushItem(tx, scheduler, item, statusId),
  };
  handlePushJobs(runner, {
    db,
    scheduler,
    // each run sends under a lease naming its job and this process (push-send-lease.ts)
    sendItem: (payload, run) =>
      sendPushItem({ ...send, lease: { jobId: run.id, presence: database.presence } }, payload, run.signal),
  });
  handleAuditJobs(runner, { db });
  handleRetentionJobs(runner, { db });
  let abandonedSends: ReturnType<typeof watchAbandonedSends> | undefined;
  return {
    ...runner,
    /** the push items' jobs, for the push routes */
    push: scheduler,
    /** starts the runtime and makes sure the next nightly clean-ups (audit trail, messages) are waiting */
    async start() {
      await runner.start();
      await scheduleAuditRetention(runner);
      await scheduleMessageRetention(runner);
      if (!runner.isWorker || abandonedSends) return;
      abandonedSends = watchAbandonedSends(runner, {
        db,
        log,
        onError: (err) => {
          if (!noteIfUnavailable(outage, err)) log.warn({ err }, 'could not look for abandoned push sends');
        },
      });
    },
    async stop() {
      await abandonedSends?.stop();
      await runner.stop();
      await senders.close();
    },
  };
}

export type TAppJobs = ReturnType<typeof createAppJobs>;
