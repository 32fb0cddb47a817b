import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../../db/client';
import { directlineActivities, directlineConversations } from '../../../db/schema';
import { createTestDatabase } from '../../../test/db';
import { loggingDb } from '../../../test/logging-db';
import { createTenant } from '../../../test/factories/tenants';
import type { TActivity, TActivitySet } from './directline.types';
import { DIRECTLINE_CHANNEL } from './activity-fanout';
import { createPgActivityStore, type TPgActivityStore } from './pg-activity-store';

const user = { id: 'portal-1', role: 'user' as const };
const message = (text: string): TActivity => ({ type: 'message', from: user, text });
const silentLog = { error: () => undefined };

/** Resolves once the sets seen satisfy `until`. */
function collect(until: (sets: TActivitySet[]) => boolean) {
  const sets: TActivitySet[] = [];
  let resolve: () => void;
  const done = new Promise<TActivitySet[]>((r) => (resolve = () => r(sets)));
  return {
    sets,
    done,
    listener: (set: TActivitySet) => {
      sets.push(set);
      if (until(sets)) resolve();
    },
  };
}

describe('the PostgreSQL activity store', () => {
  let database: TDatabase;
  let store: TPgActivityStore;
  let tenant: number;
  let otherTenant: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = createPgActivityStore({ db: database.db, notifications: database.notifications, log: silentLog });
    tenant = (await createTenant(database.db)).id;
    otherTenant = (await createTenant(database.db)).id;
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  async function start(customerId = tenant) {
    const id = crypto.randomBytes(16).toString('base64url');
    return store.ensureConversation({ id, customerId, botUserId: 'portal-1' });
  }

  /** The conversation's notices on the channel and the sets its stream gets, until `count` sets. */
  async function watch(id: string, count: number) {
    const notices: string[] = [];
    const unlisten = await database.notifications.listen(DIRECTLINE_CHANNEL, (payload) => {
      if (payload.includes(id)) notices.push(payload);
    });
    const heard = collect((sets) => sets.length >= count);
    const off = await store.subscribe(id, heard.listener);
    return {
      notices,
      async done() {
        const sets = await heard.done;
        off();
        await unlisten();
        return sets;
      },
    };
  }

  it('refuses a conversation for a tenant that no longer exists with 401', async () => {
    await expect(
      store.ensureConversation({ id: 'gone-tenant', customerId: 987_654, botUserId: 'portal-9' }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it('numbers activities from 1, with ids, timestamps and watermarks in order', async () => {
    const { id } = await start();
    const stored = [];
    for (const text of ['one', 'two', 'three']) stored.push(await store.append(id, message(text)));
    expect(stored.map((a) => a.id)).toEqual([`${id}|0000001`, `${id}|0000002`, `${id}|0000003`]);
    expect(stored[0]).toEqual({
      type: 'message',
      from: user,
      text: 'one',
      id: `${id}|0000001`,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      channelId: 'directline',
      conversation: { id },
    });
    const stamps = stored.map((a) => Date.parse(a.timestamp!));
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);

    const all = await store.list(id);
    expect([all.watermark, all.activities.map((a) => a.text)]).toEqual([3, ['one', 'two', 'three']]);
    expect(all.activities[1]).toEqual(stored[1]);
    const after = await store.list(id, 1);
    expect([after.watermark, after.activities.map((a) => a.text)]).toEqual([3, ['two', 'three']]);
    expect(await store.list(id, 3)).toEqual({ activities: [], watermark: 3 });
  });

  it('lists the last 1000 activities of a long conversation, watermarks staying absolute', async () => {
    const { id } = await start();
    await database.db.execute(sql`
      insert into ${directlineActivities} (conversation_id, sequence, activity)
      select ${id}::text, n, jsonb_build_object('type', 'message', 'text', n::text) from generate_series(1, 1005) n`);
    await database.db
      .update(directlineConversations)
      .set({ lastSequence: 1005 })
      .where(eq(directlineConversations.id, id));
    const all = await store.list(id);
    expect([all.watermark, all.activities.length, all.activities[0]?.text]).toEqual([1005, 1000, '6']);
    const recent = await store.list(id, 1000);
    expect(recent.activities.map((a) => a.text)).toEqual(['1001', '1002', '1003', '1004', '1005']);
    expect((await store.append(id, message('next'))).id).toBe(`${id}|0001006`);
  });

  it('gives concurrent appends distinct, consecutive sequences', async () => {
    const { id } = await start();
    const stored = await Promise.all(
      Array.from({ length: 40 }, (_, i) => store.append(id, message(`m${i}`))),
    );
    const sequences = stored.map((a) => Number(a.id!.split('|')[1])).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const listed = await store.list(id);
    expect(listed.watermark).toBe(40);
    expect(new Set(listed.activities.map((a) => a.text)).size).toBe(40);
    const stamps = listed.activities.map((a) => Date.parse(a.timestamp!));
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
  });

  it('keeps the tenant and user a conversation was started with', async () => {
    const started = await start();
    const again = await store.ensureConversation({
      id: started.id,
      customerId: otherTenant,
      botUserId: 'portal-2',
    });
    expect(again).toEqual({ id: started.id, customerId: tenant, botUserId: 'portal-1' });
    expect(await store.getConversation(started.id)).toEqual(again);
    expect(await store.getConversation('nobody')).toBeUndefined();
    await expect(store.append('nobody', message('x'))).rejects.toThrow('unknown conversation');
    await expect(store.list('nobody')).rejects.toThrow('unknown conversation');
  });

  it('stores text PostgreSQL would refuse in jsonb (NUL, lone surrogates)', async () => {
    const { id } = await start();
    const stored = await store.append(id, {
      ...message('a\u0000b\ud800c'),
      channelData: { 'k\u0000': 'x\udc00' },
    });
    expect(stored.text).toBe('a\ufffdb\ufffdc');
    expect(stored.channelData).toEqual({ 'k\ufffd': 'x\ufffd' });
  });

  it('delivers new and typing activities to every subscriber once and in order', async () => {
    const { id } = await start();
    await store.append(id, message('before'));
    const enough = (sets: TActivitySet[]) => sets.filter((s) => s.watermark).length >= 12;
    const first = collect(enough);
    const second = collect(enough);
    const offFirst = await store.subscribe(id, first.listener);
    const offSecond = await store.subscribe(id, second.listener);
    await store.append(id, message('m1'));
    await store.publishEphemeral(id, { type: 'typing', from: user });
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.append(id, message(`c${i}`))));
    await store.append(id, message('last'));
    const [a, b] = await Promise.all([first.done, second.done]);
    offFirst();
    offSecond();
    expect(a).toEqual(b);
    const marks = a.map((s) => s.watermark);
    expect(marks).toEqual(['2', undefined, ...Array.from({ length: 10 }, (_, i) => String(i + 3)), '13']);
    expect(a[1]!.activities[0]).toMatchObject({ type: 'typing', from: user, conversation: { id } });
    expect(a.flatMap((s) => s.activities).map((x) => x.text)).not.toContain('before');
  });

  it('tells a message that awaits an answer with its replies, in one notice that carries both', async () => {
    const { id } = await start();
    const { notices, done } = await watch(id, 3);
    const bot = { id: 'bot', role: 'bot' as const };
    const echo = await store.appendPosted(id, message('hello'), {
      awaiting: { customerId: tenant, botUserId: user.id },
    });
    const reply = (text: string): TActivity => ({ type: 'message', from: bot, text });
    expect(
      await store.appendReplies({ conversationId: id, sequence: echo.sequence, attempt: 1 }, [
        reply('hi'),
        reply('how can I help?'),
      ]),
    ).toBe(true);
    const sets = await done();
    expect(sets.map((s) => [s.activities[0]!.text, s.watermark])).toEqual([
      ['hello', '1'],
      ['hi', '2'],
      ['how can I help?', '3'],
    ]);
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]!)).toMatchObject({
      c: id,
      s: 3,
      a: [{ text: 'hello' }, { text: 'hi' }, {}],
    });
  });

  it("leaves the message out of its replies' notice when something came between them", async () => {
    const { id } = await start();
    const { notices, done } = await watch(id, 3);
    const echo = await store.appendPosted(id, message('first'), {
      awaiting: { customerId: tenant, botUserId: user.id },
    });
    await store.append(id, message('meanwhile'));
    await store.appendReplies({ conversationId: id, sequence: echo.sequence, attempt: 1 }, [
      { type: 'message', from: { id: 'bot', role: 'bot' }, text: 'answer' },
    ]);
    const sets = await done();
    // the listener fetched the message it had not heard of, and each activity came once, in order
    expect(sets.map((s) => [s.activities[0]!.text, s.watermark])).toEqual([
      ['first', '1'],
      ['meanwhile', '2'],
      ['answer', '3'],
    ]);
    expect(notices.map((n) => (JSON.parse(n) as { a: unknown[] }).a.length)).toEqual([1, 1]);
  });

  it('stores the replies ready at the same moment in one statement, each conversation numbered in order', async () => {
    const [one, two] = [(await start()).id, (await start()).id];
    const [watchOne, watchTwo] = [await watch(one, 5), await watch(two, 2)];
    const awaiting = { awaiting: { customerId: tenant, botUserId: user.id } };
    const asked = [
      await store.appendPosted(one, message('q1'), awaiting),
      await store.appendPosted(one, message('q2'), awaiting),
      await store.appendPosted(two, message('q3'), awaiting),
    ];
    const [q1, q2, q3] = asked.map((echo, i) => ({
      conversationId: i < 2 ? one : two,
      sequence: echo.sequence,
      attempt: 1,
    }));
    const bot = (text: string): TActivity => ({ type: 'message', from: { id: 'bot', role: 'bot' }, text });
    const statements: string[] = [];
    const db = loggingDb(database, (query) => statements.push(query));
    const batched = createPgActivityStore({ db, notifications: database.notifications, log: silentLog });
    const answered = await Promise.all([
      batched.appendReplies(q1!, [bot('a1'), bot('a1 bis')]),
      batched.appendReplies(q2!, [bot('a2')]),
      batched.appendReplies(q3!, [bot('a3')]),
      batched.appendReplies({ ...q3!, attempt: 2 }, [bot('not mine')]),
    ]);
    await batched.close();
    expect(answered).toEqual([true, true, true, false]);
    expect(statements.filter((s) => s.includes('directline_pending'))).toHaveLength(1);
    const [setsOne, setsTwo] = [await watchOne.done(), await watchTwo.done()];
    expect(setsOne.map((s) => [s.activities[0]!.text, s.watermark])).toEqual([
      ['q1', '1'],
      ['q2', '2'],
      ['a1', '3'],
      ['a1 bis', '4'],
      ['a2', '5'],
    ]);
    expect(setsTwo.map((s) => [s.activities[0]!.text, s.watermark])).toEqual([
      ['q3', '1'],
      ['a3', '2'],
    ]);
    // one notice per conversation; the one whose replies follow its message carries it
    expect(watchOne.notices.map((n) => JSON.parse(n) as { s: number })).toMatchObject([{ s: 5 }]);
    expect(watchTwo.notices.map((n) => JSON.parse(n) as { a: unknown[] })).toMatchObject([
      { s: 2, a: [{ text: 'q3' }, { text: 'a3' }] },
    ]);
  });

  it('tells posts that await no answer at once, those of one moment in one notice per conversation', async () => {
    const { id } = await start();
    const { notices, done } = await watch(id, 3);
    const event: TActivity = { type: 'event', from: user, value: { opened: true } };
    await store.appendPosted(id, message('first'), {});
    await Promise.all([store.appendPosted(id, event, {}), store.appendPosted(id, message('third'), {})]);
    const sets = await done();
    expect(sets.map((s) => [s.activities[0]!.type, s.watermark])).toEqual([
      ['message', '1'],
      ['event', '2'],
      ['message', '3'],
    ]);
    expect(notices.map((n) => JSON.parse(n) as { s: number; a: unknown[] })).toMatchObject([
      { s: 1, a: [{ text: 'first' }] },
      { s: 3, a: [{ type: 'event' }, { text: 'third' }] },
    ]);
  });

  it('stops delivering once unsubscribed and not to other conversations', async () => {
    const [one, two] = [await start(), await start()];
    const heard = collect((sets) => sets.length >= 1);
    const off = await store.subscribe(one.id, heard.listener);
    await store.append(two.id, message('elsewhere'));
    await store.append(one.id, message('here'));
    await heard.done;
    off();
    const later = collect((sets) => sets.length >= 1);
    const offLater = await store.subscribe(one.id, later.listener);
    await store.append(one.id, message('after'));
    await later.done;
    offLater();
    expect(heard.sets.map((s) => s.activities[0]!.text)).toEqual(['here']);
    expect(later.sets.map((s) => s.activities[0]!.text)).toEqual(['after']);
  });

  it('sweeps conversations idle for a day, with their activities', async () => {
    const [idle, active] = [await start(), await start()];
    await store.append(idle.id, message('old'));
    await store.append(active.id, message('new'));
    await database.db
      .update(directlineConversations)
      .set({ touchedAt: sql`now() - interval '25 hours'` })
      .where(eq(directlineConversations.id, idle.id));
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    expect(await store.getConversation(idle.id)).toBeUndefined();
    const left = await database.db
      .select({ sequence: directlineActivities.sequence })
      .from(directlineActivities)
      .where(eq(directlineActivities.conversationId, idle.id));
    expect(left).toEqual([]);
    expect((await store.list(active.id)).activities).toHaveLength(1);
  });

  describe('conversations it has looked up', () => {
    /** A second store on the same database, counting the statements it runs. */
    function counted() {
      const statements: string[] = [];
      const db = loggingDb(database, (query) => statements.push(query));
      const other = createPgActivityStore({ db, notifications: database.notifications, log: silentLog });
      return { other, statements };
    }
    const ageConversation = (id: string, hours: number) =>
      database.db
        .update(directlineConversations)
        .set({ touchedAt: sql`now() - ${hours}::int * interval '1 hour'` })
        .where(eq(directlineConversations.id, id));

    it('reads whose a conversation is once, then remembers it', async () => {
      const { id } = await start();
      const { other, statements } = counted();
      try {
        const first = await other.getConversation(id);
        expect(await other.getConversation(id)).toEqual(first);
        expect(first).toEqual({ id, customerId: tenant, botUserId: 'portal-1' });
        expect(statements).toHaveLength(1);
      } finally {
        await other.close();
      }
    });

    it('does not remember one that could be swept soon, nor one that does not exist', async () => {
      const { id } = await start();
      await ageConversation(id, 23);
      const { other, statements } = counted();
      try {
        await other.getConversation(id);
        await other.getConversation(id);
        await other.getConversation('nobody');
        await other.getConversation('nobody');
        expect(statements).toHaveLength(4);
      } finally {
        await other.close();
      }
    });

    it('refuses a post to a remembered conversation deleted since with 404, and forgets it', async () => {
      const { id } = await start();
      expect(await store.getConversation(id)).toBeDefined();
      await database.db.delete(directlineConversations).where(eq(directlineConversations.id, id));
      await expect(store.appendPosted(id, message('anyone?'), {})).rejects.toMatchObject({ statusCode: 404 });
      expect(await store.getConversation(id)).toBeUndefined();
    });
  });
});
