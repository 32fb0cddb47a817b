import type { TConfig } from '../config';
import type { TDatabase, TDb } from '../db/client';
import { repeatPushItem } from '../modules/push/push-repeat';
import type { TPushItemRow } from '../modules/push/push.repository';
import { closeSurvey, createPushScheduler, PUSH_JOBS } from '../modules/push/push-jobs';
import { closeSurveyAfterAll, failPushItem } from '../modules/push/push-failures';
import { sendPushItem } from '../bot/push/push-send';
import { createPushSenders } from '../bot/push/push-senders';
import { defineJobs } from './job-catalog';
import { createJobRunner, type TJobLog } from './job-runner';

/**
 * Every kind of job of the product, by queue name: its payload schema and retry rules. A feature
 * adds its jobs here and registers their handlers in `createAppJobs`, so that API processes and
 * workers agree on the queues.
 */
export const APP_JOBS = defineJobs({ ...PUSH_JOBS });

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
  runner.handle('push.send', (payload, run) => sendPushItem(send, payload, run.signal));
  runner.handle('survey.close', (payload) => closeSurvey(db, scheduler, payload));
  runner.handle('push.send-failed', (payload, run) => failPushItem(db, payload, run.failure));
  runner.handle('survey.close-failed', (payload) => closeSurveyAfterAll(db, payload));
  return {
    ...runner,
    /** the push items' jobs, for the push routes */
    push: scheduler,
    async stop() {
      await runner.stop();
      await senders.close();
    },
  };
}

export type TAppJobs = ReturnType<typeof createAppJobs>;
