import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import type { TDatabase } from './client';
import { createPgNotifications } from './notifications';

/** Payloads heard on a channel, and a wait for the next ones. */
function inbox() {
  const payloads: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  return {
    payloads,
    handler(payload: string) {
      payloads.push(payload);
      for (const waiter of waiters) if (payloads.length >= waiter.count) waiter.resolve();
    },
    until(count: number) {
      return new Promise<void>((resolve) =>
        payloads.length >= count ? resolve() : waiters.push({ count, resolve }),
      );
    },
  };
}

const channelName = () => `test_${crypto.randomBytes(4).toString('hex')}`;

describe('notifications of the database', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('reaches every listener of the channel, in order, until it stops listening', async () => {
    const channel = channelName();
    const [a, b, other] = [inbox(), inbox(), inbox()];
    const stopA = await database.notifications.listen(channel, a.handler);
    const stopB = await database.notifications.listen(channel, b.handler);
    await database.notifications.listen(channelName(), other.handler);
    for (const n of ['1', '2', '3']) await database.notifications.notify(channel, n);
    await Promise.all([a.until(3), b.until(3)]);
    expect([a.payloads, b.payloads]).toEqual([
      ['1', '2', '3'],
      ['1', '2', '3'],
    ]);
    await stopA();
    await database.notifications.notify(channel, '4');
    await b.until(4);
    expect(a.payloads).toEqual(['1', '2', '3']);
    expect(other.payloads).toEqual([]);
    await stopB();
  });

  it('keeps the other listeners going when one throws', async () => {
    const channel = channelName();
    const heard = inbox();
    const stopBad = await database.notifications.listen(channel, () => {
      throw new Error('bad listener');
    });
    const stop = await database.notifications.listen(channel, heard.handler);
    await database.notifications.notify(channel, 'still here');
    await database.notifications.notify(channel, 'and again');
    await heard.until(2);
    // the throwing listener neither stopped the delivery nor the listening
    expect(heard.payloads).toEqual(['still here', 'and again']);
    await Promise.all([stopBad(), stop()]);
  });

  it('refuses channel names that are not plain lower-case identifiers', async () => {
    await expect(database.notifications.listen('Bad-Name', () => undefined)).rejects.toThrow('channel');
    await expect(database.notifications.notify('x; drop table users', '')).rejects.toThrow('channel');
  });
});

describe.skipIf(!inject('postgresUrl'))('notifications on PostgreSQL', () => {
  const url = inject('postgresUrl');
  const applicationName = `askhr_listen_${crypto.randomBytes(4).toString('hex')}`;
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 2 });
  });
  afterAll(() => pool.end());

  it('listens again after its connection was killed, and says so', async () => {
    const listenUrl = new URL(url);
    listenUrl.searchParams.set('application_name', applicationName);
    const notifications = createPgNotifications({
      connectionString: listenUrl.toString(),
      pool,
      retryMinMs: 20,
    });
    const channel = channelName();
    const heard = inbox();
    let reconnected!: () => void;
    const isReconnected = new Promise<void>((resolve) => (reconnected = resolve));
    await notifications.listen(channel, heard.handler, () => reconnected());
    await notifications.notify(channel, 'before');
    await heard.until(1);

    const killed = await pool.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(killed.rowCount).toBe(1);
    await isReconnected;
    await notifications.notify(channel, 'after');
    await heard.until(2);
    expect(heard.payloads).toEqual(['before', 'after']);

    await notifications.close();
    const left = await pool.query(
      'select count(*)::int as n from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(left.rows[0].n).toBe(0);
  });
});
