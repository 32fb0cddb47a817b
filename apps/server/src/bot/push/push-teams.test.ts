import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDatabase } from '../../db/client';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { createTenant } from '../../test/factories/tenants';
import { deliveriesOf, dueItem, employeeOn, groupOf, itemOf } from '../../test/kits/push-delivery';
import { sendPushItem } from '../../modules/push/push-send';
import { createPushSenders } from './push-senders';

/** A Bot Connector that throttles the first post of each conversation (429, Retry-After 1) and refuses some. */
async function startThrottlingConnector(refused: Record<string, number>) {
  const posts: { conversationId: string; at: number }[] = [];
  const throttled = new Set<string>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const conversationId = decodeURIComponent(
        /\/v3\/conversations\/([^/]+)/.exec(req.url ?? '')?.[1] ?? '',
      );
      res.setHeader('content-type', 'application/json');
      if (refused[conversationId]) {
        res.statusCode = refused[conversationId]!;
        return res.end(JSON.stringify({ error: { code: 'Refused', message: 'refused' } }));
      }
      if (!throttled.has(conversationId)) {
        throttled.add(conversationId);
        res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { code: 'Throttled', message: 'slow down' } }));
      }
      posts.push({ conversationId, at: Date.now() });
      res.end(JSON.stringify({ id: `reply-${posts.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { serviceUrl: `http://127.0.0.1:${port}`, posts, close: () => new Promise((r) => server.close(r)) };
}

const silent = { error: () => undefined, warn: () => undefined };

describe('push delivery to Teams', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('waits out Teams throttling (429 with Retry-After) and sends once', async () => {
    const { db } = database;
    const acme = await createTenant(db);
    const connector = await startThrottlingConnector({});
    try {
      const ok = await employeeOn(db, acme.id, 'msteams', { serviceUrl: connector.serviceUrl });
      const item = await dueItem(db, acme.id, [groupOf('msteams')]);
      const config = testConfig();
      const senders = createPushSenders({ db, config, notifications: database.notifications, log: silent });
      const started = Date.now();
      await sendPushItem(
        { db, senders, reschedule: async () => undefined },
        { customerId: acme.id, pushItemId: item.id },
      );
      await senders.close();
      expect(connector.posts.map((p) => p.conversationId)).toEqual([`a:${ok.channelUserId}`]);
      expect(connector.posts[0]!.at - started).toBeGreaterThanOrEqual(900);
      expect(await itemOf(db, item.id)).toMatchObject({
        statusId: PUSH_STATUSES.Sent,
        successfulRecipients: 1,
      });
    } finally {
      await connector.close();
    }
  });

  it('marks a user who blocked the bot as blocked and one whose conversation is gone as not installed', async () => {
    const { db } = database;
    const acme = await createTenant(db);
    const refused: Record<string, number> = {};
    const connector = await startThrottlingConnector(refused);
    try {
      const blocked = await employeeOn(db, acme.id, 'msteams', { serviceUrl: connector.serviceUrl });
      const gone = await employeeOn(db, acme.id, 'msteams', { serviceUrl: connector.serviceUrl });
      refused[`a:${blocked.channelUserId}`] = 403;
      refused[`a:${gone.channelUserId}`] = 404;
      const item = await dueItem(db, acme.id, [groupOf('msteams')]);
      const senders = createPushSenders({
        db,
        config: testConfig(),
        notifications: database.notifications,
        log: silent,
      });
      await sendPushItem(
        { db, senders, reschedule: async () => undefined },
        { customerId: acme.id, pushItemId: item.id },
      );
      await senders.close();
      const states = (await deliveriesOf(db, item.id)).map((d) => [d.botUserId, d.state]);
      expect(states).toEqual(
        expect.arrayContaining([
          [blocked.id, 'blocked'],
          [gone.id, 'notInstalled'],
        ]),
      );
      expect(await itemOf(db, item.id)).toMatchObject({
        statusId: PUSH_STATUSES.Failed,
        botBlockedCount: 1,
        botNotInstalledCount: 1,
      });
    } finally {
      await connector.close();
    }
  });
});
