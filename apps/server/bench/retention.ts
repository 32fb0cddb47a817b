/**
 * The nightly deletion of expired messages under load, on PostgreSQL: a year of expired utterances
 * of the demo tenant (retention-data.ts), the real app on a real port answering Direct Line at a
 * steady 100 messages a second (the Direct Line bench's steady row, in a worker thread), first
 * alone for a baseline, then while `purgeExpiredMessages` deletes the tenant's expired messages in
 * the same process and on the same connection pool, as the nightly job runs in a process that also
 * answers (every process is a worker unless started with --no-worker).
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { MESSAGE_RETENTION_DEFAULT_DAYS } from '@askhr/shared/settings/retention';
import { buildApp } from '../src/app';
import { getDirectLineKey } from '../src/bot/channels/directline/directline-secret';
import { createDirectLineTokens } from '../src/bot/channels/directline/directline-tokens';
import { loadTrainingExamples } from '../src/bot/nlu/nlu.repository';
import { parseConfig } from '../src/config';
import type { TDb } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { rowsOf } from '../src/db/rows';
import { seedDemoIfEmpty } from '../src/demo/seed/demo';
import { purgeExpiredMessages, RETENTION_BATCH } from '../src/modules/retention/retention.service';
import { openBenchDatabase } from './bench-database';
import type { TRunFigures } from './directline-clients';
import { WORKER_MODULE } from './directline';
import { percentile } from './percentile';
import { generateExpiredMessages } from './retention-data';

const RATE = 100;
const CONVERSATIONS = 100;
const BASELINE_SECONDS = 20;
/** A deletion still running after this is stopped through its signal, and its rate reported. */
const DELETION_LIMIT_SECONDS = 900;
const PORT = 3490;
const TARGET_P99_MS = 50;

