import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../../app';
import { openPostgres, type TDatabase } from '../../../db/client';
import { directlineConversations, directlinePending } from '../../../db/schema';
import { testConfig } from '../../../test/app';
import { createPostgresCopy } from '../../../test/db';
import { createTenant } from '../../../test/factories/tenants';
import type { TActivity, TActivitySet } from './directline.types';
import { getDirectLineKey } from './directline-secret';
import { echoCore } from '../../../test/kits/directline';
import { createDirectLineTokens } from './directline-tokens';
import { createPgActivityStore } from './pg-activity-store';
import { createUnansweredSweeper } from './unanswered-sweeper';

type TInstance = { database: TDatabase; app: Awaited<ReturnType<typeof buildApp>>; origin: string };

/** The sets of a stream until `until` says enough. */
function streamUntil(url: string, until: (activities: TActivity[]) => boolean) {
  const socket = new WebSocket(url);
  const sets: TActivitySet[] = [];
  const done = new Promise<TActivitySet[]>((resolve, reject) => {
    socket.on('message', (data) => {
      sets.push(JSON.parse(String(data)));
      if (until(sets.flatMap((s) => s.activities))) resolve(sets);
    });
    socket.on('error', reject);
  });
  return { socket, done, opened: new Promise((resolve) => socket.on('open', resolve)) };
}

/**
 * Two server processes, as in production behind a load balancer: each its own pool and LISTEN
 * connection over one PostgreSQL database.
 */
