import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TDatabase } from '../../../db/client';
import { directlinePending } from '../../../db/schema';
import { createPgPresence, isPresent, type TPresence } from '../../../db/presence';
import { rowsOf } from '../../../db/rows';
import { createTestDatabase, postgresUrlOf } from '../../../test/db';
import { createTenant } from '../../../test/factories/tenants';
import type { TActivity } from './directline.types';
import { createPgActivityStore, type TPgActivityStore } from './pg-activity-store';

const message = (text: string, clientActivityID: string): TActivity => ({
  type: 'message',
  from: { id: 'portal-1', role: 'user' },
  text,
  channelData: { clientActivityID },
});
const silentLog = { error: () => undefined, warn: () => undefined };

/**
 * Two processes' stores on one PostgreSQL database, each with its presence: a message whose posting
 * process is gone is claimed by the client's retry at once, not when its hold runs out. (PGlite is
 * one process: its claims lapse by time alone, covered by pg-answer-queue.test.ts.)
 */
describe.skipIf(!inject('postgresUrl'))('a waiting message whose holder is gone', () => {
  let database: TDatabase;
  let url: string;
  const opened: { presence: TPresence; store: TPgActivityStore }[] = [];
  let tenant: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    url = (await postgresUrlOf(database))!;
    tenant = (await createTenant(database.db)).id;
  });
  afterAll(async () => {
    for (const { presence, store } of opened) {
      await store.close();
      await presence.close();
    }
    await database.close();
  });

  async function processOf() {
    const presence = createPgPresence({ connectionString: url });
    await presence.start();
    const store = createPgActivityStore({
      db: database.db,
      notifications: database.notifications,
      log: silentLog,
      presence,
    });
    opened.push({ presence, store });
    return { presence, store };
  }
  const present = async (key: number) =>
    rowsOf<{ present: boolean }>(await database.db.execute(sql`select ${isPresent(key)} as present`))[0]!
      .present;

  it('holds the key while its connection lives, and drops it with the connection', async () => {
    const { presence } = await processOf();
    const key = presence.heldKey()!;
    expect(key).toBeGreaterThan(0);
    expect(await present(key)).toBe(true);
    await presence.close();
    expect(presence.heldKey()).toBeNull();
    expect(await present(key)).toBe(false);
  });

  it('lets a retry claim the message at once when its holder is gone, and not while it lives', async () => {
    const first = await processOf();
    const second = await processOf();
    const conversationId = crypto.randomBytes(16).toString('base64url');
    await first.store.ensureConversation({ id: conversationId, customerId: tenant, botUserId: 'portal-1' });
    const claims = { customerId: tenant, botUserId: 'portal-1' };
    const posted = await first.store.appendPosted(conversationId, message('hi', 'c-1'), {
      clientActivityId: 'c-1',
      awaiting: claims,
    });
    const [pending] = await database.db
      .select({ holder: directlinePending.holder })
      .from(directlinePending)
      .where(eq(directlinePending.conversationId, conversationId));
    expect(pending!.holder).toBe(first.presence.heldKey());

    // the posting process lives: the retry finds the message held (for POSTER_HOLDS)
    expect(await second.store.claimUnanswered(conversationId, posted.sequence)).toBeUndefined();
    // it dies (its session ends): the same retry claims it now, well within the hold
    await first.presence.close();
    const claimed = await second.store.claimUnanswered(conversationId, posted.sequence);
    expect(claimed).toMatchObject({ conversationId, sequence: posted.sequence, attempt: 2 });
    const [after] = await database.db
      .select({ holder: directlinePending.holder })
      .from(directlinePending)
      .where(eq(directlinePending.conversationId, conversationId));
    expect(after!.holder).toBe(second.presence.heldKey());
    // and the new holder, alive, keeps it from a third claim
    expect(await first.store.claimUnanswered(conversationId, posted.sequence)).toBeUndefined();
  });
});
