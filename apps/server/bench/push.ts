/**
 * Push delivery at scale: a push item to 10,000 CSV addresses, resolved through users.lookupByEmail
 * and sent through chat.postMessage to a local fake Slack workspace that allows 50 messages a
 * second and refuses the rest with 429 and Retry-After. The worker is stopped in the middle of the
 * send and another one takes over. Prints how many employees got exactly one message, how many
 * none or several, and the send rate achieved against the fake's limit.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { PUSH_STATUSES, pushStatusName } from '@askhr/shared/push/push.constants';
import { customSettings } from '../src/db/schema';
import { pushItems } from '../src/db/schema-push';
import { prepareDatabase } from '../src/db/prepare';
import { createJobRunner } from '../src/jobs/job-runner';
import { createPushScheduler, PUSH_JOBS } from '../src/modules/push/push-jobs';
import { createPushItem } from '../src/modules/push/push-test-kit';
import { replaceRecipients } from '../src/modules/push/push.repository';
import { sendPushItem } from '../src/bot/push/push-send';
import { createPushSenders } from '../src/bot/push/push-senders';
import { startFakeSlackWorkspace } from '../src/bot/push/push-test-kit';
import { parseConfig } from '../src/config';
import { createTenant } from '../src/test/factories';
import { openBenchDatabase } from './bench-database';

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
    await db
      .insert(customSettings)
      .values({ customerId: tenant.id, key: 'SlackBotToken', value: 'xoxb-bench' });
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

    const worker = () => {
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
      runner.handle('push.send', (payload, run) => sendPushItem(deps, payload, run.signal));
      return { runner, scheduler, stop: () => runner.stop().then(() => senders.close()) };
    };

    const t0 = performance.now();
    const first = worker();
    await first.runner.start();
    await first.scheduler.scheduleItem({ ...item, date: new Date() });
    while (slack.posts.length < opts.stopAfter) await sleep(100);
    await first.stop();
    const firstPosts = slack.posts.length;
    const resolvedAt = slack.posts[0]!.at;
    const stoppedAt = slack.posts[firstPosts - 1]!.at;
    console.log(`  worker 1 stopped after ${firstPosts.toLocaleString('en')} messages; worker 2 starts`);

    const second = worker();
    await second.runner.start();
    const statusOf = async () => (await db.select().from(pushItems).where(eq(pushItems.id, item.id)))[0]!;
    while ((await statusOf()).statusId === PUSH_STATUSES.Sending) await sleep(500);
    await second.stop();
    const final = await statusOf();
    const restartedAt = slack.posts[firstPosts]?.at ?? stoppedAt;
    const lastAt = slack.posts.at(-1)!.at;

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
      `  item ${pushStatusName(final.statusId)}: successfulRecipients ${final.successfulRecipients}, other problems ${final.otherProblemsCount}`,
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
