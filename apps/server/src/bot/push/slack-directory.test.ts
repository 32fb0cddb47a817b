import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_ERRORS, PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDatabase } from '../../db/client';
import { createTestDatabase } from '../../test/db';
import { testConfig } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { csvOf, deliveriesOf, dueItem, installSlack, itemOf } from '../../test/kits/push-delivery';
import { sendPushItem } from '../../modules/push/push-send';
import { createPushSenders } from './push-senders';
import { startFakeSlackWorkspace, type TFakeSlackWorkspace } from '../../test/kits/slack-workspace';

const log = { error: () => undefined, warn: () => undefined };
const address = (i: number) => `member${i}@example.test`;
/** A workspace of `size` members, member i with user id U<i>. */
const workspace = (size: number) =>
  Object.fromEntries(Array.from({ length: size }, (_, i) => [address(i), `U${i}`]));

describe('finding CSV addresses in Slack', () => {
  let database: TDatabase;
  const started: TFakeSlackWorkspace[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(started.map((s) => s.close()));
    await database.close();
  });

  /** Sends a new item to these addresses through a fake workspace with Slack's own rate tiers. */
  async function sendTo(emails: string[], options: Parameters<typeof startFakeSlackWorkspace>[0]) {
    const slack = await startFakeSlackWorkspace(options);
    started.push(slack);
    const { db } = database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    const item = await dueItem(db, acme.id, [csvOf(emails)]);
    const config = testConfig({ SLACK_API_URL: slack.apiUrl });
    const senders = createPushSenders({ db, config, notifications: database.notifications, log });
    const deps = { db, senders, reschedule: async () => undefined };
    await sendPushItem(deps, { customerId: acme.id, pushItemId: item.id }).finally(() => senders.close());
    return { slack, item, rows: await deliveriesOf(db, item.id) };
  }

  it('reads the member list once for a long list, and looks up only the few addresses left', async () => {
    // 150 addresses, 140 of them among the 450 members: 3 pages of 200, then 10 lookups
    const emails = [...Array.from({ length: 140 }, (_, i) => address(i * 3)), ...outsiders(10)];
    const { slack, item, rows } = await sendTo(emails, {
      users: workspace(450),
      lookupsPerMinute: 50,
      listsPerMinute: 20,
    });
    expect(slack.callsOf('users.list')).toBe(3);
    expect(slack.callsOf('users.lookupByEmail')).toBe(10);
    expect(rows.filter((r) => r.state === 'sent')).toHaveLength(140);
    expect(rows.filter((r) => r.lastError === DELIVERY_ERRORS.noAccount)).toHaveLength(10);
    expect(slack.postsByUser().get('U3')).toBe(1);
    expect((await itemOf(database.db, item.id)).statusId).toBe(PUSH_STATUSES.PartiallySent);
  });

  it('trusts the member list for many addresses left over, rather than hours of lookups', async () => {
    const emails = [address(1), ...outsiders(150)];
    const { slack, rows } = await sendTo(emails, { users: workspace(10), lookupsPerMinute: 50 });
    expect(slack.callsOf('users.list')).toBe(1);
    expect(slack.callsOf('users.lookupByEmail')).toBe(0);
    expect(rows.filter((r) => r.state === 'sent').map((r) => r.address)).toEqual(['U1']);
  });

  it('waits out the 429s of both methods', async () => {
    // 63 pages at 60 a minute: the last pages wait; then 65 lookups at 60 a minute
    const many = await sendTo(
      Array.from({ length: 101 }, (_, i) => address(i * 120)),
      { users: workspace(12_500), listsPerMinute: 60 },
    );
    expect(many.slack.callsOf('users.list')).toBeGreaterThan(63);
    expect(many.rows.filter((r) => r.state === 'sent')).toHaveLength(101);
    const few = await sendTo(
      Array.from({ length: 65 }, (_, i) => address(i)),
      { users: workspace(65), lookupsPerMinute: 60 },
    );
    expect(few.slack.callsOf('users.lookupByEmail')).toBeGreaterThan(65);
    expect(few.slack.callsOf('users.list')).toBe(0);
    expect(few.rows.filter((r) => r.state === 'sent')).toHaveLength(65);
  }, 60_000);
});

function outsiders(count: number) {
  return Array.from({ length: count }, (_, i) => `outsider${i}@example.test`);
}
