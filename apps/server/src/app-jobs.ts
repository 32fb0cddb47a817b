import type { TConfig } from './config';
import type { TDatabase, TDb } from './db/client';
import { repeatPushItem } from './modules/push/push-repeat';
import type { TPushItemRow } from './modules/push/push.repository';
import { createPushScheduler, handlePushJobs, PUSH_JOBS } from './modules/push/push.jobs';
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
}: {
  database: TDatabase;
  config: TConfig;
  log: TJobLog;
}) {
  const runner = createJobRunner({
    sql: database.sql,
    catalog: APP_JOBS,
    log,
    isWorker: config.roles.isWorker,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
  });
  const { db, notifications } = database;
  const scheduler = createPushScheduler(runner);
  const senders = createPushSenders({ db, config, notifications, log });
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
    sendItem: (payload, signal) => sendPushItem(send, payload, signal),
  });
  handleAuditJobs(runner, { db });
  handleRetentionJobs(runner, { db });
  return {
    ...runner,
    /** the push items' jobs, for the push routes */
    push: scheduler,
    /** starts the runtime and makes sure the next nightly clean-ups (audit trail, messages) are waiting */
    async start() {
      await runner.start();
      await scheduleAuditRetention(runner);
      await scheduleMessageRetention(runner);
    },
    async stop() {
      await runner.stop();
      await senders.close();
    },
  };
}

export type TAppJobs = ReturnType<typeof createAppJobs>;
