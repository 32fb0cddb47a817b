/**
 * Push delivery at scale: a push item to 10,000 CSV addresses, found in the workspace's member
 * list (users.list, 20 pages a minute) and sent through chat.postMessage to a local fake Slack
 * workspace that allows 50 messages a second and refuses the rest with 429 and Retry-After. On
 * PostgreSQL (`--postgres=URL`) the worker is a `--worker-only` process killed with SIGKILL in the
 * middle of the send; on PGlite it is stopped cleanly in process. Another one takes over. Prints
 * how many employees got exactly one message, none or several, how soon the second worker took
 * over, the rows left uncertain, and the send rate achieved against the fake's limit.
 */
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import { PUSH_STATUSES, pushStatusName } from '@askhr/shared/push/push.constants';
import { pushDeliveries, pushItems } from '../src/db/schema-push';
import { prepareDatabase } from '../src/db/prepare';
import { createJobRunner } from '../src/jobs/job-runner';
import { createPushScheduler, PUSH_JOBS } from '../src/modules/push/push.jobs';
import { createPushItem } from '../src/test/factories/push';
import { replaceRecipients } from '../src/modules/push/push.repository';
import { sendPushItem } from '../src/modules/push/push-send';
import { createPushSenders } from '../src/bot/push/push-senders';
import { startFakeSlackWorkspace } from '../src/test/kits/slack-workspace';
import { installSlack } from '../src/test/kits/push-delivery';
import { parseConfig } from '../src/config';
import { createTenant } from '../src/test/factories/tenants';
import { openBenchDatabase } from './bench-database';
import { spawnWorker } from './push-processes';

/** Longer than any pause of a healthy send (the address lookups under their rate limits). */
const STALL_MS = 120_000;

