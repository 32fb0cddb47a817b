import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import { botUsers, utterances } from '../../db/schema';
import { reportDaily } from '../../db/schema-reports';
import { rowsOf } from '../../db/rows';
import { createTestDatabase } from '../../test/db';
import { createTenant } from '../../test/factories/tenants';
import type { TLoggedMessage } from './bot-core.repository';
import { createUtteranceLog } from './utterance-log';

const ES = 2;
let database: TDatabase;
let tenantId: number;
let botUserId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = (await createTenant(database.db, { countries: [ES] })).id;
  const now = new Date();
  const [user] = await database.db
    .insert(botUsers)
    .values({
      customerId: tenantId,
      channel: 'directline',
      channelUserId: 'u1',
      countryId: ES,
      roleId: 1,
      firstSeen: now,
      lastSeen: now,
    })
    .returning();
  botUserId = user!.id;
});
afterAll(() => database?.close());

const said = (text: string, user = botUserId): TLoggedMessage => ({
  date: new Date(),
  botUserId: user,
  channel: 'directline',
  conversationId: 'conv-1',
  countryId: ES,
  roleId: 1,
  text,
  answerText: `answer to ${text}`,
});

/** The rows as stored, in id order. */
const storedOf = (rows: { id: number }[]) =>
  database.db
    .select()
    .from(utterances)
    .where(
      inArray(
        utterances.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(utterances.id);

/** The transaction that wrote each row: the rows of one insert share it. */
async function writersOf(ids: number[]) {
  const rows = await database.db
    .select({ id: utterances.id, writer: sql<string>`xmin::text` })
    .from(utterances)
    .where(inArray(utterances.id, ids));
  return new Set(rows.map((r) => r.writer));
}

describe('the utterance log', () => {
  it('logs the messages of one turn of the event loop in one insert, and those that come while it is written in the next', async () => {
    const log = createUtteranceLog(database.db);
    const texts = Array.from({ length: 25 }, (_, i) => `message ${i}`);
    const first = texts.slice(0, 20).map((text) => log.log(tenantId, said(text)));
    await new Promise((resolve) => setImmediate(resolve)); // the first insert is on its way
    const next = texts.slice(20).map((text) => log.log(tenantId, said(text)));
    const [firstRows, nextRows] = [await Promise.all(first), await Promise.all(next)];
    const rows = [...firstRows, ...nextRows];

    expect(rows.map((r) => r.text)).toEqual(texts);
    expect((await storedOf(rows)).map((r) => r.answerText)).toEqual(texts.map((t) => `answer to ${t}`));
    expect(new Set(rows.map((r) => r.id)).size).toBe(25);
    expect(await writersOf(firstRows.map((r) => r.id))).toHaveProperty('size', 1);
    expect(await writersOf(nextRows.map((r) => r.id))).toHaveProperty('size', 1);
    expect(await writersOf(rows.map((r) => r.id))).toHaveProperty('size', 2);
    // the report rollup counted every message of the batches
    const [day] = await database.db
      .select({ questions: sql<number>`sum(${reportDaily.questions})::int` })
      .from(reportDaily)
      .where(sql`${reportDaily.customerId} = ${tenantId}`);
    expect(day!.questions).toBe(25);
  });

  it("reads the tenant's report time zone once per insert, not once per message", async () => {
    const { db } = database;
    const [original] = rowsOf<{ def: string }>(
      await db.execute(sql`select pg_get_functiondef('report_zone(integer)'::regprocedure) as def`),
    );
    // the same zone, counted
    await db.execute(sql`create sequence zone_reads`);
    await db.execute(sql`create or replace function report_zone(cid integer) returns text
      language plpgsql stable as $$ begin perform nextval('zone_reads'); return 'UTC'; end $$`);
    try {
      const log = createUtteranceLog(db);
      await Promise.all(Array.from({ length: 20 }, (_, i) => log.log(tenantId, said(`zoned ${i}`))));
      const [reads] = rowsOf<{ n: number }>(
        await db.execute(sql`select last_value::int as n from zone_reads`),
      );
      expect(reads!.n).toBe(1);
    } finally {
      await db.execute(sql.raw(original!.def));
      await db.execute(sql`drop sequence zone_reads`);
    }
  });

  it('stores whether an answer was hedged, false when the message leaves it out', async () => {
    const log = createUtteranceLog(database.db);
    const rows = await Promise.all([
      log.log(tenantId, { ...said('sure'), hedged: false }),
      log.log(tenantId, { ...said('unsure'), confidence: 0.6, hedged: true }),
      log.log(tenantId, said('not said')),
    ]);
    expect((await storedOf(rows)).map(({ text, hedged }) => ({ text, hedged }))).toEqual([
      { text: 'sure', hedged: false },
      { text: 'unsure', hedged: true },
      { text: 'not said', hedged: false },
    ]);
  });

  it('fails only the message whose row cannot be stored', async () => {
    const log = createUtteranceLog(database.db);
    // one batch: its insert fails, and each message is then tried alone
    const [kept1, orphan, kept2] = await Promise.allSettled([
      log.log(tenantId, said('kept 1')),
      log.log(tenantId, said('orphan', 999_999)),
      log.log(tenantId, said('kept 2')),
    ]);

    expect(kept1).toMatchObject({ status: 'fulfilled', value: { text: 'kept 1' } });
    expect(orphan!.status).toBe('rejected');
    expect(kept2).toMatchObject({ status: 'fulfilled', value: { text: 'kept 2' } });
  });

  it('logs what PostgreSQL cannot store as written, and tells apart two messages of the same moment', async () => {
    const log = createUtteranceLog(database.db);
    const date = new Date();
    const rows = await Promise.all([
      log.log(tenantId, { ...said('a\u0000b\ud800c'), date }),
      log.log(tenantId, { ...said('same moment'), date }),
    ]);
    expect(rows.map((r) => r.text)).toEqual(['a\ufffdb\ufffdc', 'same moment']);
    const stored = (await storedOf(rows)).map(({ text, date }) => ({ text, date }));
    expect(stored).toEqual([
      { text: 'a\ufffdb\ufffdc', date },
      { text: 'same moment', date },
    ]);
  });
});
