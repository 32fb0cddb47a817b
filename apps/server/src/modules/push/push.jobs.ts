import { z } from 'zod';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import type { TSqlClient } from '../../db/sql-client';
import { defineJobs, type TJobRun } from '../../jobs/job-catalog';
import type { TJobRunner } from '../../jobs/job-runner';
import { ABANDONED_SENDS_EVERY_MS, findAbandonedSends } from './push-send-lease';
import { updateItemStatus } from './push-delivery.repository';
import { closeSurveyAfterAll, failPushItem } from './push-failures';
import { findPushItem } from './push.repository';

const ZItemJob = z.object({ customerId: z.number().int(), pushItemId: z.number().int() });

/**
 * The jobs of push items: one send job per item at its date, and one closing job per survey at its
 * close date. `short` queues keep one waiting job per item (singleton key), so a re-save cancels
 * the waiting one and schedules anew.
 */
export const PUSH_JOBS = defineJobs({
  'push.send': {
    payload: ZItemJob,
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // a run sends for at most 5 minutes (RUN_BUDGET_MS of push-send) and then hands over to a new
    // one; finding a big CSV list's addresses comes first and may take a few minutes more. A run
    // that outlives its expiry and runs twice resends nothing: each row is claimed before it is sent
    expireInSeconds: 15 * 60,
    policy: 'short',
    deadLetter: 'push.send-failed',
  },
  /** a send job that failed its last retry: its item becomes Failed */
  'push.send-failed': { payload: ZItemJob, retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true },
  'survey.close': {
    payload: ZItemJob,
    retryLimit: 8,
    retryDelaySeconds: 30,
    retryBackoff: true,
    policy: 'short',
    deadLetter: 'survey.close-failed',
  },
  /** a closing job that failed its last retry: the survey is closed, whatever was left unsent */
  'survey.close-failed': { payload: ZItemJob, retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true },
});

type TPushJobRunner = Pick<TJobRunner<typeof PUSH_JOBS>, 'start' | 'schedule' | 'cancelWaiting'>;

const sendKey = (id: number) => `push-${id}`;
const closeKey = (id: number) => `survey-${id}`;

export interface TScheduledItem {
  customerId: number;
  id: number;
  type: string;
  date: Date;
  closeDate: Date | null;
}

/** What the push routes schedule through: an item's jobs follow its dates, and go with it. */
export function createPushScheduler(jobs: TPushJobRunner) {
  /** through `sql` (a transaction) when given, so that the jobs change only if the item does */
  async function cancelItem(id: number, sql?: TSqlClient) {
    await jobs.cancelWaiting('push.send', sendKey(id), { db: sql });
    await jobs.cancelWaiting('survey.close', closeKey(id), { db: sql });
  }
  return {
    /**
     * Starts the job runtime, if it has not: call it before a transaction that schedules through
     * its own connection (the embedded database runs one statement at a time).
     */
    ready: () => jobs.start(),
    cancelItem,
    /** An item's jobs follow its dates: the waiting ones are cancelled and new ones scheduled. */
    async scheduleItem(item: TScheduledItem, sql?: TSqlClient) {
      await cancelItem(item.id, sql);
      const payload = { customerId: item.customerId, pushItemId: item.id };
      const db = sql;
      await jobs.schedule('push.send', payload, {
        startAfter: item.date,
        singletonKey: sendKey(item.id),
        db,
      });
      if (item.type === 'survey' && item.closeDate)
        await jobs.schedule('survey.close', payload, {
          startAfter: item.closeDate,
          singletonKey: closeKey(item.id),
          db,
        });
    },
    async rescheduleSend(item: { customerId: number; id: number; date: Date }) {
      const payload = { customerId: item.customerId, pushItemId: item.id };
      await jobs.schedule('push.send', payload, { startAfter: item.date, singletonKey: sendKey(item.id) });
    },
    async rescheduleClose(item: { customerId: number; id: number; closeDate: Date }) {
      const payload = { customerId: item.customerId, pushItemId: item.id };
      await jobs.schedule('survey.close', payload, {
        startAfter: item.closeDate,
        singletonKey: closeKey(item.id),
      });
    },
  };
}

export type TPushScheduler = ReturnType<typeof createPushScheduler>;

/** Closes a sent survey at its close date; one not sent yet is tried again later. */
export async function closeSurvey(
  db: TDb,
  scheduler: TPushScheduler,
  { customerId, pushItemId }: z.infer<typeof ZItemJob>,
  now = new Date(),
) {
  const item = await findPushItem(db, customerId, pushItemId);
  if (!item || item.type !== 'survey' || !item.closeDate) return;
  if (item.closeDate.getTime() > now.getTime() + 1000) {
    await scheduler.rescheduleClose({ ...item, closeDate: item.closeDate });
    return;
  }
  const open = [PUSH_STATUSES.Sent, PUSH_STATUSES.PartiallySent] as number[];
  if (item.statusId === PUSH_STATUSES.Scheduled || item.statusId === PUSH_STATUSES.Sending)
    throw new Error(`survey ${item.id} is not sent yet: closed once it is`);
  await updateItemStatus(db, customerId, item.id, { statusId: PUSH_STATUSES.Closed, statusDate: now }, open);
}

/** Sends a push item's due messages through the channels: the bot's part, handed in by the app. */
export type TSendPushItem = (payload: z.infer<typeof ZItemJob>, run: TJobRun) => Promise<void>;

/** The handlers of the push jobs: a worker process runs them. */
export function handlePushJobs(
  runner: Pick<TJobRunner<typeof PUSH_JOBS>, 'handle'>,
  { db, scheduler, sendItem }: { db: TDb; scheduler: TPushScheduler; sendItem: TSendPushItem },
) {
  runner.handle('push.send', (payload, run) => sendItem(payload, run));
  runner.handle('survey.close', (payload) => closeSurvey(db, scheduler, payload));
  runner.handle('push.send-failed', (payload, run) => failPushItem(db, payload, run.failure));
  runner.handle('survey.close-failed', (payload) => closeSurveyAfterAll(db, payload));
}

/**
 * Every worker looks for sends whose run is abandoned (its process gone, or its lease run out) and
 * fails that run into its retry, so that a killed worker's push goes on within seconds rather than
 * at the job's expiry. A run is failed once: its job is no longer active afterwards.
 */
export function watchAbandonedSends(
  runner: Pick<TJobRunner<typeof PUSH_JOBS>, 'failRuns'>,
  opts: {
    db: TDb;
    log: { info(obj: object, msg: string): void };
    onError(err: unknown): void;
    everyMs?: number;
  },
) {
  let running: Promise<void> | undefined;
  const look = async () => {
    const abandoned = await findAbandonedSends(opts.db);
    if (abandoned.length === 0) return;
    await runner.failRuns('push.send', abandoned, 'its worker stopped while sending: handed back');
    opts.log.info({ sends: abandoned.length }, 'push sends abandoned by their worker handed back');
  };
  const timer = setInterval(() => {
    running ??= look()
      .catch(opts.onError)
      .finally(() => (running = undefined));
  }, opts.everyMs ?? ABANDONED_SENDS_EVERY_MS);
  timer.unref();
  return {
    look,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