const loadAverage = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`;

const epochNow = () => performance.timeOrigin + performance.now();

/** `cpuShare`: the CPU time of this process (server and load clients) in the window, in cores */
type TWindow = { from: number; to: number; loopMaxMs: number; cpuShare: number };

/** Runs `work` while a 5 ms timer watches the event loop; its window in ms since the epoch. */
async function watched<T>(work: () => Promise<T>): Promise<{ result: T; window: TWindow }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const cpu = process.cpuUsage();
  const from = epochNow();
  const result = await work();
  const to = epochNow();
  const used = process.cpuUsage(cpu);
  delay.disable();
  const cpuShare = (used.user + used.system) / 1000 / (to - from);
  return { result, window: { from, to, loopMaxMs: delay.max / 1e6, cpuShare } };
}

/**
 * p50, p99 and the slowest of the round trips of messages due within the window, against the
 * target, the longest the event loop was held in it and the CPU this process used.
 */
function replies(trips: [number, number][], { from, to, loopMaxMs, cpuShare }: TWindow) {
  const times = trips
    .filter(([at]) => at >= from && at <= to)
    .map(([, took]) => took)
    .sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  return (
    `${String(times.length).padStart(6)} replies  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  ` +
    `p99 ${p99.toFixed(1).padStart(6)} ms  max ${(times.at(-1) ?? NaN).toFixed(0).padStart(5)} ms  ` +
    `${p99 < TARGET_P99_MS ? 'ok' : `MISSES ${TARGET_P99_MS} ms`}; event loop held at most ${loopMaxMs.toFixed(0)} ms, ` +
    `process CPU ${cpuShare.toFixed(2)} cores`
  );
}

/** Direct Line conversations in a worker thread at the steady rate, until the returned stop is called. */
async function startLoad(origin: string, tokens: string[], texts: string[]) {
  const worker = new Worker(new URL(WORKER_MODULE), {
    workerData: {
      kind: 'directline',
      name: `steady ${RATE} msg/s`,
      origin,
      seconds: 0,
      clients: tokens.length,
      rate: RATE,
      texts,
      tokens,
      untilStopped: true,
    },
  });
  let done!: (figures: TRunFigures) => void;
  const finished = new Promise<TRunFigures>((resolve, reject) => {
    done = resolve;
    worker.once('error', reject);
  });
  await new Promise<void>((resolve) =>
    worker.on('message', (message: 'counting' | TRunFigures) => {
      if (message === 'counting') resolve();
      else done(message);
    }),
  );
  return async () => {
    worker.postMessage('stop');
    const figures = await finished;
    await worker.terminate();
    return figures;
  };
}

/** Runs the deletion until done or stopped at the limit; its time and its longest batch of utterances. */
async function timedPurge(db: TDb, customerId: number) {
  const limit = AbortSignal.timeout(DELETION_LIMIT_SECONDS * 1000);
  const started = performance.now();
  let last = started;
  const batches = { count: 0, longestMs: 0 };
  const onBatch = (kind: string) => {
    const at = performance.now();
    if (kind === 'utterances') {
      batches.count++;
      batches.longestMs = Math.max(batches.longestMs, at - last);
    }
    last = at;
  };
  try {
    await purgeExpiredMessages(db, customerId, new Date(), limit, { onBatch });
  } catch (err) {
    if (!limit.aborted) throw err;
  }
  return { seconds: (performance.now() - started) / 1000, isStopped: limit.aborted, ...batches };
}

const countExpired = async (db: TDb, customerId: number) =>
  Number(
    rowsOf<{ n: string }>(
      await db.execute(sql`select count(*) as n from utterances
        where customer_id = ${customerId} and date < now() - ${MESSAGE_RETENTION_DEFAULT_DAYS}::int * interval '1 day'`),
    )[0]!.n,
  );

export async function benchRetention(opts: { postgresUrl: string; total: number }) {
  const database = await openBenchDatabase(opts.postgresUrl);
  await prepareDatabase(database);
  const { db } = database;
  const customerId = (await seedDemoIfEmpty(db))!.tenants[0]!.id;
  console.log(
    `\nretention on ${database.label}: deleting ${opts.total.toLocaleString('en')} expired utterances of the demo tenant ` +
      `under a steady ${RATE} msg/s of Direct Line (${CONVERSATIONS} conv., real port, clients in a worker thread)`,
  );
  const t0 = performance.now();
  await generateExpiredMessages(db, customerId, opts.total);
  await db.execute(
    sql`vacuum analyze utterances, bot_users, review_counts, review_rating_counts, report_daily`,
  );
  // the load's WAL written out now, not during the baseline
  await db.execute(sql`checkpoint`);
  const expired = await countExpired(db, customerId);
  console.log(
    `  generated in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${expired.toLocaleString('en')} utterances ` +
      'dated 730 to 366 days ago',
  );

  const config = parseConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DIRECTLINE_RATE_LIMIT: '10000',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  try {
    await app.listen({ port: PORT, host: '127.0.0.1' });
    await app.understanding.warmUp();
    const texts = (await loadTrainingExamples(db, customerId)).map((e) => e.text);
    const tokens = createDirectLineTokens(await getDirectLineKey(db), 3600);
    const conversationTokens = await Promise.all(
      Array.from(
        { length: CONVERSATIONS },
        async (_, i) => (await tokens.issue({ customerId, botUserId: `retention-load-${i}` })).token,
      ),
    );
    const stop = await startLoad(`http://127.0.0.1:${PORT}`, conversationTokens, texts);

    console.log(`  ${loadAverage()} as the baseline starts`);
    const { window: baseline } = await watched(
      () => new Promise((resolve) => setTimeout(resolve, BASELINE_SECONDS * 1000)),
    );
    const { result: purge, window: deletion } = await watched(() => timedPurge(db, customerId));
    const figures = await stop();

    console.log(`  ${loadAverage()} as the deletion ends`);
    const deleted = expired - (await countExpired(db, customerId));
    const trips = figures.trips ?? [];
    console.log(`  baseline, ${BASELINE_SECONDS} s without deletion: ${replies(trips, baseline)}`);
    console.log(`  during the deletion (${purge.seconds.toFixed(1)} s):  ${replies(trips, deletion)}`);
    console.log(
      `  deleted ${deleted.toLocaleString('en')} of ${expired.toLocaleString('en')} utterances in ${purge.seconds.toFixed(1)} s ` +
        `(${(deleted / purge.seconds).toFixed(0)} rows/s${purge.isStopped ? `, stopped at the ${DELETION_LIMIT_SECONDS} s limit` : ''}); ` +
        `${purge.count} batches of up to ${RETENTION_BATCH}, the longest ${purge.longestMs.toFixed(0)} ms; ${figures.errors} load errors`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}