const quiet = { info: () => undefined, warn: () => undefined, error: (obj: object) => console.error(obj) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchPush(opts: {
  postgresUrl?: string;
  recipients: number;
  limit: number;
  stopAfter: number;
}) {
  const database = await openBenchDatabase(opts.postgresUrl, 10);
  const emails = Array.from({ length: opts.recipients }, (_, i) => `employee${i}@bench.example`);
  const slack = await startFakeSlackWorkspace({
    users: Object.fromEntries(emails.map((email, i) => [email, `U${i}`])),
    postsPerSecond: opts.limit,
    // Slack's tiers: users.lookupByEmail Tier 3, users.list Tier 2
    lookupsPerMinute: 50,
    listsPerMinute: 20,
  });
  try {
    await prepareDatabase(database);
    const { db, notifications } = database;
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost',
      SLACK_API_URL: slack.apiUrl,
    });
    const tenant = await createTenant(db, { name: 'Push bench' });
    await installSlack(db, tenant.id, 'xoxb-bench');
    const item = await createPushItem(db, tenant.id, { date: new Date() });
    await replaceRecipients(db, tenant.id, item.id, [
      {
        name: 'bench.csv',
        type: 'csv',
        channelId: null,
        channelTenantId: null,
        channelTenantName: null,
        recipientId: null,
        emails,
      },
    ]);
    console.log(
      `\npush on ${database.label}: ${opts.recipients.toLocaleString('en')} CSV recipients to a fake Slack allowing ${opts.limit} messages/s (429 + Retry-After beyond)`,
    );

    const inProcess = () => {
      const runner = createJobRunner({
        sql: database.sql,
        catalog: PUSH_JOBS,
        log: quiet,
        isWorker: true,
        pollingIntervalSeconds: 0.5,
      });
      const senders = createPushSenders({ db, config, notifications, log: quiet });
      const scheduler = createPushScheduler(runner);
      const deps = { db, senders, reschedule: scheduler.rescheduleSend };
      runner.handle('push.send', (payload, run) =>
        sendPushItem({ ...deps, lease: { jobId: run.id, presence: database.presence } }, payload, run.signal),
      );
      return { runner, scheduler, stop: () => runner.stop().then(() => senders.close()) };
    };
    // on PostgreSQL each worker is a process of its own, killed in the middle; PGlite has one process
    const url = database.url;
    const t0 = performance.now();
    const first = url ? spawnWorker(url, slack.apiUrl) : inProcess();
    // schedules, as an API process does
    const scheduling = createJobRunner({
      sql: database.sql,
      catalog: PUSH_JOBS,
      log: quiet,
      isWorker: false,
      pollingIntervalSeconds: 0.5,
    });
    if ('runner' in first) await first.runner.start();
    const startedAt = Date.now();
    await createPushScheduler(scheduling).scheduleItem({ ...item, date: new Date() });
    // a send that stops posting (no Slack installed, a worker that failed to start) ends the run
    const whileSending = async (going: () => boolean | Promise<boolean>, pollMs: number) => {
      let progress = { posts: slack.posts.length, at: Date.now() };
      while (await going()) {
        if (slack.posts.length > progress.posts) progress = { posts: slack.posts.length, at: Date.now() };
        if (Date.now() - progress.at > STALL_MS)
          throw new Error(`push bench: no message reached the fake Slack for ${STALL_MS / 1000} s`);
        await sleep(pollMs);
      }
    };
    await whileSending(() => slack.posts.length < opts.stopAfter, 20);
    const endedAt = Date.now();
    if ('kill' in first) {
      const signal = await first.kill();
      console.log(
        `  worker 1 process ended by ${signal} after ${slack.posts.length.toLocaleString('en')} messages`,
      );
    } else {
      await first.stop();
      console.log(
        `  worker 1 stopped cleanly (in process) after ${slack.posts.length.toLocaleString('en')} messages`,
      );
    }
    const firstPosts = slack.posts.length;
    const resolvedAt = slack.posts[0]!.at;
    console.log(
      `  addresses found in Slack in ${((resolvedAt - startedAt) / 1000).toFixed(1)} s: ` +
        `${slack.callsOf('users.list')} users.list pages, ${slack.callsOf('users.lookupByEmail')} lookups (429s included)`,
    );
    const stoppedAt = slack.posts[firstPosts - 1]!.at;

    const second = url ? spawnWorker(url, slack.apiUrl) : inProcess();
    if ('runner' in second) await second.runner.start();
    const statusOf = async () => (await db.select().from(pushItems).where(eq(pushItems.id, item.id)))[0]!;
    await whileSending(async () => (await statusOf()).statusId === PUSH_STATUSES.Sending, 500);
    await second.stop();
    await scheduling.stop();
    const final = await statusOf();
    const restartedAt = slack.posts[firstPosts]?.at ?? stoppedAt;
    const lastAt = slack.posts.at(-1)!.at;
    const uncertain = await db
      .select({ address: pushDeliveries.address })
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.pushItemId, item.id), eq(pushDeliveries.state, 'uncertain')));
    if (url)
      console.log(
        `  worker 2 took over: its first message ${((restartedAt - endedAt) / 1000).toFixed(1)} s after the kill ` +
          `(the dead run's lease seen abandoned by worker 2's watch, then the job's retry delay)`,
      );

    const byUser = slack.postsByUser();
    const once = emails.filter((_, i) => byUser.get(`U${i}`) === 1).length;
    const never = emails.filter((_, i) => !byUser.has(`U${i}`)).length;
    const twice = emails.filter((_, i) => (byUser.get(`U${i}`) ?? 0) > 1).length;
    const sendingSeconds = (stoppedAt - resolvedAt + (lastAt - restartedAt)) / 1000;
    const rate = slack.posts.length / sendingSeconds;
    console.log(
      `  recipients with exactly one message ${once.toLocaleString('en')}, none ${never}, more than one ${twice}`,
    );
    console.log(
      `  item ${pushStatusName(final.statusId)}: successfulRecipients ${final.successfulRecipients}, other problems ${final.otherProblemsCount}, ` +
        `uncertain ${final.uncertainCount} (rows left uncertain ${uncertain.length}, ` +
        `${uncertain.filter((row) => byUser.has(row.address ?? '')).length} of them had reached Slack)`,
    );
    console.log(
      `  send rate ${rate.toFixed(1)} messages/s against the limit of ${opts.limit} (${((rate / opts.limit) * 100).toFixed(1)} %), ` +
        `${slack.refused()} posts refused with 429; restart gap ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s; ` +
        `total ${((performance.now() - t0) / 1000).toFixed(0)} s including the e-mail lookups`,
    );
  } finally {
    await slack.close();
    await database.close();
  }
}
