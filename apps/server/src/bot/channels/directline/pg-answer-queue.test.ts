import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../../db/client';
import { directlineActivities, directlinePending } from '../../../db/schema';
import { createTestDatabase } from '../../../test/db';
import { loggingDb } from '../../../test/logging-db';
import { createTenant } from '../../../test/factories/tenants';
import type { TActivity, TUnanswered } from './directline.types';
import { createPgActivityStore, type TPgActivityStore } from './pg-activity-store';

const user = { id: 'portal-1', role: 'user' as const };
const message = (text: string, clientActivityID?: string): TActivity => ({
  type: 'message',
  from: user,
  text,
  ...(clientActivityID ? { channelData: { clientActivityID } } : {}),
});
const reply = (text: string): TActivity => ({
  type: 'message',
  from: { id: 'askhr-bot', role: 'bot' },
  text,
});
const silentLog = { error: () => undefined };

describe('user messages waiting for an answer, in the activity store', () => {
  let database: TDatabase;
  let store: TPgActivityStore;
  let tenant: number;
  let claims: { customerId: number; botUserId: string; countryCode: string; isTest: boolean };

  beforeAll(async () => {
    database = await createTestDatabase();
    store = createPgActivityStore({ db: database.db, notifications: database.notifications, log: silentLog });
    tenant = (await createTenant(database.db)).id;
    claims = { customerId: tenant, botUserId: 'portal-1', countryCode: 'ES', isTest: true };
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  async function start() {
    const id = crypto.randomBytes(16).toString('base64url');
    return (await store.ensureConversation({ id, customerId: tenant, botUserId: 'portal-1' })).id;
  }
  const storedOf = (conversationId: string) =>
    database.db
      .select({ sequence: directlineActivities.sequence, activity: directlineActivities.activity })
      .from(directlineActivities)
      .where(eq(directlineActivities.conversationId, conversationId))
      .orderBy(directlineActivities.sequence);
  const pendingOf = (conversationId: string) =>
    database.db
      .select({ sequence: directlinePending.sequence, attempt: directlinePending.attempt })
      .from(directlinePending)
      .where(eq(directlinePending.conversationId, conversationId));
  /** as if the seconds the claim holds had passed */
  const expire = (conversationId: string) =>
    database.db
      .update(directlinePending)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(directlinePending.conversationId, conversationId));

  it('stores a post once per clientActivityID and answers a repeat with the stored one', async () => {
    const id = await start();
    const first = await store.appendPosted(id, message('hi', 'c-1'), { clientActivityId: 'c-1' });
    const again = await store.appendPosted(id, message('hi again', 'c-1'), { clientActivityId: 'c-1' });
    expect(first).toMatchObject({
      sequence: 1,
      repeated: false,
      activity: { id: `${id}|0000001`, text: 'hi' },
    });
    expect(again).toEqual({ ...first, repeated: true });
    // no sequence was spent on the repeat; without a clientActivityID every post is stored
    const other = await store.appendPosted(id, message('other', 'c-2'), { clientActivityId: 'c-2' });
    const plain = await Promise.all([
      store.appendPosted(id, message('x'), {}),
      store.appendPosted(id, message('x'), {}),
    ]);
    expect([other.sequence, ...plain.map((p) => p.sequence)]).toEqual([2, 3, 4]);
    expect((await storedOf(id)).map((row) => row.sequence)).toEqual([1, 2, 3, 4]);
    // the same clientActivityID in another conversation is another post
    const elsewhere = await store.appendPosted(await start(), message('hi', 'c-1'), {
      clientActivityId: 'c-1',
    });
    expect(elsewhere.repeated).toBe(false);
  });

  it('stores one of many identical posts made at once, all answered with its id', async () => {
    const id = await start();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.appendPosted(id, message('same', 'c-same'), { clientActivityId: 'c-same', awaiting: claims }),
      ),
    );
    expect(new Set(results.map((r) => r.activity.id))).toEqual(new Set([`${id}|0000001`]));
    expect(results.filter((r) => !r.repeated)).toHaveLength(1);
    expect(await storedOf(id)).toHaveLength(1);
    expect(await pendingOf(id)).toEqual([{ sequence: 1, attempt: 1 }]);
    expect((await store.list(id)).watermark).toBe(1);
  });

  it('stores the posts made at the same moment in one statement, a repeat and a missing conversation apart', async () => {
    const [one, two] = [await start(), await start()];
    await store.appendPosted(one, message('asked before', 'c-old'), { clientActivityId: 'c-old' });
    const statements: string[] = [];
    const db = loggingDb(database, (query) => statements.push(query));
    const batched = createPgActivityStore({ db, notifications: database.notifications, log: silentLog });
    const results = await Promise.allSettled([
      batched.appendPosted(one, message('first', 'c-1'), { clientActivityId: 'c-1', awaiting: claims }),
      batched.appendPosted(two, message('elsewhere'), { awaiting: claims }),
      batched.appendPosted(one, message('asked again', 'c-old'), { clientActivityId: 'c-old' }),
      batched.appendPosted('no-such-conversation', message('lost'), {}),
      batched.appendPosted(one, message('second'), {}),
    ]);
    await batched.close();
    expect(statements.filter((s) => s.includes('directline_activities'))).toHaveLength(1);
    const values = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    expect(values.map((v) => v && [v.activity.text, v.sequence, v.repeated])).toEqual([
      ['first', 2, false],
      ['elsewhere', 1, false],
      ['asked before', 1, true],
      undefined,
      ['second', 3, false],
    ]);
    expect(results[3]).toMatchObject({ status: 'rejected', reason: { statusCode: 404 } });
    expect((await storedOf(one)).map((a) => a.sequence)).toEqual([1, 2, 3]);
    expect(await pendingOf(one)).toEqual([{ sequence: 2, attempt: 1 }]);
    expect(await pendingOf(two)).toEqual([{ sequence: 1, attempt: 1 }]);
  });

  it('keeps a message waiting until its replies are stored by the last claim on it', async () => {
    const id = await start();
    const posted = await store.appendPosted(id, message('where is my payslip?'), { awaiting: claims });
    expect(await pendingOf(id)).toEqual([{ sequence: 1, attempt: 1 }]);
    // held by the process that stored it
    expect(await store.claimUnanswered(id, 1)).toBeUndefined();

    await expire(id);
    const claimed = await store.claimUnanswered(id, 1);
    expect(claimed).toEqual({
      conversationId: id,
      sequence: 1,
      attempt: 2,
      claims,
      activity: posted.activity,
    });
    expect(await store.claimUnanswered(id, 1)).toBeUndefined();

    // the first claim's late replies are dropped: the second claim answers
    expect(await store.appendReplies({ conversationId: id, sequence: 1, attempt: 1 }, [reply('late')])).toBe(
      false,
    );
    expect(await store.appendReplies(claimed!, [reply('one'), reply('two')])).toBe(true);
    const stored = await storedOf(id);
    expect(stored.map((row) => [row.sequence, (row.activity as TActivity).text])).toEqual([
      [1, 'where is my payslip?'],
      [2, 'one'],
      [3, 'two'],
    ]);
    expect(stored[2]!.activity).toMatchObject({ id: `${id}|0000003`, channelId: 'directline' });
    const stamps = stored.map((row) => Date.parse((row.activity as TActivity).timestamp!));
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    expect(await pendingOf(id)).toEqual([]);
    expect(await store.appendReplies(claimed!, [reply('again')])).toBe(false);
    expect((await store.list(id)).watermark).toBe(3);
  });

  it('claims each waiting message once among concurrent sweeps, and gives up after five attempts', async () => {
    const id = await start();
    for (let i = 0; i < 6; i += 1) await store.appendPosted(id, message(`m${i}`), { awaiting: claims });
    await expire(id);
    const mine = (batch: TUnanswered[]) => batch.filter((x) => x.conversationId === id);
    const batches = await Promise.all([4, 4, 4].map((limit) => store.claimUnansweredBatch(limit)));
    const sequences = batches.flatMap((batch) => mine(batch).map((x) => x.sequence));
    expect(sequences.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);

    for (let attempt = 3; attempt <= 5; attempt += 1) {
      await expire(id);
      expect(mine(await store.claimUnansweredBatch(10)).map((x) => x.attempt)).toEqual(
        Array(6).fill(attempt),
      );
    }
    await expire(id);
    expect(mine(await store.claimUnansweredBatch(10))).toEqual([]);
  });

  it('forgets the waiting messages of a conversation swept away', async () => {
    const id = await start();
    await store.appendPosted(id, message('bye'), { awaiting: claims });
    await database.db.execute(sql`delete from directline_conversations where id = ${id}`);
    expect(await pendingOf(id)).toEqual([]);
  });
});
