import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { intentModelLeases } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { createTenant } from '../../test/factories/tenants';
import { databaseModelStore } from './nlu.repository';

describe('the training lease of the database model store', () => {
  let database: TDatabase;
  let tenant: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    tenant = String((await createTenant(database.db)).id);
  });
  afterAll(() => database.close());

  it('lets one process train a model for given data: the holder renews, the others wait', async () => {
    const [first, second] = [databaseModelStore(database.db), databaseModelStore(database.db)];
    expect(await first.claimTraining!(tenant, 'data-1')).toBe(true);
    expect(await second.claimTraining!(tenant, 'data-1')).toBe(false);
    expect(await first.claimTraining!(tenant, 'data-1')).toBe(true);
    await second.releaseTraining!(tenant); // not its lease: nothing happens
    expect(await second.claimTraining!(tenant, 'data-1')).toBe(false);
    await first.releaseTraining!(tenant);
    expect(await second.claimTraining!(tenant, 'data-1')).toBe(true);
    await second.releaseTraining!(tenant);
  });

  it('hands the lease over once it lapses, or to a process with other training data', async () => {
    const [first, second] = [databaseModelStore(database.db), databaseModelStore(database.db)];
    expect(await first.claimTraining!(tenant, 'data-1')).toBe(true);
    expect(await second.claimTraining!(tenant, 'data-2')).toBe(true);
    expect(await first.claimTraining!(tenant, 'data-1')).toBe(true);
    // a holder killed while training renews nothing
    await database.db.update(intentModelLeases).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await second.claimTraining!(tenant, 'data-1')).toBe(true);
    expect(await first.claimTraining!(tenant, 'data-1')).toBe(false);
  });
});
