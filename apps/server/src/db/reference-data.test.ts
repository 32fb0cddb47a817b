import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_REACTION_TYPES, botReactionType } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import { createTestDatabase } from '../test/db';
import { createTenant } from '../test/factories/tenants';
import type { TDatabase } from './client';
import { syncReferenceData } from './reference-data';
import { botReactionTypes, countries, knowledgeStamps } from './schema';

describe('reference data', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const stamp = async (customerId: number) =>
    (await database.db.select().from(knowledgeStamps).where(eq(knowledgeStamps.customerId, customerId)))[0]
      ?.stamp ?? 0;

  it('restores the bot reaction types, and leaves every bot its knowledge when nothing changed', async () => {
    const { db } = database;
    const tenant = await createTenant(db);
    const welcome = botReactionType('welcome');
    await db.update(botReactionTypes).set({ title: 'Hello' }).where(eq(botReactionTypes.id, welcome.id));
    await db.delete(botReactionTypes).where(eq(botReactionTypes.id, botReactionType('escalation').id));
    const before = await stamp(tenant.id);
    await syncReferenceData(db);
    const rows = await db.select().from(botReactionTypes).orderBy(botReactionTypes.id);
    expect(rows.map(({ id, key, title }) => ({ id, key, title }))).toEqual(
      BOT_REACTION_TYPES.map(({ id, key, title }) => ({ id, key, title })),
    );
    const changed = await stamp(tenant.id);
    expect(changed).toBeGreaterThan(before);
    await syncReferenceData(db);
    expect(await stamp(tenant.id)).toBe(changed);
  });

  it('restores a changed country, and writes no row when nothing changed', async () => {
    const { db } = database;
    const [first] = COUNTRIES;
    await db.update(countries).set({ name: 'Renamed' }).where(eq(countries.id, first!.id));
    await syncReferenceData(db);
    const [restored] = await db.select().from(countries).where(eq(countries.id, first!.id));
    expect(restored).toEqual(first);
    // a row's xmin is the transaction that last wrote it
    const writers = () =>
      db
        .select({ id: countries.id, xmin: sql<string>`xmin::text` })
        .from(countries)
        .orderBy(countries.id);
    const before = await writers();
    await syncReferenceData(db);
    expect(await writers()).toEqual(before);
  });
});
