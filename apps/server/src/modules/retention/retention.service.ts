import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TDb } from '../../db/client';
import { deleteKeepingRollups } from '../../db/keep-rollups';
import { messageRetentionDays } from '../settings/settings.service';
import {
  deleteEmptyConversations,
  deleteExpiredActivities,
  deleteMessages,
  deleteSurveyResponses,
  detachConfirmedExamples,
  findExpiredMessages,
  findExpiredSurveyResponseIds,
  findTenantIds,
  forgetEndedPeriods,
  keepCountedUsers,
} from './retention.repository';

/** Rows deleted per transaction: each batch commits on its own, so no lock is held for long. */
export const RETENTION_BATCH = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TPurged {
  utterances: number;
  activities: number;
  surveyResponses: number;
}

export interface TPurgeOptions {
  batchSize?: number;
  /** called after each committed batch with what it deleted */
  onBatch?: (kind: keyof TPurged, rows: number) => void;
}

/** The tenants whose expired messages the nightly run deletes. */
export async function retentionTenants(db: TDb): Promise<number[]> {
  return findTenantIds(db);
}

/**
 * Deletes the tenant's messages, Direct Line activities and survey responses older than its
 * retention (docs/data-retention.md), in batches of their own transactions, the oldest first. The
 * dashboard's and Review's counts and the survey reports stay as they were. A run stopped by
 * `signal` leaves every committed batch deleted; the next run goes on from there.
 */
export async function purgeExpiredMessages(
  db: TDb,
  customerId: number,
  now: Date,
  signal?: AbortSignal,
  { batchSize = RETENTION_BATCH, onBatch }: TPurgeOptions = {},
): Promise<TPurged> {
  const cutoff = new Date(now.getTime() - (await messageRetentionDays(db, customerId)) * DAY_MS);
  const inBatches = async (kind: keyof TPurged, batch: () => Promise<number>) => {
    let total = 0;
    for (;;) {
      signal?.throwIfAborted();
      const started = performance.now();
      const rows = await batch();
      total += rows;
      if (rows > 0) onBatch?.(kind, rows);
      if (rows < batchSize) return total;
      // twice as long between batches: the deletion takes at most a third of a core of the database
      // from the messages the bot answers meanwhile
      await sleep(2 * (performance.now() - started));
    }
  };
  let from: Date | null = null;
  const utterances = await inBatches('utterances', () =>
    deleteKeepingRollups(db, async (tx) => {
      const expired = await findExpiredMessages(tx, customerId, cutoff, batchSize, from);
      if (expired.length === 0) return 0;
      from = expired.at(-1)!.date;
      const ids = expired.map((row) => row.id);
      await keepCountedUsers(tx, customerId, ids, now);
      await detachConfirmedExamples(tx, customerId, ids);
      return deleteMessages(tx, customerId, ids);
    }),
  );
  await forgetEndedPeriods(db, customerId, now);
  const activities = await inBatches('activities', () =>
    deleteExpiredActivities(db, customerId, cutoff, batchSize),
  );
  await deleteEmptyConversations(db, customerId, cutoff);
  const surveyResponses = await inBatches('surveyResponses', () =>
    db.transaction(async (tx) => {
      const ids = await findExpiredSurveyResponseIds(tx, customerId, cutoff, batchSize);
      if (ids.length === 0) return 0;
      return deleteSurveyResponses(tx, customerId, ids);
    }),
  );
  return { utterances, activities, surveyResponses };
}