describe.skipIf(!inject('postgresUrl'))('Direct Line across server processes', () => {
  const adminUrl = inject('postgresUrl');
  let copy: Awaited<ReturnType<typeof createPostgresCopy>>;
  const instances: TInstance[] = [];
  let issue: (customerId: number) => Promise<string>;
  let tenant: number;

  beforeAll(async () => {
    copy = await createPostgresCopy(adminUrl);
    const url = new URL(copy.url);
    for (let i = 0; i < 2; i += 1) {
      const database = openPostgres(url.toString(), 4);
      const app = await buildApp({ config: testConfig(), database, serveWeb: false, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      instances.push({ database, app, origin: `127.0.0.1:${port}` });
    }
    const db = instances[0]!.database.db;
    tenant = (await createTenant(db)).id;
    const tokens = createDirectLineTokens(await getDirectLineKey(db), 600);
    issue = async (customerId) => (await tokens.issue({ customerId, botUserId: 'portal-1' })).token;
  });
  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await copy?.drop();
  });

  async function post(instance: TInstance, path: string, token: string, body?: unknown) {
    const res = await fetch(`http://${instance.origin}/v3/directline${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  it('streams on one instance what was posted through the other, with the bot reply', async () => {
    const [a, b] = instances as [TInstance, TInstance];
    const started = await post(a, '/conversations', await issue(tenant));
    expect(started.status).toBe(201);
    const { conversationId, token } = started.body as { conversationId: string; token: string };

    const hasReply = (activities: TActivity[]) => {
      const echo = activities.find((x) => x.text === 'hello from A');
      return !!echo && activities.some((x) => x.from.role === 'bot' && x.replyToId === echo.id);
    };
    const stream = streamUntil(
      `ws://${b.origin}/v3/directline/conversations/${encodeURIComponent(conversationId)}/stream?t=${token}`,
      hasReply,
    );
    await stream.opened;
    const typed = await post(a, `/conversations/${conversationId}/activities`, token, { type: 'typing' });
    expect(typed.status).toBe(200);
    const sent = await post(a, `/conversations/${conversationId}/activities`, token, {
      type: 'message',
      text: 'hello from A',
    });
    expect(sent.status).toBe(200);
    const sets = await stream.done;
    stream.socket.close();

    const activities = sets.flatMap((s) => s.activities);
    const echo = activities.find((x) => x.id === sent.body.id)!;
    expect(echo).toMatchObject({
      type: 'message',
      text: 'hello from A',
      from: { id: 'portal-1', role: 'user' },
    });
    // the user's typing, published on A and never stored, came through B's LISTEN too
    expect(activities.some((x) => x.type === 'typing' && x.from.role === 'user')).toBe(true);
    const watermarks = sets.flatMap((s) => (s.watermark ? [Number(s.watermark)] : []));
    expect(watermarks).toEqual([...new Set(watermarks)].sort((x, y) => x - y));
    const ids = activities.flatMap((x) => (x.id ? [x.id] : []));
    expect(new Set(ids).size).toBe(ids.length);

    // both instances answer the same history
    const listed = await Promise.all(
      [a, b].map((instance) =>
        fetch(`http://${instance.origin}/v3/directline/conversations/${conversationId}/activities`, {
          headers: { authorization: `Bearer ${token}` },
        }).then((res) => res.json()),
      ),
    );
    expect(listed[0]).toEqual(listed[1]);
    expect(listed[1].activities.map((x: TActivity) => x.id).slice(0, ids.length)).toEqual(ids);
  });

  const activitiesOf = async (instance: TInstance, conversationId: string, token: string) => {
    const res = await fetch(
      `http://${instance.origin}/v3/directline/conversations/${conversationId}/activities`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    return ((await res.json()) as { activities: TActivity[] }).activities;
  };

  it('stores a post sent to both instances at the same moment once, and answers it once', async () => {
    const [a, b] = instances as [TInstance, TInstance];
    const started = await post(a, '/conversations', await issue(tenant));
    const { conversationId, token } = started.body as { conversationId: string; token: string };
    const body = { type: 'message', text: 'twice at once', channelData: { clientActivityID: 'c-race' } };
    // both posts wait on the conversation's row, then store at once: the unique index decides
    const sent = await a.database.db.transaction(async (tx) => {
      await tx
        .select({ id: directlineConversations.id })
        .from(directlineConversations)
        .where(eq(directlineConversations.id, conversationId))
        .for('update');
      const posts = Promise.all(
        [a, b].map((x) => post(x, `/conversations/${conversationId}/activities`, token, body)),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { posts };
    });
    const results = await sent.posts;
    // the bot's welcome came first
    const echoId = `${conversationId}|0000002`;
    expect(results.map((r) => [r.status, r.body.id])).toEqual([
      [200, echoId],
      [200, echoId],
    ]);
    const answers = (activities: TActivity[]) =>
      activities.filter((x) => x.from.role === 'user' || x.replyToId).map((x) => [x.from.role, x.replyToId]);
    await expect
      .poll(async () => answers(await activitiesOf(b, conversationId, token)))
      .toEqual([
        ['user', undefined],
        ['bot', echoId],
      ]);
  });

  it('answers a message a stopped process left without a reply once, with both instances sweeping', async () => {
    const log = pino({ level: 'silent' });
    const echo = echoCore();
    const stores = instances.map(({ database }) =>
      createPgActivityStore({ db: database.db, notifications: database.notifications, log }),
    );
    const started = await post(instances[0]!, '/conversations', await issue(tenant));
    const { conversationId, token } = started.body as { conversationId: string; token: string };
    // what a process that died right after storing the message leaves
    const from = { id: 'portal-1', role: 'user' as const };
    const stored = await stores[0]!.appendPosted(
      conversationId,
      { type: 'message', from, text: 'left behind' },
      { awaiting: { customerId: tenant, botUserId: 'portal-1' } },
    );
    const sweepers = stores.map((store) => createUnansweredSweeper({ store, core: echo.core, log }));
    await instances[1]!.database.db
      .update(directlinePending)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(directlinePending.conversationId, conversationId));
    const answered = await Promise.all(sweepers.map((sweeper) => sweeper.sweep()));
    for (const sweeper of sweepers) await sweeper.close();
    for (const store of stores) await store.close();

    expect(answered.reduce((x, y) => x + y)).toBe(1);
    expect(echo.received.map((m) => [m.conversationId, m.text])).toEqual([[conversationId, 'left behind']]);
    // after the bot's welcome
    const activities = (await activitiesOf(instances[1]!, conversationId, token)).slice(1);
    expect(activities.map((x) => [x.from.role, x.replyToId])).toEqual([
      ['user', undefined],
      ['bot', stored.activity.id],
      ['bot', stored.activity.id],
    ]);
  });
});
